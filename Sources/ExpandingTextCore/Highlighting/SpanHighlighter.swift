/// Keeps a text's style spans up to date as it is edited, asking a ``SpanProvider`` only for what an edit changed
/// and what its change reaches.
///
/// The highlighter remembers the state each paragraph leaves for the next (inside a code fence, say). After an
/// edit, the edited paragraphs are asked again, then the following ones until one ends in the state it ended in
/// before: there the edit's reach stops. A front end that draws part of the text (a terminal box) asks for the
/// spans of what it shows with ``spans(in:of:)``; one whose text storage keeps attributes (UIKit, AppKit) asks with
/// ``restyle(of:)`` which range to style again. Either call asks the provider about at most ``budgetUTF8Count``
/// bytes of paragraphs it only passes; when that is not enough (a fence opened at the top of a long text), the
/// answer says it is not complete and the next call goes on where this one stopped.
///
/// A ``SpanRefiner`` may add spans later, asynchronously: ``refinementRequest(for:of:)`` says what to ask it, and
/// ``receive(_:)`` takes its answer, dropping it when the text changed since.
///
/// ```swift
/// var storage = TextStorage("see https://example.com")
/// var highlighter = SpanHighlighter(provider: StandardSpanProvider(), text: storage)
/// let changes = [TextChange(range: storage.endPosition..<storage.endPosition, replacement: " @ana")]
/// storage.replace(changes[0].range, with: changes[0].replacement)
/// highlighter.apply(changes, to: storage)
/// highlighter.spans(in: storage.startPosition..<storage.endPosition, of: storage).spans.map(\.role)
/// // [link, mention]
/// ```
public struct SpanHighlighter: Sendable {
    /// Where the spans come from.
    public let provider: any SpanProvider
    /// The most bytes of paragraphs that one call passes over without drawing them, to learn the state they leave:
    /// a bound on the work of one keystroke. The default, 1 MiB, takes about a millisecond with the built-in
    /// provider.
    public var budgetUTF8Count = 1 << 20
    /// How long a paragraph may be before ``spans(in:of:)`` shows the provider only a window of it around what is
    /// drawn (a megabyte pasted without a line break): 64 KiB.
    public static let longParagraphUTF8Count = 1 << 16
    /// How far such a window reaches before and after what is drawn, in bytes.
    static let windowMarginUTF8Count = 1 << 12

    /// The state each paragraph ends in. Those before `validCount` are right; those from `pendingEnd` on are the
    /// states their paragraphs ended in before the last edits, and right again once one of them is computed anew
    /// and found unchanged.
    private var endStates: [SpanState] = []
    private var validCount = 0
    private var pendingEnd = 0
    /// The paragraphs whose spans may have changed since ``restyle(of:)`` last answered, from the first to before
    /// the last; empty when none.
    private var restyleStart = 0
    private var restyleEnd: Int
    /// The text's length and line breaks, to follow its edits.
    private var utf8Count: Int
    private var lineBreakCount: Int
    /// Counts edits, so that an answer for an older text is known.
    private var version = 0
    /// Who asked: an answer for another highlighter (one replaced since, whose count may be the same) is known by it.
    private let identity = SpanHighlighterIdentity()
    /// The refiner's spans for the current text, and where it looked.
    private var refinement: SpanRefinement?
    /// What was last asked of the refiner.
    private var lastRequest: (version: Int, range: Range<TextPosition>)?

    /// A highlighter for a text.
    ///
    /// - Parameters:
    ///   - provider: Where the spans come from.
    ///   - text: The text as it is now; every later edit goes through ``apply(_:to:)``.
    public init(provider: any SpanProvider, text: TextStorage) {
        self.provider = provider
        utf8Count = text.utf8Count
        lineBreakCount = text.lineBreakCount
        restyleEnd = text.lineBreakCount + 1
    }

    // MARK: - Following edits

