// Fuzz target: the editing model and incremental layout, driven by an edit script.
//
// Input: a header (initial width 1–16 cells, tab width 1–8, how text is decoded), then steps, each one byte choosing
// the operation and, for operations that take them, more bytes: a text (a length byte, then one byte per scalar from
// a table of tricky scalars, or UTF-8 with repair), a position (a cluster offset), a width.
//
// Properties, after every step: the layout kept up to date with the editor's changes equals a layout made from
// scratch (every visual line, its range, text, width and clusters); the lines cover every cluster exactly once, in
// order; no line is wider than the layout unless it holds one wide cluster; the selection's ends are cluster
// boundaries; the rope's invariants hold; undo then redo (on a copy) restores the same text and selection and keeps
// the layout equal to a fresh one; caret geometry (caret, line start and end, vertical moves, position at a column)
// stays on cluster boundaries and within the width; the elements (one placeholder cluster each) are counted and
// submitted where they lie.

import ExpandingTextCore

/// libFuzzer's entry point: one edit script (see the top of the file).
@_cdecl("LLVMFuzzerTestOneInput")
public func editingLayoutFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(UnsafeBufferPointer(start: data, count: size))
    let width = input.int(in: 1...16)
    let tabWidth = input.int(in: 1...8)
    let rawText = input.bool()
    var session = Session(width: width, tabWidth: tabWidth)
    var step = 0
    while !input.isAtEnd && step < 200 {
        session.perform(&input, rawText: rawText, step: step)
        step += 1
    }
    return 0
}

/// Scalars that stress clusters, widths and line breaking: line breaks (CR LF pairs up), tabs, spaces, combining
/// marks, ZWJ sequences, regional indicators, emoji modifiers and variation selectors, wide characters, controls.
private let scalarTable: [Unicode.Scalar] = [
    "a", "b", "Z", "1", " ", " ", " ", "\t", "\n", "\r", "\u{0B}", "\u{85}", "\u{2028}", "-", ".", ",", "'", "(", ")",
    "$", "!", "/", "\u{A0}", "\u{AD}", "\u{200B}", "\u{200D}", "\u{2060}", "\u{0301}", "\u{0308}", "\u{20E3}",
    "\u{FE0F}", "\u{FE0E}", "\u{1F3FB}", "\u{1F44D}", "\u{1F468}", "\u{1F469}", "\u{2764}", "\u{1F1EB}", "\u{1F1F7}",
    "\u{4E00}", "\u{3001}", "\u{30FC}", "\u{FF08}", "\u{AC00}", "\u{1100}", "\u{1161}", "\u{11A8}", "\u{0915}",
    "\u{094D}", "\u{0937}", "\u{0E01}", "\u{05D0}", "\u{0600}", "\u{1B}", "\u{7F}", "\u{9B}", "\u{00}", "\u{1F}",
    "\u{E0067}", "\u{1F3F4}", "\u{E007F}", "e", "x",
]

private struct Session {
    var editor = TextEditor()
    var layout: TextLayout
    let tabWidth: Int

    init(width: Int, tabWidth: Int) {
        self.tabWidth = tabWidth
        do {
            layout = try TextLayout(TextStorage(), width: width, tabWidth: tabWidth)
        } catch {
            fuzzFailure("a valid width \(width) and tab width \(tabWidth) were refused: \(error)")
        }
    }

