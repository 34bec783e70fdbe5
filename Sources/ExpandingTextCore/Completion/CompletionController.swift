/// Drives the completions of one text input: opens one when a source's trigger is typed, asks the source in a task
/// of its own, ranks the answers, keeps the selected row, and says what accepting changes.
///
/// A front end tells it of each edit and caret move (``update(in:edited:)`` with a ``TextEditor``, or
/// ``update(text:caretUTF16Offset:edited:)`` with a platform view's text) and draws ``state``. Answers arrive on
/// other threads through the `deliver` closure given at creation; the front end hands each back on its own thread
/// with ``receive(_:)`` and redraws when that returns `true`.
///
/// What every front end would otherwise redo is here: a source's debounce; cancelling the search for the old query
/// when the query changes (a command's process group is killed then, so a slow command never piles up copies);
/// dropping answers older than the one shown; keeping the rows of the last answer while a search runs; fuzzy ranking
/// with the matched characters; the selected row; and closing after an accept or a dismiss until the next edit.
///
/// ```swift
/// struct Commands: CompletionSource {
///     let trigger = CompletionTrigger(sigil: "/", anchor: .startOfText)
///     func candidates(for query: String) async throws -> [CompletionCandidate] {
///         [CompletionCandidate(label: "/help", description: "Show the keys")]
///     }
/// }
/// let controller = CompletionController(sources: [Commands()]) { answer in
///     // On a search's thread: queue the answer and wake the run loop, which calls controller.receive(answer).
/// }
/// controller.update(in: TextEditor(text: "/he"), edited: true)
/// controller.state?.query   // "he"; the rows come with the answer
/// ```
public final class CompletionController {
    /// The sources, each with its trigger; the first whose trigger matches opens.
    public let sources: [any CompletionSource]
    /// The most rows the menu shows at once: a window that follows the selection.
    public let maximumRows: Int
    /// The most candidates ranked and reachable by moving in the menu; more matches are counted, not ranked.
    public let maximumCandidates: Int
    /// The open completion, or nil when none is.
    public private(set) var state: CompletionState?

    private let deliver: @Sendable (CompletionAnswer) -> Void
    private var session: Session?
    private var sessionCount = 0
    /// Set by an accept or a dismiss: nothing opens again before the next edit.
    private var isClosedUntilEdit = false
    /// When the menu's candidates first showed, on the front end's clock in milliseconds; nil while none show.
    private var candidatesShownAt: Int?
    /// The prepared lists of the sources whose list is fixed (``CompletionSource/listIsFixed``), by source index.
    private var fixedLists: [Int: [PreparedCandidate]] = [:]

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
        /// The ask for that list, running until it answers: a new query never cancels it.
        var listFetch: Task<Void, Never>?
        /// The wait before a search, for a source that asks for one: every new query starts it again.
        var debounce: Task<Void, Never>?
        /// Searches running, with the query and generation each was started for.
        var searches: [Search] = []

        var isSearching: Bool { !searches.isEmpty || listFetch != nil || debounce != nil }

