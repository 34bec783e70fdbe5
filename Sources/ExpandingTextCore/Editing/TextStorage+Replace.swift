// How `replace(_:with:)` keeps the rope's invariants.
//
// Cluster boundaries before an edit never change (the grapheme rules decide a boundary from the text before it
// and one scalar after it), and after a boundary the rules start afresh (a boundary never falls inside an emoji
// ZWJ sequence, an Indic conjunct, or an unpaired regional indicator), so forward clustering from any true
// boundary is exact. Boundaries after the edit can move, though (a regional indicator inserted into a run of
// flags re-pairs the rest of the run). So an edit rewrites a region that starts on a boundary the edit cannot
// move and grows to the right until its end is a boundary of the new text.

extension TextStorage {
    // MARK: - Within one leaf

    /// What an edit confined to one leaf does: the leaf's new text and how its summary changes.
    private struct LeafEdit {
        /// An offset that leads to the leaf, the same before and after the edit.
        var target: Int
        var text: String
        var delta: Summary
    }

    /// The common case (typing, a backspace): the edit stays inside one leaf, which stays within its size limits,
    /// and both of its ends stay cluster boundaries. Rewrites the leaf in place and adjusts the summaries on its
    /// path. Returns false, changing nothing, when the edit needs the general path.
    /// - Complexity: O(log n + leaf length) — a copy of the leaf's bytes; clusters are only formed in a window
    ///   around the edit.
    mutating func replaceWithinLeaf(_ start: Int, _ end: Int, _ text: String) -> Bool {
        guard let edit = planLeafEdit(start, end, text) else { return false }
        Self.rewriteLeaf(in: &root, at: edit.target, text: edit.text, delta: edit.delta)
        return true
    }

    private func planLeafEdit(_ start: Int, _ end: Int, _ text: String) -> LeafEdit? {
        // Prefer the leaf holding the byte before the edit: its start is then before the edit and stays a boundary.
        var target = max(start - 1, 0)
        var (leaf, leafStart) = Self.leaf(containing: target, in: root)
        var leafEnd = leafStart + leaf.summary.utf8
        if end > leafEnd {
            guard start == leafEnd else { return nil }
            target = start
            (leaf, leafStart) = Self.leaf(containing: target, in: root)
            leafEnd = leafStart + leaf.summary.utf8
            guard end <= leafEnd else { return nil }
        }
        let old = leaf.text
        let newLength = old.utf8.count - (end - start) + text.utf8.count
        let isOnlyLeaf = leafStart == 0 && leafEnd == utf8Count
        guard newLength <= Limits.maxLeafUTF8, newLength >= Limits.minLeafUTF8 || isOnlyLeaf else { return nil }

        let bytes = old.utf8
        let editStart = bytes.index(bytes.startIndex, offsetBy: start - leafStart)
        let editEnd = bytes.index(bytes.startIndex, offsetBy: end - leafStart)
        // The window whose clusters are recounted starts at the cluster before the edit, which may absorb what is
        // inserted (a combining mark after "e").
        let windowStart = editStart == old.startIndex ? editStart : old.index(before: editStart)
        let windowOffset = bytes.distance(from: bytes.startIndex, to: windowStart)
        let oldHead = old[windowStart..<editEnd]
        let oldHeadCharacters = oldHead.count
        let oldHeadLineBreaks = Self.lineBreakCount(inUTF8: oldHead.utf8)

        var new = old
        new.replaceSubrange(editStart..<editEnd, with: text)
        new.makeContiguousUTF8()

        if leafStart > 0 && start == leafStart {
            let (previous, _) = Self.leaf(containing: leafStart - 1, in: root)
            guard let last = previous.text.last, let first = new.unicodeScalars.first,
                Self.isClusterBoundary(after: last, before: first)
            else { return nil }
        }

        let newBytes = new.utf8
        let newWindowStart = newBytes.index(newBytes.startIndex, offsetBy: windowOffset)
        let insertedEnd = newBytes.index(newBytes.startIndex, offsetBy: start - leafStart + text.utf8.count)
        let recount = Self.recountWindow(in: new, from: newWindowStart, insertedEnd: insertedEnd)
        // Where old and new clusters line up before the leaf's end, they agree from there on, the leaf's end
        // included; otherwise the end must be checked against the next leaf.
        if recount.windowEnd == new.endIndex && leafEnd < utf8Count {
            let (next, _) = Self.leaf(containing: leafEnd, in: root)
            guard let last = new.last, let first = next.text.unicodeScalars.first,
                Self.isClusterBoundary(after: last, before: first)
            else { return nil }
        }
        let delta = Summary(
            utf8: newLength - old.utf8.count,
            characters: recount.newCharacters - oldHeadCharacters - recount.oldTailCharacters,
            lineBreaks: recount.newLineBreaks - oldHeadLineBreaks - recount.oldTailLineBreaks)
        return LeafEdit(target: target, text: new, delta: delta)
    }

