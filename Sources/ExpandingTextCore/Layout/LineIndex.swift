/// The visual lines of a layout, as a balanced tree (a B-tree) of `LineRecord`s.
///
/// Leaves hold up to 64 records, inner nodes up to 16 children, and every node keeps the number of lines, the
/// UTF-8 length and the number of rows below it. So the line count is O(1); finding the line at an index or a row,
/// or the line containing a UTF-8 offset, is one descent, O(log n); replacing k lines costs O(k + log n). Nodes are shared copy-on-write: copying
/// a `LineIndex` copies one reference, and a later change copies only the nodes on the changed paths.
struct LineIndex: Sendable {
    private var root: Node

    /// An index of no lines.
    init() {
        root = Node(records: [])
    }

    /// An index of `records`, in order.
    ///
    /// - Complexity: O(n).
    init(_ records: [LineRecord]) {
        root = Node.tree(of: records)
    }

    /// The number of lines.
    ///
    /// - Complexity: O(1).
    var count: Int { root.lineCount }

    /// The total UTF-8 length of the lines.
    ///
    /// - Complexity: O(1).
    var utf8Count: Int { root.utf8Count }

    /// The total rows of the lines (`LineRecord.rows`).
    ///
    /// - Complexity: O(1).
    var rowCount: Int { root.rowCount }

    /// The first row of the line at `index`: the rows of the lines before it.
    ///
    /// - Complexity: O(log n).
    func firstRow(ofLine index: Int) -> Int {
        requirePrecondition(index >= 0 && index < count, "line index \(index) out of 0..<\(count)")
        return seek(index, by: .lines).before.rows
    }

    /// The line drawn on `row`, and the first row of that line.
    ///
    /// - Complexity: O(log n).
    func line(atRow row: Int) -> (index: Int, firstRow: Int) {
        requirePrecondition(row >= 0 && row < rowCount, "row \(row) out of 0..<\(rowCount)")
        let before = seek(row, by: .rows).before
        return (before.lines, before.rows)
    }

    /// The line at `index` and the UTF-8 offset where it starts.
    ///
    /// - Complexity: O(log n).
    func line(at index: Int) -> (record: LineRecord, start: Int) {
        requirePrecondition(index >= 0 && index < count, "line index \(index) out of 0..<\(count)")
        let found = seek(index, by: .lines)
        return (found.record, found.before.utf8)
    }

    /// The line whose range `start..<start + length` contains `offset`, or the last line when `offset` is the end.
    ///
    /// Lines are not empty except possibly the last, so the line is unique.
    ///
    /// - Complexity: O(log n).
    func line(containing offset: Int) -> (index: Int, record: LineRecord, start: Int) {
        requirePrecondition(offset >= 0 && offset <= utf8Count, "offset \(offset) out of 0...\(utf8Count)")
        requirePrecondition(count > 0, "an empty line index has no line")
        let found = seek(offset, by: .utf8, stoppingAtLast: true)
        return (found.before.lines, found.record, found.before.utf8)
    }

    /// What the lines before a place add up to, in each of the measures the tree keeps.
    struct Totals {
        var lines = 0
        var utf8 = 0
        var rows = 0

        /// The total in `measure`.
        @inline(__always)
        subscript(_ measure: Measure) -> Int {
            switch measure {
            case .lines: lines
            case .utf8: utf8
            case .rows: rows
            }
        }
    }

    /// A measure the tree keeps for each node.
    enum Measure {
        case lines, utf8, rows
    }

    /// The one descent every lookup makes: the line at which the lines before it reach `target` in `measure`, and
    /// their totals.
    ///
    /// A line is passed while the lines before it and itself stay at or under `target`; with `stoppingAtLast`, the
    /// last line of each node is never passed (an offset at the very end belongs to the last line).
    @inline(__always)
    private func seek(_ target: Int, by measure: Measure, stoppingAtLast: Bool = false)
        -> (record: LineRecord, before: Totals)
    {
        var node = root
        var before = Totals()
        while !node.isLeaf {
            let children = node.children
            var position = 0
            while !stoppingAtLast || position < children.count - 1 {
                // Read in place: binding the child would retain and release it at every step of a hot descent.
                let passed = Totals(
                    lines: children[position].lineCount, utf8: children[position].utf8Count,
                    rows: children[position].rowCount)
                guard before[measure] + passed[measure] <= target else { break }
                before.lines += passed.lines
                before.utf8 += passed.utf8
                before.rows += passed.rows
                position += 1
            }
            node = children[position]
        }
        let records = node.records
        var position = 0
        while !stoppingAtLast || position < records.count - 1 {
            let record = records[position]
            let passed = Totals(lines: 1, utf8: record.length, rows: Int(record.rows))
            guard before[measure] + passed[measure] <= target else { break }
            before.lines += 1
            before.utf8 += passed.utf8
            before.rows += passed.rows
            position += 1
        }
        return (records[position], before)
    }

