extension TextStorage {
    /// Makes this text, which holds `old`, hold `new`, by the smallest change between cluster boundaries: for a
    /// front end whose text lives elsewhere (a platform's text view) and which learns of an edit only as the text
    /// after it.
    ///
    /// The change spans what differs between the two texts (their common UTF-8 prefix and suffix stay), widened to
    /// cluster boundaries as ``alignedChange(replacing:with:)`` widens an edit.
    ///
    /// - Parameters:
    ///   - old: The text this storage holds.
    ///   - new: The text it is to hold.
    /// - Returns: The change made, or nil when the texts are equal.
    /// - Complexity: O(n) to compare the texts, plus O(log n + the change) to make it.
    package mutating func follow(_ old: String, to new: String) -> TextChange? {
        requirePrecondition(
            old.utf8.count == utf8Count,
            "TextStorage.follow(_:to:): the storage holds \(utf8Count) bytes, not the old text's \(old.utf8.count)")
        var old = old
        var new = new
        let (prefix, suffix) = old.withUTF8 { oldBytes in
            new.withUTF8 { newBytes in Self.commonEnds(oldBytes, newBytes) }
        }
        let oldCount = old.utf8.count
        let newCount = new.utf8.count
        guard prefix < oldCount || prefix < newCount else { return nil }
        let start = boundary(atOrBefore: prefix)
        let oldEnd = boundary(atOrAfter: oldCount - suffix)
        let newEnd = newCount - (oldCount - oldEnd.utf8Offset)
        let utf8 = new.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: start.utf8Offset)
        let upper = utf8.index(utf8.startIndex, offsetBy: newEnd)
        let change = alignedChange(replacing: start..<oldEnd, with: String(new[lower..<upper]))
        replace(change.range, with: change.replacement)
        return change
    }

    /// The lengths of the common prefix and of the common suffix of two byte sequences, not overlapping in either.
    private static func commonEnds(
        _ old: UnsafeBufferPointer<UInt8>, _ new: UnsafeBufferPointer<UInt8>
    ) -> (prefix: Int, suffix: Int) {
        let shorter = min(old.count, new.count)
        var prefix = 0
        while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        return (prefix, suffix)
    }
}
