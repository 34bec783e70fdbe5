/// Drives the completions of one text input: opens one when a source's trigger is typed, asks the source in a task
/// of its own, ranks the answers, keeps the selected row, and says what accepting changes.
///
/// A front end tells it of each edit and caret move (``update(in:edited:)`` with a ``TextEditor``, or
/// ``update(text:caretUTF16Offset:edited:)`` with a platform view's text) and draws ``state``. Answers arrive on
/// other threads through the `deliver` closure given at creation; the front end hands each back on its own thread
/// with ``receive(_:)`` and redraws when that returns `true`.
///
/// What every front end would otherwise redo is here: a source's debounce; cancelling a search the new query does not
/// extend (one it extends runs on, and its answer, ranked by the newer query, is shown until the newer one comes);
/// dropping answers older than the one shown; keeping the rows of the last answer while a search runs; fuzzy ranking
/// with the matched characters; the selected row; and closing after an accept or a dismiss until the next edit.
///
/// ```swift
/// let controller = CompletionController(sources: [commands]) { answer in
///     queue.append(answer)   // then wake the run loop, which calls controller.receive(answer)
/// }
/// controller.update(in: editor, edited: true)
/// controller.state?.rows.first?.candidate.label   // after the answer: "/help"
/// ```
public final class CompletionController {
    /// The sources, each with its trigger; the first whose trigger matches opens.
    public let sources: [any CompletionSource]
    /// The most rows the menu shows.
    public let maximumRows: Int
    /// The open completion, or nil when none is.
    public private(set) var state: CompletionState?

    private let deliver: @Sendable (CompletionAnswer) -> Void
    private var session: Session?
    private var sessionCount = 0
    /// Set by an accept or a dismiss: nothing opens again before the next edit.
    private var isClosedUntilEdit = false

    /// The completion open now: its source, where its trigger is, and its searches.
    private struct Session {
        let sourceIndex: Int
        let number: Int
        var range: Range<Int>
        var query: String
        var generation = 0
        /// The generation of the answer shown; older answers are dropped.
        var shownGeneration = -1
        /// Every candidate, for a source that lists them all, once it answered.
        var list: [PreparedCandidate]?
        var isFetchingList = false
        /// Searches running, with the query each was asked for.
        var searches: [(query: String, generation: Int, task: Task<Void, Never>)] = []
    }

    /// Creates a controller.
    ///
    /// - Parameters:
    ///   - sources: The sources; where two triggers match, the first listed opens.
    ///   - maximumRows: The most rows the menu shows, at least 1.
    ///   - deliver: Called on another thread with each answer; hand it to ``receive(_:)`` on the front end's thread.
    public init(
        sources: [any CompletionSource], maximumRows: Int = 8,
        deliver: @escaping @Sendable (CompletionAnswer) -> Void
    ) {
        precondition(maximumRows >= 1, "CompletionController: maximumRows \(maximumRows) is below 1")
        self.sources = sources
        self.maximumRows = maximumRows
        self.deliver = deliver
    }

    deinit {
        for search in session?.searches ?? [] { search.task.cancel() }
    }

    // MARK: - Following the text

    /// Follows an edit or a caret move in a terminal editor: opens, updates or closes the completion.
    ///
    /// - Parameters:
    ///   - editor: The editor after the change.
    ///   - edited: Whether the text changed (an accepted or dismissed completion may open again only then).
    /// - Returns: Whether ``state`` changed.
    /// - Complexity: O(*w*) for the word before the caret, at most 1,024 characters.
    @discardableResult
    public func update(in editor: TextEditor, edited: Bool) -> Bool {
        let before = state
        if edited { isClosedUntilEdit = false }
        guard !isClosedUntilEdit, editor.selection.isCollapsed, let word = CompletionWord(in: editor) else {
            close()
            return before != state
        }
        open(word)
        return before != state
    }

    /// Follows an edit or a caret move in a platform text view: opens, updates or closes the completion, with the
    /// range in UTF-16 offsets, whatever the characters before the trigger (an emoji, a flag) are.
    ///
    /// - Parameters:
    ///   - text: The view's text.
    ///   - caretUTF16Offset: The caret, in UTF-16 code units from the start; nil while there is a selection.
    ///   - edited: Whether the text changed.
    /// - Returns: Whether ``state`` changed.
    @discardableResult
    public func update(text: String, caretUTF16Offset: Int?, edited: Bool) -> Bool {
        let before = state
        if edited { isClosedUntilEdit = false }
        guard !isClosedUntilEdit, let caretUTF16Offset,
            let word = CompletionWord(in: text, caretUTF16Offset: caretUTF16Offset)
        else {
            close()
            return before != state
        }
        open(word)
        return before != state
    }

    // MARK: - Answers

