import Dispatch
import ExpandingTextTerminal

/// A terminal for figures taken on the path a user sees: a real clock, keys handed in from the bench's thread, a
/// wake-up as `Terminal` has one, and every write shown to a watcher — the session runs on a thread of its own.
final class TimedTerminal: PromptTerminal, @unchecked Sendable {
    let size: TerminalSize
    var cleanupSequence: [UInt8] = []
    // Guarded by `lock`: the input handed in and not read yet, and whether a wake-up came.
    private let lock = Lock()
    private var inputs: [TerminalInput] = []
    private var isWoken = false
    private let arrived = DispatchSemaphore(value: 0)
    /// Called on the session's thread with each write.
    private let watcher: @Sendable ([UInt8]) -> Void

    init(size: TerminalSize, watcher: @escaping @Sendable ([UInt8]) -> Void) {
        self.size = size
        self.watcher = watcher
    }

    var wakeUp: (@Sendable () -> Void)? {
        { [self] in
            lock.locked { isWoken = true }
            arrived.signal()
        }
    }

    /// Hands in what the next read returns.
    func send(_ input: TerminalInput) {
        lock.locked { inputs.append(input) }
        arrived.signal()
    }

    func withRawMode<Result>(_ body: () throws -> Result) throws -> Result {
        try body()
    }

    func read(timeoutMilliseconds: Int?) throws -> TerminalInput {
        let deadline = timeoutMilliseconds.map { DispatchTime.now() + .milliseconds($0) } ?? .distantFuture
        while true {
            let next = lock.locked { () -> TerminalInput? in
                if !inputs.isEmpty { return inputs.removeFirst() }
                guard isWoken else { return nil }
                isWoken = false
                return .woken
            }
            if let next { return next }
            if arrived.wait(timeout: deadline) == .timedOut { return .timedOut }
        }
    }

    func write(_ bytes: [UInt8]) throws {
        watcher(bytes)
    }
}