    /// Replaces the lines at `range` with `records`.
    ///
    /// - Complexity: O(k + log n) for k new records.
    mutating func replaceSubrange(_ range: Range<Int>, with records: [LineRecord]) {
        requirePrecondition(
            range.lowerBound >= 0 && range.upperBound <= count, "line range \(range) out of 0..<\(count)")
        if range.isEmpty && records.isEmpty { return }
        if !isKnownUniquelyReferenced(&root) {
            root = root.copy()
        }
        if var nodes = root.replace(range, with: records[...]) {
            while nodes.count > 1 {
                nodes = Node.evenGroups(of: nodes[...], maximum: Node.maximumChildren).map {
                    Node(children: Array($0))
                }
            }
            root = nodes[0]
        } else if root.size == 0 {
            root = Node(records: [])
            return
        }
        while !root.isLeaf && root.children.count == 1 {
            root = root.children[0]
        }
    }

    /// The lines from `index` on, in order, with their start offsets.
    ///
    /// - Complexity: O(log n) to start, then O(1) amortised per line.
    func lines(from index: Int) -> Lines {
        Lines(root: root, from: index)
    }
}

// MARK: - Sequential reading

extension LineIndex {
    /// The lines of an index from a given line on, each with its start offset.
    struct Lines: Sequence, IteratorProtocol {
        /// The path from the root to the current leaf: each node and the index of the child (or record) next.
        private var path: [(node: Node, next: Int)] = []
        private var start: Int

        init(root: Node, from index: Int) {
            requirePrecondition(
                index >= 0 && index <= root.lineCount, "line index \(index) out of 0...\(root.lineCount)")
            path.reserveCapacity(root.height + 1)
            var node = root
            var remaining = index
            var start = 0
            while !node.isLeaf {
                let children = node.children
                var position = 0
                while position < children.count - 1 && remaining >= children[position].lineCount {
                    remaining -= children[position].lineCount
                    start += children[position].utf8Count
                    position += 1
                }
                path.append((node, position + 1))
                node = children[position]
            }
            for record in node.records[..<Swift.min(remaining, node.records.count)] {
                start += record.length
            }
            path.append((node, remaining))
            self.start = start
        }

        /// The next line and its start offset, or nil after the last line.
        mutating func next() -> (record: LineRecord, start: Int)? {
            while let (node, next) = path.last {
                if node.isLeaf {
                    if next < node.records.count {
                        path[path.count - 1].next = next + 1
                        let record = node.records[next]
                        defer { start += record.length }
                        return (record, start)
                    }
                } else if next < node.children.count {
                    path[path.count - 1].next = next + 1
                    path.append((node.children[next], 0))
                    continue
                }
                path.removeLast()
            }
            return nil
        }
    }
}

// MARK: - Invariants

extension LineIndex {
    /// What is wrong with the tree's shape, for tests: leaves all at one depth, nodes neither overfull nor
    /// (except the root) underfull, summaries equal to their contents. Empty when all is well.
    package func invariantViolations() -> [String] {
        var violations: [String] = []
        func visit(_ node: Node, isRoot: Bool) -> (lines: Int, utf8: Int, rows: Int) {
            let maximum = node.isLeaf ? Node.maximumRecords : Node.maximumChildren
            if node.size > maximum || (!isRoot && node.isUnderfull) {
                violations.append("node of height \(node.height) holds \(node.size)")
            }
            var total = (lines: 0, utf8: 0, rows: 0)
            if node.isLeaf {
                total = (
                    node.records.count, node.records.reduce(0) { $0 + $1.length }, Node.rows(of: node.records[...])
                )
            } else {
                for child in node.children {
                    if child.height != node.height - 1 {
                        violations.append("child of height \(child.height) under height \(node.height)")
                    }
                    let sums = visit(child, isRoot: false)
                    total = (total.lines + sums.lines, total.utf8 + sums.utf8, total.rows + sums.rows)
                }
            }
            if total.lines != node.lineCount || total.utf8 != node.utf8Count || total.rows != node.rowCount {
                violations.append("summary \(node.lineCount)/\(node.utf8Count)/\(node.rowCount), contents \(total)")
            }
            return total
        }
        _ = visit(root, isRoot: true)
        return violations
    }
}
