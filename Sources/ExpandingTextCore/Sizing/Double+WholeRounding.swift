extension Double {
    /// The least whole number not below `self`, for finite values.
    ///
    /// Core does not call `rounded(_:)`: it is implemented with the C library's `ceil`/`floor`, which Core does
    /// not link (it imports nothing). Converting through `Int` needs no library; every double of magnitude 2⁵²
    /// or more is already whole, so the conversion only sees values that fit in an `Int`.
    var wholeCeiling: Double {
        guard isFinite, abs(self) < 0x1p52 else { return self }
        let truncated = Double(Int(self))
        return truncated < self ? truncated + 1 : truncated
    }

    /// The greatest whole number not above `self`, for finite values (see ``wholeCeiling``).
    var wholeFloor: Double {
        guard isFinite, abs(self) < 0x1p52 else { return self }
        let truncated = Double(Int(self))
        return truncated > self ? truncated - 1 : truncated
    }
}
