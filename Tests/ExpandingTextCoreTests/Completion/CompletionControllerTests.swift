import Testing

@testable import ExpandingTextCore

/// A source answering from a fixed list, or by the query through `search`, optionally failing.
private struct ListSource: CompletionSource {
    let trigger: CompletionTrigger
    let labels: [String]
    var listsEveryCandidate = true
    var failure: String?
    var debounce: UInt64 = 0
    var debounceNanoseconds: UInt64 { debounce }
    var search: (@Sendable (String) async throws -> [String])?

    func candidates(for query: String) async throws -> [CompletionCandidate] {
        if let failure { throw TestFailure(message: failure) }
        let found = try await search?(query) ?? labels
        return found.map { CompletionCandidate(label: $0, description: "about \($0)") }
    }
}

private struct TestFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// A controller whose answers queue in a stream, as a front end's run loop would get them.
private struct Harness {
    let controller: CompletionController
    let answers: AsyncStream<CompletionAnswer>

    init(_ sources: [any CompletionSource], maximumRows: Int = 3) {
        let (stream, continuation) = AsyncStream.makeStream(of: CompletionAnswer.self)
        answers = stream
        controller = CompletionController(sources: sources, maximumRows: maximumRows) { continuation.yield($0) }
    }

    /// Hands answers to the controller until its state has no search running.
    func settle() async {
        var iterator = answers.makeAsyncIterator()
        while controller.state?.isSearching == true, let answer = await iterator.next() {
            controller.receive(answer)
        }
    }
}

private let commands = CompletionTrigger(sigil: "/", anchor: .startOfText)
private let files = CompletionTrigger(sigil: "@", anchor: .wordStart)

@Suite("The completion controller: opening, answers, the menu and accepting", .timeLimit(.minutes(1)))
struct CompletionControllerTests {
    private func editor(_ text: String) -> TextEditor { TextEditor(text: text) }

    @Test("A command typed at the start opens its completion; accepting replaces the trigger")
    func commandCompletion() async throws {
        let harness = Harness([ListSource(trigger: commands, labels: ["/help", "/quit"])])
        #expect(harness.controller.update(in: editor("/he"), edited: true))
        #expect(harness.controller.state?.isSearching == true)
        await harness.settle()
        let state = try #require(harness.controller.state)
        #expect(state.rows.map(\.candidate.label) == ["/help"])
        #expect(state.rows.first?.matchedCharacters == [1, 2])
        #expect(state.range == 0..<3 && state.query == "he" && state.selectedRow == 0)
        let acceptance = try #require(harness.controller.accept())
        #expect(acceptance == CompletionAcceptance(range: 0..<3, text: "/help ", element: nil))
        #expect(harness.controller.state == nil)
    }

    /// Ten commands under `/`, a window of eight: every one is reachable (only eight were ranked before, so
    /// `/review` and `/compact` never appeared), and the window follows the selection with counts beyond it.
    @Test("The menu scrolls through every candidate in a window that follows the selection")
    func scrollingWindow() async throws {
        let names = [
            "/help", "/quit", "/clear", "/model", "/config", "/status", "/memory", "/init", "/review", "/compact",
        ]
        let harness = Harness([ListSource(trigger: commands, labels: names)], maximumRows: 8)
        harness.controller.update(in: editor("/"), edited: true)
        await harness.settle()
        var state = try #require(harness.controller.state)
        #expect(state.rows.count == 10 && state.matchCount == 10)
        #expect(state.visibleRows == 0..<8 && state.hiddenAbove == 0 && state.hiddenBelow == 2)
        for _ in 0..<9 { harness.controller.moveSelection(by: 1) }
        state = try #require(harness.controller.state)
        #expect(state.selectedRow == 9, "Down nine times reaches the tenth command")
        #expect(state.visibleRows == 2..<10 && state.hiddenAbove == 2 && state.hiddenBelow == 0)
        #expect(Set(state.rows.map(\.candidate.label)) == Set(names))
        harness.controller.moveSelection(byPages: -1)
        #expect(harness.controller.state?.selectedRow == 1, "a page up is a window of eight rows")
        #expect(harness.controller.state?.visibleRows == 1..<9)
        harness.controller.moveSelection(byPages: -1)
        #expect(harness.controller.state?.selectedRow == 0, "a page up stops at the first row")
        harness.controller.moveSelection(by: -1)
        #expect(harness.controller.state?.selectedRow == 9, "Up from the first row wraps to the last")
        #expect(harness.controller.state?.visibleRows == 2..<10)
    }

