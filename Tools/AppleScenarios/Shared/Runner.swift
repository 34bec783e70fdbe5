import Foundation

#if canImport(AppKit)
import AppKit
#else
import UIKit
#endif

/// Runs every scenario under every combination of the model's switches and prints one line per scenario, then the
/// totals; exits non-zero when a scenario failed under any combination.
@MainActor
func runAll(_ scenarios: [Scenario]) -> Never {
    let combinations: [Set<ModelSwitch>] = (0..<(1 << ModelSwitch.allCases.count)).map { mask in
        Set(ModelSwitch.allCases.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element))
    }
    var passed = 0
    var failed = 0
    for scenario in scenarios {
        var failures: [(Set<ModelSwitch>, String)] = []
        for switches in combinations {
            if let failure = run(scenario, switches: switches) { failures.append((switches, failure)) }
        }
        if let (switches, reason) = failures.first {
            failed += 1
            let names = switches.map(\.rawValue).sorted().joined(separator: ", ")
            print(
                "FAIL \(scenario.name) (\(reason); \(failures.count) of \(combinations.count) variants, e.g. [\(names)])"
            )
        } else {
            passed += 1
            print("PASS \(scenario.name)")
        }
    }
    print("\(passed) passed, \(failed) failed")
    exit(failed == 0 ? 0 : 1)
}
