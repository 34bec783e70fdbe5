@testable import ExpandingTextTerminal

/// A small terminal emulator for the sequences the renderer writes, to check what a user would see.
///
/// Its widths are the wrapping contract's (an ideal terminal that agrees with the model). It keeps a scrollback
/// history, re-splits its rows on a resize like tmux (or truncates them like xterm), and records every sequence an
/// inline renderer must never write (absolute positioning, clearing the screen, cursor save and restore) as a
/// violation.
struct VirtualScreen {
    private(set) var columns: Int
    private(set) var rows: Int
    /// Whether a resize re-wraps rows (tmux) or truncates them (xterm).
    var reflows: Bool
    /// Rows of cells: a cluster, "" for a blank, or `continuation` for the second column of a wide cluster.
    private(set) var grid: [[String]]
    /// Whether a row continues on the next one (it was wrapped, by autowrap or a reflow).
    private var wrapped: [Bool]
    /// How far each row has been written since it was created or wholly erased, as tmux counts a line's length
    /// for a reflow: erasing to the end of the line (`CSI K`) does not shorten it, erasing the line (`CSI 2K`)
    /// does.
    private(set) var extents: [Int]
    /// Lines scrolled off the top, oldest first.
    private(set) var history: [String] = []
    private(set) var cursorRow = 0
    private(set) var cursorColumn = 0
    private(set) var autowrap = true
    private(set) var cursorVisible = true
    private(set) var bracketedPaste = false
    private(set) var metaSendsEscape = false
    private(set) var mouseTracking = false
    private(set) var sgrMouse = false
    private(set) var modifyOtherKeys = false
    private(set) var synchronizedUpdate = false
    private(set) var graphemeClusterMode = false
    /// Sequences an inline renderer must not use, as written.
    private(set) var violations: [String] = []
    /// Bytes below 0x20 other than ESC, CR, LF and BS that reached the screen.
    private(set) var rawControls: [UInt8] = []
    private var pendingWrap = false

    private static let continuation = "\u{0}"

    init(columns: Int, rows: Int, reflows: Bool = true) {
        self.columns = columns
        self.rows = rows
        self.reflows = reflows
        grid = Array(repeating: Array(repeating: "", count: columns), count: rows)
        wrapped = Array(repeating: false, count: rows)
        extents = Array(repeating: 0, count: rows)
    }

    /// Places the cursor, as if a shell had printed something before the program started.
    mutating func moveCursor(row: Int, column: Int) {
        cursorRow = row
        cursorColumn = column
    }

    /// Writes text at the cursor without interpreting anything (a shell's prompt, a program's earlier output).
    mutating func type(_ text: String) {
        for character in text { put(character) }
    }

    /// Each row's text, trailing blanks removed.
    var lines: [String] {
        grid.indices.map(line)
    }

    /// Row `row`'s text, trailing blanks removed.
    func line(_ row: Int) -> String {
        var text = ""
        var blanks = 0
        for cell in grid[row] where cell != Self.continuation {
            if cell.isEmpty || cell == " " {
                blanks += 1
            } else {
                text += String(repeating: " ", count: blanks) + cell
                blanks = 0
            }
        }
        return text
    }

    // MARK: - Input

