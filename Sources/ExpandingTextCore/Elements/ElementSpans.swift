/// The elements of a text that a platform text view holds in full (UIKit's and AppKit's text views), as ranges of
/// UTF-16 units, kept atomic there: the decisions an adapter asks for at each edit and selection change.
///
/// Where ``TextEditor`` keeps an element as one character, a platform text view keeps the element's own text, so
/// the adapter keeps the ranges beside it: ``applying(_:)`` moves them with each edit (an edit that changes an
/// element's text turns it into plain text), ``wholeElements(_:)`` widens an edit to whole elements (Backspace
/// after one removes all of it), and ``snapped(_:from:)`` moves a selection end out of an element, in the direction it
/// moved.
///
/// ```swift
/// var spans = ElementSpans()
/// spans.insert(TextElement(kind: .mention, text: "@ada"), at: 3)   // the view inserted "@ada" at 3: "Hi @ada!"
/// spans.wholeElements(6..<7)                                       // 3..<7: Backspace after it takes all
/// spans.snapped(5..<5, from: 4..<4)                                // 7..<7: moving right jumps over it
/// ```
public struct ElementSpans: Hashable, Sendable {
    /// An element and the UTF-16 units of the text it covers.
    public struct Span: Hashable, Sendable {
        /// The element's text in UTF-16 units of the whole text.
        public var utf16: Range<Int>
        /// The element.
        public var element: TextElement
    }

    /// The spans, in order and apart.
    public private(set) var spans: [Span] = []

    /// No elements.
    public init() {}

    /// The spans of a submission's elements.
    ///
    /// - Parameter submission: A text and where its elements lie, in order and apart.
    /// - Complexity: O(n) in the length of the text.
    public init(_ submission: Submission) {
        let utf16 = submission.text.utf16
        spans = submission.elements.map { item in
            let lower = utf16.distance(from: utf16.startIndex, to: item.range.lowerBound)
            return Span(
                utf16: lower..<lower + utf16.distance(from: item.range.lowerBound, to: item.range.upperBound),
                element: item.element)
        }
    }

    /// Whether there is no element.
    public var isEmpty: Bool { spans.isEmpty }

    /// The text with its elements, for submitting: the spans that still cover their element's text.
    ///
    /// - Parameter text: The view's text.
    /// - Returns: The text and its elements.
    /// - Complexity: O(n) in the length of the text.
    public func submission(of text: String) -> Submission {
        let utf16 = text.utf16
        let elements: [Submission.Element] = spans.compactMap { span in
            guard span.utf16.upperBound <= utf16.count else { return nil }
            let lower = utf16.index(utf16.startIndex, offsetBy: span.utf16.lowerBound)
            let upper = utf16.index(lower, offsetBy: span.utf16.count)
            guard text[lower..<upper] == Substring(span.element.text) else { return nil }
            return Submission.Element(range: lower..<upper, element: span.element)
        }
        return Submission(text: text, elements: elements)
    }

    /// Records an element whose text was just inserted at `offset`; an element the insertion fell inside became
    /// plain text when the insertion was applied.
    ///
    /// - Parameters:
    ///   - element: The element.
    ///   - offset: Where its text starts, in UTF-16 units.
    public mutating func insert(_ element: TextElement, at offset: Int) {
        let span = Span(utf16: offset..<offset + element.text.utf16.count, element: element)
        let index = spans.firstIndex { $0.utf16.lowerBound >= offset } ?? spans.endIndex
        spans.insert(span, at: index)
    }

    /// Moves the spans with an edit: those before it stay, those after it shift, and one it changes (an edit inside
    /// it or across an end of it) is dropped, its text now plain.
    ///
    /// - Parameter replacement: The edit, in UTF-16 units of the text before it.
    /// - Complexity: O(number of spans).
    public mutating func applying(_ replacement: TextReplacement) {
        replace(utf16: replacement.utf16Range, withUTF16Count: replacement.text.utf16.count)
    }

    /// Moves the spans with an edit known by its range and its new text's length (see ``applying(_:)``).
    ///
    /// - Parameters:
    ///   - range: The replaced range, in UTF-16 units of the text before the edit.
    ///   - count: The UTF-16 units of the text that replaced it.
    /// - Complexity: O(number of spans).
    public mutating func replace(utf16 range: Range<Int>, withUTF16Count count: Int) {
        let delta = count - range.count
        spans = spans.compactMap { span in
            if span.utf16.upperBound <= range.lowerBound {
                return span
            }
            if span.utf16.lowerBound >= range.upperBound {
                var moved = span
                moved.utf16 = span.utf16.lowerBound + delta..<span.utf16.upperBound + delta
                return moved
            }
            return nil
        }
    }

    /// Moves the spans from one whole text to another, as a plain `String` binding writes it: an element whose
    /// text is unchanged at its place survives.
    ///
    /// - Parameters:
    ///   - old: The text the spans belong to.
    ///   - new: The text written.
    /// - Complexity: O(n) in the length of the texts.
    public mutating func following(from old: String, to new: String) {
        guard !spans.isEmpty, let replacement = TextSync.replacement(from: old, to: new) else { return }
        applying(replacement)
    }

    /// An edit's range widened to whole elements, so that no edit cuts one: Backspace or Delete next to an element
    /// removes all of it, a selection across an end takes it whole. An insertion at a point inside an element
    /// (which a caret kept out of elements never makes) moves to the element's end.
    ///
    /// - Parameter range: The edit's range, in UTF-16 units.
    /// - Returns: The range to replace instead; `range` when it cuts no element.
    /// - Complexity: O(number of spans).
    public func wholeElements(_ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        for span in spans where span.utf16.lowerBound < max(upper, lower + 1) && span.utf16.upperBound > lower {
            if range.isEmpty {
                guard span.utf16.lowerBound < lower else { continue }
                return span.utf16.upperBound..<span.utf16.upperBound
            }
            lower = min(lower, span.utf16.lowerBound)
            upper = max(upper, span.utf16.upperBound)
        }
        return lower..<upper
    }

    /// A selection with each end moved out of any element it fell inside: a caret to the end it moved towards
    /// (compared with `previous`), the ends of a range outwards so that it takes the element whole.
    ///
    /// - Parameters:
    ///   - selection: The new selection, in UTF-16 units.
    ///   - previous: The selection before the change.
    /// - Returns: The selection to set instead; `selection` when no end is inside an element.
    /// - Complexity: O(number of spans).
    public func snapped(_ selection: Range<Int>, from previous: Range<Int>) -> Range<Int> {
        guard
            let inside = span(strictlyContaining: selection.lowerBound)
                ?? span(strictlyContaining: selection.upperBound)
        else { return selection }
        if selection.isEmpty {
            let forward = selection.lowerBound >= previous.upperBound
            let end = forward ? inside.utf16.upperBound : inside.utf16.lowerBound
            return end..<end
        }
        let lower = span(strictlyContaining: selection.lowerBound)?.utf16.lowerBound ?? selection.lowerBound
        let upper = span(strictlyContaining: selection.upperBound)?.utf16.upperBound ?? selection.upperBound
        return lower..<upper
    }

    /// The span an offset lies strictly inside of.
    private func span(strictlyContaining offset: Int) -> Span? {
        spans.first { $0.utf16.lowerBound < offset && offset < $0.utf16.upperBound }
    }
}