    /// The ranking marks the matched characters of the first window only; rows scrolled to are marked then.
    @Test("Rows scrolled into the window have their matched characters marked")
    func rowsAreMarkedWhenShown() async throws {
        let labels = (0..<20).map { "dir/file\($0).txt" }
        let harness = Harness([ListSource(trigger: files, labels: labels)], maximumRows: 8)
        harness.controller.update(in: editor("@fil"), edited: true)
        await harness.settle()
        var state = try #require(harness.controller.state)
        #expect(state.rows.count == 20)
        #expect(state.rows[..<8].allSatisfy { $0.matchedCharacters == [4, 5, 6] })
        #expect(state.rows[15].matchedCharacters.isEmpty, "not marked before it is shown")
        harness.controller.selectRow(15)
        state = try #require(harness.controller.state)
        #expect(state.visibleRows == 8..<16)
        #expect(state.rows[8..<16].allSatisfy { $0.matchedCharacters == [4, 5, 6] })
    }

    /// Accepting a folder inserted `@src/ ` and closed the menu; now it inserts `@src/` and the menu opens again on
    /// the folder's contents, without the folder itself.
    @Test("Accepting a folder inserts no space and the menu opens again on its contents")
    func acceptingAFolderGoesOn() async throws {
        struct Paths: CompletionSource {
            let trigger = CompletionTrigger(sigil: "@", anchor: .wordStart)
            var listsEveryCandidate: Bool { true }
            func candidates(for query: String) async throws -> [CompletionCandidate] {
                ["src/", "src/main.swift", "src/ui/", "readme.md"].map {
                    CompletionCandidate(label: $0, insertion: "@" + $0, continuesCompletion: $0.hasSuffix("/"))
                }
            }
        }
        let harness = Harness([Paths()], maximumRows: 8)
        harness.controller.update(in: editor("@src"), edited: true)
        await harness.settle()
        let state = try #require(harness.controller.state)
        let folder = try #require(state.rows.firstIndex { $0.candidate.label == "src/" })
        harness.controller.selectRow(folder)
        let acceptance = try #require(harness.controller.accept())
        #expect(acceptance.text == "@src/", "no space after a folder")
        var accepted = editor("@src")
        _ = accepted.accept(acceptance)
        harness.controller.update(in: accepted, edited: true)
        await harness.settle()
        let contents = try #require(harness.controller.state, "the menu opened again")
        #expect(contents.query == "src/")
        #expect(Set(contents.rows.map(\.candidate.label)) == ["src/main.swift", "src/ui/"])
        harness.controller.selectRow(contents.rows.firstIndex { $0.candidate.label == "src/main.swift" } ?? 0)
        #expect(harness.controller.accept()?.text == "@src/main.swift ", "a file is followed by a space")
    }

    /// `@.github/` gave nothing: hidden folders were not listed at all. Now they are listed for a query that asks
    /// for hidden names, and only for such a query.
    @Test(
        "Hidden paths are listed for a query that starts with a dot or holds /., and only then",
        arguments: [
            ("gh", ["docs/gh.md"]), (".gh", [".github/", ".github/ci.yml"]), ("ci", ["docs/ci.md"]),
            (".github/", [".github/", ".github/ci.yml"]), ("docs/.e", ["docs/.env"]),
        ])
    func hiddenPaths(query: String, expected: [String]) throws {
        let paths = [".github/", ".github/ci.yml", "docs/", "docs/gh.md", "docs/ci.md", "docs/.env"]
        let candidates = paths.map {
            PreparedCandidate(CompletionCandidate(label: $0, isHidden: $0.hasPrefix(".") || $0.contains("/.")))
        }
        let ranked = try #require(CompletionRanking.ranked(10, of: candidates, for: query))
        #expect(Set(ranked.rows.map(\.candidate.label)) == Set(expected))
        #expect(ranked.matchCount == expected.count, "hidden paths are not counted either")
    }

