/// Bytes on their way to the terminal: text, ``TerminalCommand``s, and frames drawn as one synchronized update.
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

    /// Appends commands.
    ///
    /// - Parameter commands: The commands, in order.
    package mutating func write(_ commands: TerminalCommand...) {
        for command in commands {
            write(command.sequence)
        }
    }

    /// Appends commands.
    ///
    /// - Parameter commands: The commands, in order.
    package mutating func write(_ commands: [TerminalCommand]) {
        write(commands.sequence)
    }

    /// Appends what `body` writes as one synchronized update (the terminal shows it at once) with the cursor hidden
    /// meanwhile, so that a terminal without synchronized updates does not show the cursor jumping either.
    ///
    /// - Parameters:
    ///   - showingCursorAfter: Whether the cursor shows again at the end, where `body` left it.
    ///   - body: Writes the update.
    package mutating func synchronizedUpdate(showingCursorAfter: Bool, _ body: (inout TerminalOutput) -> Void) {
        write(.set(.synchronizedUpdate), .reset(.cursorVisible))
        body(&self)
        if showingCursorAfter {
            write(.set(.cursorVisible))
        }
        write(.reset(.synchronizedUpdate))
    }

    /// Switches attributes from `old` to `new`, with the shortest SGR sequence of this simple scheme.
    ///
    /// - Parameters:
    ///   - old: The attributes in effect.
    ///   - new: The attributes wanted.
    package mutating func setStyle(from old: CellStyle, to new: CellStyle) {
        guard old != new else { return }
        if new.isEmpty {
            write(.resetStyle)
            return
        }
        let reset = old.isEmpty ? [] : [0]
        write(TerminalCommand.csi + (reset + new.sgrParameters).map(String.init).joined(separator: ";") + "m")
    }
}
