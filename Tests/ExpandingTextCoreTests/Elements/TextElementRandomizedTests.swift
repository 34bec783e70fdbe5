import ExpandingTextTestSupport
import Testing

@testable import ExpandingTextCore

/// Seeded random editing sessions with elements among the edits. After every command: the layout brought up to date
/// with the command's changes equals a full layout of the text (each element one cluster of its label's width); the
/// editor counts the placeholders its text holds; the submission holds each element's text where it says; and undoing
/// everything gives back the first text, redoing it all the last. A failure names its seed and step.
@Suite struct TextElementRandomizedTests {
    private static let elements = [
        TextElement(kind: .paste, text: "one\ntwo\nthree\nfour", label: "[Pasted text #1 +4 lines]"),
        TextElement(kind: .mention, text: "@ada", payload: "user-36"),
        TextElement(kind: .attachment, text: "", label: "[image.png]", payload: "file:///tmp/image.png"),
        TextElement(kind: TextElement.Kind(rawValue: "emoji"), text: "😀", label: ":grinning:"),
    ]

    @Test(arguments: 1...12 as ClosedRange<UInt64>)
    func randomSessionsWithElementsKeepLayoutCountsAndHistoryConsistent(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        var editor = TextEditor(text: EditingSamples.randomText(pieces: 20, using: &generator))
        let initial = editor.text
        let width = Int.random(in: 3...30, using: &generator)
        var layout = try TextLayout(editor.storage, width: width, cellWidths: .showingInvisibleCharacters)
        for step in 0..<300 {
            let context = "seed \(seed) step \(step)"
            let (command, changes) = randomCommand(&editor, using: &generator)
            for change in changes {
                for (_, placeholder) in editor.elements.placeholders(in: change.replacement) {
                    let element = try #require(editor.element(for: placeholder))
                    layout.setCells(element.shownText.count + 1, forNewCluster: placeholder)
                }
            }
            layout.apply(changes, to: editor.storage)
            let fresh = try TextLayout(editor.storage, width: width, cellWidths: layout.cellWidths)
            guard layout.lineStartsForTesting == fresh.lineStartsForTesting else {
                Issue.record("\(context) \(command): the incremental layout differs from a full one")
                return
            }
            let found = editor.elements.placeholders(in: editor.storage.string)
            #expect(found.count == editor.elements.liveCount, "\(context) \(command)")
            let submission = editor.submission
            for item in submission.elements {
                #expect(String(submission.text[item.range]) == item.element.text, "\(context) \(command)")
            }
            #expect(submission.elements.count == found.count, "\(context) \(command)")
        }
        let final = editor.text
        var undone = 0
        while editor.canUndo {
            editor.undo()
            undone += 1
        }
        #expect(editor.text == initial, "seed \(seed): undoing everything")
        for _ in 0..<undone { editor.redo() }
        #expect(editor.text == final, "seed \(seed): redoing everything")
    }

    private func randomCommand(
        _ editor: inout TextEditor, using generator: inout SplitMix64
    ) -> (String, [TextChange]) {
        switch Int.random(in: 0..<14, using: &generator) {
        case 0..<3:
            let element = Self.elements.randomElement(using: &generator)!
            return ("insertElement \(element.kind.rawValue)", editor.insertElement(element))
        case 3..<6:
            let piece = EditingSamples.pieces.randomElement(using: &generator)!
            return ("insert \(piece.debugDescription)", editor.insert(piece))
        case 6:
            return ("deleteBackward", editor.deleteBackward())
        case 7:
            return ("deleteForward", editor.deleteForward())
        case 8:
            return ("deleteWordBackward", editor.deleteWordBackward())
        case 9:
            let offset = Int.random(in: 0...editor.storage.characterCount, using: &generator)
            let position = editor.storage.position(atCharacterOffset: offset)
            editor.move(to: position, extending: Bool.random(using: &generator))
            return ("move to \(position)", [])
        case 10:
            guard let found = editor.elementAtCaret else { return ("expand nothing", []) }
            return ("expand", editor.expandElement(at: found.range))
        case 11:
            let submission = editor.submission
            return ("setText(submission)", editor.setText(submission))
        case 12:
            return ("undo", editor.undo())
        default:
            return ("redo", editor.redo())
        }
    }
}
