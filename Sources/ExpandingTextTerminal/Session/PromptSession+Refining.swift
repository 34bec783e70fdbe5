import ExpandingTextCore

// MARK: - Refining the highlighting

// The prompt's `SpanRefiner` is asked, in a task, about the rows drawn once their spans are final; its answer comes
// back through an inbox that wakes the loop, and the highlighter drops it when the text changed since.
extension PromptSession {
    /// A refiner's outcome for one request: its answer, or nil when it gave up.
    typealias RefinementOutcome = (request: Int, refinement: SpanRefinement?)

    /// The span refiner's requests: where its outcomes wait for the loop, its task, and the requests counted.
    struct Refinement {
        /// Where the refiner leaves its outcomes for the run loop.
        let inbox: AnswerInbox<RefinementOutcome>
        /// The task for the rows last drawn, cancelled when the refiner is asked about others.
        var task: Task<Void, Never>?
        /// The requests made, counted, and the latest whose outcome came (or that was dropped).
        var requests = 0
        var answered = 0
    }

    /// Asks the refiner about the rows drawn, unless it was asked about them for this text.
    func askRefiner() {
        guard let refiner = prompt.spanRefiner, let request = area.refinementRequest() else { return }
        refinement.task?.cancel()
        refinement.requests += 1
        let number = refinement.requests
        let inbox = refinement.inbox
        refinement.task = Task {
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
        for outcome in refinement.inbox.take() {
            refinement.answered = max(refinement.answered, outcome.request)
            if let refinement = outcome.refinement, area.receive(refinement) { changed = true }
        }
        return changed
    }

    /// Whether the loop must look for the latest request's outcome without a wake-up (a scripted terminal).
    var refinementIsWaiting: Bool {
        refinement.answered < refinement.requests && terminal.wakeUp == nil
    }

    /// Drops the requests about the text just submitted: the box starts over with the next read.
    func forgetRefinements() {
        refinement.task?.cancel()
        _ = refinement.inbox.take()
        refinement.answered = refinement.requests
    }
}
