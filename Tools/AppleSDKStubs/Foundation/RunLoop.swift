// The main run loop: each turn runs the work queued on the main dispatch queue so far, which the adapters use to defer
// work past a layout pass or a SwiftUI update.

// Foundation/Date
public struct Date: Sendable {
    // Foundation/Date/init()
    public init() {}
}

// Foundation/RunLoop
open class RunLoop: NSObject, @unchecked Sendable {
    // Foundation/RunLoop/main
    public static let main = RunLoop()

    // Foundation/RunLoop/run(until:)
    open func run(until limitDate: Date) { DispatchQueue.main.drain() }
}
