import Foundation
import Testing

@testable import ExpandingTextTerminal

/// One reference frame: a text area set up and fed keys, drawn, and compared as text with
/// `Fixtures/Frames/<name>.txt`.
struct FrameFixture: Sendable, CustomTestStringConvertible {
    var name: String
    var input: String
    var columns = 20
    var lines = 1...3
    var placeholder = ""
    var decoration = TextAreaDecoration.none

    var testDescription: String { name }
}

/// Compares frames with reference files; `EXPANDING_TEXT_RECORD=1` writes the files instead (check each one by hand
/// before committing: they are the expected output).
@Suite struct FrameFixtureTests {
    static let fixtures: [FrameFixture] = [
        FrameFixture(name: "placeholder", input: "", placeholder: "Type a message"),
        FrameFixture(
            name: "placeholder-wrapping-cut-to-a-row", input: "", placeholder: "Write the commit message here"),
        FrameFixture(name: "placeholder-two-lines", input: "", placeholder: "Write the commit\nmessage here"),
        FrameFixture(name: "first-keystroke-hides-placeholder", input: "H", placeholder: "Type a message"),
        FrameFixture(name: "growing-to-three-lines", input: "The quick brown fox jumps over the lazy dog"),
        FrameFixture(name: "scrolled-at-maximum", input: "one\ntwo\nthree\nfour\nfive"),
        FrameFixture(name: "scrolled-caret-moved-up", input: "one\ntwo\nthree\nfour\nfive\u{1B}[A\u{1B}[A\u{1B}[A"),
        FrameFixture(name: "control-characters", input: "\u{1B}[200~a\u{1B}[31mb\u{7}c\u{7F}\u{1B}[201~"),
        FrameFixture(name: "tabs", input: "a\tbc\td\te"),
        FrameFixture(name: "wide-and-emoji", input: "日本語 👍🏽 ❤️ 🇫🇷 e\u{301}x"),
        FrameFixture(name: "prompt-marker", input: "hello there, general", decoration: .prompt("> ")),
        FrameFixture(name: "border", input: "one\ntwo", decoration: .border("│ ")),
        FrameFixture(name: "width-one", input: "日a\u{1B}[200~\u{1B}\u{1B}[201~", columns: 2, lines: 1...4),
        FrameFixture(name: "hanging-spaces", input: "abc        def", columns: 6),
        FrameFixture(name: "caret-at-the-edge", input: "abcde", columns: 6),
        FrameFixture(name: "empty-line-after-newline", input: "abc\n"),
    ]

    private static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Frames")

    @Test(arguments: fixtures)
    func frameMatchesItsReference(_ fixture: FrameFixture) throws {
        var area = try TextArea(
            placeholder: fixture.placeholder,
            expansion: ExpansionPolicy(minLines: fixture.lines.lowerBound, maxLines: fixture.lines.upperBound),
            size: TerminalSize(rows: 24, columns: fixture.columns), decoration: fixture.decoration)
        var decoder = InputDecoder()
        for event in decoder.feed(Array(fixture.input.utf8)) + decoder.flush() {
            area.handle(event)
        }
        let dump = area.frame().textDump
        let file = Self.directory.appendingPathComponent(fixture.name + ".txt")
        if ProcessInfo.processInfo.environment["EXPANDING_TEXT_RECORD"] == "1" {
            try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
            try dump.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        let reference = try String(contentsOf: file, encoding: .utf8)
        #expect(dump == reference, "re-record with EXPANDING_TEXT_RECORD=1 if the change is intended")
    }
}
