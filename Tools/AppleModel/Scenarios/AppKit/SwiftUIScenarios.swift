import AppKit
import ExpandingTextUI
import Foundation
import SwiftUI

@MainActor
let swiftUIScenarios: [Scenario] = [
    Scenario(name: "swiftui (AppKit): sizeThatFits at a narrow width wraps") { checks in
        let screen = SwiftUIScreen(text: "a few words that wrap at a narrow width", width: 100)
        checks.equal(screen.view.frame.width, 100, "width")
        checks.expect(screen.view.frame.height > linesHeight(1), "no wrap at 100 pt")
    },
    Scenario(name: "swiftui (AppKit): a disabled view still clears when the app sends") { checks in
        let screen = SwiftUIScreen()
        screen.host.window.makeFirstResponder(screen.view.textView)
        settle()
        screen.type("Hello")
        screen.enabled.value = false
        screen.draft.value = ""
        settle()
        checks.equal(screen.view.textView.string, "", "text after a send that also disables")
        screen.enabled.value = true
        settle()
        screen.type("Again")
        screen.enabled.value = false
        settle()
        screen.draft.value = ""
        settle()
        checks.equal(screen.view.textView.string, "", "text after a send while disabled")
        screen.type("x")
        checks.equal(screen.view.textView.string, "", "no typing while disabled")
    },
    Scenario(name: "swiftui (AppKit): the focus binding moves the focus after the update") { checks in
        let screen = SwiftUIScreen()
        screen.focused.value = true
        settle()
        checks.expect(screen.host.window.firstResponder === screen.view.textView, "focused")
        screen.focused.value = false
        settle()
        checks.expect(screen.host.window.firstResponder !== screen.view.textView, "unfocused")
        checks.equal(screen.focused.value, false, "binding")
    },
    Scenario(name: "swiftui (AppKit): a composition the input method commits reaches the binding") { checks in
        let screen = SwiftUIScreen()
        screen.host.window.makeFirstResponder(screen.view.textView)
        settle()
        screen.view.textView.compose("か")
        settle()
        checks.equal(screen.draft.value, "", "binding while composing")
        screen.view.textView.commit("花")
        settle()
        checks.equal(screen.draft.value, "花", "binding after the commit")
        checks.equal(screen.view.textView.string, "花", "text after the commit")
    },
    Scenario(name: "swiftui (AppKit): committing the composition before a send gives the binding the committed text") {
        checks in
        let screen = SwiftUIScreen()
        screen.focused.value = true
        settle()
        screen.view.textView.compose("か")
        settle()
        // The send button's action: commit, then read the binding on the next line.
        ExpandingTextView.commitMarkedText()
        checks.equal(screen.draft.value, "か", "binding the send reads")
        screen.draft.value = ""
        settle()
        checks.equal(screen.view.textView.string, "", "text after the send cleared the binding")
        checks.equal(screen.focused.value, true, "focus binding")
    },
    Scenario(name: "swiftui (AppKit): the remaining-characters count keeps clear of the last line") { checks in
        let screen = SwiftUIScreen { $0.expandingTextCharacterLimit(60, threshold: 50) }
        screen.host.window.makeFirstResponder(screen.view.textView)
        settle()
        // 15 characters leave 45, within the threshold: the count shows from here on.
        userPastes("1\n2\n3\n4\n5\n6\n7\n8", into: screen.view)
        checks.expect(
            screen.view.frame.height >= linesHeight(5) + remainingCountHeight,
            "height \(screen.view.frame.height) at the maximum leaves no room for the count")
        checks.expect(lastLineClearsCount(screen.view), "the last line at the maximum runs under the count")
        checks.expect(caretIsVisible(screen.view), "caret hidden at the maximum")
        screen.view.textView.setSelectedRange(NSRange(location: 0, length: 15))
        screen.view.textView.deleteBackwardKey()
        settle()
        screen.type("12345678901")
        settle()
        checks.equal(screen.view.textView.string, "12345678901", "text after retyping")
        checks.expect(
            screen.view.frame.height >= linesHeight(1) + remainingCountHeight,
            "height \(screen.view.frame.height) with one line leaves no room for the count")
        checks.expect(lastLineClearsCount(screen.view), "one line runs under the count")
        screen.view.textView.deleteBackwardKey()
        settle()
        // 10 characters leave 50, still within the threshold; 9 leave 51, and the count goes.
        screen.view.textView.deleteBackwardKey()
        settle()
        checks.equal(screen.view.frame.height, linesHeight(1), "height once the count is gone")
    },
]
