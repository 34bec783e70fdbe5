// Elements in the platform text views, the same on both platforms for the same steps: one controller keeps them
// atomic for both views. Each set's harness makes its screen an `ElementEditingScreen` with its platform's user
// actions.
import ExpandingTextCore
import ExpandingTextUI
import Foundation

#if canImport(AppKit)
import AppKit
#else
import UIKit
#endif

/// A growing text view in a window, with the user's editing actions of its platform.
@MainActor
protocol ElementEditingScreen: AnyObject {
    /// The view under test.
    var view: GrowingTextView { get }
    /// Each text `onTextChange` reported.
    var reported: [String] { get }
    /// The text the view shows.
    var shownText: String { get }
    /// The view's selection.
    var selection: NSRange { get }
    /// Whether an input method's composition is in progress.
    var isComposing: Bool { get }
    /// Gives the view the keyboard focus, as a tap or a click does.
    func focus()
    /// Types `text` as the keyboard does, and lets the run loop settle.
    func type(_ text: String)
    /// Puts the selection at `range` as a tap, a click or a drag does, and lets the run loop settle.
    func userSelects(_ range: NSRange)
    /// Presses Backspace, and lets the run loop settle.
    func pressBackspace()
    /// The input method shows `text` as marked text; the run loop settles.
    func compose(_ text: String)
    /// The input method commits `text` in place of the marked text; the run loop settles.
    func commitComposition(_ text: String)
    /// Chooses Paste (the edit menu, Command-V) when the platform offers it; the run loop settles.
    ///
    /// - Returns: Whether Paste was offered.
    func pasteFromMenu() -> Bool
}

/// The scenarios of elements for one platform's screens, named after `platform`.
///
/// - Parameters:
///   - platform: `uikit` or `appkit`, the start of each scenario's name.
///   - makeScreen: A new screen, its view configured by the closure before it is laid out.
@MainActor
func elementScenarios(
    _ platform: String, makeScreen: @escaping @MainActor ((GrowingTextView) -> Void) -> any ElementEditingScreen
) -> [Scenario] {
    /// The screen with "Hi @ada!" typed, the mention inserted as an element, the caret at the end.
    func mentionScreen(configure: (GrowingTextView) -> Void = { _ in }) -> (any ElementEditingScreen, Bool) {
        let screen = makeScreen(configure)
        screen.focus()
        screen.type("Hi ")
        let inserted = screen.view.insertElement(TextElement(kind: .mention, text: "@ada", payload: "user-36"))
        settle()
        screen.type("!")
        return (screen, inserted)
    }
    func mentionTexts(_ screen: any ElementEditingScreen) -> [String] {
        let submission = screen.view.submission
        return submission.elements.map { String(submission.text[$0.range]) }
    }
    return [
        Scenario(name: "\(platform): an element is one unit: a tap inside moves the caret out, Backspace removes it") {
            checks in
            let (screen, inserted) = mentionScreen()
            checks.expect(inserted, "insertElement refused the mention")
            checks.equal(screen.shownText, "Hi @ada!", "text")
            checks.equal(screen.reported.last, "Hi @ada!", "reported text")
            checks.equal(screen.view.submission.elements.map(\.element.payload), ["user-36"], "the submission")
            screen.userSelects(NSRange(location: 5, length: 0))
            checks.equal(screen.selection, NSRange(location: 3, length: 0), "caret after a tap inside, moving left")
            screen.userSelects(NSRange(location: 6, length: 0))
            checks.equal(screen.selection, NSRange(location: 7, length: 0), "caret after a tap inside, moving right")
            screen.pressBackspace()
            checks.equal(screen.shownText, "Hi !", "text after Backspace after the mention")
            checks.equal(screen.reported.last, "Hi !", "reported text after Backspace")
            checks.expect(screen.view.submission.elements.isEmpty, "the mention is still an element")
        },
        Scenario(name: "\(platform): typing before an element moves it, a selection into it takes it whole") { checks in
            let (screen, _) = mentionScreen()
            screen.userSelects(NSRange(location: 3, length: 0))
            screen.type("x")
            checks.equal(screen.shownText, "Hi x@ada!", "text")
            checks.equal(mentionTexts(screen), ["@ada"], "the mention moved")
            screen.userSelects(NSRange(location: 1, length: 4))
            checks.equal(screen.selection, NSRange(location: 1, length: 7), "the selection takes the mention")
            screen.type("o")
            checks.equal(screen.shownText, "Ho!", "text after typing over the selection")
        },
        Scenario(name: "\(platform): a composition next to an element is left to the input method") { checks in
            let (screen, _) = mentionScreen()
            screen.userSelects(NSRange(location: 7, length: 0))
            screen.compose("か")
            checks.expect(screen.isComposing, "the composition was ended")
            screen.commitComposition("花")
            checks.equal(screen.shownText, "Hi @ada花!", "text after the commit")
            checks.equal(mentionTexts(screen), ["@ada"], "the mention survived")
        },
        Scenario(name: "\(platform): a plain value keeps an element whose text stays, a change of it makes it plain") {
            checks in
            let (screen, _) = mentionScreen()
            screen.view.setText("Hi @ada! Bye")
            settle()
            checks.equal(mentionTexts(screen), ["@ada"], "elements after a write that kept the mention")
            screen.view.setText("Hi @eda! Bye")
            settle()
            checks.expect(
                screen.view.submission.elements.isEmpty, "a write that changed the mention left it an element")
        },
        Scenario(name: "\(platform): an element that does not fit the character limit is refused") { checks in
            let (screen, inserted) = mentionScreen { $0.characterLimit = try? CharacterLimit(5) }
            checks.expect(!inserted, "the mention was inserted past the limit")
            checks.equal(screen.shownText, "Hi !", "text")
        },
    ]
}
