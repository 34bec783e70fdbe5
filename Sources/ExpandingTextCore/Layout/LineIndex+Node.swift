// The nodes of the line index's B-tree and its one structural operation, replacing a range of records, which
// splits overfull nodes and merges underfull ones on the way back up.

extension LineIndex {
    /// A node of the tree: a leaf holding records, or an inner node holding children of equal height.
    final class Node: @unchecked Sendable {
        // @unchecked: a node is mutated only while uniquely referenced (copy-on-write), so a shared node never
        // changes.

        static let maximumRecords = 64
        static let minimumRecords = 16
        static let maximumChildren = 16
        static let minimumChildren = 4

        /// The records of a leaf (empty in an inner node).
        var records: [LineRecord]
        /// The children of an inner node (empty in a leaf).
        var children: [Node]
        /// The number of lines below this node.
        private(set) var lineCount: Int
        /// The UTF-8 length of the lines below this node.
        private(set) var utf8Count: Int
        /// The rows of the lines below this node (`LineRecord.rows`).
        private(set) var rowCount: Int
        /// 0 for a leaf.
        let height: Int

        var isLeaf: Bool { height == 0 }

        /// The number of records or children, whichever this node holds.
        var size: Int { isLeaf ? records.count : children.count }

        var isUnderfull: Bool { size < (isLeaf ? Self.minimumRecords : Self.minimumChildren) }

        /// A leaf.
        init(records: [LineRecord]) {
            self.records = records
            children = []
            height = 0
            lineCount = records.count
            utf8Count = records.reduce(0) { $0 + $1.length }
            rowCount = Self.rows(of: records[...])
        }

        /// An inner node over children of equal height.
        init(children: [Node]) {
            requirePrecondition(!children.isEmpty, "an inner node needs children")
            self.children = children
            records = []
            height = children[0].height + 1
            lineCount = 0
            utf8Count = 0
            rowCount = 0
            updateSummary()
        }

        /// A node with the same contents, for copy-on-write.
        func copy() -> Node {
            isLeaf ? Node(records: records) : Node(children: children)
        }

        private func updateSummary() {
            if isLeaf {
                lineCount = records.count
                utf8Count = records.reduce(0) { $0 + $1.length }
                rowCount = Self.rows(of: records[...])
            } else {
                lineCount = children.reduce(0) { $0 + $1.lineCount }
                utf8Count = children.reduce(0) { $0 + $1.utf8Count }
                rowCount = children.reduce(0) { $0 + $1.rowCount }
            }
        }

        /// The rows of `records`.
        static func rows(of records: ArraySlice<LineRecord>) -> Int {
            records.reduce(0) { $0 + Int($1.rows) }
        }

        /// A balanced tree of `records`.
        static func tree(of records: [LineRecord]) -> Node {
            if records.count <= maximumRecords {
                return Node(records: records)
            }
            var level = evenGroups(of: records[...], maximum: maximumRecords).map { Node(records: Array($0)) }
            while level.count > 1 {
                level = evenGroups(of: level[...], maximum: maximumChildren).map { Node(children: Array($0)) }
            }
            return level[0]
        }

        /// `items` cut into the fewest groups of at most `maximum`, of sizes differing by at most one (so each
        /// group of a cut has at least `maximum / 2` items).
        static func evenGroups<T>(of items: ArraySlice<T>, maximum: Int) -> [ArraySlice<T>] {
            let groupCount = (items.count + maximum - 1) / maximum
            guard groupCount > 1 else { return [items] }
            var groups: [ArraySlice<T>] = []
            groups.reserveCapacity(groupCount)
            var start = items.startIndex
            for group in 0..<groupCount {
                let size = items.count / groupCount + (group < items.count % groupCount ? 1 : 0)
                groups.append(items[start..<start + size])
                start += size
            }
            return groups
        }

        // MARK: - Changing