    /// Counts clusters in the rewritten leaf from `start` up to the first position where the new clusters and the
    /// old ones (those that followed the edit, now after `insertedEnd`) line up again; from there on they agree.
    private static func recountWindow(
        in new: String, from start: String.Index, insertedEnd: String.Index
    ) -> (
        newCharacters: Int, newLineBreaks: Int, oldTailCharacters: Int, oldTailLineBreaks: Int, windowEnd: String.Index
    ) {
        // Substrings cluster from their own start, which is what the old text did after the edit's end.
        let newClusters = new[start...]
        let oldClusters = new[insertedEnd...]
        var newBoundary = start
        var newCharacters = 0
        while newBoundary < insertedEnd {
            newBoundary = newClusters.index(after: newBoundary)
            newCharacters += 1
        }
        var oldBoundary = insertedEnd
        var oldCharacters = 0
        while newBoundary != oldBoundary {
            if newBoundary < oldBoundary {
                newBoundary = newClusters.index(after: newBoundary)
                newCharacters += 1
            } else {
                oldBoundary = oldClusters.index(after: oldBoundary)
                oldCharacters += 1
            }
        }
        return (
            newCharacters, lineBreakCount(inUTF8: new[start..<newBoundary].utf8),
            oldCharacters, lineBreakCount(inUTF8: new[insertedEnd..<oldBoundary].utf8), newBoundary
        )
    }

    /// Replaces the text of the leaf reached through `offset`, copying shared nodes on the way down.
    private static func rewriteLeaf(in node: inout Node, at offset: Int, text: String, delta: Summary) {
        if !isKnownUniquelyReferenced(&node) {
            node = node.copy()
        }
        node.summary += delta
        if node.isLeaf {
            node.text = text
            return
        }
        let (index, childStart) = child(containing: offset, in: node)
        rewriteLeaf(in: &node.children[index], at: offset - childStart, text: text, delta: delta)
    }

    /// Whether the grapheme rules break between a cluster and the scalar that would follow it.
    static func isClusterBoundary<Cluster: StringProtocol>(after cluster: Cluster, before next: Unicode.Scalar) -> Bool
    {
        var probe = String(cluster)
        probe.unicodeScalars.append(next)
        // The probe starts on a boundary, so it clusters exactly: one cluster if `next` joins, else two.
        return probe.index(after: probe.startIndex) != probe.endIndex
    }

    static func isClusterBoundary(after cluster: Character, before next: Unicode.Scalar) -> Bool {
        isClusterBoundary(after: String(cluster), before: next)
    }

    // MARK: - Across leaves

    /// The general case: rewrites the run of whole leaves the edit touches — extended to the right while the
    /// region's end is not a cluster boundary of the new text, and merged with a neighbour when it is too short —
    /// and puts the new leaves in its place with two splits and two concatenations.
    /// - Complexity: O(log n + region length).
    mutating func replaceAcrossLeaves(_ start: Int, _ end: Int, _ text: String) {
        let total = utf8Count
        var regionStart = Self.leaf(containing: max(start - 1, 0), in: root).start
        var regionEnd: Int = {
            let (leaf, leafStart) = Self.leaf(containing: max(end - 1, 0), in: root)
            return leafStart + leaf.summary.utf8
        }()
        var region = string(in: TextPosition(utf8Offset: regionStart)..<TextPosition(utf8Offset: start))
        region += text
        region += string(in: TextPosition(utf8Offset: end)..<TextPosition(utf8Offset: regionEnd))

        // Offsets rather than indices: indices into a string are not kept across appends.
        var lastClusterStart: Int? =
            region.isEmpty ? nil : Self.utf8Offset(of: region.index(before: region.endIndex), in: region)
        while regionEnd < total {
            let (next, _) = Self.leaf(containing: regionEnd, in: root)
            var joins = false
            if let lastClusterStart, let first = next.text.unicodeScalars.first {
                let lastCluster = region[region.utf8.index(region.startIndex, offsetBy: lastClusterStart)...]
                joins = !Self.isClusterBoundary(after: lastCluster, before: first)
            }
            let isShort = region.utf8.count < Limits.minLeafUTF8 && next.summary.utf8 <= Limits.maxLeafUTF8
            guard joins || isShort else { break }
            region += next.text
            regionEnd += next.summary.utf8
            lastClusterStart = Self.lastClusterStart(of: region, searchingFrom: lastClusterStart ?? 0)
        }
        if region.utf8.count < Limits.minLeafUTF8 && regionStart > 0 {
            let (previous, previousStart) = Self.leaf(containing: regionStart - 1, in: root)
            if previous.summary.utf8 <= Limits.maxLeafUTF8 {
                region = previous.text + region
                regionStart = previousStart
            }
        }

        let leaves = Self.makeLeaves(region[...])
        let before = Self.split(root, atLeafBoundary: regionStart).before
        let after = Self.split(root, atLeafBoundary: regionEnd).after
        root = Self.concatenate(Self.concatenate(before, Self.buildTree(leaves)), after) ?? Self.emptyLeaf()
    }

    private static func utf8Offset(of index: String.Index, in text: String) -> Int {
        text.utf8.distance(from: text.utf8.startIndex, to: index)
    }

    /// The start of the last cluster of `text`, found going forward from a known cluster start (forward, so that a
    /// region grown leaf by leaf is clustered once in all, even along a long run of regional indicators).
    private static func lastClusterStart(of text: String, searchingFrom offset: Int) -> Int {
        let clusters = text[text.utf8.index(text.startIndex, offsetBy: offset)...]
        var index = clusters.startIndex
        while true {
            let next = clusters.index(after: index)
            if next == clusters.endIndex {
                return utf8Offset(of: index, in: text)
            }
            index = next
        }
    }
}
