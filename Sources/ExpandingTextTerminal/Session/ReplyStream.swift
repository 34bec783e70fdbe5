/// Turns what a reply command writes to one of its streams, in chunks as they come, into the lines to print above
/// the box and the line it is still writing.
///
/// What a program writes for a terminal is made safe to print: escape sequences (colours, cursor motions, titles)
/// are left out, a CR that does not end a line starts the line again as a terminal shows it (a progress counter
/// shows its last state), and a character split between two chunks waits for its other bytes. Other control
/// characters stay in the text, which the box draws as symbols.
struct ReplyStream {
    private enum State {
        case text
        /// After ESC.
        case escape
        /// Inside a control sequence (ESC [), up to its final byte.
        case controlSequence
        /// Inside a string (ESC ], ESC P, ESC _, ESC ^, ESC X), up to BEL or ESC \.
        case controlString
        /// After ESC inside a string: a `\` ends it.
        case controlStringEscape
    }

    private var state = State.text
    /// The line being written, decoded.
    private(set) var partialLine = ""
    /// Bytes of the line not decoded yet: the start of a character whose other bytes are to come.
    private var undecoded: [UInt8] = []
    /// Whether the last byte was a CR, so that what comes next decides whether it ended the line or restarts it.
    private var afterCarriageReturn = false

    /// Takes a chunk of output.
    ///
    /// - Parameter bytes: The bytes, as read.
    /// - Returns: The lines the chunk completed, without their line breaks.
    /// - Complexity: O(n) in the bytes of the chunk and of the line they complete.
    mutating func append(_ bytes: [UInt8]) -> [String] {
        var lines: [String] = []
        for byte in bytes {
            if afterCarriageReturn, state == .text {
                afterCarriageReturn = false
                if byte != 0x0A {
                    partialLine = ""
                    undecoded = []
                }
            }
            switch state {
            case .text:
                switch byte {
                case 0x0A:
                    lines.append(takeLine())
                case 0x0D:
                    afterCarriageReturn = true
                case 0x1B:
                    state = .escape
                default:
                    undecoded.append(byte)
                }
            case .escape:
                switch byte {
                case UInt8(ascii: "["): state = .controlSequence
                case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"), UInt8(ascii: "X"):
                    state = .controlString
                default: state = .text
                }
            case .controlSequence:
                if (0x40...0x7E).contains(byte) { state = .text }
            case .controlString:
                if byte == 0x07 { state = .text } else if byte == 0x1B { state = .controlStringEscape }
            case .controlStringEscape:
                state = byte == UInt8(ascii: "\\") ? .text : .controlString
            }
        }
        decodeCompleteCharacters()
        return lines
    }

    /// Removes the start of the line being written, once printed: the rows of a line longer than the screen is wide
    /// go above the box as they fill.
    ///
    /// - Parameter end: Where the printed part ends, an index of ``partialLine``.
    mutating func dropPrinted(upTo end: String.Index) {
        partialLine = String(partialLine[end...])
    }

    /// The line the output ended without a line break, if it wrote one; the stream starts afresh.
    mutating func finish() -> String? {
        defer { self = ReplyStream() }
        let line = takeLine()
        return line.isEmpty ? nil : line
    }

    /// The line being written, whole (a character cut short at its end repaired), and a fresh line begun.
    private mutating func takeLine() -> String {
        partialLine += String(decoding: undecoded, as: UTF8.self)
        undecoded = []
        defer { partialLine = "" }
        return partialLine
    }

    /// Moves the complete characters of ``undecoded`` into ``partialLine``, keeping the start of one whose other
    /// bytes are to come.
    private mutating func decodeCompleteCharacters() {
        let end = UTF8ScalarDecoder.startOfCharacterCutShort(in: undecoded) ?? undecoded.count
        partialLine += String(decoding: undecoded[..<end], as: UTF8.self)
        undecoded.removeFirst(end)
    }
}
