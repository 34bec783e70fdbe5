// Test hooks: the rope's invariants and cluster boundaries, checked from the outside by the randomised tests and the
// EditingLayout fuzz target.

extension TextStorage {
    /// Whether a UTF-8 offset is inside the text and on a cluster boundary.
    ///
    /// - Complexity: O(log n).
    package func isBoundary(_ utf8Offset: Int) -> Bool {
        guard utf8Offset >= 0 && utf8Offset <= utf8Count else { return false }
        let (leaf, leafStart) = Self.leaf(containing: utf8Offset, in: root)
        let bytes = leaf.text.utf8
        return bytes.index(bytes.startIndex, offsetBy: utf8Offset - leafStart).samePosition(in: leaf.text) != nil
    }

    /// The chunks of the leaves, in order.
    package var leafTexts: [String] {
        var texts: [String] = []
        Self.collectLeaves(root, into: &texts)
        return texts
    }

    /// The tree's height (0 when the root is a leaf).
    package var treeHeight: Int { root.height }

    private static func collectLeaves(_ node: Node, into texts: inout [String]) {
        if node.isLeaf {
            texts.append(node.text)
        } else {
            for child in node.children {
                collectLeaves(child, into: &texts)
            }
        }
    }

    /// Every broken invariant, described; empty when the rope is sound. Checks: summaries equal a recount of the
    /// text below; heights are even; inner nodes hold 2–32 children (16–32 below the root); leaves are non-empty
    /// (except a lone empty root) and at most 2 KB unless one cluster; and every leaf boundary is a cluster
    /// boundary of the whole text.
    /// - Complexity: O(n).
    package func invariantViolations() -> [String] {
        var violations: [String] = []
        Self.check(root, isRoot: true, path: "root", into: &violations)
        let clustersInLeaves = leafTexts.reduce(0) { $0 + $1.count }
        let clustersInText = string.count
        if clustersInLeaves != clustersInText {
            violations.append(
                "leaf boundaries split clusters: \(clustersInLeaves) clusters in leaves, \(clustersInText) in the text")
        }
        return violations
    }

    private static func check(_ node: Node, isRoot: Bool, path: String, into violations: inout [String]) {
        if node.isLeaf {
            let recount = Summary(counting: node.text)
            if recount != node.summary {
                violations.append("\(path): leaf summary \(node.summary), recount \(recount)")
            }
            if node.text.isEmpty && !isRoot {
                violations.append("\(path): empty leaf")
            }
            if node.summary.utf8 > Limits.maxLeafUTF8 && node.text.count > 1 {
                violations.append("\(path): leaf of \(node.summary.utf8) bytes holds several clusters")
            }
            return
        }
        let count = node.children.count
        let minimum = isRoot ? 2 : Limits.minChildren
        if count < minimum || count > Limits.maxChildren {
            violations.append("\(path): \(count) children")
        }
        var total = Summary.zero
        for (index, child) in node.children.enumerated() {
            if child.height != node.height - 1 {
                violations.append("\(path)/\(index): height \(child.height) under height \(node.height)")
            }
            total += child.summary
            check(child, isRoot: false, path: "\(path)/\(index)", into: &violations)
        }
        if total != node.summary {
            violations.append("\(path): summary \(node.summary), children sum \(total)")
        }
    }
}
