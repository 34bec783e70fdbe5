/// What a ``Prompt`` needs from a terminal: raw mode, its size, reads with a timeout, writes, and the bytes to
/// write if the process is killed.
///
/// ``Terminal`` (the real one, on `/dev/tty`) conforms. Tests and programs that drive a prompt without a terminal
/// conform their own type: a prompt's whole run loop can then run on scripted input and a chosen size.
public protocol PromptTerminal: AnyObject {
    /// The terminal's size now.
    var size: TerminalSize { get }

    /// Bytes written before the terminal is restored if the process is killed while in raw mode: what erases the
    /// box as it is on screen. The prompt updates it after each frame.
    var cleanupSequence: [UInt8] { get set }

    /// Where the rows ``cleanupSequence`` erases are on screen, with how far each drawn row reaches: on a terminal
    /// that re-wraps its lines when its window changes, an exit by a signal then erases them at the width the
    /// terminal has by then, which the program may not have been told of. The prompt sets it right before
    /// ``cleanupSequence``; nil when the terminal does not reflow.
    var cleanupGeometry: (geometry: EraseGeometry, rowExtents: [Int])? { get set }

    /// Whether the input not read yet is the rest of a paste, to be thrown away if the program ends now rather than
    /// left for the shell, which would run it: the prompt sets it while a paste is open or just ended. Keys typed
    /// ahead of an exit otherwise stay for the shell.
    var discardsUnreadInputOnExit: Bool { get set }

    /// The terminal's size once the window has stopped changing: a terminal may report the last of a quick run of
    /// sizes late. The box is erased for it at the end.
    var settledSize: TerminalSize { get }

    /// A closure that wakes a ``read(timeoutMilliseconds:)`` waiting on another thread, which then returns
    /// ``TerminalInput/woken``: the prompt's completions and span refiner deliver their answers with it. Nil when the
    /// terminal cannot be woken: the prompt then polls for answers while any are awaited.
    var wakeUp: (@Sendable () -> Void)? { get }

    /// Runs `body` in raw mode, restoring the terminal however `body` ends.
    ///
    /// - Parameter body: The code to run in raw mode.
    /// - Returns: What `body` returns.
    func withRawMode<Result>(_ body: () throws -> Result) throws -> Result

    /// Waits for input, a resize or the timeout.
    ///
    /// - Parameter timeoutMilliseconds: How long to wait at most; nil waits until something happens.
    /// - Returns: Bytes, a new size, `.timedOut`, or `.endOfInput` once the terminal is gone.
    func read(timeoutMilliseconds: Int?) throws -> TerminalInput

    /// The time on a clock that only moves forward, in milliseconds: how long the input has been quiet is measured
    /// on it.
    var monotonicMilliseconds: Int { get }

    /// Writes all of `bytes`.
    ///
    /// - Parameter bytes: The bytes.
    func write(_ bytes: [UInt8]) throws

    /// Stops the program as the shell's Ctrl+Z would, for the key that asks for it in raw mode (where the terminal
    /// sends no signal); the program goes on after this returns, once it is resumed.
    func suspend()

    /// Lets the user edit `text` in their editor, with the terminal handed to it meanwhile: leave raw mode (the
    /// box is erased as on any exit), run the editor, enter raw mode again.
    ///
    /// - Parameter text: The box's text.
    /// - Returns: The edited text, or why the text stays as it was.
    /// - Throws: What entering raw mode again throws.
    func editInExternalEditor(_ text: String) throws -> ExternalEditResult
}

extension PromptTerminal {
    /// Keeps nothing: the signal path erases the box as the cleanup sequence says.
    public var cleanupGeometry: (geometry: EraseGeometry, rowExtents: [Int])? {
        get { nil }
        set {}
    }

    /// Keeps nothing: a terminal without an exit path of its own leaves its input as it is.
    public var discardsUnreadInputOnExit: Bool {
        get { false }
        set {}
    }

    /// The size as it is now.
    public var settledSize: TerminalSize { size }

    /// Nil: the prompt polls for answers.
    public var wakeUp: (@Sendable () -> Void)? { nil }

    /// The system's monotonic clock.
    public var monotonicMilliseconds: Int { LibC.monotonicMilliseconds() }

    /// Does nothing: a terminal without job control cannot stop the program.
    public func suspend() {}

    /// Edits nothing: a terminal that cannot hand itself to another program has no editor to offer.
    public func editInExternalEditor(_ text: String) throws -> ExternalEditResult {
        .noEditor
    }
}

extension Terminal: PromptTerminal {}