    @Test(
        "Where a trigger opens and where it does not",
        arguments: [
            ("/he", true), ("say /he", false), ("@ma", true), ("see @ma", true), ("ada@ma", false),
            ("line\n@ma", true), ("@ma x", false),
        ])
    func anchors(text: String, opens: Bool) {
        let harness = Harness([
            ListSource(trigger: commands, labels: ["/help"]), ListSource(trigger: files, labels: ["main.swift"]),
        ])
        harness.controller.update(in: editor(text), edited: true)
        #expect((harness.controller.state != nil) == opens)
    }

    /// `@assets/images/my photo (1).png` was inserted bare, and a space ended the query: a quoted path's query now
    /// goes on through its spaces, in UTF-8 (the terminal) and UTF-16 (the views) alike.
    @Test(
        "A quoted path's query goes on through its spaces, and a closed one asks for nothing",
        arguments: [
            ("@\"my ph", "my ph", 0), ("see @\"my folder/in", "my folder/in", 4), ("@\"a\\\"b c", "a\"b c", 0),
            ("x @\"é ü", "é ü", 2), ("@\"done\"", nil, 0), ("@\"a b\" c", nil, 0), ("say \"hello wor", nil, 0),
            ("a@\"b c", nil, 0), ("@\"one\nt", nil, 0),
        ] as [(String, String?, Int)])
    func quotedPathQueries(text: String, query: String?, start: Int) {
        let harness = Harness([ListSource(trigger: files, labels: ["my photo.png"])])
        harness.controller.update(in: editor(text), edited: true)
        #expect(harness.controller.state?.query == query)
        if query != nil {
            #expect(harness.controller.state?.range == start..<text.utf8.count)
        }
        harness.controller.update(text: text, caretUTF16Offset: text.utf16.count, edited: true)
        #expect(harness.controller.state?.query == query)
        if query != nil {
            let utf16Start = text.utf16.count - (text.utf8.count - start) + (text.utf8.count - text.utf16.count)
            #expect(harness.controller.state?.range.upperBound == text.utf16.count)
            #expect(harness.controller.state?.range.lowerBound == utf16Start)
        }
    }

    @Test("A folder with a space is inserted quoted and open; a file in it is inserted quoted and closed")
    func quotedFoldersGoOn() async throws {
        struct Paths: CompletionSource {
            let trigger = CompletionTrigger(sigil: "@", anchor: .wordStart)
            var listsEveryCandidate: Bool { true }
            func candidates(for query: String) async throws -> [CompletionCandidate] {
                ["my folder/", "my folder/inner file.txt"].map {
                    CompletionCandidate(
                        label: $0, insertion: QuotedPath.insertion(of: $0, after: "@", open: $0.hasSuffix("/")),
                        continuesCompletion: $0.hasSuffix("/"))
                }
            }
        }
        let harness = Harness([Paths()], maximumRows: 8)
        harness.controller.update(in: editor("@my"), edited: true)
        await harness.settle()
        harness.controller.selectRow(
            harness.controller.state?.rows.firstIndex { $0.candidate.label == "my folder/" } ?? 0)
        let folder = try #require(harness.controller.accept())
        #expect(folder.text == "@\"my folder/")
        var accepted = editor("@my")
        _ = accepted.accept(folder)
        harness.controller.update(in: accepted, edited: true)
        await harness.settle()
        let contents = try #require(harness.controller.state, "the menu opened again inside the quotes")
        #expect(contents.query == "my folder/" && contents.range == 0..<12)
        harness.controller.selectRow(contents.rows.firstIndex { $0.candidate.label.hasSuffix(".txt") } ?? 0)
        let file = try #require(harness.controller.accept())
        _ = accepted.accept(file)
        #expect(accepted.text == "@\"my folder/inner file.txt\" ")
    }

