// The main run loop: each turn runs the work queued on the main dispatch queue so far, which the adapters use to defer
// work past a layout pass or a SwiftUI update.

// Foundation/Date
public struct Date: Sendable {
    // Foundation/Date/init()
    public init() {}
}

// Foundation/RunLoop
open class RunLoop: NSObject {
    // Foundation/RunLoop/main
    open class var main: RunLoop { mainLoop }

    /// The model has one run loop, the main thread's.
    nonisolated(unsafe) private static let mainLoop = RunLoop()

    // Foundation/RunLoop/run(until:)
    open func run(until limitDate: Date) { DispatchQueue.main.drain() }
}
