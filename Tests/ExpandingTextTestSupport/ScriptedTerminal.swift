import ExpandingTextTerminal

/// A terminal for tests: it replays scripted input, has whatever size the script gives it, and records every byte
/// written.
///
/// When the script runs out, reads return `.endOfInput`, as a hung-up terminal does. Leaving raw mode appends the
/// cleanup and restore sequences to the output, as ``Terminal`` writes them.
///
/// A timed script gives each input the milliseconds after the one before at which it arrives, on a clock of the
/// terminal's own (``monotonicMilliseconds``): a read whose timeout ends first returns `.timedOut`, and the clock moves
/// on by the time each read waited.
///
/// ```swift
/// let terminal = ScriptedTerminal(
///     size: TerminalSize(rows: 24, columns: 40),
///     script: [.bytes(ScriptedTerminal.probeAnswers()), .bytes(Array("hi\r".utf8))])
/// let text = try Prompt(placeholder: "Message").read(on: terminal)   // "hi"
/// ```
package final class ScriptedTerminal: PromptTerminal {
    /// The size; a scripted `.resized` changes it when it is read.
    package private(set) var size: TerminalSize
    /// What the prompt last published as its cleanup.
    package var cleanupSequence: [UInt8] = []
    /// Everything written, in order.
    package private(set) var output: [UInt8] = []
    /// Whether the terminal is in raw mode.
    package private(set) var isRawMode = false
    /// The timeouts of the reads so far (nil for a read that waits for input).
    package private(set) var readTimeouts: [Int?] = []
    /// The scripted resizes as they were read, each with the count of bytes written before it, so a test can
    /// replay the output on a screen that changes size at the same moment.
    package private(set) var resizes: [(outputCount: Int, size: TerminalSize)] = []
    /// How many times the prompt asked to be suspended.
    package private(set) var suspensions = 0
    /// Called at the start of every read, before the script's next item is taken.
    package var onRead: ((ScriptedTerminal) -> Void)?
    /// The terminal's clock, in milliseconds: it moves only while a read waits.
    package private(set) var monotonicMilliseconds = 0
    /// Whether the prompt says the unread input is the rest of a paste, as it said last.
    package var discardsUnreadInputOnExit = false
    private var script: ArraySlice<(arrival: Int, input: TerminalInput)>

    /// Creates a terminal whose input is all there at once.
    ///
    /// - Parameters:
    ///   - size: The size until the script resizes it.
    ///   - script: What successive reads return.
    package init(size: TerminalSize, script: [TerminalInput]) {
        self.size = size
        self.script = script.map { (0, $0) }[...]
    }

    /// Creates a terminal whose input arrives over time.
    ///
    /// - Parameters:
    ///   - size: The size until the script resizes it.
    ///   - timedScript: Each input with the milliseconds after the previous one at which it arrives.
    package init(size: TerminalSize, timedScript: [(after: Int, input: TerminalInput)]) {
        self.size = size
        var arrival = 0
        self.script =
            timedScript.map { item in
                arrival += item.after
                return (arrival, item.input)
            }[...]
    }

    /// The answers of a terminal to the start-up probe: cursor position, XTVERSION, the bracketed paste mode, the
    /// kitty keyboard protocol's flags, DA1.
    ///
    /// - Parameters:
    ///   - row: The cursor's row, from 1.
    ///   - column: The cursor's column, from 1.
    ///   - version: The terminal's name and version.
    ///   - bracketedPasteMode: The answer to the query for bracketed paste mode (DECRPM for mode 2004: 1 set, 2
    ///     reset, 0 unknown); nil for a terminal that does not answer it, as tmux 3.3a.
    ///   - keyboardFlags: The kitty keyboard protocol's flags (`CSI ? flags u`); nil for a terminal that does not
    ///     speak the protocol.
    /// - Returns: The bytes.
    package static func probeAnswers(
        row: Int = 1, column: Int = 1, version: String = "tmux 3.3a", bracketedPasteMode: Int? = nil,
        keyboardFlags: Int? = nil
    ) -> [UInt8] {
        let modeReport = bracketedPasteMode.map { "\u{1B}[?2004;\($0)$y" } ?? ""
        let flagsReport = keyboardFlags.map { "\u{1B}[?\($0)u" } ?? ""
        return Array(
            "\u{1B}[\(row);\(column)R\u{1B}P>|\(version)\u{1B}\\\(modeReport)\(flagsReport)\u{1B}[?1;2c".utf8)
    }

    package func withRawMode<Result>(_ body: () throws -> Result) throws -> Result {
        isRawMode = true
        defer {
            output += cleanupSequence + Terminal.restoreSequence
            isRawMode = false
        }
        return try body()
    }

    package func read(timeoutMilliseconds: Int?) throws -> TerminalInput {
        readTimeouts.append(timeoutMilliseconds)
        onRead?(self)
        guard let arrival = script.first?.arrival else { return .endOfInput }
        if let timeout = timeoutMilliseconds, arrival - monotonicMilliseconds > timeout {
            monotonicMilliseconds += timeout
            return .timedOut
        }
        monotonicMilliseconds = max(monotonicMilliseconds, arrival)
        let next = script.removeFirst().input
        if case .resized(let newSize) = next {
            size = newSize
            resizes.append((output.count, newSize))
        }
        return next
    }

    package func write(_ bytes: [UInt8]) throws {
        output += bytes
    }

    package func suspend() {
        suspensions += 1
    }

    /// What the scripted editor does with the text it is given; nil: the terminal offers no editor.
    package var editor: ((String) -> ExternalEditResult)?

    package func editInExternalEditor(_ text: String) throws -> ExternalEditResult {
        guard let editor else { return .noEditor }
        output += cleanupSequence + Terminal.restoreSequence
        return editor(text)
    }
}
