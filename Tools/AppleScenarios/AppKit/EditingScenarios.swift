import AppKit
import ExpandingTextCore
import ExpandingTextUI
import Foundation

@MainActor
let appKitEditingScenarios: [Scenario] = [
    Scenario(name: "appkit: a composition the input method commits reaches the app") { checks in
        // Whether the commit comes as insertText or as unmarkText, and whether the composing steps post a change
        // notification, is what the model's switches vary.
        let screen = AppKitScreen { $0.placeholder = "Message" }
        screen.click()
        screen.type("a")
        screen.textView.compose("か")
        settle()
        checks.equal(screen.reported.last, "a", "reported text while composing")
        screen.textView.commit("花")
        settle()
        checks.equal(screen.textView.string, "a花", "text after the commit")
        checks.equal(screen.reported.last, "a花", "reported text after the commit")
        checks.equal(screen.textView.selectedRange().location, 2, "caret after the committed text")
        checks.expect(placeholderHidden(screen.view), "placeholder hidden")
        screen.type("b")
        checks.equal(screen.reported.last, "a花b", "reported text after typing on")
    }
]
