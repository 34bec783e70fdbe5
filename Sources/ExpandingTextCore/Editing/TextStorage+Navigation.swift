// Moving between positions: by cluster, by Character offset, by paragraph. Each lookup descends the tree
// (O(log n)) and then works inside one leaf (at most a few KB, unless the leaf is one long cluster).

extension TextStorage {
    /// Where a position falls: its leaf, the leaf's start offset, and the position as an index of the leaf's text.
    struct Location {
        var leaf: Node
        var leafStart: Int
        var index: String.Index
    }

    /// Finds a position that must be a cluster boundary of the text; stops with a clear message if it is not.
    func locate(_ position: TextPosition, _ function: StaticString) -> Location {
        let offset = position.utf8Offset
        requirePrecondition(
            offset >= 0 && offset <= utf8Count,
            "\(function): position \(offset) is outside the text (UTF-8 offsets 0...\(utf8Count))")
        let (leaf, leafStart) = Self.leaf(containing: offset, in: root)
        let bytes = leaf.text.utf8
        let index = bytes.index(bytes.startIndex, offsetBy: offset - leafStart)
        requirePrecondition(
            index.samePosition(in: leaf.text) != nil,
            "\(function): UTF-8 offset \(offset) is not on a grapheme-cluster boundary")
        return Location(leaf: leaf, leafStart: leafStart, index: index)
    }

    /// Stops with a clear message unless `position` is a cluster boundary of the text.
    func checkBoundary(_ position: TextPosition, _ function: StaticString) {
        _ = locate(position, function)
    }

