import ExpandingTextCore

// MARK: - Refining the highlighting

// The prompt's `SpanRefiner` is asked, in a task, about the rows drawn once their spans are final; its answer comes
// back through an inbox that wakes the loop, and the highlighter drops it when the text changed since.
extension PromptSession {
    /// A refiner's outcome for one request: its answer, or nil when it gave up.
    typealias RefinementOutcome = (request: Int, refinement: SpanRefinement?)

    /// Asks the refiner about the rows drawn, unless it was asked about them for this text.
    func askRefiner() {
        guard let refiner = prompt.spanRefiner, let request = area.refinementRequest() else { return }
        refinementTask?.cancel()
        refinementRequests += 1
        let number = refinementRequests
        let inbox = refinementInbox
        refinementTask = Task {
            // A refiner that gives up leaves the provider's spans; the outcome still comes, so that the loop stops
            // looking for it.
            let spans = try? await refiner.refinedSpans(for: request)
            inbox.deliver((number, spans.map { SpanRefinement(request: request, spans: $0) }))
        }
    }

    /// Hands the refiner's answers to the box.
    ///
    /// - Returns: Whether the spans drawn changed.
    func takeRefinements() -> Bool {
        var changed = false
        for outcome in refinementInbox.take() {
            refinementAnswered = max(refinementAnswered, outcome.request)
            if let refinement = outcome.refinement, area.receive(refinement) { changed = true }
        }
        return changed
    }

    /// Whether the loop must look for the latest request's outcome without a wake-up (a scripted terminal).
    var refinementIsWaiting: Bool {
        refinementAnswered < refinementRequests && terminal.wakeUp == nil
    }

    /// Drops the requests about the text just submitted: the box starts over with the next read.
    func forgetRefinements() {
        refinementTask?.cancel()
        _ = refinementInbox.take()
        refinementAnswered = refinementRequests
    }
}
