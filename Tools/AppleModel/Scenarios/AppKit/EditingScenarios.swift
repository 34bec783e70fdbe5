import AppKit
import ExpandingTextCore
import ExpandingTextUI
import Foundation

/// A delegate of the app's own on the text view, recording what it heard.
@MainActor
final class AppTextViewDelegate: NSObject, NSTextViewDelegate {
    var changes = 0
    var selectionChanges = 0
    var commands: [Selector] = []
    var refusesChanges = false

    func textView(
        _ textView: NSTextView,
        shouldChangeTextIn affectedCharRange: NSRange,
        replacementString: String?
    ) -> Bool { !refusesChanges }

    func textDidChange(_ notification: Notification) { changes += 1 }

    func textViewDidChangeSelection(_ notification: Notification) { selectionChanges += 1 }

    func textView(_ textView: NSTextView, doCommandBy commandSelector: Selector) -> Bool {
        commands.append(commandSelector)
        return false
    }
}

/// An app's delegate that only decides whether editing may begin, which the view does not handle itself.
@MainActor
final class EditingGateDelegate: NSObject, NSTextViewDelegate {
    var questions = 0
    var allowsEditing = false

    func textShouldBeginEditing(_ textObject: NSText) -> Bool {
        questions += 1
        return allowsEditing
    }
}

@MainActor
let appKitEditingScenarios: [Scenario] = [
    Scenario(name: "appkit: the app's delegate hears a callback the view does not implement itself") { checks in
        let appDelegate = EditingGateDelegate()
        let screen = AppKitScreen()
        screen.textView.delegate = appDelegate
        screen.click()
        screen.type("a")
        checks.expect(appDelegate.questions > 0, "textShouldBeginEditing never reached the app's delegate")
        checks.equal(screen.textView.string, "", "text typed although the app's delegate refused editing")
        appDelegate.allowsEditing = true
        screen.type("b")
        checks.equal(screen.textView.string, "b", "text once editing is allowed")
    },
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
    },
    Scenario(name: "appkit: clearing after growing past the maximum returns to the minimum and the top") { checks in
        let screen = AppKitScreen { $0.placeholder = "Message" }
        screen.click()
        for line in 1...8 { screen.type(line == 1 ? "\(line)" : "\n\(line)") }
        checks.equal(screen.view.frame.height, linesHeight(5), "height at the maximum")
        checks.expect(screen.view.scrollOffset > 0, "scrolled to the caret")
        checks.expect(caretIsVisible(screen.view), "caret visible while typing")
        screen.view.setText("")
        settle()
        checks.equal(screen.textView.string, "", "text after the app cleared it")
        checks.equal(screen.view.frame.height, linesHeight(1), "height after clearing")
        checks.equal(screen.view.intrinsicContentSize.height, linesHeight(1), "intrinsic height after clearing")
        checks.equal(screen.view.scrollOffset, 0, "scroll position after clearing")
        checks.equal(screen.view.isAtMaximumHeight, false, "at the maximum after clearing")
        checks.expect(!placeholderHidden(screen.view), "placeholder shown after clearing")
        checks.equal(screen.textView.selectedRange(), NSRange(location: 0, length: 0), "caret after clearing")
        checks.expect(screen.window.firstResponder === screen.textView, "focus kept")
        checks.equal(screen.reported.last, "1\n2\n3\n4\n5\n6\n7\n8", "the app's own clearing is not reported back")
        screen.type("x")
        checks.equal(screen.reported.last, "x", "typing after clearing")
        checks.equal(screen.view.frame.height, linesHeight(1), "height after typing again")
    },
    Scenario(name: "appkit: a view set up before it is in a window measures at the window's scale") { checks in
        // The placeholder is set before the view is added, so its first measurement has no window to ask.
        let screen = AppKitScreen { $0.placeholder = "Message" }
        checks.equal(screen.view.frame.height, linesHeight(1), "height when empty, in half points at 2x")
        screen.click()
        screen.type("1\n2\n3\n4\n5\n6")
        checks.equal(screen.view.frame.height, linesHeight(5), "height at the maximum, in half points at 2x")
    },
    Scenario(name: "appkit: an app's own text view delegate is called, and the view keeps working") { checks in
        let appDelegate = AppTextViewDelegate()
        var submitted = 0
        let screen = AppKitScreen {
            $0.characterLimit = try? CharacterLimit(6)
            $0.returnKeyBehavior = .submit
        }
        screen.view.onSubmit = { submitted += 1 }
        screen.textView.delegate = appDelegate
        screen.click()
        screen.type("Hello!?")
        checks.equal(screen.textView.string, "Hello!", "text at the limit")
        checks.equal(screen.reported.last, "Hello!", "reported text")
        checks.expect(appDelegate.changes > 0, "the app's delegate hears changes")
        checks.expect(appDelegate.selectionChanges > 0, "the app's delegate hears selection changes")
        screen.textView.pressReturn()
        checks.equal(submitted, 1, "Return submits")
        checks.equal(screen.textView.string, "Hello!", "no newline on submit")
        checks.equal(appDelegate.commands.count, 0, "a Return that submitted is not passed on as a command")
        screen.textView.deleteBackwardKey()
        screen.textView.pressReturn(.option)
        settle()
        checks.equal(submitted, 1, "Option-Return does not submit")
        checks.equal(appDelegate.commands.count, 1, "the app's delegate hears the Option-Return command")
        checks.equal(screen.textView.string, "Hello\n", "Option-Return inserts a line break")
        checks.equal(screen.reported.last, "Hello\n", "reported text after the line break")
        checks.equal(screen.view.frame.height, linesHeight(2), "height with two lines")
        appDelegate.refusesChanges = true
        screen.textView.deleteBackwardKey()
        settle()
        checks.equal(screen.textView.string, "Hello\n", "the app's delegate vetoes an edit")
        screen.view.setText("Hi")
        settle()
        checks.equal(screen.textView.string, "Hi", "text set from code, which the app's delegate cannot veto")
        checks.equal(screen.reported.last, "Hello\n", "text set from code is not reported")
        checks.equal(screen.view.frame.height, linesHeight(1), "height after the app set the text")
        checks.expect(screen.textView.delegate !== appDelegate, "the view's own delegate stays in place")
    },
    Scenario(name: "appkit: commitMarkedText before a send gives the app the committed text at once") { checks in
        let screen = AppKitScreen()
        screen.click()
        screen.type("a")
        screen.textView.compose("か")
        settle()
        // The user clicks Send mid-composition; the app commits, then reads the text on the same line.
        screen.view.commitMarkedText()
        checks.equal(screen.textView.hasMarkedText(), false, "composing after the commit")
        checks.equal(screen.view.text, "aか", "text the app reads")
        checks.equal(screen.reported.last, "aか", "reported before commitMarkedText returns")
        checks.equal(screen.textView.selectedRange(), NSRange(location: 2, length: 0), "caret after the commit")
        checks.equal(screen.textView.inputContext?.discardedSessions, 1, "the input method told the session is over")
        let reports = screen.reported.count
        screen.view.commitMarkedText()
        settle()
        checks.equal(screen.reported.count, reports, "a second commit without a composition reports nothing")
        screen.view.setText("")
        settle()
        checks.equal(screen.textView.string, "", "text after the app sent and cleared it")
        checks.equal(screen.view.frame.height, linesHeight(1), "height after the send")
        checks.expect(screen.window.firstResponder === screen.textView, "focus kept for the next message")
    },
]