    /// Follows edits of the text.
    ///
    /// - Parameters:
    ///   - changes: The changes, in the order they were applied (as a ``TextEditor`` returns them).
    ///   - storage: The text after them.
    /// - Complexity: O(c + log n + p) for c changes and p paragraphs the highlighter knows past the edit (their
    ///   states move by the change in line count; a move of memory, no provider call).
    public mutating func apply(_ changes: some Sequence<TextChange>, to storage: TextStorage) {
        guard
            let merged = TextChange.merge(
                changes, utf8Count: utf8Count, owner: "a highlighted text", function: "SpanHighlighter.apply(_:to:)")
        else { return }
        version += 1
        refinement = nil
        let delta = storage.lineBreakCount - lineBreakCount
        utf8Count = storage.utf8Count
        lineBreakCount = storage.lineBreakCount
        let first = storage.paragraphIndex(of: storage.boundary(atOrBefore: merged.start))
        let lastNew = max(storage.paragraphIndex(of: storage.boundary(atOrAfter: merged.newEnd)), first)
        let edit = ParagraphEdit(first: first, lastOld: max(lastNew - delta, first), lastNew: lastNew)

        // States from here on were not all confirmed: those a change was followed through (up to `validCount`) are
        // new, those after it old, so none before it may end the follow of the next change.
        let wasFollowing = validCount < endStates.count
        let comparableFrom = max(validCount, pendingEnd)
        if first < endStates.count {
            if edit.lastOld < endStates.count {
                // The last edited paragraph keeps the state the old one ended in: when it ends in it again, the
                // paragraphs after it enter as before.
                let lastState = endStates[edit.lastOld]
                endStates.replaceSubrange(
                    first...edit.lastOld,
                    with: Array(repeating: .initial, count: lastNew - first) + [lastState])
            } else {
                endStates.removeSubrange(first...)
            }
        }
        validCount = min(validCount, first)
        pendingEnd = min(max(wasFollowing ? edit.mapComparable(comparableFrom) : 0, lastNew), endStates.count)
        if restyleStart < restyleEnd {
            restyleStart = edit.mapLower(restyleStart)
            restyleEnd = edit.mapUpper(restyleEnd)
        }
        markForRestyle(first..<lastNew + 1)
    }

    // MARK: - Spans to draw

    /// The spans of the paragraphs that `range` touches, for drawing them.
    ///
    /// - Parameters:
    ///   - range: What is drawn: a range of `storage`.
    ///   - storage: The text, as the last ``apply(_:to:)`` left it.
    /// - Returns: The spans that overlap `range`, in order and apart, and whether they are final: false when the
    ///   budget ran out before the state entering the first paragraph was known (its spans are then guessed from
    ///   the initial state; ask again at the next frame).
    /// - Complexity: O(log n + the paragraphs drawn + up to ``budgetUTF8Count`` bytes of paragraphs passed).
    public mutating func spans(in range: Range<TextPosition>, of storage: TextStorage) -> HighlightResult {
        var budget = budgetUTF8Count
        let first = storage.paragraphIndex(of: storage.boundary(atOrBefore: range.lowerBound.utf8Offset))
        let isComplete = advance(to: first, in: storage, budget: &budget)
        var state = isComplete ? startState(of: first) : .initial
        var spans: [HighlightedSpan] = []
        for paragraph in storage.paragraphs(from: first) {
            guard paragraph.index == first || paragraph.start < range.upperBound else { break }
            let long = paragraph.text.utf8.count > Self.longParagraphUTF8Count
            let window = long ? self.window(of: paragraph, around: range, in: storage) : paragraph.text
            let windowStart =
                paragraph.start.utf8Offset
                + paragraph.text.utf8.distance(
                    from: paragraph.text.startIndex, to: window.startIndex)
            let result =
                long
                ? provider.spans(inWindow: window, of: paragraph.text, after: state)
                : provider.spans(in: window, after: state)
            Self.append(result.spans, at: windowStart, limit: window.utf8.count, overlapping: range, to: &spans)
            let endState = long ? provider.state(after: paragraph.text, startingIn: state) : result.endState
            if isComplete, paragraph.index == validCount { record(endState, at: paragraph.index) }
            state = endState
        }
        return HighlightResult(spans: merged(spans, in: range), isComplete: isComplete)
    }

