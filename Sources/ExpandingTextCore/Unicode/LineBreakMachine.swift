/// `LineBreakRules` tabulated: every context the rules can reach becomes a state, and a table gives, for each
/// state and line-break symbol, the action at the boundary and the next state.
///
/// Built once, on first use, by enumerating the contexts reachable from the start of a text (about a hundred);
/// the table then lives for the rest of the process.
struct LineBreakMachine: @unchecked Sendable {
    // @unchecked: the pointers refer to memory written once during `build()` and never changed or freed.

    /// The machine, built on first use.
    static let shared = build()

    /// The entry for state `s` and symbol `y` is at `s * symbolCount + y` (the state's *row* plus the symbol). It
    /// holds `action << actionShift | row of the next state`, so that the hot loop needs no multiplication.
    let transitions: UnsafePointer<UInt16>
    /// Whether each state holds an LB25 decision waiting for a NU (see `LineBreakRules.Action`).
    private let deferredStates: UnsafePointer<Bool>
    /// For each state, the ASCII bytes after which the machine stays in it with no opportunity: bit `b` of the pair
    /// (bytes 0–63, then 64–127). Letters inside a word, or spaces after spaces, need no table lookup then.
    private let asciiStays: UnsafePointer<(UInt64, UInt64)>
    /// The row of the state at the start of a text.
    static let startRow = 0
    /// The ASCII characters of line-break class AL, as bits (bytes 0–63, then 64–127).
    let asciiLetters: (UInt64, UInt64)
    /// The ASCII characters of line-break class OP, as bits.
    let asciiOpeningBrackets: (UInt64, UInt64)
    /// The row of the state after an AL character that follows a space: whatever came before the space, the rules
    /// then know only that the last character is an AL (see `LineBreakRules.Context`).
    let letterAfterSpaceRow: Int
    /// The number of line-break symbols: the length of a row.
    static let symbolCount = UnicodeTables.lineBreakSymbolCount
    /// Where the action starts in an entry.
    static let actionShift: UInt16 = 13
    /// The bits of an entry that hold the next row; an entry not above it has the action `prohibited`.
    static let rowMask: UInt16 = 1 << actionShift - 1

    /// Whether the state whose row is `row` holds an LB25 decision waiting for a NU.
    func isDeferred(row: Int) -> Bool {
        deferredStates[row / Self.symbolCount]
    }

    /// The ASCII bytes after which the machine stays in the state whose row is `row`, with no opportunity.
    @inline(__always)
    func asciiStays(row: Int) -> (UInt64, UInt64) {
        asciiStays[row / Self.symbolCount]
    }

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
                entries.append(UInt16(action.rawValue) << actionShift | UInt16(successorIndex * symbolCount))
            }
            next += 1
        }
        requirePrecondition(states.count * symbolCount <= Int(rowMask) + 1, "too many line-break states for an entry")
        let transitions = UnsafeMutablePointer<UInt16>.allocate(capacity: entries.count)
        transitions.initialize(from: entries, count: entries.count)
        let deferredStates = UnsafeMutablePointer<Bool>.allocate(capacity: states.count)
        deferredStates.initialize(from: states.map(\.deferred), count: states.count)
        let asciiStays = UnsafeMutablePointer<(UInt64, UInt64)>.allocate(capacity: states.count)
        for state in 0..<states.count {
            let row = state * symbolCount
            (asciiStays + state).initialize(to: asciiBits { Int(entries[row + Int($0)]) == row })
        }
        let letter = Int(entries[Int(LineBreakClass.al.rawValue)] & rowMask)
        for (state, context) in states.enumerated() where context.left == .sp {
            requirePrecondition(
                Int(entries[state * symbolCount + Int(LineBreakClass.al.rawValue)] & rowMask) == letter,
                "after spaces, a letter leads to one state")
        }
        return LineBreakMachine(
            transitions: UnsafePointer(transitions), deferredStates: UnsafePointer(deferredStates),
            asciiStays: UnsafePointer(asciiStays),
            asciiLetters: asciiBits { $0 == LineBreakClass.al.rawValue },
            asciiOpeningBrackets: asciiBits { $0 == LineBreakClass.op.rawValue }, letterAfterSpaceRow: letter)
    }

    /// The ASCII bytes whose line-break symbol passes `test`, as bits (bytes 0–63, then 64–127).
    private static func asciiBits(where test: (UInt8) -> Bool) -> (UInt64, UInt64) {
        var bits: (UInt64, UInt64) = (0, 0)
        for byte in 0..<0x80 where test(UnicodeTables.lineBreakSymbol(UInt32(byte))) {
            if byte < 64 {
                bits.0 |= 1 << UInt64(byte)
            } else {
                bits.1 |= 1 << UInt64(byte - 64)
            }
        }
        return bits
    }
}
