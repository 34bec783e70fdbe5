/// The UAX #14 rules of Unicode 15.0, written once, readably, as a function from the context left of a boundary
/// and the next symbol to the decision at that boundary and the context after the symbol.
///
/// `LineBreakMachine` enumerates the finitely many contexts this function can reach and tabulates it, so the
/// breaker's hot loop is one table lookup per scalar. Numbers follow UAX #14; LB25 is the regular-expression
/// form of Example 7 (the form `LineBreakTest.txt` uses); LB15a–d and LB28a (Unicode 15.1) are not included.
enum LineBreakRules {
    /// What happens at the boundary before a symbol.
    enum Action: UInt8 {
        /// No break here.
        case prohibited = 0
        /// A break opportunity.
        case allowed
        /// A mandatory break.
        case mandatory
        /// LB25 `(PR | PO) × OP NU`: no break if, once the combining marks after the OP are skipped, a NU follows;
        /// otherwise an opportunity. The decision waits for the next symbol that is not CM or ZWJ.
        case allowedUnlessNumberFollows
        /// The waiting LB25 decision resolved to an opportunity (at the boundary before the OP). The boundary
        /// before the current symbol itself is never an opportunity then (LB14: `OP SP* ×`).
        case allowedAtDeferred
    }

    /// The state of the number rule LB25 (`NU (NU | SY | IS)* (CL | CP)?`).
    enum NumberState: Hashable {
        case none
        /// Inside `NU (NU | SY | IS)*`.
        case digits
        /// After `NU (NU | SY | IS)* (CL | CP)`.
        case closed
    }

    /// Everything the rules need to know about the text left of a boundary.
    struct Context: Hashable {
        /// The class of the last character after LB9/LB10 (a CM or ZWJ takes the class of its base), or nil at the
        /// start of the text.
        var left: LineBreakClass?
        /// LB30: the last character is a CP whose East_Asian_Width is F, W or H.
        var leftIsEastAsian = false
        /// LB30b: the last character is an unassigned Extended_Pictographic.
        var leftIsUnassignedPictographic = false
        /// When `left` is SP: the class before the run of spaces, kept only where LB8, LB14–LB17 need it
        /// (ZW, OP, QU, CL — which also stands for CP — and B2).
        var beforeSpaces: LineBreakClass?
        /// LB25's number state.
        var number = NumberState.none
        /// LB21a: the last character is HY or BA and the one before it HL.
        var afterHebrewHyphen = false
        /// LB30a: the last character is a regional indicator, the last of an odd run of them.
        var oddRegionalIndicators = false
        /// LB8a: the last scalar is a ZWJ.
        var afterZWJ = false
        /// LB25: an opportunity before an OP waits to see whether a NU follows the OP.
        var deferred = false
    }

    /// The context at the start of a text.
    static let start = Context()

    /// Applies the rules at the boundary between `context` and the next `symbol` (a line-break table symbol).
    ///
    /// - Returns: The decision at the boundary before the symbol and the context after it.
    static func step(_ context: Context, _ symbol: UInt8) -> (Action, Context) {
        let (right, eastAsian, unassignedPictographic) = decode(symbol)
        var action = decide(context, right, rightIsEastAsian: eastAsian)
        var next = advance(context, right, rightIsEastAsian: eastAsian, unassignedPictographic: unassignedPictographic)
        if context.deferred && !next.deferred {
            // The first symbol after `OP (CM | ZWJ)*` settles the LB25 lookahead.
            requirePrecondition(action == .prohibited, "LB14 prohibits every break after OP")
            action = right == .nu ? .prohibited : .allowedAtDeferred
        }
        if action == .allowedUnlessNumberFollows {
            next.deferred = true
        }
        return (action, next)
    }

    /// Splits a table symbol into its class and the two extra properties some rules need.
    static func decode(_ symbol: UInt8) -> (LineBreakClass, eastAsian: Bool, unassignedPictographic: Bool) {
        switch symbol {
        case UnicodeTables.symbolOPEastAsian: return (.op, true, false)
        case UnicodeTables.symbolCPEastAsian: return (.cp, true, false)
        case UnicodeTables.symbolUnassignedPictographic: return (.id, false, true)
        default: return (LineBreakClass(rawValue: symbol)!, false, false)
        }
    }

