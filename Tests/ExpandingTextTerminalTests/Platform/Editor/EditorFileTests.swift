import Testing

@testable import ExpandingTextTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The file the editor gets: a private folder, a line break at the end, and only a regular file read back.
@Suite struct EditorFileTests {
    private func contents(_ path: String) -> String {
        guard let file = fopen(path, "r") else { return "" }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        while case let byte = fgetc(file), byte != EOF { bytes.append(UInt8(byte)) }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func theTextEndsWithALineBreakAndOneIsTakenOffOnReturn() throws {
        let file = try EditorFile(text: "first\nlast")
        defer { file.remove() }
        #expect(contents(file.path) == "first\nlast\n")
        // What a script appending a line leaves.
        let appended = fopen(file.path, "a")
        fputs("added\n\n", appended)
        fclose(appended)
        #expect(try file.read() == "first\nlast\nadded\n")
    }

    @Test func anEmptyTextIsAnEmptyFile() throws {
        let file = try EditorFile(text: "")
        defer { file.remove() }
        #expect(contents(file.path) == "")
        #expect(try file.read() == "")
    }

    @Test func theFolderIsPrivateAndRemovedWithWhatTheEditorLeft() throws {
        let file = try EditorFile(text: "text")
        var status = stat()
        #expect(lstat(file.directory, &status) == 0)
        #expect(status.st_mode & 0o777 == 0o700)
        #expect(lstat(file.path, &status) == 0)
        #expect(status.st_mode & 0o777 == 0o600)
        // A backup and a swap folder beside the file, as editors leave them.
        fclose(fopen(file.path + "~", "w"))
        mkdir(file.directory + "/.swap", 0o700)
        file.remove()
        #expect(access(file.directory, F_OK) != 0)
    }

    @Test func aLinkIsNotFollowed() throws {
        let file = try EditorFile(text: "text")
        defer { file.remove() }
        let target = file.directory + "/secret"
        let secret = fopen(target, "w")
        fputs("secret", secret)
        fclose(secret)
        unlink(file.path)
        symlink(target, file.path)
        #expect(throws: EditorFileError.isLink) { try file.read() }
    }

    @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        let file = try EditorFile(text: "text")
        defer { file.remove() }
        unlink(file.path)
        mkfifo(file.path, 0o600)
        #expect(throws: EditorFileError.notRegular) { try file.read() }
    }

    @Test func aFileLargerThanTheLimitIsRefused() throws {
        let file = try EditorFile(text: "text")
        defer { file.remove() }
        #expect(truncate(file.path, off_t(EditorFile.maximumBytes + 1)) == 0)
        #expect(throws: EditorFileError.tooLarge) { try file.read() }
    }

    @Test func aPlainEditorCommandIsExecutedInPlaceOfTheShell() {
        #expect(ExternalEditor.shellCommand("code --wait") == "exec code --wait \"$1\"")
        #expect(ExternalEditor.shellCommand("'/opt/my editor/ed'") == "exec '/opt/my editor/ed' \"$1\"")
        // Shell syntax the shell must run itself.
        #expect(ExternalEditor.shellCommand("LANG=C vim") == "LANG=C vim \"$1\"")
        #expect(ExternalEditor.shellCommand("vim -c 'set tw=72'; true") == "vim -c 'set tw=72'; true \"$1\"")
    }

    /// A missing editor is found before the shell would say so on the terminal, above the box.
    @Test(
        arguments: [
            ("vi", "/usr/bin:/bin", "vi"),
            ("code --wait", "/usr/bin:/opt/code/bin", nil),
            ("vi", "", "vi"),
            ("/opt/ed", "/usr/bin", "/opt/ed"),
            ("/usr/bin/nano -w", "", nil),
            ("LANG=C vim", "", nil),
            ("'/opt/my editor/ed'", "", nil),
            ("$HOME/bin/ed", "", nil),
        ] as [(String, String, String?)])
    func aMissingEditorIsFoundBeforeItRuns(command: String, path: String, missing: String?) {
        let present: Set = ["/opt/code/bin/code", "/usr/bin/nano"]
        #expect(ExternalEditor.missingProgram(in: command, path: path, isExecutable: present.contains) == missing)
    }
}
