extension TextStorage {
    /// What every node knows about the text below it, so that offsets can be found by descending the tree.
    struct Summary: Equatable, Sendable {
        /// UTF-8 code units.
        var utf8: Int
        /// Grapheme clusters (`Character`s).
        var characters: Int
        /// Line-break clusters (see ``TextStorage/lineBreakCount``).
        var lineBreaks: Int

        static let zero = Summary(utf8: 0, characters: 0, lineBreaks: 0)

        static func + (lhs: Summary, rhs: Summary) -> Summary {
            Summary(
                utf8: lhs.utf8 + rhs.utf8,
                characters: lhs.characters + rhs.characters,
                lineBreaks: lhs.lineBreaks + rhs.lineBreaks)
        }

        static func += (lhs: inout Summary, rhs: Summary) {
            lhs = lhs + rhs
        }

        /// The summary of a piece of text that starts and ends on cluster boundaries of the whole text.
        init<Text: StringProtocol>(counting text: Text) {
            utf8 = text.utf8.count
            characters = text.count
            lineBreaks = TextStorage.lineBreakCount(inUTF8: text.utf8)
        }

        init(utf8: Int, characters: Int, lineBreaks: Int) {
            self.utf8 = utf8
            self.characters = characters
            self.lineBreaks = lineBreaks
        }
    }

    /// Size bounds of the tree. Leaves hold about 1–2 KB so that an edit rewrites little and a lookup inside a
    /// leaf is short; inner nodes hold 16–32 children, so a 10 MB document is a tree of height 3.
    enum Limits {
        /// A leaf is not made longer than this, unless it is one cluster.
        static let maxLeafUTF8 = 2048
        /// A leaf shorter than this is merged with a neighbour when it is next edited.
        static let minLeafUTF8 = 512
        /// Long text is cut into leaves of about this size.
        static let targetLeafUTF8 = 1536
        static let maxChildren = 32
        static let minChildren = 16
    }

    /// A node of the rope: a leaf holding one chunk of text, or an inner node holding 2–32 children of equal height.
    ///
    /// Nodes are shared between copies of a `TextStorage` and are only ever mutated while uniquely referenced
    /// (copy-on-write, checked with `isKnownUniquelyReferenced`), so a node reachable from more than one value
    /// is never written: that is what makes sharing them across concurrency domains safe.
    final class Node: @unchecked Sendable {
        /// 0 for a leaf; every child of a node of height h has height h − 1.
        let height: Int
        var summary: Summary
        /// The chunk of a leaf (empty for inner nodes). Its first and last positions are cluster boundaries of the
        /// whole text, so iterating its `Character`s gives exactly the whole text's clusters.
        var text: String
        /// The children of an inner node (empty for leaves).
        var children: [Node]

        init(leaf text: String, summary: Summary) {
            height = 0
            self.summary = summary
            self.text = text
            children = []
        }

        init(children: [Node]) {
            height = children[0].height + 1
            var total = Summary.zero
            for child in children {
                total += child.summary
            }
            summary = total
            text = ""
            self.children = children
        }

        private init(copying node: Node) {
            height = node.height
            summary = node.summary
            text = node.text
            children = node.children
        }

        var isLeaf: Bool { height == 0 }

        /// A shallow copy: the children (or the leaf's string buffer) are shared until written.
        func copy() -> Node {
            Node(copying: self)
        }
    }
}
