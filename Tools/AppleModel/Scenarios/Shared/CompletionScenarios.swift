// Completion in the platform text views, the same on both platforms: Core finds the trigger and the query in the
// view's text and caret (in UTF-16 units), the view hands each state to the app, and an accept is the user's edit.
import ExpandingTextCore
import ExpandingTextUI
import Foundation

#if canImport(AppKit)
import AppKit
#else
import UIKit
#endif

/// People to mention: every candidate at once, the matching ones ranked by Core; `@bob` inserts an element.
struct People: CompletionSource {
    let trigger = CompletionTrigger(sigil: "@", anchor: .wordStart)

    func candidates(for query: String) async throws -> [CompletionCandidate] {
        [
            CompletionCandidate(label: "@ana", description: "Ana Lima"),
            CompletionCandidate(label: "@andrew", description: "Andrew Moss"),
            CompletionCandidate(
                label: "@bob", description: "Bob Ito", element: TextElement(kind: .mention, text: "@bob", payload: "7")),
        ]
    }
}

/// The completion scenarios of one platform's screens, named after `platform`.
///
/// - Parameters:
///   - platform: `uikit` or `appkit`, the start of each scenario's name.
///   - makeScreen: A new screen, its view configured by the closure before it is laid out.
@MainActor
func completionScenarios(
    _ platform: String, makeScreen: @escaping @MainActor ((GrowingTextView) -> Void) -> any ElementEditingScreen
) -> [Scenario] {
    /// A screen whose view completes people, and the completions the app heard of, in order.
    func peopleScreen() -> (any ElementEditingScreen, Heard) {
        let heard = Heard()
        let screen = makeScreen { view in
            view.completionSources = [People()]
            view.onCompletionChange = { heard.states.append($0?.state) }
        }
        screen.focus()
        return (screen, heard)
    }
    return [
        Scenario(name: "\(platform): after an emoji, @an lists @ana and @andrew; accepting a row replaces @an") {
            checks in
            let (screen, heard) = peopleScreen()
            screen.type("👨‍👩‍👧 hi @an")
            let state = waitForRows(screen.view)
            checks.equal(state?.rows.map(\.candidate.label), ["@ana", "@andrew"], "the rows")
            // The family is 8 UTF-16 units: the trigger starts at 12, whatever the graphemes before it.
            checks.equal(state?.range, 12..<15, "the trigger's UTF-16 range")
            checks.equal(state?.query, "an", "the query")
            checks.expect(heard.states.contains { $0?.rows.count == 2 }, "the app did not hear of the rows")
            let accepted = screen.view.completion?.accept(row: 1) ?? false
            checks.expect(accepted, "accepting the second row failed")
            checks.equal(screen.shownText, "👨‍👩‍👧 hi @andrew ", "text after accepting")
            checks.equal(screen.selection, NSRange(location: 20, length: 0), "caret after accepting")
            checks.equal(screen.reported.last, "👨‍👩‍👧 hi @andrew ", "reported text")
            checks.expect(screen.view.completion == nil, "the completion stays open after accepting")
            checks.expect(heard.states.last == .some(nil), "the app did not hear the completion close")
        },
        Scenario(name: "\(platform): a candidate with an element inserts it as one unit, then a space") { checks in
            let (screen, _) = peopleScreen()
            screen.type("ask @bo")
            checks.equal(waitForRows(screen.view)?.rows.map(\.candidate.label), ["@bob"], "the rows")
            checks.expect(screen.view.completion?.accept() ?? false, "accepting the selected row failed")
            checks.equal(screen.shownText, "ask @bob ", "text after accepting")
            checks.equal(screen.view.submission.elements.map(\.element.payload), ["7"], "the element")
            screen.pressBackspace()
            screen.pressBackspace()
            checks.equal(screen.shownText, "ask ", "Backspace after the space takes the mention whole")
        },
        Scenario(name: "\(platform): a candidate past the character limit is refused, and the completion stays open") {
            checks in
            let (screen, _) = peopleScreen()
            screen.view.characterLimit = try? CharacterLimit(9)
            screen.type("hey @an")
            checks.equal(waitForRows(screen.view)?.rows.map(\.candidate.label), ["@ana", "@andrew"], "the rows")
            checks.expect(!(screen.view.completion?.accept(row: 1) ?? true), "@andrew was accepted past the limit")
            checks.equal(screen.shownText, "hey @an", "text after the refusal")
            checks.equal(screen.view.completion?.state.rows.count, 2, "rows after the refusal")
            checks.expect(screen.view.completion?.accept(row: 0) ?? false, "@ana, which fits, was refused")
            checks.equal(screen.shownText, "hey @ana ", "text after accepting @ana")
        },
        Scenario(name: "\(platform): dismissing leaves the text; the next edit opens the completion again") { checks in
            let (screen, _) = peopleScreen()
            screen.type("@a")
            checks.expect(waitForRows(screen.view) != nil, "no rows for @a")
            screen.view.completion?.dismiss()
            checks.expect(screen.view.completion == nil, "open after dismissing")
            checks.equal(screen.shownText, "@a", "text after dismissing")
            screen.type("n")
            checks.equal(waitForRows(screen.view)?.query, "an", "the query after the next key")
            screen.userSelects(NSRange(location: 0, length: 0))
            checks.expect(screen.view.completion == nil, "open with the caret away from the trigger")
        },
        Scenario(name: "\(platform): a composition is the input method's: the completion waits for its commit") {
            checks in
            let (screen, heard) = peopleScreen()
            screen.type("hi ")
            screen.compose("@a")
            checks.expect(screen.view.completion == nil && heard.states.isEmpty, "opened during the composition")
            screen.commitComposition("@a")
            checks.equal(waitForRows(screen.view)?.query, "a", "the query once committed")
            checks.equal(screen.shownText, "hi @a", "the committed text")
        },
    ]
}

/// The completion states an app's callback received.
@MainActor
final class Heard {
    var states: [CompletionState?] = []
    var completions: [ExpandingTextCompletion?] = []
}

/// Lets the run loop turn until the view's completion has rows, as the searches' answers arrive on the main queue;
/// nil after two seconds without.
@MainActor
func waitForRows(_ view: GrowingTextView) -> CompletionState? {
    for _ in 0..<400 {
        settle()
        if let state = view.completion?.state, !state.rows.isEmpty, !state.isSearching { return state }
        usleep(5_000)
    }
    return nil
}
