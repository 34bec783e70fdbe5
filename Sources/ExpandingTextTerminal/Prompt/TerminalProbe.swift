/// Reads the terminal's answers to the start-up queries: the cursor position, the terminal's name and version,
/// and the device attributes that end the probe.
///
/// A session starts by writing ``query`` and feeding whatever the terminal sends back to ``consume(_:)`` until
/// ``isComplete`` (the DA1 answer arrived: every terminal answers DA1, and answers in order) or a timeout.
/// Bytes that are not answers — keys the user typed before the prompt appeared — are kept in ``typeAhead``, in
/// order, for the input decoder.
package struct TerminalProbe: Sendable {
    /// The queries, in the order their answers are expected: cursor position, XTVERSION, then DA1.
    package static let query =
        ControlSequence.requestCursorPosition + ControlSequence.requestTerminalVersion
        + ControlSequence.requestDeviceAttributes

    /// The cursor's column, counted from 1, if the terminal reported it.
    package private(set) var cursorColumn: Int?
    /// The terminal's name and version from XTVERSION (`tmux 3.3a`, `XTerm(390)`), if it answered.
    package private(set) var terminalVersion: String?
    /// Whether the device attributes (DA1) arrived, which ends the probe.
    package private(set) var isComplete = false
    /// Bytes that were not answers to the probe, in the order they arrived.
    package private(set) var typeAhead: [UInt8] = []

    /// Bytes of an answer that may still be incomplete.
    private var unparsed: [UInt8] = []

    /// Creates a probe waiting for answers.
    package init() {}

    /// Whether the terminal re-wraps its lines when its width changes.
    ///
    /// Most terminals do (tmux, VTE, kitty, iTerm2, WezTerm, foot, Windows Terminal); xterm does not. Without an
    /// answer the renderer assumes reflow, which at worst erases a few more rows above the box on a resize.
    package var reflowsOnResize: Bool {
        guard let terminalVersion else { return true }
        return !terminalVersion.hasPrefix("XTerm")
    }

    /// Takes bytes read from the terminal.
    ///
    /// - Parameter bytes: Bytes in the order they were read; answers may be split anywhere.
    package mutating func consume(_ bytes: some Sequence<UInt8>) {
        unparsed.append(contentsOf: bytes)
        var index = 0
        while index < unparsed.count {
            guard unparsed[index] == 0x1B else {
                typeAhead.append(unparsed[index])
                index += 1
                continue
            }
            switch parseAnswer(at: index) {
            case .incomplete:
                unparsed.removeFirst(index)
                return
            case .answer(let end):
                index = end
            case .notAnAnswer(let end):
                typeAhead.append(contentsOf: unparsed[index..<end])
                index = end
            }
        }
        unparsed.removeAll()
    }

    /// Ends the probe (after a timeout): any incomplete sequence becomes type-ahead for the decoder.
    package mutating func finish() {
        typeAhead.append(contentsOf: unparsed)
        unparsed.removeAll()
    }

    private enum ParseResult {
        case incomplete
        case answer(end: Int)
        case notAnAnswer(end: Int)
    }

    /// Parses the escape sequence at `start` (an ESC).
    private mutating func parseAnswer(at start: Int) -> ParseResult {
        guard start + 1 < unparsed.count else { return .incomplete }
        switch unparsed[start + 1] {
        case UInt8(ascii: "["):
            return parseControlSequence(at: start)
        case UInt8(ascii: "P"):
            return parseDeviceControlString(at: start)
        default:
            return .notAnAnswer(end: start + 1)
        }
    }

    /// `CSI row ; column R` (cursor position) or `CSI ? … c` (DA1); anything else is a key for the decoder.
    private mutating func parseControlSequence(at start: Int) -> ParseResult {
        var index = start + 2
        while index < unparsed.count, (0x20...0x3F).contains(unparsed[index]) { index += 1 }
        guard index < unparsed.count else { return .incomplete }
        let final = unparsed[index]
        let parameters = String(decoding: unparsed[(start + 2)..<index], as: UTF8.self)
        let end = index + 1
        if final == UInt8(ascii: "R"), let column = Self.cursorColumn(fromParameters: parameters) {
            cursorColumn = column
            return .answer(end: end)
        }
        if final == UInt8(ascii: "c"), parameters.hasPrefix("?") {
            isComplete = true
            return .answer(end: end)
        }
        return .notAnAnswer(end: end)
    }

    /// `DCS >| text ST` (XTVERSION); other device control strings are dropped (they are never keys).
    private mutating func parseDeviceControlString(at start: Int) -> ParseResult {
        var index = start + 2
        while index < unparsed.count {
            if unparsed[index] == 0x07 {
                return finishDeviceControlString(body: (start + 2)..<index, next: index + 1)
            }
            if unparsed[index] == 0x1B {
                guard index + 1 < unparsed.count else { return .incomplete }
                if unparsed[index + 1] == UInt8(ascii: "\\") {
                    return finishDeviceControlString(body: (start + 2)..<index, next: index + 2)
                }
            }
            index += 1
        }
        return .incomplete
    }

    private mutating func finishDeviceControlString(body range: Range<Int>, next: Int) -> ParseResult {
        let body = String(decoding: unparsed[range], as: UTF8.self)
        if body.hasPrefix(">|") {
            terminalVersion = String(body.dropFirst(2))
        }
        return .answer(end: next)
    }

    /// The column of a cursor position report's parameters `row;column`.
    private static func cursorColumn(fromParameters parameters: String) -> Int? {
        let fields = parameters.split(separator: ";", omittingEmptySubsequences: false)
        guard fields.count == 2, Int(fields[0]) != nil, let column = Int(fields[1]) else { return nil }
        return column
    }
}
