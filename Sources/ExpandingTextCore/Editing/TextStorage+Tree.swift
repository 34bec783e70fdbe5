// The B-tree operations behind `TextStorage`: building, finding a leaf, and the split/concatenate pair that
// replaces a run of leaves in O(log n). Nodes are never mutated here (only new nodes are made), so a tree shared
// with another `TextStorage` value stays intact.

extension TextStorage {
    // MARK: - Building

    /// Cuts text that starts and ends on cluster boundaries of the whole text into leaves of about
    /// `Limits.targetLeafUTF8` bytes, each cut on a cluster boundary. A cluster longer than a leaf gets a leaf of
    /// its own size.
    /// - Complexity: O(n) in the length of `text`.
    static func makeLeaves(_ text: Substring) -> [Node] {
        let length = text.utf8.count
        guard length > 0 else { return [] }
        guard length > Limits.maxLeafUTF8 else {
            return [makeLeaf(text)]
        }
        let pieces = (length + Limits.targetLeafUTF8 - 1) / Limits.targetLeafUTF8
        let target = length / pieces
        var leaves: [Node] = []
        leaves.reserveCapacity(pieces + 1)
        var pieceStart = text.startIndex
        var pieceBytes = 0
        var pieceCharacters = 0
        var index = text.startIndex
        while index != text.endIndex {
            let next = text.index(after: index)
            let clusterBytes = text.utf8.distance(from: index, to: next)
            if pieceBytes > 0 && pieceBytes + clusterBytes > Limits.maxLeafUTF8 {
                // A cluster too long to share a leaf (a run of marks) starts its own.
                leaves.append(makeLeaf(text[pieceStart..<index], characters: pieceCharacters, utf8: pieceBytes))
                pieceStart = index
                pieceBytes = 0
                pieceCharacters = 0
            }
            pieceCharacters += 1
            pieceBytes += clusterBytes
            if pieceBytes >= target {
                leaves.append(makeLeaf(text[pieceStart..<next], characters: pieceCharacters, utf8: pieceBytes))
                pieceStart = next
                pieceBytes = 0
                pieceCharacters = 0
            }
            index = next
        }
        if pieceStart != text.endIndex {
            leaves.append(makeLeaf(text[pieceStart...], characters: pieceCharacters, utf8: pieceBytes))
        }
        return leaves
    }

    private static func makeLeaf(_ text: Substring) -> Node {
        makeLeaf(text, characters: text.count, utf8: text.utf8.count)
    }

    private static func makeLeaf(_ text: Substring, characters: Int, utf8: Int) -> Node {
        var chunk = String(text)
        // Offsets inside a leaf are turned into indices in O(1) only for native UTF-8 strings.
        chunk.makeContiguousUTF8()
        let lineBreaks = lineBreakCount(inUTF8: chunk.utf8)
        return Node(leaf: chunk, summary: Summary(utf8: utf8, characters: characters, lineBreaks: lineBreaks))
    }

    /// A balanced tree over `nodes` (all of one height), or nil when there are none.
    static func buildTree(_ nodes: [Node]) -> Node? {
        var level = nodes
        while level.count > 1 {
            level = groupIntoParents(level)
        }
        return level.first
    }

    /// Groups siblings into as few parents as the fan-out allows, sizes as even as possible.
    private static func groupIntoParents(_ nodes: [Node]) -> [Node] {
        let groups = (nodes.count + Limits.maxChildren - 1) / Limits.maxChildren
        var parents: [Node] = []
        parents.reserveCapacity(groups)
        var start = 0
        for group in 0..<groups {
            let end = nodes.count * (group + 1) / groups
            parents.append(Node(children: Array(nodes[start..<end])))
            start = end
        }
        return parents
    }

    // MARK: - Finding

