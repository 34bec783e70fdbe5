@testable import ExpandingTextTerminal

/// A small terminal emulator for the sequences the renderer writes, to check what a user would see.
///
/// Its widths are the wrapping contract's (an ideal terminal that agrees with the model) unless told otherwise for
/// some clusters. It keeps each cell's SGR attributes and a scrollback history, re-splits its rows on a resize like
/// tmux (or truncates them like xterm), brings rows back from the history when it grows like tmux, and records every
/// sequence an inline renderer must never write (absolute positioning, clearing the screen, cursor save and restore)
/// as a violation.
struct VirtualScreen {
    /// What one column shows.
    private struct ScreenCell: Equatable {
        /// A cluster, "" for a blank, or `continuation` for a later column of a wide cluster.
        var text = ""
        var style: CellStyle = []
    }

    private(set) var columns: Int
    private(set) var rows: Int
    /// Whether a resize re-wraps rows and a taller window brings rows back from the history (tmux), or a resize
    /// truncates rows and adds blank ones (xterm).
    var reflows: Bool
    /// The columns this terminal advances for some clusters, where it disagrees with the wrapping contract.
    var clusterWidths: [String: Int] = [:]
    private var grid: [[ScreenCell]]
    /// Whether a row continues on the next one (it was wrapped, by autowrap or a reflow).
    private var wrapped: [Bool]
    /// How far each row has been written since it was created or wholly erased, as tmux counts a line's length
    /// for a reflow: erasing to the end of the line (`CSI K`) does not shorten it, erasing the line (`CSI 2K`)
    /// does.
    private(set) var extents: [Int]
    /// Rows scrolled off the top, oldest first, with their extents.
    private var scrolledRows: [(cells: [ScreenCell], extent: Int)] = []
    private(set) var cursorRow = 0
    private(set) var cursorColumn = 0
    private(set) var autowrap = true
    private(set) var cursorVisible = true
    private(set) var bracketedPaste = false
    private(set) var metaSendsEscape = false
    private(set) var mouseTracking = false
    private(set) var sgrMouse = false
    private(set) var buttonMotionTracking = false
    /// What programs put on the clipboard with OSC 52, base64 as written, in order.
    private(set) var clipboardBase64: [String] = []
    private(set) var modifyOtherKeys = false
    private(set) var synchronizedUpdate = false
    private(set) var graphemeClusterMode = false
    /// How many kitty keyboard protocol flag sets were pushed and not popped.
    private(set) var keyboardFlagsPushed = 0
    /// The attributes text is written with now.
    private(set) var style: CellStyle = []
    /// Sequences an inline renderer must not use, as written.
    private(set) var violations: [String] = []
    /// How often the screen was cleared from its top-left corner (`CSI H` then `CSI 2J`): Ctrl+L only.
    private(set) var screenClears = 0
    /// Bytes below 0x20 other than ESC, CR, LF and BS that reached the screen.
    private(set) var rawControls: [UInt8] = []
    private var pendingWrap = false

    private static let continuation = "\u{0}"