    mutating func perform(_ input: inout FuzzInput, rawText: Bool, step: Int) {
        let operation = input.byte()
        var changes: [TextChange] = []
        switch operation % 26 {
        case 0, 1, 2: changes = editor.insert(text(&input, raw: rawText))
        case 3: changes = editor.insertNewline()
        case 4: changes = editor.paste(text(&input, raw: rawText))
        case 5: changes = editor.deleteBackward()
        case 6: changes = editor.deleteForward()
        case 7: changes = editor.deleteWordBackward()
        case 8: changes = editor.deleteWordForward()
        case 9: changes = editor.deleteToLineStart(layout.lineStart(forCaretAt: editor.selection.head).position)
        case 10:
            changes = editor.deleteToLineEnd(layout.lineEnd(forCaretAt: editor.selection.head, in: storage).position)
        case 11: changes = editor.undo()
        case 12: changes = editor.redo()
        case 13: editor.moveLeft(extending: input.bool())
        case 14: editor.moveRight(extending: input.bool())
        case 15:
            input.bool() ? editor.moveWordLeft(extending: input.bool()) : editor.moveWordRight(extending: input.bool())
        case 16:
            editor.select(TextSelection(anchor: position(&input), head: position(&input)))
        case 17:
            let width = input.int(in: 1...16)
            do {
                try layout.setWidth(width, for: storage)
            } catch {
                fuzzFailure("setWidth(\(width)) refused: \(error)")
            }
        case 18:
            let start = position(&input)
            let end = position(&input)
            changes = editor.replace(min(start, end)..<max(start, end), with: text(&input, raw: rawText))
        case 19: changes = editor.setText(text(&input, raw: rawText))
        case 20: editor.selectAll()
        case 21: input.bool() ? editor.moveToParagraphStart() : editor.moveToParagraphEnd()
        case 22:
            let move = layout.moveVertically(
                from: editor.selection.head, by: input.bool() ? 1 : -1, goalColumn: nil, in: storage)
            checkBoundary(move.position.utf8Offset, "moveVertically")
            editor.move(to: move.position, extending: input.bool())
        case 23:
            let elementText = text(&input, raw: rawText)
            changes = editor.insertElement(
                TextElement(kind: input.bool() ? .paste : .mention, text: elementText, label: "[\(step)]"))
        case 24:
            if let found = editor.elementAtCaret { changes = editor.expandElement(at: found.range) }
        default:
            changes = editor.replaceSelection(with: text(&input, raw: rawText))
        }
        apply(changes, split: step % 2 == 1)
        check(context: "step \(step), operation \(operation % 26)")
        // Right after an edit, the step on top of the undo history is the one just made (or extended), whose
        // selection afterwards is the current one; after a move, undo or redo, redo restores an older selection.
        let isEdit = !changes.isEmpty && ![11, 12].contains(operation % 26)
        checkUndoRedo(context: "step \(step)", comparingSelection: isEdit)
    }

    var storage: TextStorage { editor.storage }

    /// Applies the editor's changes to the layout: all at once, or (for a single change) through the one-change
    /// entry point.
    mutating func apply(_ changes: [TextChange], split: Bool) {
        if split && changes.count == 1 {
            layout.apply(changes[0], to: storage)
        } else {
            layout.apply(changes, to: storage)
        }
    }

    func text(_ input: inout FuzzInput, raw: Bool) -> String {
        let count = Int(input.byte() % 24)
        if raw {
            return String(decoding: input.bytes(count), as: UTF8.self)
        }
        var text = ""
        for byte in input.bytes(count) {
            text.unicodeScalars.append(scalarTable[Int(byte) % scalarTable.count])
        }
        return text
    }

    /// A cluster boundary chosen by the input.
    func position(_ input: inout FuzzInput) -> TextPosition {
        let count = storage.characterCount
        return storage.position(atCharacterOffset: count == 0 ? 0 : input.int(in: 0...count))
    }

    func checkBoundary(_ offset: Int, _ what: String) {
        guard storage.isBoundary(offset) else { fuzzFailure("\(what) at \(offset) is not a cluster boundary") }
    }

    // MARK: - Properties