    // MARK: - The decision

    /// The decision at the boundary between `context` and a character of class `right` (LB2–LB31).
    private static func decide(_ context: Context, _ right: LineBreakClass, rightIsEastAsian: Bool) -> Action {
        // LB2: never break at the start of text (LB10 makes a leading CM or ZWJ an AL).
        guard let left = context.left else { return .prohibited }
        // LB4, LB5: mandatory breaks; CR × LF.
        switch left {
        case .bk, .lf, .nl: return .mandatory
        case .cr: return right == .lf ? .prohibited : .mandatory
        default: break
        }
        // LB6: × (BK | CR | LF | NL). LB7: × SP, × ZW.
        if right.isAny(of: .bk, .cr, .lf, .nl, .sp, .zw) { return .prohibited }
        let spacesAfter = left == .sp ? context.beforeSpaces : nil
        // LB8: ZW SP* ÷.
        if left == .zw || spacesAfter == .zw { return .allowed }
        // LB8a: ZWJ ×.
        if context.afterZWJ { return .prohibited }
        var right = right
        var rightIsEastAsian = rightIsEastAsian
        if right == .cm || right == .zwj {
            // LB9: X (CM | ZWJ)* is X, for X other than BK, CR, LF, NL, SP, ZW (the others are handled above).
            if left != .sp { return .prohibited }
            // LB10: any other CM or ZWJ is AL.
            right = .al
            rightIsEastAsian = false
        }
        // LB11: × WJ, WJ ×. LB12: GL ×. LB12a: [^SP BA HY] × GL.
        if right == .wj || left == .wj || left == .gl { return .prohibited }
        if right == .gl && !left.isAny(of: .sp, .ba, .hy) { return .prohibited }
        // LB13: × CL, × CP, × EX, × IS, × SY.
        if right.isAny(of: .cl, .cp, .ex, .infixNumeric, .sy) { return .prohibited }
        // LB14: OP SP* ×.
        if left == .op || spacesAfter == .op { return .prohibited }
        // LB15: QU SP* × OP.
        if right == .op && (left == .qu || spacesAfter == .qu) { return .prohibited }
        // LB16: (CL | CP) SP* × NS (`beforeSpaces` keeps CP as CL).
        if right == .ns && (left == .cl || left == .cp || spacesAfter == .cl) { return .prohibited }
        // LB17: B2 SP* × B2.
        if right == .b2 && (left == .b2 || spacesAfter == .b2) { return .prohibited }
        // LB18: SP ÷.
        if left == .sp { return .allowed }
        // LB19: × QU, QU ×. LB20: ÷ CB, CB ÷.
        if right == .qu || left == .qu { return .prohibited }
        if right == .cb || left == .cb { return .allowed }
        // LB21: × BA, × HY, × NS, BB ×. LB21a: HL (HY | BA) ×. LB21b: SY × HL. LB22: × IN.
        if right.isAny(of: .ba, .hy, .ns) || left == .bb || context.afterHebrewHyphen { return .prohibited }
        if (left == .sy && right == .hl) || right == .inseparable { return .prohibited }
        // LB23: (AL | HL) × NU, NU × (AL | HL).
        if (left.isAny(of: .al, .hl) && right == .nu) || (left == .nu && right.isAny(of: .al, .hl)) {
            return .prohibited
        }
        // LB23a: PR × (ID | EB | EM), (ID | EB | EM) × PO.
        if (left == .pr && right.isAny(of: .id, .eb, .em)) || (left.isAny(of: .id, .eb, .em) && right == .po) {
            return .prohibited
        }
        // LB24: (PR | PO) × (AL | HL), (AL | HL) × (PR | PO).
        if (left.isAny(of: .pr, .po) && right.isAny(of: .al, .hl))
            || (left.isAny(of: .al, .hl) && right.isAny(of: .pr, .po))
        {
            return .prohibited
        }
        // LB25, Example 7: (PR | PO) × (OP | HY)? NU; (OP | HY) × NU; NU × (NU | SY | IS);
        // NU (NU | SY | IS)* × (NU | SY | IS | CL | CP); NU (NU | SY | IS)* (CL | CP)? × (PO | PR).
        if left.isAny(of: .pr, .po) && right == .nu { return .prohibited }
        if left.isAny(of: .pr, .po) && right == .op { return .allowedUnlessNumberFollows }
        if left == .hy && right == .nu { return .prohibited }
        if context.number == .digits && right.isAny(of: .nu, .sy, .infixNumeric, .cl, .cp) { return .prohibited }
        if context.number != .none && right.isAny(of: .po, .pr) { return .prohibited }
        // LB26: JL × (JL | JV | H2 | H3); (JV | H2) × (JV | JT); (JT | H3) × JT.
        if left == .jl && right.isAny(of: .jl, .jv, .h2, .h3) { return .prohibited }
        if left.isAny(of: .jv, .h2) && right.isAny(of: .jv, .jt) { return .prohibited }
        if left.isAny(of: .jt, .h3) && right == .jt { return .prohibited }
        // LB27: (JL | JV | JT | H2 | H3) × PO; PR × (JL | JV | JT | H2 | H3).
        if left.isAny(of: .jl, .jv, .jt, .h2, .h3) && right == .po { return .prohibited }
        if left == .pr && right.isAny(of: .jl, .jv, .jt, .h2, .h3) { return .prohibited }
        // LB28: (AL | HL) × (AL | HL). LB29: IS × (AL | HL).
        if left.isAny(of: .al, .hl, .infixNumeric) && right.isAny(of: .al, .hl) { return .prohibited }
        // LB30: (AL | HL | NU) × [OP - East Asian]; [CP - East Asian] × (AL | HL | NU).
        if left.isAny(of: .al, .hl, .nu) && right == .op && !rightIsEastAsian { return .prohibited }
        if left == .cp && !context.leftIsEastAsian && right.isAny(of: .al, .hl, .nu) { return .prohibited }
        // LB30a: RI × RI when the left one closes an odd run of regional indicators.
        if left == .ri && right == .ri && context.oddRegionalIndicators { return .prohibited }
        // LB30b: EB × EM; [Extended_Pictographic & Cn] × EM.
        if right == .em && (left == .eb || context.leftIsUnassignedPictographic) { return .prohibited }
        // LB31: break everywhere else.
        return .allowed
    }