    mutating func feed(_ bytes: [UInt8]) {
        var index = 0
        var text: [UInt8] = []
        func flushText() {
            guard !text.isEmpty else { return }
            for character in String(decoding: text, as: UTF8.self) { put(character) }
            text.removeAll()
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x1B:
                flushText()
                index = escape(bytes, at: index)
                continue
            case 0x0D:
                flushText()
                cursorColumn = 0
                pendingWrap = false
            case 0x0A:
                flushText()
                lineFeed()
            case 0x08:
                flushText()
                cursorColumn = max(cursorColumn - 1, 0)
                pendingWrap = false
            case 0x00..<0x20, 0x7F:
                flushText()
                rawControls.append(byte)
            default:
                text.append(byte)
            }
            index += 1
        }
        flushText()
    }

    /// Interprets the escape sequence at `start`; returns the index after it.
    private mutating func escape(_ bytes: [UInt8], at start: Int) -> Int {
        guard start + 1 < bytes.count else { return start + 1 }
        switch bytes[start + 1] {
        case UInt8(ascii: "["):
            var end = start + 2
            while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
            guard end < bytes.count else { return end }
            let body = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
            controlSequence(body, final: Character(UnicodeScalar(bytes[end])))
            return end + 1
        case UInt8(ascii: "7"), UInt8(ascii: "8"):
            violations.append("ESC \(Character(UnicodeScalar(bytes[start + 1])))")
            return start + 2
        default:
            violations.append("ESC \(bytes[start + 1])")
            return start + 2
        }
    }

    private mutating func controlSequence(_ body: String, final: Character) {
        let isPrivate = body.hasPrefix("?")
        let isGreater = body.hasPrefix(">")
        let parameters = body.drop { $0 == "?" || $0 == ">" }.split(separator: ";", omittingEmptySubsequences: false)
            .map { Int($0) }
        let first = parameters.first.flatMap { $0 } ?? 0
        let count = max(first, 1)
        switch (final, isPrivate, isGreater) {
        case ("A", false, false):
            cursorRow = max(cursorRow - count, 0)
            pendingWrap = false
        case ("B", false, false):
            cursorRow = min(cursorRow + count, rows - 1)
            pendingWrap = false
        case ("C", false, false):
            cursorColumn = min(cursorColumn + count, columns - 1)
        case ("D", false, false):
            cursorColumn = max(cursorColumn - count, 0)
        case ("G", false, false):
            cursorColumn = min(count - 1, columns - 1)
            pendingWrap = false
        case ("K", false, false):
            let range: Range<Int> =
                switch first {
                case 1: 0..<min(cursorColumn + 1, columns)
                case 2: 0..<columns
                default: min(cursorColumn, columns)..<columns
                }
            for column in range { grid[cursorRow][column] = "" }
            if first == 2 {
                wrapped[cursorRow] = false
                extents[cursorRow] = 0
            }
        case ("m", false, false), ("n", false, false), ("c", false, false), ("q", false, true):
            break
        case ("p", true, false) where body.hasSuffix("$"):
            // DECRQM: a query, nothing drawn.
            break
        case ("m", false, true):
            modifyOtherKeys = parameters.count == 2 && parameters[0] == 4 && parameters[1] == 1
        case ("h", true, false), ("l", true, false):
            let on = final == "h"
            switch first {
            case 7: autowrap = on
            case 25: cursorVisible = on
            case 1000: mouseTracking = on
            case 1006: sgrMouse = on
            case 1036: metaSendsEscape = on
            case 2004: bracketedPaste = on
            case 2026: synchronizedUpdate = on
            case 2027: graphemeClusterMode = on
            default: violations.append("CSI \(body)\(final)")
            }
        default:
            violations.append("CSI \(body)\(final)")
        }
    }

    private mutating func lineFeed() {
        pendingWrap = false
        if cursorRow == rows - 1 {
            history.append(line(0))
            grid.removeFirst()
            wrapped.removeFirst()
            extents.removeFirst()
            grid.append(Array(repeating: "", count: columns))
            wrapped.append(false)
            extents.append(0)
        } else {
            cursorRow += 1
        }
    }

    private mutating func put(_ character: Character) {
        let width = DisplayWidth.of(character)
        guard width > 0 else { return }
        if pendingWrap || cursorColumn + width > columns {
            if autowrap {
                wrapped[cursorRow] = true
                lineFeed()
                cursorColumn = 0
            } else {
                cursorColumn = max(columns - width, 0)
            }
            pendingWrap = false
        }
        clearCell(row: cursorRow, column: cursorColumn)
        if width == 2 { clearCell(row: cursorRow, column: cursorColumn + 1) }
        grid[cursorRow][cursorColumn] = String(character)
        if width == 2 { grid[cursorRow][cursorColumn + 1] = Self.continuation }
        extents[cursorRow] = max(extents[cursorRow], cursorColumn + width)
        if cursorColumn + width >= columns {
            cursorColumn = columns - 1
            pendingWrap = autowrap
        } else {
            cursorColumn += width
        }
    }

    /// Blanks a cell and the other half of a wide cluster it belongs to.
    private mutating func clearCell(row: Int, column: Int) {
        guard column < columns else { return }
        if grid[row][column] == Self.continuation, column > 0 {
            grid[row][column - 1] = ""
        } else if column + 1 < columns, grid[row][column + 1] == Self.continuation {
            grid[row][column + 1] = ""
        }
        grid[row][column] = ""
    }

    // MARK: - Resize

    mutating func resize(columns newColumns: Int, rows newRows: Int) {
        if reflows {
            reflow(columns: newColumns)
        } else {
            grid = grid.map { row in
                Array(row.prefix(newColumns)) + Array(repeating: "", count: max(newColumns - row.count, 0))
            }
            cursorColumn = min(cursorColumn, newColumns - 1)
            extents = extents.map { min($0, newColumns) }
        }
        columns = newColumns
        while grid.count > newRows {
            // tmux keeps the last rows (blank ones below the cursor included) and scrolls the top into the
            // history; a cursor scrolled away with it goes to the top-left corner. xterm drops blank rows below
            // the cursor first.
            if !reflows && grid.count - 1 > cursorRow && line(grid.count - 1).isEmpty {
                grid.removeLast()
                wrapped.removeLast()
                extents.removeLast()
            } else {
                history.append(line(0))
                grid.removeFirst()
                wrapped.removeFirst()
                extents.removeFirst()
                cursorRow -= 1
            }
        }
        if cursorRow < 0 {
            cursorRow = 0
            cursorColumn = 0
        }
        while grid.count < newRows {
            grid.append(Array(repeating: "", count: columns))
            wrapped.append(false)
            extents.append(0)
        }
        rows = newRows
        pendingWrap = false
    }

    /// Joins wrapped rows into logical lines and splits them again at the new width, moving the cursor with its
    /// cell, as tmux does: a row's length is its extent, so cells erased with `CSI K` still count.
    private mutating func reflow(columns newColumns: Int) {
        var logical: [[String]] = []
        var cursorLine = 0
        var cursorOffset = 0
        var current: [String] = []
        for (index, row) in grid.enumerated() {
            if index == cursorRow {
                cursorLine = logical.count
                cursorOffset = current.count + cursorColumn
            }
            current += wrapped[index] ? row : Array(row.prefix(extents[index]))
            if !wrapped[index] {
                logical.append(current)
                current = []
            }
        }
        if !current.isEmpty { logical.append(current) }
        var newGrid: [[String]] = []
        var newWrapped: [Bool] = []
        var newExtents: [Int] = []
        for (index, line) in logical.enumerated() {
            var pieces: [[String]] = []
            var rest = line[...]
            repeat {
                var piece = Array(rest.prefix(newColumns))
                if piece.count == newColumns, rest.count > newColumns,
                    rest[rest.startIndex + newColumns] == Self.continuation
                {
                    piece.removeLast()
                }
                rest = rest.dropFirst(piece.count)
                pieces.append(piece)
            } while !rest.isEmpty
            if index == cursorLine {
                var offset = cursorOffset
                var piece = 0
                while piece < pieces.count - 1, offset >= pieces[piece].count {
                    offset -= pieces[piece].count
                    piece += 1
                }
                cursorRow = newGrid.count + piece
                cursorColumn = min(offset, newColumns - 1)
            }
            for (number, piece) in pieces.enumerated() {
                newGrid.append(piece + Array(repeating: "", count: newColumns - piece.count))
                newWrapped.append(number < pieces.count - 1)
                newExtents.append(piece.count)
            }
        }
        grid = newGrid
        wrapped = newWrapped
        extents = newExtents
    }
}
