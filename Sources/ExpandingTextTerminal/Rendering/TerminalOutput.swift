/// Bytes on their way to the terminal, with helpers for the sequences the renderer writes.
package struct TerminalOutput: Sendable {
    /// The bytes so far.
    package private(set) var bytes: [UInt8] = []

    /// Creates an empty output.
    package init() {}

    /// Whether nothing has been written.
    package var isEmpty: Bool { bytes.isEmpty }

    /// Appends the UTF-8 bytes of `text`.
    ///
    /// - Parameter text: Text or a control sequence.
    package mutating func write(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Appends other output.
    ///
    /// - Parameter other: The output to append.
    package mutating func write(_ other: TerminalOutput) {
        bytes.append(contentsOf: other.bytes)
    }

    /// Appends `CSI` followed by `body`.
    ///
    /// - Parameter body: Parameters and final byte, e.g. `"3A"`.
    package mutating func csi(_ body: String) {
        write(ControlSequence.csi)
        write(body)
    }

    /// Moves the cursor up `count` rows (CUU); the terminal stops at the top row.
    ///
    /// - Parameter count: Rows to move; nothing is written for 0.
    package mutating func cursorUp(_ count: Int) {
        guard count > 0 else { return }
        csi(count == 1 ? "A" : "\(count)A")
    }

    /// Moves the cursor to `column` (counted from 0) of its row: CR for the first column, CHA otherwise.
    ///
    /// - Parameter column: The column, from 0.
    package mutating func cursorToColumn(_ column: Int) {
        if column == 0 {
            write("\r")
        } else {
            csi("\(column + 1)G")
        }
    }

    /// Switches attributes from `old` to `new`, with the shortest SGR sequence of this simple scheme.
    ///
    /// - Parameters:
    ///   - old: The attributes in effect.
    ///   - new: The attributes wanted.
    package mutating func setStyle(from old: CellStyle, to new: CellStyle) {
        guard old != new else { return }
        if new.isEmpty {
            write(ControlSequence.resetStyle)
            return
        }
        let reset = old.isEmpty ? [] : [0]
        csi((reset + new.sgrParameters).map(String.init).joined(separator: ";") + "m")
    }
}