    // MARK: - The context

    /// The context after a character of class `right` follows `context`.
    private static func advance(
        _ context: Context, _ right: LineBreakClass, rightIsEastAsian: Bool, unassignedPictographic: Bool
    ) -> Context {
        if right == .cm || right == .zwj {
            if let left = context.left, !left.isAny(of: .bk, .cr, .lf, .nl, .sp, .zw) {
                // LB9: the mark belongs to its base; only LB8a needs to know it was there.
                var next = context
                next.afterZWJ = right == .zwj
                return next
            }
            var next = Context(left: .al)  // LB10
            next.afterZWJ = right == .zwj
            return next
        }
        var next = Context(left: right)
        next.leftIsEastAsian = right == .cp && rightIsEastAsian
        next.leftIsUnassignedPictographic = unassignedPictographic
        if right == .sp {
            if context.left == .sp {
                next.beforeSpaces = context.beforeSpaces
            } else if let left = context.left, left.isAny(of: .zw, .op, .qu, .cl, .cp, .b2) {
                next.beforeSpaces = left == .cp ? .cl : left
            }
        }
        switch (context.number, right) {
        case (_, .nu), (.digits, .sy), (.digits, .infixNumeric): next.number = .digits
        case (.digits, .cl), (.digits, .cp): next.number = .closed
        default: next.number = .none
        }
        next.afterHebrewHyphen = right.isAny(of: .hy, .ba) && context.left == .hl
        next.oddRegionalIndicators = right == .ri && !(context.left == .ri && context.oddRegionalIndicators)
        return next
    }
}

extension LineBreakClass {
    /// Whether the class is one of `classes`.
    @inline(__always)
    fileprivate func isAny(of classes: LineBreakClass...) -> Bool {
        classes.contains(self)
    }
}
