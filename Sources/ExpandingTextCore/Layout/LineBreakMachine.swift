/// `LineBreakRules` tabulated: every context the rules can reach becomes a state, and a table gives, for each
/// state and line-break symbol, the action at the boundary and the next state.
///
/// Built once, on first use, by enumerating the reachable contexts from the start of text (about a hundred);
/// the table then lives for the rest of the process.
struct LineBreakMachine: @unchecked Sendable {
    // @unchecked: the pointers refer to memory written once during `build()` and never changed or freed.

    /// The machine, built on first use.
    static let shared = build()

    /// For state `s` and symbol `y`, entry `s * symbolCount + y` is `action << 8 | nextState`.
    let transitions: UnsafePointer<UInt16>
    /// Whether a state holds an LB25 decision waiting for a NU (see `LineBreakRules.Action`).
    let isDeferred: UnsafePointer<Bool>
    /// The number of states.
    let stateCount: Int
    /// The state at the start of a text: always 0.
    static let startState = 0
    /// The number of line-break symbols (a row of the table).
    static let symbolCount = UnicodeTables.lineBreakSymbolCount

    private static func build() -> LineBreakMachine {
        var states: [LineBreakRules.Context] = [LineBreakRules.start]
        var index: [LineBreakRules.Context: Int] = [LineBreakRules.start: 0]
        var entries: [UInt16] = []
        var next = 0
        while next < states.count {
            let context = states[next]
            for symbol in 0..<symbolCount {
                let (action, successor) = LineBreakRules.step(context, UInt8(symbol))
                let successorIndex: Int
                if let known = index[successor] {
                    successorIndex = known
                } else {
                    successorIndex = states.count
                    index[successor] = successorIndex
                    states.append(successor)
                }
                entries.append(UInt16(action.rawValue) << 8 | UInt16(successorIndex))
            }
            next += 1
        }
        precondition(states.count <= 256, "line-break states must fit in a byte")
        let transitions = UnsafeMutablePointer<UInt16>.allocate(capacity: entries.count)
        transitions.initialize(from: entries, count: entries.count)
        let isDeferred = UnsafeMutablePointer<Bool>.allocate(capacity: states.count)
        isDeferred.initialize(from: states.map(\.deferred), count: states.count)
        return LineBreakMachine(
            transitions: UnsafePointer(transitions), isDeferred: UnsafePointer(isDeferred), stateCount: states.count)
    }
}
