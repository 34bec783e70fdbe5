import ExpandingTextCore

// MARK: - Refining the highlighting

// The prompt's `SpanRefiner` is asked, in a task, about the rows drawn once their spans are final; its answer comes
// back through an inbox that wakes the loop, and the highlighter drops it when the text changed since.
extension PromptSession {
    /// Asks the refiner about the rows drawn, unless it was asked about them for this text.
    func askRefiner() {
        guard let refiner = prompt.spanRefiner, let request = area.refinementRequest() else { return }
        refinementTask?.cancel()
        isAwaitingRefinement = true
        let inbox = refinementInbox
        refinementTask = Task {
            // A refiner that gives up leaves the provider's spans.
            guard let spans = try? await refiner.refinedSpans(for: request), !Task.isCancelled else { return }
            inbox.deliver(SpanRefinement(request: request, spans: spans))
        }
    }

    /// Hands the refiner's answers to the box.
    ///
    /// - Returns: Whether the spans drawn changed.
    func takeRefinements() -> Bool {
        var changed = false
        for refinement in refinementInbox.take() {
            isAwaitingRefinement = false
            if area.receive(refinement) { changed = true }
        }
        return changed
    }

    /// Whether the loop must look for the refiner's answer without a wake-up (a scripted terminal).
    var refinementIsWaiting: Bool {
        isAwaitingRefinement && !(terminal is Terminal)
    }
}
