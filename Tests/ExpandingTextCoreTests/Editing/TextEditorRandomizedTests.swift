import ExpandingTextTestSupport
import Testing

@testable import ExpandingTextCore

/// Seeded random editing sessions. After every command the returned changes, applied to the text before it,
/// must give the text after it, with ends on cluster boundaries and every other boundary kept; the selection must
/// stay on boundaries; undoing everything gives back the initial text and redoing as many steps the final one.
/// A failure names its seed and step.
@Suite struct TextEditorRandomizedTests {
    @Test(arguments: 1...16 as ClosedRange<UInt64>)
    func randomSessionsKeepChangesAndHistoryConsistent(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let initial = EditingSamples.randomText(pieces: seed % 3 == 0 ? 3000 : 30, using: &generator)
        var editor = TextEditor(text: initial)
        // For each undoable step: the text before it and the selections before and after it. For each redoable
        // step: the text after it and the same selections.
        var history: [(text: String, selection: TextSelection, selectionAfter: TextSelection)] = []
        var future: [(text: String, selection: TextSelection, selectionAfter: TextSelection)] = []
        for step in 0..<400 {
            let context = "seed \(seed) step \(step)"
            let before = editor.storage
            let (text, selection) = (before.string, editor.selection)
            let (command, changes) = randomCommand(&editor, using: &generator)
            guard checkChanges(changes, from: before, to: editor.storage, context: "\(context) \(command)") else {
                return
            }
            if command == "undo" {
                if let undone = history.popLast() {
                    #expect(editor.text == undone.text, "\(context): undo")
                    #expect(editor.selection == undone.selection, "\(context): undo")
                    future.append((text, undone.selection, undone.selectionAfter))
                }
            } else if command == "redo" {
                if let redone = future.popLast() {
                    #expect(editor.text == redone.text, "\(context): redo")
                    #expect(editor.selection == redone.selectionAfter, "\(context): redo")
                    history.append((text, redone.selection, redone.selectionAfter))
                }
            } else if editor.undoSteps.count == history.count + 1 {
                history.append((text, selection, editor.selection))
                future.removeAll()
            } else if !changes.isEmpty {
                history[history.count - 1].selectionAfter = editor.selection  // coalesced into the open step
                future.removeAll()
            }
            #expect(editor.undoSteps.count == history.count && editor.redoSteps.count == future.count, "\(context)")
            #expect(editor.storage.isBoundary(editor.selection.anchor.utf8Offset), "\(context) \(command)")
            #expect(editor.storage.isBoundary(editor.selection.head.utf8Offset), "\(context) \(command)")
            if step % 25 == 0 {
                #expect(editor.storage.invariantViolations() == [], "\(context)")
            }
        }
        let final = editor.text
        let steps = editor.undoSteps.count
        while editor.canUndo {
            editor.undo()
        }
        #expect(editor.text.utf8.elementsEqual(initial.utf8), "seed \(seed): undoing everything")
        for _ in 0..<steps {
            editor.redo()
        }
        #expect(editor.text.utf8.elementsEqual(final.utf8), "seed \(seed): redoing everything")
    }

    /// Applies each change to a copy of the text before it, checking alignment and that boundaries outside the
    /// change survive it.
    private func checkChanges(
        _ changes: [TextChange], from before: TextStorage, to after: TextStorage, context: String
    ) -> Bool {
        var replay = before
        for change in changes {
            let old = replay.string
            guard replay.isBoundary(change.range.lowerBound.utf8Offset),
                replay.isBoundary(change.range.upperBound.utf8Offset)
            else {
                Issue.record("\(context): change \(change.range) is not on cluster boundaries")
                return false
            }
            replay.replace(change.range, with: change.replacement)
            let new = replay.string
            let lower = change.range.lowerBound.utf8Offset
            let oldUpper = change.range.upperBound.utf8Offset
            let newUpper = change.replacementRange.upperBound.utf8Offset
            let oldBoundaries = old.clusterBoundaries
            let newBoundaries = new.clusterBoundaries
            let keptBefore = oldBoundaries.filter { $0 <= lower } == newBoundaries.filter { $0 <= lower }
            let keptAfter =
                oldBoundaries.filter { $0 >= oldUpper }.map { $0 - oldUpper }
                == newBoundaries.filter { $0 >= newUpper }.map { $0 - newUpper }
            guard keptBefore, keptAfter, newBoundaries.contains(newUpper) else {
                Issue.record("\(context): cluster boundaries outside \(change.range) moved")
                return false
            }
        }
        guard replay.string.utf8.elementsEqual(after.string.utf8) else {
            Issue.record("\(context): replaying the changes does not give the new text")
            return false
        }
        return true
    }

    private func randomPosition(in storage: TextStorage, using generator: inout SplitMix64) -> TextPosition {
        storage.position(atCharacterOffset: Int.random(in: 0...storage.characterCount, using: &generator))
    }

    private func randomCommand(
        _ editor: inout TextEditor, using generator: inout SplitMix64
    ) -> (String, [TextChange]) {
        let piece = EditingSamples.pieces.randomElement(using: &generator)!
        switch Int.random(in: 0..<22, using: &generator) {
        case 0..<6:
            return ("insert \(piece.debugDescription)", editor.insert(piece))
        case 6:
            return ("newline", editor.insertNewline())
        case 7:
            let text = EditingSamples.randomText(pieces: Int.random(in: 0...20, using: &generator), using: &generator)
            return ("paste", editor.paste(text + "\r\n\r"))
        case 8, 9:
            return ("deleteBackward", editor.deleteBackward())
        case 10:
            return ("deleteForward", editor.deleteForward())
        case 11:
            return ("deleteWordBackward", editor.deleteWordBackward())
        case 12:
            return ("deleteWordForward", editor.deleteWordForward())
        case 13:
            return Bool.random(using: &generator)
                ? ("deleteToLineStart", editor.deleteToLineStart()) : ("deleteToLineEnd", editor.deleteToLineEnd())
        case 14:
            let a = randomPosition(in: editor.storage, using: &generator)
            let b = randomPosition(in: editor.storage, using: &generator)
            editor.select(TextSelection(anchor: a, head: b))
            return ("select \(a)…\(b)", [])
        case 15:
            let extending = Bool.random(using: &generator)
            switch Int.random(in: 0..<6, using: &generator) {
            case 0: editor.moveLeft(extending: extending)
            case 1: editor.moveRight(extending: extending)
            case 2: editor.moveWordLeft(extending: extending)
            case 3: editor.moveWordRight(extending: extending)
            case 4: editor.moveToParagraphStart(extending: extending)
            default: editor.moveToParagraphEnd(extending: extending)
            }
            return ("move", [])
        case 16:
            // A programmatic set that changes a random slice of the text.
            var text = editor.text
            let count = text.count
            let from = Int.random(in: 0...count, using: &generator)
            let to = min(count, from + Int.random(in: 0...4, using: &generator))
            text.replaceSubrange(
                text.index(text.startIndex, offsetBy: from)..<text.index(text.startIndex, offsetBy: to), with: piece)
            return ("setText", editor.setText(text))
        case 17:
            let a = randomPosition(in: editor.storage, using: &generator)
            let b = randomPosition(in: editor.storage, using: &generator)
            return ("replace \(min(a, b))..<\(max(a, b))", editor.replace(min(a, b)..<max(a, b), with: piece))
        case 18, 19:
            return ("undo", editor.undo())
        default:
            return ("redo", editor.redo())
        }
    }
}