    /// An answer that comes late draws its menu under a user's Enter: that Enter sends the text as typed.
    @Test(
        "Enter accepts only once the candidates have shown for a moment",
        arguments: [(nil, 1_000, true), (1_000, 1_100, false), (1_000, 1_149, false), (1_000, 1_150, true)]
            as [(Int?, Int, Bool)])
    func enterAfterALateMenu(shownAt: Int?, enterAt: Int, accepts: Bool) {
        let harness = Harness([ListSource(trigger: files, labels: ["main.swift"])])
        if let shownAt {
            harness.controller.noteMenuDrawn(showingCandidates: false, at: shownAt - 500)
            harness.controller.noteMenuDrawn(showingCandidates: true, at: shownAt)
            // Drawn again: the candidates showed first at `shownAt`.
            harness.controller.noteMenuDrawn(showingCandidates: true, at: shownAt + 20)
        }
        #expect(harness.controller.enterAccepts(at: enterAt) == accepts)
    }

    /// `/review ` was submitted with the space the completion put after it.
    @Test("The space an accepted completion put at the end is not sent, until the text changes")
    func completionSpaceIsNotSent() {
        var editor = TextEditor(text: "/rev")
        editor.accept(CompletionAcceptance(range: 0..<4, text: "/review ", element: nil))
        #expect(editor.submission.text == "/review ")
        #expect(editor.submissionToSend.text == "/review")
        editor.insert("x")
        editor.deleteBackward()
        #expect(editor.submissionToSend.text == "/review ", "a space the user left after editing is theirs")
        var typed = TextEditor(text: "/review ")
        #expect(typed.submissionToSend.text == "/review ")
        typed.insert("more")
        #expect(typed.submissionToSend.text == "/review more")
    }

    /// Each completion that opened asked for the whole list again and prepared it: among 100,000 files, 60 to 100 ms
    /// before the first rows, every time `@` was typed.
    @Test("A fixed list is asked for once and serves every completion after it; another list is asked again")
    func fixedListsAreAskedOnce() async throws {
        actor Asked {
            var value = 0
            func add() { value += 1 }
        }
        struct Counted: CompletionSource {
            let trigger = CompletionTrigger(sigil: "@", anchor: .wordStart)
            let listIsFixed: Bool
            let asked: Asked
            func candidates(for query: String) async throws -> [CompletionCandidate] {
                await asked.add()
                return [CompletionCandidate(label: "main.swift")]
            }
        }
        for fixed in [true, false] {
            let asked = Asked()
            let harness = Harness([Counted(listIsFixed: fixed, asked: asked)])
            for text in ["@ma", "@ma x", "@mai"] {
                harness.controller.update(in: editor(text), edited: true)
                await harness.settle()
            }
            #expect(harness.controller.state?.rows.map(\.candidate.label) == ["main.swift"])
            #expect(await asked.value == (fixed ? 1 : 2), "fixed: \(fixed)")
        }
    }

    @Test("Dismissing keeps the text and the menu closed until the next edit; a caret move does not reopen it")
    func dismissUntilEdit() async {
        let harness = Harness([ListSource(trigger: commands, labels: ["/help"])])
        harness.controller.update(in: editor("/he"), edited: true)
        harness.controller.dismiss()
        #expect(harness.controller.state == nil)
        harness.controller.update(in: editor("/he"), edited: false)
        #expect(harness.controller.state == nil)
        harness.controller.update(in: editor("/hel"), edited: true)
        await harness.settle()
        #expect(harness.controller.state?.rows.map(\.candidate.label) == ["/help"])
    }

