// The harness both sets of scenarios share. Each set is built against its own framework model, which declares the
// model's controls (`AppleModel`, `ModelSwitch`); the set's own harness declares `Windows` and `userTypes(_:into:)`.
import Foundation

#if canImport(AppKit)
import AppKit
#else
import UIKit
#endif

/// One user story: what the user (or the app) does, and what they must see.
struct Scenario {
    let name: String
    let body: @MainActor (inout Checks) -> Void
}

/// The expectations a scenario checked that did not hold, in order.
struct Checks {
    var failures: [String] = []

    mutating func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { failures.append(message()) }
    }

    mutating func equal<T: Equatable>(_ actual: T, _ expected: T, _ what: String) {
        expect(actual == expected, "\(what) is \(actual), expected \(expected)")
    }
}

/// Runs one scenario in a fresh model; the first broken expectation or platform failure, or nil.
@MainActor
func run(_ scenario: Scenario, switches: Set<ModelSwitch>) -> String? {
    AppleModel.current = AppleModel(switches: switches)
    var checks = Checks()
    scenario.body(&checks)
    settle()
    let failures = AppleModel.current.failures + checks.failures
    AppleModel.current = AppleModel(switches: [])
    return failures.first
}

/// Lets the run loop turn until the main queue and the layout are quiet, as after the user's action on a device.
@MainActor
func settle() {
    for _ in 0..<12 {
        RunLoop.main.run(until: Date())
        for window in Windows.all { window.layoutIfNeeded() }
    }
}
