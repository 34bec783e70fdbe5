import ExpandingTextUI
import Foundation
import SwiftUI
import UIKit

/// An ExpandingTextView whose focus is a `@FocusState`, as an iOS 15 app writes it.
@MainActor
final class FocusStateScreen {
    let draft = ModelStateLocation("")
    let focus = ModelStateLocation(false)
    let host: ModelHost

    init() {
        let draft = draft
        let focus = focus
        host = ModelHost {
            ExpandingTextView("Message", text: draft.binding, isFocused: FocusState<Bool>.Binding(location: focus))
        }
        host.show(updatingOn: draft, focus)
    }

    var view: GrowingTextView { host.views[0] as! GrowingTextView }
}

@MainActor
let apiScenarios: [Scenario] = [
    Scenario(name: "swiftui: a FocusState binding focuses the view and follows the keyboard") { checks in
        let screen = FocusStateScreen()
        checks.equal(screen.view.isFirstResponder, false, "first responder before the app asks")
        screen.focus.value = true
        settle()
        checks.equal(screen.view.isFirstResponder, true, "first responder once the focus state is true")
        screen.view.resignFirstResponder()
        settle()
        checks.equal(screen.focus.value, false, "focus state after the keyboard is dismissed")
        screen.view.becomeFirstResponder()
        settle()
        checks.equal(screen.focus.value, true, "focus state after the user taps the view")
    },
    Scenario(name: "swiftui: a localised placeholder key falls back to the key itself") { checks in
        let screen = FocusStateScreen()
        checks.equal(screen.view.placeholder, "Message", "placeholder")
        checks.equal(placeholderHidden(screen.view), false, "placeholder shown while empty")
    },
    Scenario(name: "swiftui: committing the composition before a send gives the binding the committed text") { checks in
        let screen = SwiftUIScreen()
        screen.view.becomeFirstResponder()
        screen.type("Hi ")
        screen.view.setMarkedText("にほん", selectedRange: NSRange(location: 3, length: 0))
        screen.view.setMarkedText("日本", selectedRange: NSRange(location: 2, length: 0))
        settle()
        checks.equal(screen.draft.value, "Hi ", "binding during the composition")
        // The send button's action: commit, then read the binding in the same turn of the run loop.
        ExpandingTextView.commitMarkedText()
        checks.equal(screen.draft.value, "Hi 日本", "binding right after the commit")
        checks.expect(screen.view.markedTextRange == nil, "composition ended")
        ExpandingTextView.commitMarkedText()
        checks.equal(screen.draft.value, "Hi 日本", "a second commit changes nothing")
    },
    Scenario(name: "uikit: commitMarkedText reports the committed text before it returns") { checks in
        let screen = UIKitScreen()
        screen.tap()
        screen.view.setMarkedText("にほん", selectedRange: NSRange(location: 3, length: 0))
        settle()
        let before = screen.reported
        screen.view.commitMarkedText()
        checks.equal(screen.reported.last, "にほん", "last reported text")
        checks.expect(
            screen.reported.count == before.count + 1, "reported once, got \(screen.reported.count - before.count)")
        checks.equal(screen.view.text, "にほん", "text")
    },
    Scenario(name: "swiftui: enablesReturnKeyAutomatically reaches the text view") { checks in
        let screen = SwiftUIScreen {
            $0.expandingTextInputTraits(returnKeyType: .send, enablesReturnKeyAutomatically: true)
        }
        checks.equal(screen.view.enablesReturnKeyAutomatically, true, "enablesReturnKeyAutomatically")
        checks.equal(screen.view.returnKeyType, .send, "returnKeyType")
    },
]