    @Test("The rows of the last answer stay while a newer query is searched, and the selection keeps its row")
    func keepsRowsWhileSearching() async throws {
        let harness = Harness([ListSource(trigger: files, labels: ["a.txt", "ab.txt", "abc.txt", "b.txt"])])
        harness.controller.update(in: editor("@a"), edited: true)
        await harness.settle()
        #expect(harness.controller.state?.rows.map(\.candidate.label) == ["a.txt", "ab.txt", "abc.txt"])
        harness.controller.moveSelection(by: 1)
        harness.controller.update(in: editor("@ab"), edited: true)
        let searching = try #require(harness.controller.state)
        #expect(searching.isSearching && searching.rows.count == 3 && searching.query == "ab")
        await harness.settle()
        let state = try #require(harness.controller.state)
        #expect(state.rows.map(\.candidate.label) == ["ab.txt", "abc.txt"])
        #expect(state.selectedRow == 0, "the selected ab.txt is now the first row")
        harness.controller.moveSelection(by: -1)
        #expect(harness.controller.state?.selectedRow == 1, "the selection wraps around")
    }

    @Test("A tapped row is selected and accepted; a row the menu does not have changes nothing")
    func selectingARow() async throws {
        let harness = Harness([ListSource(trigger: files, labels: ["a.txt", "ab.txt", "abc.txt"])])
        harness.controller.update(in: editor("see @a"), edited: true)
        await harness.settle()
        #expect(harness.controller.selectRow(2))
        #expect(!harness.controller.selectRow(2), "already selected")
        #expect(!harness.controller.selectRow(3), "no such row")
        #expect(harness.controller.state?.selectedRow == 2)
        let acceptance = try #require(harness.controller.accept())
        #expect(acceptance.range == 4..<6 && acceptance.text == "abc.txt ")
    }

    /// A source that searches by the query (a `--complete-with` command) is asked again for each new query, and the
    /// search for the old one is cancelled even when the new query extends it: left to finish, a slow command's copies
    /// piled up, one per key. The rows shown stay until the new answer comes.
    @Test("A new query cancels the search for the old one, even one it extends; the rows stay until the answer")
    func supersededSearchesAreCancelled() async throws {
        let cancelled = Asked()
        let gate = Gate()
        let source = ListSource(
            trigger: files, labels: [], listsEveryCandidate: false,
            search: { query in
                if query == "a" {
                    do { try await Task.sleep(nanoseconds: 60_000_000_000) } catch {
                        await cancelled.add(query)
                        throw error
                    }
                }
                if query == "abc" { await gate.wait() }
                return ["abc", "abd", "axe", "xyz"].filter { $0.hasPrefix(query) }
            })
        let harness = Harness([source])
        var answers = harness.answers.makeAsyncIterator()
        harness.controller.update(in: editor("@a"), edited: true)
        harness.controller.update(in: editor("@ab"), edited: true)
        let first = try #require(await answers.next())
        #expect(harness.controller.receive(first))
        #expect(harness.controller.state?.rows.map(\.candidate.label) == ["abc", "abd"])
        #expect(await cancelled.queries == ["a"], "the search for a was cancelled by ab")
        harness.controller.update(in: editor("@abc"), edited: true)
        #expect(harness.controller.state?.rows.map(\.candidate.label) == ["abc", "abd"], "the rows stay meanwhile")
        #expect(harness.controller.state?.isSearching == true)
        await gate.open()
        while let answer = await answers.next(), !harness.controller.receive(answer) {}
        #expect(harness.controller.state?.rows.map(\.candidate.label) == ["abc"])
        #expect(harness.controller.state?.isSearching == false)
    }

    @Test("A debounced source is asked once, for the last query of a quick burst of keys")
    func debounce() async throws {
        let asked = Asked()
        var source = ListSource(
            trigger: files, labels: [], listsEveryCandidate: false,
            search: { query in
                await asked.add(query)
                return ["abc"]
            })
        source.debounce = 50_000_000
        let harness = Harness([source])
        for text in ["@a", "@ab", "@abc"] { harness.controller.update(in: editor(text), edited: true) }
        await harness.settle()
        #expect(await asked.queries == ["abc"])
        #expect(harness.controller.state?.rows.map(\.candidate.label) == ["abc"])
    }

