import Testing

@testable import ExpandingTextTerminal

/// The patterns of .gitignore files as gitignore(5) documents them.
@Suite struct GitignorePatternTests {
    @Test(
        "A pattern matches what gitignore(5) says it matches",
        arguments: [
            // No slash: the name at any depth.
            ("*.log", "debug.log", false, true),
            ("*.log", "a/b/debug.log", false, true),
            ("*.log", "debug.log.txt", false, false),
            // A trailing slash: folders only.
            ("build/", "build", true, true),
            ("build/", "build", false, false),
            ("build/", "src/build", true, true),
            // A slash at the start or in the middle anchors to the file's folder.
            ("/todo.txt", "todo.txt", false, true),
            ("/todo.txt", "sub/todo.txt", false, false),
            ("doc/*.md", "doc/a.md", false, true),
            ("doc/*.md", "doc/sub/a.md", false, false),
            ("doc/*.md", "x/doc/a.md", false, false),
            // `**`: leading, trailing, in the middle.
            ("**/tmp", "tmp", true, true),
            ("**/tmp", "a/b/tmp", true, true),
            ("logs/**", "logs/a/b.txt", false, true),
            ("a/**/b", "a/b", false, true),
            ("a/**/b", "a/x/y/b", false, true),
            ("a/**/b", "a/x/c", false, false),
            // A `**` that is not a whole component is a `*`.
            ("a/**b", "a/xb", false, true),
            ("a/**b", "a/x/b", false, false),
            // `?` and classes.
            ("?.txt", "a.txt", false, true),
            ("?.txt", "ab.txt", false, false),
            ("[abc].md", "b.md", false, true),
            ("[!abc].md", "b.md", false, false),
            ("[a-c]x", "bx", false, true),
            ("[a-c]x", "dx", false, false),
            // Escapes: a literal `#` and `!`.
            ("\\#notes", "#notes", false, true),
            ("\\!bang", "!bang", false, true),
        ])
    func matches(pattern: String, path: String, isFolder: Bool, expected: Bool) throws {
        let parsed = try #require(GitignorePattern(pattern))
        #expect(parsed.matches(path, isFolder: isFolder) == expected)
    }

    @Test("Blank lines and comments are no patterns; ! negates; trailing spaces are dropped")
    func parsing() throws {
        #expect(GitignorePattern("") == nil)
        #expect(GitignorePattern("   ") == nil)
        #expect(GitignorePattern("# a comment") == nil)
        let negated = try #require(GitignorePattern("!keep.log"))
        #expect(negated.isNegated && negated.matches("keep.log", isFolder: false))
        #expect(try #require(GitignorePattern("a.txt   ")).matches("a.txt", isFolder: false))
    }
}