    func check(context: String) {
        let violations = storage.invariantViolations()
        if !violations.isEmpty {
            fuzzFailure("\(context): rope invariants broken: \(violations.prefix(3))")
        }
        checkBoundary(editor.selection.anchor.utf8Offset, "\(context): selection anchor")
        checkBoundary(editor.selection.head.utf8Offset, "\(context): selection head")
        let fresh: TextLayout
        do {
            fresh = try TextLayout(storage, width: layout.width, tabWidth: tabWidth)
        } catch {
            fuzzFailure("\(context): a fresh layout failed: \(error)")
        }
        guard fresh.lineCount == layout.lineCount else {
            fuzzFailure("\(context): \(layout.lineCount) lines kept up to date, \(fresh.lineCount) from scratch")
        }
        // The fast path for ASCII runs against the cluster-by-cluster reference.
        let reference: TextLayout
        do {
            reference = try TextLayout(
                storage, width: layout.width, tabWidth: tabWidth, cellWidths: .standard, strategy: .clusterByCluster)
        } catch {
            fuzzFailure("\(context): a cluster-by-cluster layout failed: \(error)")
        }
        guard reference.lineCount == fresh.lineCount,
            (0..<fresh.lineCount).allSatisfy({ reference.line($0, in: storage) == fresh.line($0, in: storage) })
        else {
            fuzzFailure("\(context): the fast path's \(fresh.lineCount) lines differ from the cluster-by-cluster ones")
        }
        let lines = layout.lines(0..<layout.lineCount, in: storage)
        for (index, line) in lines.enumerated() {
            let expected = fresh.line(index, in: storage)
            guard line == expected, line.text.utf8.elementsEqual(expected.text.utf8) else {
                fuzzFailure("\(context): line \(index) is \(line), from scratch \(expected)")
            }
            guard line == layout.line(index, in: storage) else {
                fuzzFailure("\(context): line \(index) read alone differs from reading all lines")
            }
        }
        checkLayoutCoverage(layout, lines, storage, context: context)
        checkCaret(context: context)
        checkElements(context: context)
    }

    /// The editor counts the element placeholders its text holds, and the submitted text holds each element's text
    /// where the submission says.
    func checkElements(context: String) {
        let found = editor.elements.placeholders(in: storage.string)
        guard found.count == editor.elements.liveCount else {
            fuzzFailure("\(context): \(found.count) placeholders in the text, \(editor.elements.liveCount) counted")
        }
        let submission = editor.submission
        guard submission.elements.count == found.count,
            submission.elements.allSatisfy({ String(submission.text[$0.range]) == $0.element.text })
        else {
            fuzzFailure("\(context): the submission does not place its \(submission.elements.count) elements")
        }
    }

    func checkCaret(context: String) {
        let head = editor.selection.head
        for affinity in [CaretAffinity.upstream, .downstream] {
            let caret = layout.caret(at: head, affinity: affinity, in: storage)
            guard (0..<layout.lineCount).contains(caret.line), (0...layout.width).contains(caret.column) else {
                fuzzFailure("\(context): caret \(caret) outside \(layout.lineCount) lines of width \(layout.width)")
            }
            let start = layout.lineStart(forCaretAt: head, affinity: affinity)
            let end = layout.lineEnd(forCaretAt: head, affinity: affinity, in: storage)
            checkBoundary(start.position.utf8Offset, "\(context): line start")
            checkBoundary(end.position.utf8Offset, "\(context): line end")
            guard start.position <= head, head <= end.position else {
                fuzzFailure("\(context): caret at \(head) outside its line \(start.position)...\(end.position)")
            }
            let back = layout.position(line: caret.line, column: caret.column, in: storage)
            checkBoundary(back.position.utf8Offset, "\(context): position at the caret's column")
            guard layout.caret(at: back.position, affinity: back.affinity, in: storage).line == caret.line else {
                fuzzFailure("\(context): position(line:column:) of caret \(caret) lands on another line")
            }
        }
    }

    /// Undo then redo, on a copy: the same text (and selection, right after an edit) as before, and a layout still
    /// equal to a fresh one.
    func checkUndoRedo(context: String, comparingSelection: Bool) {
        guard editor.canUndo else { return }
        var copy = self
        copy.apply(copy.editor.undo(), split: false)
        copy.check(context: "\(context), after undo")
        copy.apply(copy.editor.redo(), split: false)
        guard copy.storage.string.utf8.elementsEqual(storage.string.utf8) else {
            fuzzFailure(
                "\(context): undo then redo gives \(String(reflecting: copy.storage.string)), "
                    + "not \(String(reflecting: storage.string))")
        }
        guard !comparingSelection || copy.editor.selection == editor.selection else {
            fuzzFailure("\(context): undo then redo gives selection \(copy.editor.selection), not \(editor.selection)")
        }
        copy.check(context: "\(context), after undo and redo")
    }
}