    @Test("The ask for a list goes on when the query changes in a way it does not extend")
    func listFetchSurvivesQueryChanges() async {
        let gate = Gate()
        let source = ListSource(
            trigger: files, labels: [],
            search: { _ in
                await gate.wait()
                return ["src/main.swift", "README.md"]
            })
        let harness = Harness([source])
        harness.controller.update(in: editor("@src/x"), edited: true)
        harness.controller.update(in: editor("@src"), edited: true)
        await gate.open()
        await harness.settle()
        #expect(harness.controller.state?.rows.map(\.candidate.label) == ["src/main.swift"])
        #expect(harness.controller.state?.isSearching == false)
    }

    @Test("A failing source shows the last line of its error in place of the rows")
    func failure() async {
        let harness = Harness([ListSource(trigger: files, labels: [], failure: "tags.sh: line 3\nnot found: ctags")])
        harness.controller.update(in: editor("@x"), edited: true)
        await harness.settle()
        #expect(harness.controller.state?.message == "not found: ctags")
        #expect(harness.controller.state?.rows.isEmpty == true)
    }

    @Test("In a platform view's text the range is in UTF-16 offsets, whatever precedes the trigger")
    func utf16Range() async {
        let harness = Harness([ListSource(trigger: files, labels: ["main.swift"])])
        let text = "👨‍👩‍👧 @ma"
        harness.controller.update(text: text, caretUTF16Offset: text.utf16.count, edited: true)
        await harness.settle()
        #expect(harness.controller.state?.range == 9..<12)
        #expect(harness.controller.accept()?.range == 9..<12)
    }

    @Test("An accepted element replaces the trigger, followed by a space")
    func acceptsElement() async throws {
        struct People: CompletionSource {
            let trigger = CompletionTrigger(sigil: "@", anchor: .wordStart)
            func candidates(for query: String) async throws -> [CompletionCandidate] {
                [CompletionCandidate(label: "ada", element: TextElement(kind: .mention, text: "@ada", payload: "36"))]
            }
        }
        let harness = Harness([People()])
        harness.controller.update(in: editor("hi @a"), edited: true)
        await harness.settle()
        let acceptance = try #require(harness.controller.accept())
        #expect(acceptance.range == 3..<5 && acceptance.text == " " && acceptance.element?.payload == "36")
    }
}

/// The queries a source was asked for, in order.
private actor Asked {
    var queries: [String] = []

    func add(_ query: String) { queries.append(query) }
}

/// Holds a search until the test opens it.
private actor Gate {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func wait() async {
        if isOpen { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    func open() {
        isOpen = true
        for waiter in waiters { waiter.resume() }
        waiters = []
    }
}

@Suite("An accepted completion in the editor")
struct TextEditorAcceptTests {
    @Test("The candidate and a space replace the trigger and query as one undo step, the caret after them")
    func acceptsText() {
        var editor = TextEditor(text: "see @ma")
        editor.accept(CompletionAcceptance(range: 4..<7, text: "@main.swift ", element: nil))
        #expect(editor.text == "see @main.swift ")
        #expect(editor.selection == TextSelection(caret: editor.storage.endPosition))
        editor.undo()
        #expect(editor.text == "see @ma")
    }

    @Test("An element is inserted whole, with the space after it")
    func acceptsElement() {
        var editor = TextEditor(text: "hi @a")
        editor.accept(
            CompletionAcceptance(
                range: 3..<5, text: " ", element: TextElement(kind: .mention, text: "@ada", payload: "36")))
        #expect(editor.text == "hi @ada ")
        #expect(editor.submission.elements.map(\.element.payload) == ["36"])
    }
}