        func cancelAll() {
            for search in searches { search.task.cancel() }
            listFetch?.cancel()
            debounce?.cancel()
        }
    }

    /// A search running in a task: ranking the list, or asking a source that searches by the query.
    private struct Search {
        let query: String
        let generation: Int
        let task: Task<Void, Never>
    }

    /// Creates a controller.
    ///
    /// - Parameters:
    ///   - sources: The sources; where two triggers match, the first listed opens.
    ///   - maximumRows: The most rows the menu shows at once, at least 1.
    ///   - maximumCandidates: The most candidates ranked, which the menu scrolls through; at least `maximumRows`.
    ///   - deliver: Called on another thread with each answer; hand it to ``receive(_:)`` on the front end's thread.
    public init(
        sources: [any CompletionSource], maximumRows: Int = 8, maximumCandidates: Int = 1000,
        deliver: @escaping @Sendable (CompletionAnswer) -> Void
    ) {
        requirePrecondition(maximumRows >= 1, "CompletionController: maximumRows \(maximumRows) is below 1")
        requirePrecondition(
            maximumCandidates >= maximumRows,
            "CompletionController: maximumCandidates \(maximumCandidates) is below maximumRows \(maximumRows)")
        self.sources = sources
        self.maximumRows = maximumRows
        self.maximumCandidates = maximumCandidates
        self.deliver = deliver
    }

    deinit {
        session?.cancelAll()
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

    // MARK: - Enter after a late answer

    /// How soon after the menu's candidates first show an Enter is taken as meant for the text, in milliseconds: a
    /// user who pressed Enter to send did not see the menu that a late answer drew under the fingers.
    public static let lateMenuEnterMilliseconds = 150

    /// Tells the controller what the front end drew, so that ``enterAccepts(at:)`` knows since when the candidates
    /// show.
    ///
    /// - Parameters:
    ///   - showingCandidates: Whether the menu on screen shows candidates (a "searching…" row or a message does not
    ///     count).
    ///   - milliseconds: When, on the front end's clock.
    public func noteMenuDrawn(showingCandidates: Bool, at milliseconds: Int) {
        if !showingCandidates {
            candidatesShownAt = nil
        } else if candidatesShownAt == nil {
            candidatesShownAt = milliseconds
        }
    }

    /// Whether Enter, pressed at `milliseconds`, accepts the selected candidate; false within
    /// ``lateMenuEnterMilliseconds`` of the candidates first showing, when the Enter sends the text as typed.
    ///
    /// - Parameter milliseconds: When the Enter came, on the clock ``noteMenuDrawn(showingCandidates:at:)`` was told.
    public func enterAccepts(at milliseconds: Int) -> Bool {
        guard let shown = candidatesShownAt else { return true }
        return milliseconds - shown >= Self.lateMenuEnterMilliseconds
    }

    // MARK: - Answers

    /// Takes an answer a search delivered, on the front end's thread.
    ///
    /// - Returns: Whether ``state`` changed, so the menu needs drawing.
    @discardableResult
    public func receive(_ answer: CompletionAnswer) -> Bool {
        guard var session, answer.session == session.number else { return false }
        let before = state
        session.searches.removeAll { $0.generation == answer.generation }
        switch answer.content {
        case .debounced:
            session.debounce = nil
            self.session = session
            // A newer query restarted the wait; this one's search is not needed.
            if answer.generation == session.generation { startQuerySearch() }
        case .list(let list):
            session.list = list
            session.listFetch = nil
            if sources[session.sourceIndex].listIsFixed { fixedLists[session.sourceIndex] = list }
            self.session = session
            rankList()
        case .ranked(let query, var rows, var matchCount):
            guard answer.generation > session.shownGeneration else {
                self.session = session
                return false
            }
            if query != session.query {
                // An answer for a query the current one extends: its rows, ranked by the current query, stand in
                // until the current query's answer comes.
                guard session.query.hasPrefix(query),
                    let narrowed = CompletionRanking.ranked(
                        maximumCandidates, of: rows.map { PreparedCandidate($0.candidate) }, for: session.query,
                        markedRows: maximumRows)
                else {
                    self.session = session
                    return false
                }
                (rows, matchCount) = narrowed
            }
            session.shownGeneration = answer.generation
            Self.cancelSearches(in: &session, olderThan: answer.generation)
            self.session = session
            show(rows, matchCount: matchCount, message: nil)
        case .failed(let message):
            if session.list == nil { session.listFetch = nil }
            guard answer.generation > session.shownGeneration else {
                self.session = session
                return before != state
            }
            session.shownGeneration = answer.generation
            Self.cancelSearches(in: &session, olderThan: answer.generation)
            self.session = session
            show([], matchCount: 0, message: message)
        }
        return before != state
    }

    // MARK: - The menu

    /// Moves the selection by `offset` rows, wrapping around; the window of rows shown follows it.
    ///
    /// - Returns: Whether ``state`` changed.
    @discardableResult
    public func moveSelection(by offset: Int) -> Bool {
        guard let state, let selected = state.selectedRow, !state.rows.isEmpty else { return false }
        let count = state.rows.count
        return selectRow(((selected + offset) % count + count) % count)
    }

    /// Moves the selection by `pages` windows of rows (a page down is `1`), stopping at the first and the last row.
    ///
    /// - Returns: Whether ``state`` changed.
    @discardableResult
    public func moveSelection(byPages pages: Int) -> Bool {
        guard let state, let selected = state.selectedRow, !state.rows.isEmpty else { return false }
        let target = selected + pages * state.visibleRowLimit
        return selectRow(min(max(target, 0), state.rows.count - 1))
    }

    /// Selects a row, as a tap or a click on it does before accepting it; the window of rows shown follows it.
    ///
    /// - Parameter row: The row's index in ``CompletionState/rows``; a row the state does not have changes nothing.
    /// - Returns: Whether ``state`` changed.
    @discardableResult
    public func selectRow(_ row: Int) -> Bool {
        guard var state, state.rows.indices.contains(row), state.selectedRow != row else { return false }
        state.selectedRow = row
        state.scrollToSelection()
        Self.markVisibleRows(of: &state)
        self.state = state
        return true
    }

    /// Marks the matched characters of the rows in the window that the ranking left unmarked.
    private static func markVisibleRows(of state: inout CompletionState) {
        guard !state.query.isEmpty else { return }
        for index in state.visibleRows where state.rows[index].matchedCharacters.isEmpty {
            state.rows[index].matchedCharacters = CompletionRanking.markedCharacters(
                of: state.rows[index].candidate.label, for: state.query)
        }
    }

    /// Accepts the selected row: what to replace, and with what. The completion closes until the next edit; for a
    /// candidate that ``CompletionCandidate/continuesCompletion`` (a folder), the edit that accepting makes opens it
    /// again on what follows.
    ///
    /// - Returns: The change to make, or nil when no row is selected (nothing changes then).
    public func accept() -> CompletionAcceptance? {
        guard let state, let selected = state.selectedRow else { return nil }
        let candidate = state.rows[selected].candidate
        dismiss()
        if let element = candidate.element {
            return CompletionAcceptance(range: state.range, text: " ", element: element)
        }
        let space = candidate.continuesCompletion ? "" : " "
        return CompletionAcceptance(range: state.range, text: candidate.insertion + space, element: nil)
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
            session = Session(
                sourceIndex: sourceIndex, number: sessionCount, range: word.range, query: query,
                list: fixedLists[sourceIndex])
            state = CompletionState(
                trigger: sources[sourceIndex].trigger, range: word.range, query: query, rows: [], selectedRow: nil,
                isSearching: true, message: nil, visibleRowLimit: maximumRows)
        }
        state?.range = word.range
        state?.query = query
        state?.isSearching = true
        search()
    }

    /// Starts what the current query needs: ranking the list again, asking for the list, or (after the source's
    /// debounce) searching by the query; searches the query does not extend are cancelled.
    private func search() {
        guard var session else { return }
        let source = sources[session.sourceIndex]
        session.generation += 1
        session.debounce?.cancel()
        session.debounce = nil
        // A ranking of the list is redone for the new query anyway. A source that searches by the query is asked
        // again, so its search for the old query is cancelled even when the new one extends it: a slow command
        // left to finish would pile up a copy per key. The rows shown stay until the new answer.
        for search in session.searches { search.task.cancel() }
        session.searches.removeAll()
        self.session = session
        if source.listsEveryCandidate {
            if session.list != nil {
                rankList()
            } else if session.listFetch == nil {
                startListFetch()
            }
        } else if source.debounceNanoseconds > 0 {
            startDebounce(nanoseconds: source.debounceNanoseconds)
        } else {
            startQuerySearch()
        }
    }

    /// Ranks the source's list by the current query in a task, cancelling the rankings before it.
    private func rankList() {
        guard var session, let list = session.list else { return }
        for search in session.searches { search.task.cancel() }
        session.searches.removeAll()
        let (number, generation, query, limit, marked, deliver) =
            (session.number, session.generation, session.query, maximumCandidates, maximumRows, self.deliver)
        let task = Task.detached(priority: .userInitiated) {
            guard let ranked = CompletionRanking.ranked(limit, of: list, for: query, markedRows: marked) else {
                return
            }
            deliver(
                CompletionAnswer(
                    session: number, generation: generation,
                    content: .ranked(query: query, rows: ranked.rows, matchCount: ranked.matchCount)))
        }
        session.searches.append(Search(query: query, generation: generation, task: task))
        self.session = session
    }

    /// Asks a source that lists every candidate for its list, once while the completion is open.
    private func startListFetch() {
        guard var session else { return }
        let (source, number, generation, query, deliver) =
            (sources[session.sourceIndex], session.number, session.generation, session.query, self.deliver)
        session.listFetch = Task.detached(priority: .userInitiated) {
            guard let fetched = await CompletionFetch(from: source, query: query) else { return }
            let content: CompletionAnswer.Content = fetched.failure.map { .failed($0) } ?? .list(fetched.candidates)
            deliver(CompletionAnswer(session: number, generation: generation, content: content))
        }
        self.session = session
    }

    /// Waits the source's debounce, then asks the controller (through `deliver`) to search.
    private func startDebounce(nanoseconds: UInt64) {
        guard var session else { return }
        let (number, generation, deliver) = (session.number, session.generation, self.deliver)
        session.debounce = Task.detached(priority: .userInitiated) {
            do { try await Task.sleep(nanoseconds: nanoseconds) } catch { return }
            deliver(CompletionAnswer(session: number, generation: generation, content: .debounced))
        }
        self.session = session
    }

    /// Asks a source that searches by the query, and ranks its answer.
    private func startQuerySearch() {
        guard var session else { return }
        let (source, number, generation, query, limit, deliver) =
            (
                sources[session.sourceIndex], session.number, session.generation, session.query, maximumCandidates,
                self.deliver
            )
        let marked = maximumRows
        let task = Task.detached(priority: .userInitiated) {
            guard let fetched = await CompletionFetch(from: source, query: query) else { return }
            let content: CompletionAnswer.Content
            if let failure = fetched.failure {
                content = .failed(failure)
            } else {
                guard
                    let ranked = CompletionRanking.ranked(
                        limit, of: fetched.candidates, for: query, markedRows: marked)
                else { return }
                content = .ranked(query: query, rows: ranked.rows, matchCount: ranked.matchCount)
            }
            deliver(CompletionAnswer(session: number, generation: generation, content: content))
        }
        session.searches.append(Search(query: query, generation: generation, task: task))
        self.session = session
    }

    /// Cancels the searches started before `generation`, whose answers would now be dropped.
    private static func cancelSearches(in session: inout Session, olderThan generation: Int) {
        for search in session.searches where search.generation < generation { search.task.cancel() }
        session.searches.removeAll { $0.generation < generation }
    }

    private func show(_ rows: [CompletionState.Row], matchCount: Int, message: String?) {
        guard var state else { return }
        let selectedLabel = state.selectedRow.map { state.rows[$0].candidate.label }
        // A folder just accepted is the query itself: the menu opened again for its contents.
        let query = state.query
        let shown = rows.filter { !($0.candidate.continuesCompletion && $0.candidate.label == query) }
        state.rows = shown
        state.matchCount = max(matchCount - (rows.count - shown.count), shown.count)
        state.message = message
        state.isSearching = session?.isSearching ?? false
        state.selectedRow =
            shown.isEmpty
            ? nil : selectedLabel.flatMap { label in shown.firstIndex { $0.candidate.label == label } } ?? 0
        state.scrollToSelection()
        Self.markVisibleRows(of: &state)
        self.state = state
    }

    private func close() {
        session?.cancelAll()
        session = nil
        state = nil
    }
}
