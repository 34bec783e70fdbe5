// Stand-in for Dispatch's main queue, which the adapters use to defer work past a layout pass or a SwiftUI update.
// Work queued on it runs when the main run loop next turns (`RunLoop.run(until:)`), in the order it was queued: the
// toolchain's own main queue would run only under `dispatchMain()`, which never returns. Work may be queued from any
// thread, as on the real queue: a search's task hands its answer to the main queue.
import Synchronization

// Dispatch/DispatchQueue
public final class DispatchQueue: @unchecked Sendable {
    private let pending = Mutex<[@Sendable () -> Void]>([])

    private init() {}

    // Dispatch/DispatchQueue/main
    public static let main = DispatchQueue()

    // Dispatch/DispatchQueue/async(group:qos:flags:execute:)
    public func async(execute work: @escaping @Sendable () -> Void) {
        pending.withLock { $0.append(work) }
    }

    /// Runs the work queued so far; work it queues waits for the next turn.
    package func drain() {
        let batch = pending.withLock { queued in
            defer { queued.removeAll() }
            return queued
        }
        for work in batch { work() }
    }
}
