#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import Dispatch
import ExpandingTextCore
import Foundation

// MARK: - Highlighting

// Core's `SpanHighlighter` decides which paragraphs an edit restyles and with which spans; the controller mirrors the
// view's text in a Core `TextStorage` for it, and has the host set the spans' attributes on the text storage in
// place, never by replacing the text, and never while an input method composes.
extension GrowingTextController {
    /// The highlighter of the app's span provider and the text it follows.
    struct Highlighting {
        var highlighter: SpanHighlighter
        /// The text as Core sees it, following the view's.
        var storage: TextStorage
        /// The view's text when it was last followed.
        var text: String
        /// Whether a restyle that ran out of budget goes on at the next turn of the run loop.
        var isContinuationScheduled = false
        /// What the restyles since the refiner was last asked covered, asked about once they are complete.
        var restyledSinceRefining: Range<TextPosition>?

        // The highlighter is changed in place, through these: a copy of it would copy its state of every paragraph
        // on each key.

        /// Follows the view's text by the smallest change.
        mutating func follow(_ newText: String) {
            guard let change = storage.follow(text, to: newText) else { return }
            highlighter.apply(CollectionOfOne(change), to: storage)
            text = newText
        }

        /// The next range to style again, with its spans (see `SpanHighlighter.restyle(of:)`).
        mutating func nextRestyle() -> (range: Range<TextPosition>, result: HighlightResult)? {
            highlighter.restyle(of: storage)
        }

        /// What to ask a refiner once the restyles since it was last asked are complete: the range they covered,
        /// kept to the text on whole characters (parts gathered before an edit may reach past it now).
        mutating func refinementRequest(
            afterRestyling range: Range<TextPosition>, isComplete: Bool
        ) -> SpanRefinementRequest? {
            let whole =
                restyledSinceRefining.map {
                    min($0.lowerBound, range.lowerBound)..<max($0.upperBound, range.upperBound)
                }
                ?? range
            guard isComplete else {
                restyledSinceRefining = whole
                return nil
            }
            restyledSinceRefining = nil
            let start = storage.boundary(atOrBefore: whole.lowerBound.utf8Offset)
            let end = storage.boundary(atOrAfter: whole.upperBound.utf8Offset)
            return start < end ? highlighter.refinementRequest(for: start..<end, of: storage) : nil
        }
    }

    /// Starts over with the app's span provider: the whole text is styled anew, or without one, plainly.
    ///
    /// - Parameter keys: The attributes the roles were drawn with until now, taken off the whole text first.
    func highlightingDidChange(clearing keys: Set<NSAttributedString.Key> = []) {
        guard let host else { return }
        if highlighting != nil { highlightKeysToClear.formUnion(keys.union(settings.highlightAttributeKeys)) }
        refinementTask?.cancel()
        let text = Self.native(host.currentText)
        highlighting = settings.spanProvider.map { provider in
            let storage = TextStorage(text)
            return Highlighting(
                highlighter: SpanHighlighter(provider: provider, text: storage), storage: storage, text: text)
        }
        restyleHighlights(text: text)
    }

    /// Whether the text is highlighted, or a clear of the former highlighting waits for a composition to end.
    var followsHighlighting: Bool { highlighting != nil || !highlightKeysToClear.isEmpty }

    /// Follows the view's text after a change and restyles what the change reached; while an input method
    /// composes, the restyle waits for it to end.
    ///
    /// - Parameter text: The view's text now.
    func restyleHighlights(text: String) {
        guard let host else { return }
        let text = Self.native(text)
        highlighting?.follow(text)
        guard !host.isComposing else { return }
        if !highlightKeysToClear.isEmpty {
            let keys = highlightKeysToClear
            highlightKeysToClear = []
            host.restyleText(inUTF16: 0..<text.utf16.count, spans: [], clearing: keys)
        }
        guard let (range, result) = highlighting?.nextRestyle() else { return }
        let scheduling = !result.isComplete && highlighting?.isContinuationScheduled == false
        if scheduling { highlighting?.isContinuationScheduled = true }
        let spans = result.spans.map { (range: utf16Range(of: $0.range, in: text), role: $0.role) }
        host.restyleText(
            inUTF16: utf16Range(of: range, in: text), spans: spans, clearing: settings.highlightAttributeKeys)
        if let refiner = settings.spanRefiner,
            let request = highlighting?.refinementRequest(afterRestyling: range, isComplete: result.isComplete)
        {
            ask(refiner, request)
        }
        guard scheduling else { return }
        // The budget of one turn ran out (a fence opened above a long text): the rest follows at the next turn.
        DispatchQueue.main.async { [weak self] in
            guard let self, self.highlighting != nil, let host = self.host else { return }
            self.highlighting?.isContinuationScheduled = false
            self.restyleHighlights(text: host.currentText)
        }
    }

    /// Asks the app's refiner in a task, cancelling the question before; the answer comes back on the main queue.
    private func ask(_ refiner: any SpanRefiner, _ request: SpanRefinementRequest) {
        refinementTask?.cancel()
        // Off the main actor: the refiner's work is its own.
        refinementTask = Task.detached { [weak self] in
            // A refiner that gives up leaves the provider's spans.
            guard let spans = try? await refiner.refinedSpans(for: request), !Task.isCancelled else { return }
            let refinement = SpanRefinement(request: request, spans: spans)
            DispatchQueue.main.async { self?.receive(refinement) }
        }
    }

    /// Takes a refiner's answer for the current highlighter and text, and styles what it covered again.
    private func receive(_ refinement: SpanRefinement) {
        guard let host, highlighting?.highlighter.receive(refinement) == true else { return }
        restyleHighlights(text: host.currentText)
    }

    /// The text in native UTF-8: a platform view's text may be a bridged string, whose UTF-8 offsets are counted
    /// by walking it.
    private static func native(_ text: String) -> String {
        var text = text
        text.makeContiguousUTF8()
        return text
    }

    /// The UTF-16 range of a range of Core's positions in `text`.
    private func utf16Range(of range: Range<TextPosition>, in text: String) -> Range<Int> {
        func offset(_ position: TextPosition) -> Int {
            let index = text.utf8.index(text.utf8.startIndex, offsetBy: position.utf8Offset)
            return text.utf16.distance(from: text.utf16.startIndex, to: index)
        }
        let lower = offset(range.lowerBound)
        return lower..<(range.isEmpty ? lower : offset(range.upperBound))
    }
}
#endif
