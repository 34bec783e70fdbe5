// MARK: - Merging

extension TextChange {
    /// Changes applied one after the other, seen as one range of the old text replaced by one range of the new.
    package struct Merged: Equatable, Sendable {
        /// Where the changed bytes start, in both texts.
        package var start: Int
        /// Where they end in the old text.
        package var oldEnd: Int
        /// Where they end in the new text.
        package var newEnd: Int
    }

    /// Merges changes applied one after the other to a text of `utf8Count` bytes.
    ///
    /// - Parameters:
    ///   - changes: The changes, in order; each range is in the text before that change and within it, or the
    ///     program stops with a message naming `owner`, the change and the text's length.
    ///   - utf8Count: The length of the text before the first change.
    ///   - owner: What the text belongs to, for the message (`"a layout"`).
    ///   - function: The public entry point, for the message.
    /// - Returns: The merged change, or nil when there are no changes.
    /// - Complexity: O(number of changes).
    package static func merge(
        _ changes: some Sequence<TextChange>, utf8Count: Int, owner: String, function: StaticString
    ) -> Merged? {
        var currentCount = utf8Count
        var unchangedPrefix = Int.max
        var unchangedSuffix = Int.max
        for change in changes {
            let lower = change.range.lowerBound.utf8Offset
            let upper = change.range.upperBound.utf8Offset
            // Checked before any arithmetic on the offsets, which would otherwise overflow without a word on why.
            requirePrecondition(
                lower >= 0 && upper <= currentCount,
                "\(function): change \(change.range) is outside \(owner) of \(currentCount) bytes")
            unchangedPrefix = min(unchangedPrefix, lower)
            unchangedSuffix = min(unchangedSuffix, currentCount - upper)
            currentCount += change.utf8Delta
        }
        guard unchangedPrefix != Int.max else { return nil }
        return Merged(
            start: unchangedPrefix, oldEnd: utf8Count - unchangedSuffix, newEnd: currentCount - unchangedSuffix)
    }
}