    init(columns: Int, rows: Int, reflows: Bool = true) {
        self.columns = columns
        self.rows = rows
        self.reflows = reflows
        grid = Array(repeating: Array(repeating: ScreenCell(), count: columns), count: rows)
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

    /// The lines scrolled off the top, oldest first, trailing blanks removed.
    var history: [String] {
        scrolledRows.map { Self.text(of: $0.cells) }
    }

    /// Row `row`'s text, trailing blanks removed.
    func line(_ row: Int) -> String {
        Self.text(of: grid[row])
    }

    /// What the cell at `row`, `column` shows: a cluster, or "" for a blank or a later column of a wide cluster.
    func text(row: Int, column: Int) -> String {
        let text = grid[row][column].text
        return text == Self.continuation ? "" : text
    }

    /// The attributes of the cell at `row`, `column`.
    func style(row: Int, column: Int) -> CellStyle {
        grid[row][column].style
    }

    private static func text(of cells: [ScreenCell]) -> String {
        var text = ""
        var blanks = 0
        for cell in cells where cell.text != continuation {
            if cell.text.isEmpty || cell.text == " " {
                blanks += 1
            } else {
                text += String(repeating: " ", count: blanks) + cell.text
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
        case UInt8(ascii: "]"):
            // An operating system command, up to BEL or ST: only the clipboard (OSC 52) is expected.
            var end = start + 2
            while end < bytes.count, bytes[end] != 0x07, !(bytes[end] == 0x1B && end + 1 < bytes.count) {
                end += 1
            }
            let body = String(decoding: bytes[(start + 2)..<min(end, bytes.count)], as: UTF8.self)
            if body.hasPrefix("52;c;") {
                clipboardBase64.append(String(body.dropFirst(5)))
            } else {
                violations.append("OSC \(body)")
            }
            guard end < bytes.count else { return end }
            return bytes[end] == 0x07 ? end + 1 : end + 2
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
            for column in range { grid[cursorRow][column] = ScreenCell() }
            if first == 2 {
                wrapped[cursorRow] = false
                extents[cursorRow] = 0
            }
        case ("H", false, false) where body.isEmpty:
            // The one absolute move allowed: Ctrl+L's clear, with 2J after it.
            cursorRow = 0
            cursorColumn = 0
            pendingWrap = false
            screenClears += 1
        case ("J", false, false) where first == 2:
            for row in 0..<rows {
                for column in 0..<columns { grid[row][column] = ScreenCell() }
                wrapped[row] = false
                extents[row] = 0
            }
        case ("m", false, false):
            selectGraphicRendition(parameters.map { $0 ?? 0 })
        case ("n", false, false), ("c", false, false), ("q", false, true):
            break
        case ("p", true, false) where body.hasSuffix("$"):
            // DECRQM: a query, nothing drawn.
            break
        case ("m", false, true):
            modifyOtherKeys = parameters.count == 2 && parameters[0] == 4 && parameters[1] == 1
        case ("u", true, false) where body == "?":
            // The kitty keyboard protocol's query: nothing drawn.
            break
        case ("u", false, true):
            keyboardFlagsPushed += 1
        case ("u", false, false) where body == "<":
            keyboardFlagsPushed = max(keyboardFlagsPushed - 1, 0)
        case ("h", true, false), ("l", true, false):
            let on = final == "h"
            switch first {
            case 7: autowrap = on
            case 25: cursorVisible = on
            case 1000: mouseTracking = on
            case 1002: buttonMotionTracking = on
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

    /// Sets the attributes of the text written from now on, from the parameters of an SGR sequence.
    private mutating func selectGraphicRendition(_ parameters: [Int]) {
        let attributes: [Int: CellStyle] = [1: .bold, 2: .dim, 3: .italic, 4: .underline, 7: .inverse, 90: .gray]
        for parameter in parameters {
            switch parameter {
            case 0: style = []
            case 22: style.subtract([.bold, .dim])
            case 23: style.remove(.italic)
            case 24: style.remove(.underline)
            case 27: style.remove(.inverse)
            case 39: style.remove(.gray)
            default:
                if let attribute = attributes[parameter] {
                    style.insert(attribute)
                } else {
                    violations.append("SGR \(parameter)")
                }
            }
        }
    }

    private mutating func lineFeed() {
        pendingWrap = false
        if cursorRow == rows - 1 {
            scrollTopRowIntoHistory()
            grid.append(Array(repeating: ScreenCell(), count: columns))
            wrapped.append(false)
            extents.append(0)
        } else {
            cursorRow += 1
        }
    }

    private mutating func scrollTopRowIntoHistory() {
        scrolledRows.append((grid.removeFirst(), extents.removeFirst()))
        wrapped.removeFirst()
    }

    private mutating func put(_ character: Character) {
        let width = clusterWidths[String(character)] ?? DisplayWidth.of(character)
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
        let covered = cursorColumn..<min(cursorColumn + width, columns)
        for column in covered { clearCell(row: cursorRow, column: column) }
        for column in covered {
            grid[cursorRow][column] = ScreenCell(
                text: column == cursorColumn ? String(character) : Self.continuation, style: style)
        }
        extents[cursorRow] = max(extents[cursorRow], cursorColumn + width)
        if cursorColumn + width >= columns {
            cursorColumn = columns - 1
            pendingWrap = autowrap
        } else {
            cursorColumn += width
        }
    }

    /// Blanks a cell and every other column of a wide cluster it belongs to.
    private mutating func clearCell(row: Int, column: Int) {
        guard column < columns else { return }
        var lead = column
        while lead > 0, grid[row][lead].text == Self.continuation { lead -= 1 }
        var end = lead + 1
        while end < columns, grid[row][end].text == Self.continuation { end += 1 }
        for index in lead..<end { grid[row][index] = ScreenCell() }
    }

    // MARK: - Resize

    mutating func resize(columns newColumns: Int, rows newRows: Int) {
        if reflows {
            reflow(columns: newColumns)
        } else {
            grid = grid.map { Self.fitted($0, to: newColumns) }
            cursorColumn = min(cursorColumn, newColumns - 1)
            extents = extents.map { min($0, newColumns) }
        }
        columns = newColumns
        // The rows a reflow added push the top into the history.
        while grid.count > rows {
            scrollTopRowIntoHistory()
            cursorRow -= 1
        }
        while grid.count > newRows {
            // A shorter window loses rows below the cursor first (tmux any, xterm only blank ones), then the top
            // scrolls into the history.
            if grid.count - 1 > cursorRow && (reflows || line(grid.count - 1).isEmpty) {
                grid.removeLast()
                wrapped.removeLast()
                extents.removeLast()
            } else {
                scrollTopRowIntoHistory()
                cursorRow -= 1
            }
        }
        // A cursor scrolled away with the top goes to the top-left corner.
        if cursorRow < 0 {
            cursorRow = 0
            cursorColumn = 0
        }
        while grid.count < newRows {
            // tmux brings back the rows it scrolled into the history, and the cursor moves down with them.
            if reflows, let (cells, extent) = scrolledRows.popLast() {
                grid.insert(Self.fitted(cells, to: columns), at: 0)
                wrapped.insert(false, at: 0)
                extents.insert(min(extent, columns), at: 0)
                cursorRow += 1
            } else {
                grid.append(Array(repeating: ScreenCell(), count: columns))
                wrapped.append(false)
                extents.append(0)
            }
        }
        rows = newRows
        pendingWrap = false
    }

    /// A row cut or padded with blanks to `columns`.
    private static func fitted(_ row: [ScreenCell], to columns: Int) -> [ScreenCell] {
        Array(row.prefix(columns)) + Array(repeating: ScreenCell(), count: max(columns - row.count, 0))
    }

    /// Joins wrapped rows into logical lines and splits them again at the new width, moving the cursor with its
    /// cell, as tmux does: a row's length is its extent, so cells erased with `CSI K` still count.
    private mutating func reflow(columns newColumns: Int) {
        var logical: [[ScreenCell]] = []
        var cursorLine = 0
        var cursorOffset = 0
        var current: [ScreenCell] = []
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
        var newGrid: [[ScreenCell]] = []
        var newWrapped: [Bool] = []
        var newExtents: [Int] = []
        for (index, line) in logical.enumerated() {
            var pieces: [[ScreenCell]] = []
            var rest = line[...]
            repeat {
                var piece = Array(rest.prefix(newColumns))
                if piece.count == newColumns, rest.count > newColumns,
                    rest[rest.startIndex + newColumns].text == Self.continuation
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
                newGrid.append(Self.fitted(piece, to: newColumns))
                newWrapped.append(number < pieces.count - 1)
                newExtents.append(piece.count)
            }
        }
        grid = newGrid
        wrapped = newWrapped
        extents = newExtents
    }
}
