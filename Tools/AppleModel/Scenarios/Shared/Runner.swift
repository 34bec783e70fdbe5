import Foundation

#if canImport(AppKit)
import AppKit
#else
import UIKit
#endif

/// Runs every scenario under each of the switch combinations of `switchCombinations()` and prints one line per
/// scenario, then the totals; exits non-zero when a scenario failed under any combination.
@MainActor
func runAll(_ scenarios: [Scenario]) -> Never {
    // The Objective-C runtime the model stands in for: which methods each class implements (read from the sources),
    // and the exception a message nothing implements raises.
    registerObjCMethodTable()
    ObjCMessage.unrecognized = { selector in
        MainActor.assumeIsolated { AppleModel.current.fail("unrecognized selector sent to instance: \(selector)") }
    }
    let combinations = switchCombinations(ModelSwitch.allCases)
    print("\(ModelSwitch.allCases.count) model switches, \(combinations.count) combinations")
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
            // The switches that break it on their own point at the behaviour the adapter mishandles.
            let alone = ModelSwitch.allCases.filter { run(scenario, switches: [$0]) != nil }.map(\.rawValue)
            if run(scenario, switches: []) != nil {
                print("     fails with every switch off")
            } else if !alone.isEmpty {
                print("     fails with only one of: \(alone.joined(separator: ", "))")
            }
        } else {
            passed += 1
            print("PASS \(scenario.name)")
        }
    }
    print("\(passed) passed, \(failed) failed")
    exit(failed == 0 ? 0 : 1)
}

/// The switch combinations a scenario runs under.
///
/// Every combination while there are at most 128 of them. Beyond that, a covering set: in it every four switches
/// take all sixteen of their on/off combinations, so each behaviour variant runs together with each variant of any
/// three others. Faults that need five particular switches in one position at once would go unseen; none of the
/// modelled behaviours interact that widely.
func switchCombinations<Switch: Hashable>(_ switches: [Switch]) -> [Set<Switch>] {
    let count = switches.count
    guard count > 7 else {
        return (0..<(1 << count)).map { mask in
            Set(switches.indices.filter { mask & (1 << $0) != 0 }.map { switches[$0] })
        }
    }
    let strength = 4
    let rows = coveringRows(factors: count, strength: strength)
    return rows.map { row in Set(switches.indices.filter { row[$0] }.map { switches[$0] }) }
}

/// A covering array of on/off rows for `factors` switches in which every `strength` switches show every
/// combination, built greedily: each new row starts from a combination not yet covered and sets the other switches
/// one by one to the position that covers the most new combinations.
private func coveringRows(factors: Int, strength: Int) -> [[Bool]] {
    let groups = subsets(of: Array(0..<factors), size: strength)
    // For each group, the value patterns (bit i = position of the group's i-th switch) still uncovered.
    var uncovered = groups.map { _ in Set(0..<(1 << strength)) }
    var rows: [[Bool]] = []
    while let first = uncovered.firstIndex(where: { !$0.isEmpty }) {
        var row = [Bool?](repeating: nil, count: factors)
        let pattern = uncovered[first].min()!
        for (bit, factor) in groups[first].enumerated() { row[factor] = pattern & (1 << bit) != 0 }
        for factor in 0..<factors where row[factor] == nil {
            func gain(_ value: Bool) -> Int {
                var trial = row
                trial[factor] = value
                return groups.indices.reduce(0) { total, index in
                    let group = groups[index]
                    guard group.contains(factor), group.allSatisfy({ trial[$0] != nil }) else { return total }
                    return uncovered[index].contains(patternOf(group, in: trial)) ? total + 1 : total
                }
            }
            row[factor] = gain(true) > gain(false)
        }
        let complete = row.map { $0! }
        for index in groups.indices { uncovered[index].remove(patternOf(groups[index], in: complete)) }
        rows.append(complete)
    }
    return rows
}

private func patternOf(_ group: [Int], in row: [Bool?]) -> Int {
    group.enumerated().reduce(0) { $0 | (row[$1.element]! ? 1 << $1.offset : 0) }
}

private func subsets(of elements: [Int], size: Int) -> [[Int]] {
    guard size > 0 else { return [[]] }
    guard elements.count >= size else { return [] }
    let rest = Array(elements.dropFirst())
    return subsets(of: rest, size: size - 1).map { [elements[0]] + $0 } + subsets(of: rest, size: size)
}
