/// The text a box submits, with the elements in it: for a program that wants a mention's identifier, not its display
/// name, or a pasted block as the block it was.
///
/// ```swift
/// var editor = TextEditor(text: "Ask ")
/// editor.insertElement(TextElement(kind: .mention, text: "@ada", payload: "user-36"))
/// let submission = editor.submission
/// submission.text                                         // "Ask @ada"
/// submission.text[submission.elements[0].range]           // "@ada"
/// ```
public struct Submission: Hashable, Sendable {
    /// The full text: each element's own text in its place.
    public var text: String
    /// The elements, in text order.
    public var elements: [Element]

    /// Creates a submission.
    ///
    /// - Parameters:
    ///   - text: The full text.
    ///   - elements: Where elements lie in it, in order and apart.
    public init(text: String, elements: [Element] = []) {
        self.text = text
        self.elements = elements
    }
}

extension Submission {
    /// Appends an element's text to the text, as an element: how an app adds a mention to a composer's value.
    ///
    /// ```swift
    /// var message = Submission(text: "Thanks ")
    /// message.append(TextElement(kind: .mention, text: "@ada", payload: "user-36"))
    /// message.text  // "Thanks @ada"
    /// ```
    ///
    /// - Parameter element: The element.
    public mutating func append(_ element: TextElement) {
        let start = text.utf8.count
        text += element.text
        let lower = text.utf8.index(text.utf8.startIndex, offsetBy: start)
        elements.append(Element(range: lower..<text.endIndex, element: element))
    }
}

extension Submission {
    /// Appends another submission: its text, and its elements where they lie in it.
    ///
    /// ```swift
    /// var first = Submission(text: "See ")
    /// var second = Submission(text: "")
    /// second.append(TextElement(kind: .mention, text: "@ada", payload: "user-36"))
    /// first.append(second)
    /// first.text                          // "See @ada"
    /// first.text[first.elements[0].range]  // "@ada"
    /// ```
    ///
    /// - Parameter other: The submission to append.
    /// - Complexity: O(n) in the length of the text after appending.
    public mutating func append(_ other: Submission) {
        var start = other.text.startIndex
        for placed in other.elements {
            text += other.text[start..<placed.range.lowerBound]
            append(placed.element)
            start = placed.range.upperBound
        }
        text += other.text[start...]
    }
}

extension Submission {
    /// An element of a submission and where it lies.
    public struct Element: Hashable, Sendable {
        /// Where the element's text lies in ``Submission/text``.
        public var range: Range<String.Index>
        /// The element.
        public var element: TextElement

        /// Creates a placed element.
        ///
        /// - Parameters:
        ///   - range: Where its text lies in the submission's text.
        ///   - element: The element.
        public init(range: Range<String.Index>, element: TextElement) {
            self.range = range
            self.element = element
        }
    }
}
