import AppKit
import ExpandingTextCore
import ExpandingTextUI
import Foundation

@MainActor
let appKitScenarios: [Scenario] = [
    Scenario(name: "appkit: typing grows line by line, reported to the app") { checks in
        let screen = AppKitScreen()
        screen.click()
        checks.equal(screen.view.frame.height, linesHeight(1), "height when empty")
        screen.type("Hello")
        checks.equal(screen.reported.last, "Hello", "reported text")
        screen.type("\n2\n3")
        checks.equal(screen.view.frame.height, linesHeight(3), "height with three lines")
        checks.expect(placeholderHidden(screen.view), "placeholder hidden with text")
    },
    Scenario(name: "appkit: the placeholder follows centred and right-aligned text") { checks in
        let centred = AppKitScreen {
            $0.placeholder = "Message"
            $0.textView.alignment = .center
        }
        let label = { (view: GrowingTextView) in view.contentView.subviews.compactMap { $0 as? NSTextField }.first }
        checks.equal(label(centred.view)?.frame.midX, centred.view.bounds.width / 2, "centred placeholder's middle")
        let right = AppKitScreen {
            $0.placeholder = "Message"
            $0.textView.alignment = .right
        }
        checks.equal(label(right.view)?.frame.maxX, right.view.bounds.width - 5, "right-aligned placeholder's edge")
    },
    Scenario(name: "appkit: text set from code during a composition waits for the commit") { checks in
        let screen = AppKitScreen()
        screen.click()
        screen.textView.compose("か")
        checks.equal(screen.view.setText("Draft"), false, "setText deferred")
        screen.textView.commit("花")
        settle()
        checks.equal(screen.textView.string, "Draft", "the app's value after the commit")
    },
    Scenario(name: "appkit: focus requested before the view is in a window") { checks in
        let window = NSWindow(width: 320, height: 600)
        Windows.all = [window]
        let view = GrowingTextView(frame: NSRect(x: 0, y: 0, width: 320, height: 20))
        var focus: [Bool] = []
        view.onFocusChange = { focus.append($0) }
        view.requestFocus()
        window.rootView.addSubview(view)
        settle()
        checks.expect(window.firstResponder === view.textView, "text view is first responder")
        checks.equal(focus, [true], "focus reports")
        view.releaseFocus()
        checks.expect(window.firstResponder !== view.textView, "focus released")
    },
    Scenario(name: "appkit: autofocus on the first appearance only") { checks in
        let window = NSWindow(width: 320, height: 600)
        Windows.all = [window]
        let view = GrowingTextView(frame: NSRect(x: 0, y: 0, width: 320, height: 20))
        view.autofocusOnFirstAppearance = true
        window.rootView.addSubview(view)
        settle()
        checks.expect(window.firstResponder === view.textView, "focused on first appearance")
        window.makeFirstResponder(nil)
        view.removeFromSuperview()
        window.rootView.addSubview(view)
        settle()
        checks.expect(window.firstResponder !== view.textView, "not focused on the second appearance")
    },
    Scenario(name: "appkit: undo after the app set the text") { checks in
        let screen = AppKitScreen()
        screen.click()
        screen.type("Hello")
        screen.view.setText("Hello world")
        settle()
        screen.textView.undo()
        settle()
        checks.equal(screen.textView.string, "Hello", "text after undo")
        checks.equal(screen.reported.last, "Hello", "undo reported")
    },
    Scenario(name: "appkit: Return submits, Option-Return inserts a line break") { checks in
        var submitted = 0
        let screen = AppKitScreen {
            $0.returnKeyBehavior = .submit
        }
        screen.view.onSubmit = { submitted += 1 }
        screen.click()
        screen.type("Hi")
        screen.textView.pressReturn()
        checks.equal(submitted, 1, "submits")
        checks.equal(screen.textView.string, "Hi", "no newline on submit")
        screen.textView.pressReturn(.option)
        checks.equal(submitted, 1, "Option-Return does not submit")
        checks.equal(screen.textView.string, "Hi\n", "Option-Return inserts a newline")
    },
    Scenario(name: "appkit: Return inserts a newline by default") { checks in
        var submitted = 0
        let screen = AppKitScreen()
        screen.view.onSubmit = { submitted += 1 }
        screen.click()
        screen.type("Hi")
        screen.textView.pressReturn()
        checks.equal(submitted, 0, "no submit")
        checks.equal(screen.textView.string, "Hi\n", "newline")
    },
    Scenario(name: "appkit: typing past the character limit is trimmed") { checks in
        let screen = AppKitScreen { $0.characterLimit = try? CharacterLimit(5) }
        screen.click()
        screen.type("Hello")
        userPastes(" world", into: screen.view)
        checks.equal(screen.textView.string, "Hello", "text")
    },
    Scenario(name: "appkit: a paste past the character limit keeps what fits") { checks in
        let screen = AppKitScreen { $0.characterLimit = try? CharacterLimit(8) }
        screen.click()
        screen.type("Hello")
        userPastes(" world", into: screen.view)
        checks.equal(screen.textView.string, "Hello wo", "text after the paste")
        checks.equal(screen.textView.selectedRange().location, 8, "caret after the pasted text")
        checks.equal(screen.reported.last, "Hello wo", "reported text")
    },
    Scenario(name: "appkit: the height follows the lines beside a scroller shown at all times") { checks in
        // 47 characters fit on one line of the scroll view's width but not beside a legacy scroller.
        let screen = AppKitScreen { $0.autohidesScrollers = false }
        screen.click()
        userPastes("12345 12345 12345 12345 12345 12345 12345 12345", into: screen.view)
        let lines = screen.textView.layout.lines.count
        checks.equal(screen.view.frame.height, linesHeight(lines), "height for the \(lines) lines shown")
        screen.view.frame.size.width = 200
        settle()
        let narrow = screen.textView.layout.lines.count
        checks.equal(screen.view.frame.height, linesHeight(narrow), "height for the \(narrow) lines after a resize")
    },
    Scenario(name: "appkit: text set from code reaches a read-only view") { checks in
        let screen = AppKitScreen()
        screen.click()
        screen.type("Hello")
        screen.textView.isEditable = false
        screen.view.setText("")
        settle()
        checks.equal(screen.textView.string, "", "text after the app cleared it")
        checks.expect(!placeholderHidden(screen.view), "placeholder shown again")
    },
    Scenario(name: "appkit: composing shows the text and grows the view") { checks in
        let screen = AppKitScreen()
        screen.click()
        screen.type("1\n2")
        let before = screen.view.frame.height
        screen.textView.compose("か\nか")
        settle()
        checks.expect(screen.view.frame.height > before, "height grows while composing")
        let empty = AppKitScreen()
        empty.click()
        empty.textView.compose("か")
        settle()
        checks.expect(placeholderHidden(empty.view), "placeholder hidden while composing")
    },
    Scenario(name: "appkit: the caret stays visible past the maximum and after a width change") { checks in
        let screen = AppKitScreen()
        screen.click()
        userPastes("1\n2\n3\n4\n5\n6\n7\n8", into: screen.view)
        checks.equal(screen.view.frame.height, linesHeight(5), "height at the maximum")
        checks.expect(caretIsVisible(screen.view), "caret visible after the paste")
        screen.view.frame.size.width = 200
        settle()
        checks.equal(screen.textView.frame.height, linesHeight(8), "text view height after the width change")
        checks.expect(caretIsVisible(screen.view), "caret visible after the width change")
    },
    Scenario(name: "appkit: a width change re-measures in the same layout pass") { checks in
        let screen = AppKitScreen()
        screen.click()
        userPastes("12345 12345 12345 12345 12345 12345 12345 12345", into: screen.view)
        screen.view.frame.size.width = 150
        screen.window.layoutIfNeeded()
        let lines = screen.textView.layout.lines.count
        checks.expect(lines > 1, "the text wraps at the narrow width")
        checks.equal(
            screen.view.intrinsicContentSize.height, linesHeight(lines),
            "height asked for by the end of the layout pass for the \(lines) lines")
    },
    Scenario(name: "appkit: a font change re-measures") { checks in
        let screen = AppKitScreen()
        screen.click()
        screen.type("1\n2")
        screen.view.font = NSFont.systemFont(ofSize: 20)
        settle()
        // Two lines of 20 pt are 25 pt each.
        checks.equal(screen.view.frame.height, 50, "height of two lines after the font change")
        screen.view.font = NSFont.systemFont(ofSize: 10)
        settle()
        checks.equal(screen.view.frame.height, 25, "height of two lines after a smaller font")
    },
    Scenario(name: "appkit: a text container inset change re-measures") { checks in
        let screen = AppKitScreen()
        screen.click()
        screen.type("1\n2")
        screen.view.textContainerInset = NSSize(width: 4, height: 10)
        settle()
        checks.equal(screen.view.frame.height, linesHeight(2) + 20, "height with 10 points above and below")
        screen.view.textContainerInset = NSSize(width: 4, height: 2)
        settle()
        checks.equal(screen.view.frame.height, linesHeight(2) + 4, "height with 2 points above and below")
    },
    Scenario(name: "appkit: text assigned to the text view directly is what a later value is compared with") { checks in
        let screen = AppKitScreen()
        screen.click()
        screen.view.setText("Draft")
        settle()
        screen.textView.string = "1\n2\n3"
        settle()
        checks.equal(screen.view.frame.height, linesHeight(3), "height after the assignment")
        screen.view.setText("Draft")
        settle()
        checks.equal(screen.textView.string, "Draft", "text after the app set its earlier value again")
        checks.equal(screen.view.frame.height, linesHeight(1), "height after the app's value")
    },
]