        /// Replaces the records at `range` (relative to this node) with `new`. The node must be uniquely
        /// referenced. Returns nil when the node itself holds the result (changed in place; it may now be empty or
        /// underfull, which the parent repairs), or the nodes of this node's height that take its place when it
        /// overflowed. The common case — a few lines replaced in one leaf — allocates nothing.
        func replace(_ range: Range<Int>, with new: ArraySlice<LineRecord>) -> [Node]? {
            if isLeaf {
                let removed = records[range].reduce(0) { $0 + $1.length }
                let removedRows = Self.rows(of: records[range])
                records.replaceSubrange(range, with: new)
                if records.count > Self.maximumRecords {
                    return Self.evenGroups(of: records[...], maximum: Self.maximumRecords).map {
                        Node(records: Array($0))
                    }
                }
                lineCount = records.count
                utf8Count += new.reduce(0) { $0 + $1.length } - removed
                rowCount += Self.rows(of: new) - removedRows
                return nil
            }
            // The first child touched contains the range's start (or is the last child, for an append); it takes
            // the new records. The last child touched contains the range's last line; those between are dropped.
            var first = 0
            var firstStart = 0
            while first < children.count - 1 && range.lowerBound >= firstStart + children[first].lineCount {
                firstStart += children[first].lineCount
                first += 1
            }
            var last = first
            var lastStart = firstStart
            while lastStart + children[last].lineCount < range.upperBound {
                lastStart += children[last].lineCount
                last += 1
            }
            makeChildUnique(first)
            let firstEnd = min(range.upperBound, firstStart + children[first].lineCount)
            let (oldLines, oldUTF8, oldRows) = (
                children[first].lineCount, children[first].utf8Count, children[first].rowCount
            )
            let firstNodes = children[first].replace(
                (range.lowerBound - firstStart)..<(firstEnd - firstStart), with: new)
            if last == first {
                if let firstNodes {
                    children.replaceSubrange(first...first, with: firstNodes)
                } else if children[first].size == 0 {
                    children.remove(at: first)
                } else if !children[first].isUnderfull {
                    // The usual case: one child changed in place and is still well filled.
                    lineCount += children[first].lineCount - oldLines
                    utf8Count += children[first].utf8Count - oldUTF8
                    rowCount += children[first].rowCount - oldRows
                    return nil
                }
            } else {
                makeChildUnique(last)
                let lastNodes = children[last].replace(0..<(range.upperBound - lastStart), with: [])
                var replacement = firstNodes ?? [children[first]]
                replacement += lastNodes ?? [children[last]]
                replacement.removeAll { $0.size == 0 }
                children.replaceSubrange(first...last, with: replacement)
            }
            Self.repairUnderflow(&children)
            if children.count > Self.maximumChildren {
                return Self.evenGroups(of: children[...], maximum: Self.maximumChildren).map {
                    Node(children: Array($0))
                }
            }
            updateSummary()
            return nil
        }

        private func makeChildUnique(_ position: Int) {
            if !isKnownUniquelyReferenced(&children[position]) {
                children[position] = children[position].copy()
            }
        }

        /// Merges every underfull node of `nodes` (siblings of equal height) with a neighbour, so that none is
        /// underfull unless it is alone.
        static func repairUnderflow(_ nodes: inout [Node]) {
            var position = 0
            while position < nodes.count {
                guard nodes.count > 1, nodes[position].isUnderfull else {
                    position += 1
                    continue
                }
                let left = position + 1 < nodes.count ? position : position - 1
                nodes.replaceSubrange(left...left + 1, with: merge(nodes[left], nodes[left + 1]))
                position = left
            }
        }

        /// The contents of two adjacent nodes of equal height, as one node or, when too many, two. Neither input is
        /// changed (they may be shared).
        static func merge(_ left: Node, _ right: Node) -> [Node] {
            if left.isLeaf {
                let records = left.records + right.records
                return evenGroups(of: records[...], maximum: maximumRecords).map { Node(records: Array($0)) }
            }
            var children = left.children + right.children
            repairUnderflow(&children)
            return evenGroups(of: children[...], maximum: maximumChildren).map { Node(children: Array($0)) }
        }
    }
}
