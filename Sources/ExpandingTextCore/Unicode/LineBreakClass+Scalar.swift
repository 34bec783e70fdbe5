extension LineBreakClass {
    /// The line-break class of `scalar` in Unicode 15.0, after the LB1 resolutions.
    ///
    /// Other Core code uses it to classify characters (for example word characters for word movement) from the
    /// same generated tables as the line breaker, never from the toolchain's Unicode data.
    ///
    /// - Complexity: O(1).
    package init(_ scalar: Unicode.Scalar) {
        let symbol = UnicodeTables.lineBreakSymbol(scalar.value)
        switch symbol {
        case UnicodeTables.symbolOPEastAsian: self = .op
        case UnicodeTables.symbolCPEastAsian: self = .cp
        case UnicodeTables.symbolUnassignedPictographic: self = .id
        default: self = LineBreakClass(rawValue: symbol)!
        }
    }

    /// Whether `scalar` is a regional indicator (U+1F1E6–1F1FF, class RI): two of them form a flag.
    ///
    /// - Complexity: O(1).
    package static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        UnicodeTables.lineBreakSymbol(scalar.value) == LineBreakClass.ri.rawValue
    }
}