    /// The window of a long paragraph around `range`, on cluster boundaries.
    private func window(
        of paragraph: TextStorage.Paragraph, around range: Range<TextPosition>, in storage: TextStorage
    ) -> Substring {
        let start = storage.boundary(
            atOrBefore: max(range.lowerBound.utf8Offset - Self.windowMarginUTF8Count, paragraph.start.utf8Offset))
        let end = storage.boundary(
            atOrAfter: min(range.upperBound.utf8Offset + Self.windowMarginUTF8Count, paragraph.end.utf8Offset))
        let utf8 = paragraph.text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: start.utf8Offset - paragraph.start.utf8Offset)
        let upper = utf8.index(utf8.startIndex, offsetBy: end.utf8Offset - paragraph.start.utf8Offset)
        return paragraph.text[lower..<upper]
    }

    // MARK: - Restyling a text storage

    /// The next range whose spans may have changed since the last call, with its spans: for a front end whose text
    /// storage keeps attributes, which removes the roles' attributes from the range and adds the spans'.
    ///
    /// The range covers whole paragraphs: those edited, and those after them whose entering state changed. Right
    /// after ``init(provider:text:)`` it is the whole text.
    ///
    /// - Parameter storage: The text, as the last ``apply(_:to:)`` left it.
    /// - Returns: The range and its spans, and whether nothing is left to restyle (else call again, at the next
    ///   turn of the run loop); nil when nothing changed.
    /// - Complexity: O(log n + up to ``budgetUTF8Count`` bytes of paragraphs).
    public mutating func restyle(of storage: TextStorage) -> (range: Range<TextPosition>, result: HighlightResult)? {
        restyleEnd = min(restyleEnd, storage.lineBreakCount + 1)
        guard restyleStart < restyleEnd else { return nil }
        var budget = budgetUTF8Count
        guard advance(to: restyleStart, in: storage, budget: &budget) else {
            let start = storage.paragraphStart(restyleStart)
            return (start..<start, HighlightResult(spans: [], isComplete: false))
        }
        var state = startState(of: restyleStart)
        var spans: [HighlightedSpan] = []
        var start: TextPosition?
        var end = storage.startPosition
        var next = restyleStart
        for paragraph in storage.paragraphs(from: restyleStart) {
            guard paragraph.index < restyleEnd, budget > 0 || paragraph.index == restyleStart else { break }
            budget -= paragraph.text.utf8.count + 1
            let result = provider.spans(in: paragraph.text, after: state)
            Self.append(
                result.spans, at: paragraph.start.utf8Offset, limit: paragraph.text.utf8.count,
                overlapping: paragraph.start..<paragraph.end, to: &spans)
            if paragraph.index == validCount { record(result.endState, at: paragraph.index) }
            state = result.endState
            start = start ?? paragraph.start
            end = paragraph.end
            next = paragraph.index + 1
        }
        let isComplete = next >= restyleEnd
        restyleStart = isComplete ? 0 : next
        if isComplete { restyleEnd = 0 }
        let range = (start ?? end)..<end
        return (range, HighlightResult(spans: merged(spans, in: range), isComplete: isComplete))
    }

    // MARK: - States

    /// The state entering a paragraph whose predecessors' states are right.
    private func startState(of paragraph: Int) -> SpanState {
        paragraph == 0 ? .initial : endStates[paragraph - 1]
    }

    /// Makes the states of the paragraphs before `paragraph` right, within the budget.
    ///
    /// - Returns: Whether they are; false when the budget ran out first.
    private mutating func advance(to paragraph: Int, in storage: TextStorage, budget: inout Int) -> Bool {
        while validCount < paragraph {
            var state = startState(of: validCount)
            var converged = false
            for passed in storage.paragraphs(from: validCount) {
                guard validCount < paragraph else { return true }
                guard budget > 0 else { return false }
                budget -= passed.text.utf8.count + 1
                state = provider.state(after: passed.text, startingIn: state)
                record(state, at: passed.index)
                // Past a paragraph that ended as before, the states are right up to where they were known.
                if validCount > passed.index + 1 {
                    converged = true
                    break
                }
            }
            guard converged else { break }
        }
        return validCount >= paragraph
    }

    /// Stores the state a paragraph ends in, computed from the right state entering it (it is paragraph
    /// `validCount`). When it is the state the paragraph ended in before the edits and no edit lies after it, every
    /// later known state is right again; else the next paragraph's spans may have changed.
    private mutating func record(_ state: SpanState, at paragraph: Int) {
        guard paragraph < endStates.count else {
            endStates.append(state)
            validCount = endStates.count
            return
        }
        let before = endStates[paragraph]
        endStates[paragraph] = state
        validCount = paragraph + 1
        if paragraph >= pendingEnd && before == state {
            validCount = endStates.count
            return
        }
        guard paragraph < lineBreakCount else { return }
        markForRestyle(paragraph + 1..<paragraph + 2)
    }

    /// Adds paragraphs to those ``restyle(of:)`` hands out.
    private mutating func markForRestyle(_ paragraphs: Range<Int>) {
        if restyleStart < restyleEnd {
            restyleStart = min(restyleStart, paragraphs.lowerBound)
            restyleEnd = max(restyleEnd, paragraphs.upperBound)
        } else {
            restyleStart = paragraphs.lowerBound
            restyleEnd = paragraphs.upperBound
        }
    }

    // MARK: - Spans

    /// Appends a provider's spans, moved to where its text starts, cut to it, and kept in order and apart; only
    /// those overlapping `range`.
    private static func append(
        _ spans: [StyleSpan], at start: Int, limit: Int, overlapping range: Range<TextPosition>,
        to result: inout [HighlightedSpan]
    ) {
        for span in spans {
            let lower = max(span.utf8Range.lowerBound, 0)
            let upper = min(span.utf8Range.upperBound, limit)
            guard lower < upper else { continue }
            let placed = TextPosition(utf8Offset: start + lower)..<TextPosition(utf8Offset: start + upper)
            guard placed.overlaps(range) || (placed.lowerBound == range.lowerBound && range.isEmpty) else { continue }
            if let last = result.last, last.range.upperBound > placed.lowerBound { continue }
            result.append(HighlightedSpan(range: placed, role: span.role))
        }
    }

    /// The provider's spans with the refiner's in the part it covered, for the current text.
    private func merged(_ spans: [HighlightedSpan], in range: Range<TextPosition>) -> [HighlightedSpan] {
        guard let refinement, refinement.request.version == version, refinement.request.range.overlaps(range) else {
            return spans
        }
        let covered = refinement.request.range
        var result = spans.filter { !$0.range.overlaps(covered) }
        result += refinement.spans.filter { $0.range.overlaps(range) && covered.contains($0.range.lowerBound) }
        return result.orderedApart()
    }

    // MARK: - Refining

    /// What to ask the refiner for the spans of `range`, or nil when it was already asked about this text and range.
    ///
    /// - Parameters:
    ///   - range: What is drawn.
    ///   - storage: The text, as the last ``apply(_:to:)`` left it.
    /// - Returns: A request to hand to ``SpanRefiner/refinedSpans(for:)`` in a task of the front end's.
    public mutating func refinementRequest(
        for range: Range<TextPosition>, of storage: TextStorage
    ) -> SpanRefinementRequest? {
        if let lastRequest, lastRequest.version == version, lastRequest.range == range { return nil }
        lastRequest = (version, range)
        return SpanRefinementRequest(text: storage, range: range, version: version, highlighter: identity)
    }

    /// Takes a refiner's answer.
    ///
    /// - Parameter refinement: The answer.
    /// - Returns: Whether it is for the text as it is now and was kept (then draw again); false when the text
    ///   changed since it was asked, or another highlighter asked, and the answer was dropped.
    @discardableResult
    public mutating func receive(_ refinement: SpanRefinement) -> Bool {
        guard refinement.request.highlighter === identity, refinement.request.version == version else { return false }
        self.refinement = refinement
        // The request's text is the text as it is now: the paragraphs it covered are to be styled again.
        let text = refinement.request.text
        let covered = refinement.request.range
        let first = text.paragraphIndex(of: text.boundary(atOrBefore: covered.lowerBound.utf8Offset))
        let last = text.paragraphIndex(of: text.boundary(atOrAfter: covered.upperBound.utf8Offset))
        markForRestyle(first..<last + 1)
        return true
    }
}