    /// Takes an answer a search delivered, on the front end's thread.
    ///
    /// - Returns: Whether ``state`` changed, so the menu needs drawing.
    @discardableResult
    public func receive(_ answer: CompletionAnswer) -> Bool {
        guard var session, answer.session == session.number, answer.generation > session.shownGeneration else {
            return false
        }
        let before = state
        session.searches.removeAll { $0.generation == answer.generation }
        switch answer.content {
        case .list(let list):
            session.list = list
            session.isFetchingList = false
            self.session = session
            search()
            return before != state
        case .ranked(let query, var rows, let candidates):
            if query != session.query {
                guard session.query.hasPrefix(query),
                    let ranked = CompletionRanking.best(maximumRows, of: candidates, for: session.query)
                else { return false }
                rows = ranked
            }
            session.shownGeneration = answer.generation
            self.session = session
            show(rows, message: nil)
        case .failed(let message):
            session.isFetchingList = false
            session.shownGeneration = answer.generation
            self.session = session
            show([], message: message)
        }
        return before != state
    }

    // MARK: - The menu

    /// Moves the selection by `offset` rows, wrapping around.
    ///
    /// - Returns: Whether ``state`` changed.
    @discardableResult
    public func moveSelection(by offset: Int) -> Bool {
        guard var state, let selected = state.selectedRow, !state.rows.isEmpty else { return false }
        let count = state.rows.count
        state.selectedRow = ((selected + offset) % count + count) % count
        let changed = state != self.state
        self.state = state
        return changed
    }

    /// Accepts the selected row: what to replace, and with what. The completion closes until the next edit.
    ///
    /// - Returns: The change to make, or nil when no row is selected (nothing changes then).
    public func accept() -> CompletionAcceptance? {
        guard let state, let selected = state.selectedRow else { return nil }
        let candidate = state.rows[selected].candidate
        dismiss()
        if let element = candidate.element {
            return CompletionAcceptance(range: state.range, text: " ", element: element)
        }
        return CompletionAcceptance(range: state.range, text: candidate.insertion + " ", element: nil)
    }

    /// Closes the completion, leaving the text as it is, until the next edit.
    public func dismiss() {
        close()
        isClosedUntilEdit = true
    }

    // MARK: - Searching

    private func open(_ word: CompletionWord) {
        guard
            let sourceIndex = sources.firstIndex(where: { word.opens($0.trigger) }),
            let query = word.query(after: sources[sourceIndex].trigger)
        else {
            close()
            return
        }
        if var session, session.sourceIndex == sourceIndex, session.range.lowerBound == word.range.lowerBound {
            session.range = word.range
            guard query != session.query else {
                self.session = session
                state?.range = word.range
                return
            }
            session.query = query
            self.session = session
        } else {
            close()
            sessionCount += 1
            session = Session(sourceIndex: sourceIndex, number: sessionCount, range: word.range, query: query)
            state = CompletionState(
                trigger: sources[sourceIndex].trigger, range: word.range, query: query, rows: [], selectedRow: nil,
                isSearching: true, message: nil)
        }
        state?.range = word.range
        state?.query = query
        state?.isSearching = true
        search()
    }

    /// Starts the search the current query needs, cancelling those it does not extend.
    private func search() {
        guard var session else { return }
        let source = sources[session.sourceIndex]
        session.generation += 1
        let generation = session.generation
        let query = session.query
        let number = session.number
        for search in session.searches where !query.hasPrefix(search.query) { search.task.cancel() }
        session.searches.removeAll { !query.hasPrefix($0.query) }
        let deliver = self.deliver
        let limit = maximumRows
        if source.listsEveryCandidate {
            if let list = session.list {
                for search in session.searches { search.task.cancel() }
                session.searches.removeAll()
                let task = Task.detached(priority: .userInitiated) {
                    guard let rows = CompletionRanking.best(limit, of: list, for: query) else { return }
                    deliver(
                        CompletionAnswer(
                            session: number, generation: generation,
                            content: .ranked(query: query, rows: rows, from: list)))
                }
                session.searches.append((query, generation, task))
            } else if !session.isFetchingList {
                session.isFetchingList = true
                let task = Task.detached(priority: .userInitiated) {
                    guard let fetched = await CompletionFetch(from: source, query: query) else { return }
                    let content: CompletionAnswer.Content =
                        fetched.failure.map { .failed($0) } ?? .list(fetched.candidates)
                    deliver(CompletionAnswer(session: number, generation: generation, content: content))
                }
                session.searches.append((query, generation, task))
            }
        } else {
            let task = Task.detached(priority: .userInitiated) {
                guard let fetched = await CompletionFetch(from: source, query: query) else { return }
                let content: CompletionAnswer.Content
                if let failure = fetched.failure {
                    content = .failed(failure)
                } else {
                    guard let rows = CompletionRanking.best(limit, of: fetched.candidates, for: query) else { return }
                    content = .ranked(query: query, rows: rows, from: fetched.candidates)
                }
                deliver(CompletionAnswer(session: number, generation: generation, content: content))
            }
            session.searches.append((query, generation, task))
        }
        self.session = session
    }

    private func show(_ rows: [CompletionState.Row], message: String?) {
        guard var state else { return }
        let selectedLabel = state.selectedRow.map { state.rows[$0].candidate.label }
        state.rows = rows
        state.message = message
        state.isSearching = !(session?.searches.isEmpty ?? true) || (session?.isFetchingList ?? false)
        state.selectedRow =
            rows.isEmpty ? nil : selectedLabel.flatMap { label in rows.firstIndex { $0.candidate.label == label } } ?? 0
        self.state = state
    }

    private func close() {
        for search in session?.searches ?? [] { search.task.cancel() }
        session = nil
        state = nil
    }
}