    /// The nearest cluster boundary at or before a UTF-8 offset (clamped to the text).
    /// - Complexity: O(log n + leaf length).
    package func boundary(atOrBefore utf8Offset: Int) -> TextPosition {
        let offset = min(max(utf8Offset, 0), utf8Count)
        let (leaf, leafStart) = Self.leaf(containing: offset, in: root)
        let text = leaf.text
        let target = text.utf8.index(text.startIndex, offsetBy: offset - leafStart)
        if target.samePosition(in: text) != nil {
            return TextPosition(utf8Offset: offset)
        }
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            if next > target {
                break
            }
            index = next
        }
        return TextPosition(utf8Offset: leafStart + text.utf8.distance(from: text.startIndex, to: index))
    }

    /// The nearest cluster boundary at or after a UTF-8 offset (clamped to the text).
    /// - Complexity: O(log n + leaf length).
    package func boundary(atOrAfter utf8Offset: Int) -> TextPosition {
        let before = boundary(atOrBefore: utf8Offset)
        if before.utf8Offset >= min(max(utf8Offset, 0), utf8Count) {
            return before
        }
        return position(after: before)
    }

    // MARK: - By cluster

    /// The position after the cluster that starts at `position`.
    /// - Parameter position: A cluster boundary before the end of the text.
    /// - Returns: The next cluster boundary.
    /// - Complexity: O(log n + length of the cluster).
    public func position(after position: TextPosition) -> TextPosition {
        let location = locate(position, "TextStorage.position(after:)")
        requirePrecondition(
            position.utf8Offset < utf8Count,
            "TextStorage.position(after:): \(position.utf8Offset) is the end of the text")
        // A position at a leaf's end is found in the next leaf (index == startIndex), so `index` is never endIndex.
        // Stepping in a substring that starts at the (checked) boundary spares the string re-checking it, which
        // inside a run of regional indicators means counting back to the run's start.
        let text = location.leaf.text
        let rest = text[location.index...]
        let next = rest.index(after: rest.startIndex)
        return TextPosition(utf8Offset: location.leafStart + text.utf8.distance(from: text.startIndex, to: next))
    }

    /// The position before the cluster that ends at `position`.
    /// - Parameter position: A cluster boundary after the start of the text.
    /// - Returns: The previous cluster boundary.
    /// - Complexity: O(log n + length of the cluster).
    public func position(before position: TextPosition) -> TextPosition {
        var location = locate(position, "TextStorage.position(before:)")
        requirePrecondition(position.utf8Offset > 0, "TextStorage.position(before:): 0 is the start of the text")
        if location.index == location.leaf.text.startIndex {
            let (leaf, leafStart) = Self.leaf(containing: position.utf8Offset - 1, in: root)
            location = Location(leaf: leaf, leafStart: leafStart, index: leaf.text.endIndex)
        }
        let text = location.leaf.text
        let head = text[..<location.index]
        let previous = head.index(before: head.endIndex)
        return TextPosition(utf8Offset: location.leafStart + text.utf8.distance(from: text.startIndex, to: previous))
    }

    /// The cluster that starts at `position`.
    /// - Parameter position: A cluster boundary before the end of the text.
    /// - Complexity: O(log n + length of the cluster).
    package func character(at position: TextPosition) -> Character {
        let location = locate(position, "TextStorage.character(at:)")
        requirePrecondition(
            position.utf8Offset < utf8Count, "TextStorage.character(at:): \(position.utf8Offset) is the end of the text"
        )
        return location.leaf.text[location.index...].first!
    }

    // MARK: - By Character offset

    /// The number of clusters before a position.
    /// - Parameter position: A cluster boundary of the text.
    /// - Returns: The position's `Character` offset.
    /// - Complexity: O(log n + leaf length).
    public func characterOffset(of position: TextPosition) -> Int {
        let location = locate(position, "TextStorage.characterOffset(of:)")
        return summary(before: location.leafStart).characters + location.leaf.text[..<location.index].count
    }

    /// The position after a number of clusters.
    /// - Parameter characterOffset: A `Character` offset from 0 to ``characterCount``.
    /// - Returns: The cluster boundary at that offset.
    /// - Complexity: O(log n + leaf length).
    public func position(atCharacterOffset characterOffset: Int) -> TextPosition {
        requirePrecondition(
            characterOffset >= 0 && characterOffset <= characterCount,
            "TextStorage.position(atCharacterOffset:): \(characterOffset) is outside 0...\(characterCount)")
        let (leaf, leafStart, remaining) = leaf(reaching: characterOffset, of: \.characters)
        let text = leaf.text
        let index = text.index(text.startIndex, offsetBy: remaining)
        return TextPosition(utf8Offset: leafStart + text.utf8.distance(from: text.startIndex, to: index))
    }

    // MARK: - By paragraph

    /// The number of line breaks before a position: the index of the paragraph it is in.
    /// - Parameter position: A cluster boundary of the text.
    /// - Complexity: O(log n + leaf length).
    package func paragraphIndex(of position: TextPosition) -> Int {
        let location = locate(position, "TextStorage.paragraphIndex(of:)")
        return summary(before: location.leafStart).lineBreaks
            + Self.lineBreakCount(inUTF8: location.leaf.text[..<location.index].utf8)
    }

    /// The start of a paragraph: 0 for the first, else the position just after the `paragraphIndex`-th line break.
    /// - Parameter paragraphIndex: From 0 to ``lineBreakCount``.
    /// - Complexity: O(log n + leaf length).
    package func paragraphStart(_ paragraphIndex: Int) -> TextPosition {
        requirePrecondition(
            paragraphIndex >= 0 && paragraphIndex <= lineBreakCount,
            "TextStorage.paragraphStart(_:): paragraph \(paragraphIndex) is outside 0...\(lineBreakCount)")
        guard paragraphIndex > 0 else { return .start }
        // The leaf holding the `paragraphIndex`-th break itself, not the one after it: a break that ends a leaf
        // is looked up in that leaf.
        let (leaf, leafStart, remaining) = leaf(reaching: paragraphIndex - 1, of: \.lineBreaks)
        guard let offset = Self.utf8OffsetAfterLineBreak(remaining + 1, in: leaf.text) else {
            failPrecondition("TextStorage internal error: line-break summary out of step with the text")
        }
        return TextPosition(utf8Offset: leafStart + offset)
    }

    /// The end of the paragraph holding `position`: the position before its line break, or the end of the text.
    /// - Complexity: O(log n + leaf length).
    package func paragraphEnd(of position: TextPosition) -> TextPosition {
        let index = paragraphIndex(of: position)
        guard index < lineBreakCount else { return endPosition }
        return self.position(before: paragraphStart(index + 1))
    }

    // MARK: - Descending by a measure

    /// The summary of the text before a leaf boundary.
    /// - Parameter leafStart: The start offset of a leaf.
    /// - Complexity: O(log n).
    private func summary(before leafStart: Int) -> Summary {
        var node = root
        var remaining = leafStart
        var total = Summary.zero
        while !node.isLeaf {
            var index = 0
            while index < node.children.count - 1 && remaining >= node.children[index].summary.utf8 {
                remaining -= node.children[index].summary.utf8
                total += node.children[index].summary
                index += 1
            }
            node = node.children[index]
        }
        return total
    }

    /// The leaf in which `measure` (counted from the start of the text) exceeds `target` — or the last leaf when
    /// it never does — with the leaf's start offset and how much of `target` remains inside the leaf.
    /// - Complexity: O(log n).
    private func leaf(
        reaching target: Int, of measure: KeyPath<Summary, Int>
    ) -> (leaf: Node, start: Int, remaining: Int) {
        var node = root
        var remaining = target
        var utf8 = 0
        while !node.isLeaf {
            var index = 0
            while index < node.children.count - 1 && remaining >= node.children[index].summary[keyPath: measure] {
                remaining -= node.children[index].summary[keyPath: measure]
                utf8 += node.children[index].summary.utf8
                index += 1
            }
            node = node.children[index]
        }
        return (node, utf8, remaining)
    }
}