/// An edit in paragraph indices: paragraphs `first...lastOld` of the old text became `first...lastNew`.
private struct ParagraphEdit {
    var first: Int
    var lastOld: Int
    var lastNew: Int

    /// Where a start index of the old text lands: an index inside the edit moves to its first paragraph.
    func mapLower(_ index: Int) -> Int {
        index <= first ? index : index > lastOld ? index + lastNew - lastOld : first
    }

    /// Where the first state comparable with its old value lands: the last edited paragraph holds the old last
    /// one's state, comparable when that was.
    func mapComparable(_ index: Int) -> Int {
        index <= first ? index : index > lastOld ? index + lastNew - lastOld : lastNew
    }

    /// Where an end index of the old text lands: an index inside the edit moves past its last paragraph.
    func mapUpper(_ index: Int) -> Int {
        index <= first ? index : index > lastOld ? index + lastNew - lastOld : lastNew + 1
    }
}

/// The spans of a range, and whether they are final.
public struct HighlightResult: Hashable, Sendable {
    /// The spans, in order and apart.
    public var spans: [HighlightedSpan]
    /// Whether the spans are final; false when the state entering them was guessed (ask again at the next frame).
    public var isComplete: Bool

    /// A result.
    ///
    /// - Parameters:
    ///   - spans: The spans, in order and apart.
    ///   - isComplete: Whether they are final.
    public init(spans: [HighlightedSpan], isComplete: Bool) {
        self.spans = spans
        self.isComplete = isComplete
    }
}
