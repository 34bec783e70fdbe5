#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import Dispatch
import ExpandingTextCore
import Foundation

// MARK: - Highlighting

// Core's `SpanHighlighter` decides which paragraphs an edit restyles and with which spans; the controller mirrors the
// view's text in a Core `TextStorage` for it, and has the host set the spans' attributes on the text storage in
// place, never by replacing the text, and never while an input method composes.
extension GrowingTextController {
    /// The highlighter of the host's span provider and the text it follows.
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
    }

    /// Starts over with the host's span provider: the whole text is styled anew, or without one, plainly.
    ///
    /// - Parameter keys: The attributes the roles were drawn with until now, taken off the whole text first.
    func highlightingDidChange(clearing keys: Set<NSAttributedString.Key> = []) {
        guard let host else { return }
        if highlighting != nil { highlightKeysToClear.formUnion(keys.union(host.highlightAttributeKeys)) }
        refinementTask?.cancel()
        let text = Self.native(host.currentText)
        highlighting = host.spanProvider.map { provider in
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
        if var state = highlighting, let change = state.storage.follow(state.text, to: text) {
            state.highlighter.apply(CollectionOfOne(change), to: state.storage)
            state.text = text
            highlighting = state
        }
        guard !host.isComposing else { return }
        if !highlightKeysToClear.isEmpty {
            let keys = highlightKeysToClear
            highlightKeysToClear = []
            host.restyleText(inUTF16: 0..<text.utf16.count, spans: [], clearing: keys)
        }
        guard var state = highlighting, let (range, result) = state.highlighter.restyle(of: state.storage) else {
            return
        }
        let scheduling = !result.isComplete && !state.isContinuationScheduled
        if scheduling { state.isContinuationScheduled = true }
        highlighting = state
        let spans = result.spans.map { (range: utf16Range(of: $0.range, in: text), role: $0.role) }
        host.restyleText(inUTF16: utf16Range(of: range, in: text), spans: spans, clearing: host.highlightAttributeKeys)
        if host.spanRefiner != nil { refineWhenComplete(range, isComplete: result.isComplete) }
        guard scheduling else { return }
        // The budget of one turn ran out (a fence opened above a long text): the rest follows at the next turn.
        DispatchQueue.main.async { [weak self] in
            guard let self, self.highlighting != nil, let host = self.host else { return }
            self.highlighting?.isContinuationScheduled = false
            self.restyleHighlights(text: host.currentText)
        }
    }

    /// Gathers what the restyles covered, and asks the host's refiner about it once they are complete.
    private func refineWhenComplete(_ range: Range<TextPosition>, isComplete: Bool) {
        guard var state = highlighting else { return }
        let gathered = state.restyledSinceRefining.map {
            min($0.lowerBound, range.lowerBound)..<max($0.upperBound, range.upperBound)
        }
        state.restyledSinceRefining = isComplete ? nil : gathered ?? range
        // Parts gathered before an edit may reach past the text now: the range is kept to it, on whole characters.
        let whole = gathered ?? range
        let asked =
            state.storage.boundary(
                atOrBefore: whole.lowerBound.utf8Offset)..<state.storage.boundary(
                atOrAfter: whole.upperBound.utf8Offset)
        guard isComplete, !asked.isEmpty, let refiner = host?.spanRefiner,
            let request = state.highlighter.refinementRequest(for: asked, of: state.storage)
        else {
            highlighting = state
            return
        }
        highlighting = state
        refinementTask?.cancel()
        // Off the main actor: the refiner's work is its own; the answer comes back on the main queue.
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

extension GrowingTextHost {
    /// Every attribute some role is drawn with.
    var highlightAttributeKeys: Set<NSAttributedString.Key> {
        Set(highlightAttributes.values.flatMap(\.keys))
    }
}
#endif
