extension TextStorage {
    /// The smallest change with the same effect as replacing `range` with `text` whose ends are cluster
    /// boundaries both before and after it.
    ///
    /// Replacing a range can move cluster boundaries next to it: typing a combining mark after `e` makes one
    /// cluster `é` across the range's start, and a regional indicator inserted before a run of flags re-pairs the
    /// whole run. The aligned change takes in those neighbours — it replaces `e` by `é`, or the run by its
    /// re-paired self — so that:
    /// - its inverse (the replacement's range after the change, replaced by the removed text) is again a change
    ///   between cluster boundaries, which undo needs;
    /// - every cluster boundary outside its range is a boundary before and after the change, shifted by the
    ///   change in length, which an incremental layout can rely on.
    ///
    /// - Parameters:
    ///   - range: A range whose bounds are cluster boundaries of this text.
    ///   - text: The new text.
    /// - Returns: The aligned change (equal to the proposed one in the common case).
    /// - Complexity: O(log n + length of `text`) when nothing joins across the ends; else also the length of
    ///   the clusters taken in.
    package func alignedChange(replacing range: Range<TextPosition>, with text: String) -> TextChange {
        let start = range.lowerBound
        let end = range.upperBound
        checkBoundary(end, "TextStorage.alignedChange(replacing:with:)")
        // The cluster before the change may absorb the start of the new text; no boundary before it can move.
        let windowStart = start.utf8Offset > 0 ? position(before: start) : start
        let head = string(in: windowStart..<start)
        var windowEnd = end
        var following = clusters(from: end)
        var clustersToTake = 1
        while true {
            var window = head
            window += text
            window += string(in: end..<windowEnd)
            if windowEnd == endPosition || window.isEmpty
                || Self.isClusterBoundary(
                    after: window[window.index(before: window.endIndex)...],
                    before: character(at: windowEnd).unicodeScalars.first!)
            {
                return Self.trimmedChange(window, from: windowStart, headLength: head.utf8.count, to: windowEnd)
            }
            // The end joins what follows: take in more clusters, doubling, until the boundaries line up again.
            for _ in 0..<clustersToTake {
                guard let cluster = following.next() else { break }
                windowEnd = cluster.range.upperBound
            }
            clustersToTake *= 2
        }
    }

    /// The change replacing `windowStart..<windowEnd` with `window`, without the head when the head's end is still
    /// a cluster boundary of the window (then the head is left as it is).
    private static func trimmedChange(
        _ window: String, from windowStart: TextPosition, headLength: Int, to windowEnd: TextPosition
    ) -> TextChange {
        guard headLength > 0 else {
            return TextChange(range: windowStart..<windowEnd, replacement: window)
        }
        let headEnd = window.utf8.index(window.startIndex, offsetBy: headLength)
        guard headEnd.samePosition(in: window) != nil else {
            return TextChange(range: windowStart..<windowEnd, replacement: window)
        }
        return TextChange(
            range: TextPosition(utf8Offset: windowStart.utf8Offset + headLength)..<windowEnd,
            replacement: String(window[headEnd...]))
    }
}