    /// The leaf holding the byte at `utf8Offset` (its start ≤ offset < its end); for the end of the text, the
    /// last leaf.
    /// - Complexity: O(log n).
    static func leaf(containing utf8Offset: Int, in root: Node) -> (leaf: Node, start: Int) {
        var node = root
        var start = 0
        while !node.isLeaf {
            let (index, childStart) = child(containing: utf8Offset - start, in: node)
            start += childStart
            node = node.children[index]
        }
        return (node, start)
    }

    /// The child holding the byte at `utf8Offset` (relative to `node`), or the last child for the end, with the
    /// child's start relative to `node`.
    @inline(__always)
    static func child(containing utf8Offset: Int, in node: Node) -> (index: Int, start: Int) {
        var start = 0
        let last = node.children.count - 1
        for index in 0..<last {
            let end = start + node.children[index].summary.utf8
            if utf8Offset < end {
                return (index, start)
            }
            start = end
        }
        return (last, start)
    }

    // MARK: - Splitting and concatenating

    /// Splits the tree at a leaf boundary into the part before and the part after it (nil when empty).
    /// The roots of the parts may have fewer children than the minimum; every other node keeps its size.
    /// - Complexity: O(log n) new nodes.
    static func split(_ node: Node, atLeafBoundary utf8Offset: Int) -> (before: Node?, after: Node?) {
        if node.summary.utf8 == 0 {
            return (nil, nil)  // the empty document's lone leaf
        }
        if utf8Offset == 0 {
            return (nil, node)
        }
        if utf8Offset == node.summary.utf8 {
            return (node, nil)
        }
        requirePrecondition(!node.isLeaf, "TextStorage internal error: split inside a leaf")
        var start = 0
        for (index, child) in node.children.enumerated() {
            let end = start + child.summary.utf8
            if utf8Offset == start {
                return (makeNode(node.children[..<index]), makeNode(node.children[index...]))
            }
            if utf8Offset < end {
                let (childBefore, childAfter) = split(child, atLeafBoundary: utf8Offset - start)
                let before = concatenate(makeNode(node.children[..<index]), childBefore)
                let after = concatenate(childAfter, makeNode(node.children[(index + 1)...]))
                return (before, after)
            }
            start = end
        }
        failPrecondition("TextStorage internal error: split offset \(utf8Offset) past the end")
    }

    /// A node over a run of siblings: nil for none, the sibling itself for one.
    private static func makeNode(_ siblings: ArraySlice<Node>) -> Node? {
        switch siblings.count {
        case 0: nil
        case 1: siblings.first
        default: Node(children: Array(siblings))
        }
    }

    /// The tree holding `first` followed by `second`.
    /// - Complexity: O(|height difference| + 1) new nodes.
    static func concatenate(_ first: Node?, _ second: Node?) -> Node? {
        guard let first else { return second }
        guard let second else { return first }
        let parts = join(first, second)
        var root = parts.count == 1 ? parts[0] : Node(children: parts)
        while !root.isLeaf && root.children.count == 1 {
            root = root.children[0]
        }
        return root
    }

    /// `first` followed by `second` as one or two nodes of the greater height. The shorter tree is hung on the
    /// facing edge of the taller one; an undersized root (left by `split`) is merged into its neighbour there.
    private static func join(_ first: Node, _ second: Node) -> [Node] {
        if first.height == second.height {
            if first.isLeaf
                || (first.children.count >= Limits.minChildren && second.children.count >= Limits.minChildren)
            {
                return [first, second]
            }
            return pack(first.children + second.children)
        }
        if first.height > second.height {
            var children = first.children
            let last = children.removeLast()
            children.append(contentsOf: join(last, second))
            return pack(children)
        }
        var children = second.children
        let head = children.removeFirst()
        children.insert(contentsOf: join(first, head), at: 0)
        return pack(children)
    }

    /// Siblings as one parent, or two evenly filled parents when there are too many for one.
    private static func pack(_ children: [Node]) -> [Node] {
        if children.count <= Limits.maxChildren {
            return [Node(children: children)]
        }
        let half = children.count / 2
        return [Node(children: Array(children[..<half])), Node(children: Array(children[half...]))]
    }
}
