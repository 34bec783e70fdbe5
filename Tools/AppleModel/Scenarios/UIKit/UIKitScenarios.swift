import ExpandingTextUI
import Foundation
import UIKit

/// An app's own delegate on the UIKit view, as apps set one for their own needs.
@MainActor
final class AppDelegate: NSObject, UITextViewDelegate {
    var changes = 0
    var began = 0

    func textViewDidChange(_ textView: UITextView) { changes += 1 }

    func textViewDidBeginEditing(_ textView: UITextView) { began += 1 }
}

/// An app's delegate that hears only what the view does not handle itself: scrolling, and the question whether to
/// begin editing.
@MainActor
final class ScrollWatchingDelegate: NSObject, UITextViewDelegate {
    var scrolls = 0
    var beginQuestions = 0
    var allowsEditing = true

    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        beginQuestions += 1
        return allowsEditing
    }
}

@MainActor
let uikitScenarios: [Scenario] = [
    Scenario(name: "uikit: the user taps and types a word") { checks in
        let screen = UIKitScreen { $0.placeholder = "Message" }
        checks.expect(!placeholderHidden(screen.view), "placeholder hidden before typing")
        screen.tap()
        screen.type("Hello")
        checks.equal(screen.view.text, "Hello", "text")
        checks.equal(screen.reported.last, "Hello", "reported text")
        checks.equal(screen.view.selectedRange, NSRange(location: 5, length: 0), "selection")
        checks.equal(screen.view.frame.height, linesHeight(1), "height")
        checks.expect(placeholderHidden(screen.view), "placeholder shown over text")
    },
    Scenario(name: "uikit: the placeholder follows centred and right-aligned text") { checks in
        let screen = UIKitScreen {
            $0.placeholder = "Message"
            $0.textAlignment = .center
        }
        let label = screen.view.subviews.compactMap { $0 as? UILabel }.first
        checks.equal(label?.frame.midX, 160, "centred placeholder's middle")
        screen.view.textAlignment = .right
        settle()
        checks.equal(label?.frame.maxX, 320 - 5, "right-aligned placeholder's right edge")
    },
    Scenario(name: "uikit: the user deletes back to empty") { checks in
        let screen = UIKitScreen { $0.placeholder = "Message" }
        screen.tap()
        screen.type("Hi")
        screen.view.deleteBackward()
        checks.equal(screen.reported.last, "H", "reported text after one delete")
        screen.view.deleteBackward()
        settle()
        checks.equal(screen.view.text, "", "text")
        checks.equal(screen.reported.last, "", "reported text")
        checks.expect(!placeholderHidden(screen.view), "placeholder not back")
    },
    Scenario(name: "uikit: the app's delegate hears the callbacks the view does not implement itself") { checks in
        let appDelegate = ScrollWatchingDelegate()
        let screen = UIKitScreen()
        screen.view.delegate = appDelegate
        appDelegate.allowsEditing = false
        screen.tap()
        checks.equal(appDelegate.beginQuestions, 1, "textViewShouldBeginEditing calls")
        checks.expect(!screen.view.isFirstResponder, "focused although the app's delegate refused editing")
        appDelegate.allowsEditing = true
        screen.tap()
        screen.type("one\ntwo\nthree\nfour\nfive\nsix\nseven")
        checks.expect(appDelegate.scrolls > 0, "scrollViewDidScroll never reached the app's delegate")
        checks.equal(screen.view.text, "one\ntwo\nthree\nfour\nfive\nsix\nseven", "text")
    },
    Scenario(name: "uikit: typing grows line by line up to five lines, then scrolls with the caret visible") { checks in
        let screen = UIKitScreen()
        screen.tap()
        screen.type("one\ntwo\nthree")
        checks.equal(screen.view.frame.height, linesHeight(3), "height at three lines")
        screen.type("\nfour\nfive\nsix\nseven")
        checks.equal(screen.view.frame.height, linesHeight(5), "height at the maximum")
        checks.expect(screen.view.isAtMaximumHeight, "not at maximum")
        checks.expect(screen.caretIsVisible, "caret scrolled out of view")
        checks.equal(screen.view.contentOffset.y, screen.view.maximumOffsetY, "content offset")
    },
    Scenario(name: "uikit: Return at the end of the text shows the empty line the caret moves to") { checks in
        let screen = UIKitScreen()
        screen.tap()
        screen.type("Hi\n")
        checks.equal(screen.view.frame.height, linesHeight(2), "height with the caret on a second, empty line")
        screen.type("\n")
        checks.equal(screen.view.frame.height, linesHeight(3), "height after a second Return")
        checks.expect(screen.caretIsVisible, "caret visible")
    },
    Scenario(name: "uikit: pasting past the maximum and the character limit keeps the caret visible") { checks in
        let screen = UIKitScreen { $0.characterLimit = try? CharacterLimit(300) }
        screen.tap()
        screen.type("ab")
        AppleModel.current.pasteboard = String(repeating: "word ", count: 100)
        screen.view.paste(nil)
        settle()
        checks.equal(screen.view.text.count, 300, "characters after the paste")
        checks.equal(screen.reported.last?.count, 300, "reported characters")
        checks.equal(screen.view.frame.height, linesHeight(5), "height")
        checks.expect(screen.caretIsVisible, "caret not visible after the paste")
        checks.equal(screen.view.contentOffset.y, screen.view.maximumOffsetY, "content offset (no gap below the text)")
    },
    Scenario(name: "uikit: Japanese composition then commit reaches the app") { checks in
        let screen = UIKitScreen { $0.placeholder = "Message" }
        screen.tap()
        for marked in ["に", "にほ", "にほん", "日本"] {
            screen.view.setMarkedText(marked, selectedRange: NSRange(location: marked.utf16.count, length: 0))
            settle()
            checks.expect(placeholderHidden(screen.view), "placeholder over marked text")
        }
        checks.expect(screen.reported.isEmpty, "marked text reported: \(screen.reported)")
        screen.view.unmarkText()
        settle()
        checks.equal(screen.view.text, "日本", "text")
        checks.equal(screen.reported.last, "日本", "reported text after commit")
    },
    Scenario(name: "uikit: Chinese pinyin composition committed with a candidate") { checks in
        let screen = UIKitScreen()
        screen.tap()
        screen.type("我说")
        for marked in ["ni", "ni h", "ni hao"] {
            screen.view.setMarkedText(marked, selectedRange: NSRange(location: marked.utf16.count, length: 0))
        }
        settle()
        screen.view.insertText("你好")
        settle()
        checks.equal(screen.view.text, "我说你好", "text")
        checks.equal(screen.reported.last, "我说你好", "reported text")
        checks.equal(screen.view.selectedRange, NSRange(location: 4, length: 0), "caret")
    },
    Scenario(name: "uikit: the limit waits for a composition and applies at its commit") { checks in
        let screen = UIKitScreen { $0.characterLimit = try? CharacterLimit(5) }
        screen.tap()
        screen.type("abc")
        for marked in ["に", "にほ", "にほん", "にほんご"] {
            screen.view.setMarkedText(marked, selectedRange: NSRange(location: marked.utf16.count, length: 0))
        }
        settle()
        checks.equal(screen.view.text, "abcにほんご", "text during the composition")
        screen.view.unmarkText()
        settle()
        checks.equal(screen.view.text, "abcにほ", "text after the commit")
        checks.equal(screen.reported.last, "abcにほ", "reported text")
    },
    Scenario(name: "uikit: autocorrection replaces a word") { checks in
        let screen = UIKitScreen()
        screen.tap()
        screen.type("teh ")
        screen.view.autocorrect(NSRange(location: 0, length: 3), with: "the")
        settle()
        checks.equal(screen.view.text, "the ", "text")
        checks.equal(screen.reported.last, "the ", "reported text")
    },
    Scenario(name: "uikit: an app's own delegate is called and the limit, Return and reports keep working") { checks in
        let appDelegate = AppDelegate()
        var submitted = 0
        let screen = UIKitScreen {
            $0.characterLimit = try? CharacterLimit(3)
            $0.returnKeyBehavior = .submit
            $0.onSubmit = { submitted += 1 }
        }
        screen.view.delegate = appDelegate
        screen.tap()
        screen.type("abcdef")
        checks.equal(screen.view.text, "abc", "text past the limit")
        checks.equal(screen.reported.last, "abc", "reported text")
        checks.expect(appDelegate.changes > 0, "the app's textViewDidChange was never called")
        checks.equal(appDelegate.began, 1, "the app's textViewDidBeginEditing calls")
        screen.view.deleteBackward()
        screen.type("\n")
        checks.equal(submitted, 1, "submits on Return")
        checks.equal(screen.view.text, "ab", "text after Return")
    },
    Scenario(name: "uikit: a self-sizing table cell is measured before its first layout") { checks in
        let view = GrowingTextView(frame: .zero, textContainer: nil)
        view.placeholder = "Message"
        let cell = ModelAutoLayoutContainer(content: view, width: 320, inset: 4)
        let size = cell.systemLayoutSizeFitting(CGSize(width: 320, height: 0))
        checks.equal(size.height, linesHeight(1) + 8, "cell height")
    },
    Scenario(name: "uikit: an emoji button inserts at the caret and the caret ends after it") { checks in
        let screen = UIKitScreen()
        screen.tap()
        screen.type("Hello world")
        screen.view.userSelect(NSRange(location: 5, length: 0))
        let text = screen.view.text!
        let caret = text.utf16.index(text.utf16.startIndex, offsetBy: screen.view.selectedRange.location)
        screen.view.setText(String(text[..<caret]) + "😀" + String(text[caret...]))
        settle()
        checks.equal(screen.view.text, "Hello😀 world", "text")
        checks.equal(screen.view.selectedRange, NSRange(location: 7, length: 0), "caret")
    },
    Scenario(name: "uikit: text from code after an emoji and an accent lands in place") { checks in
        let screen = UIKitScreen()
        screen.tap()
        screen.type("😀 e\u{301}t hi")
        screen.view.setText("😀 e\u{301}t hi there")
        settle()
        checks.equal(screen.view.text, "😀 e\u{301}t hi there", "text")
        checks.equal(screen.view.selectedRange, NSRange(location: 15, length: 0), "caret after the inserted text")
        screen.view.setText("😀 e\u{301}t")
        settle()
        checks.equal(screen.view.text, "😀 e\u{301}t", "text after a deletion")
        checks.equal(screen.reported.last, "😀 e\u{301}t hi", "reported text (changes from code are not reported)")
    },
    Scenario(name: "uikit: undoing typing reaches the app, the height and the placeholder") { checks in
        let screen = UIKitScreen { $0.placeholder = "Message" }
        screen.tap()
        screen.type("a\nb")
        checks.equal(screen.view.frame.height, linesHeight(2), "height with two lines")
        for _ in 0..<3 { screen.view.undo() }
        settle()
        checks.equal(screen.view.text, "", "text after undoing everything")
        checks.equal(screen.reported.last, "", "reported text after undo")
        checks.equal(screen.view.frame.height, linesHeight(1), "height after undo")
        checks.expect(!placeholderHidden(screen.view), "placeholder back after undo")
    },
    Scenario(name: "uikit: undo after the app set the text") { checks in
        let screen = UIKitScreen()
        screen.tap()
        screen.type("abc")
        screen.view.setText("abc def")
        settle()
        screen.view.undo()
        settle()
        if AppleModel.current.isOn(.replaceRegistersNoUndo) {
            // The platform kept no step for the app's text: undo reverts an older one, and the app hears of it.
            checks.equal(screen.reported.last, screen.view.text, "reported text after undo")
        } else {
            checks.equal(screen.view.text, "abc", "text after undo")
            checks.equal(screen.reported.last, "abc", "reported text after undo")
        }
        screen.view.text = "reset"
        screen.view.undo()
        settle()
        checks.equal(screen.view.text, "reset", "text after undo once `text` was set")
    },
    Scenario(name: "uikit: rotation re-wraps the text and the height follows the width") { checks in
        let screen = UIKitScreen(width: 100)
        screen.tap()
        screen.type("a few words that wrap")
        let narrow = screen.view.frame.height
        checks.expect(narrow > linesHeight(1), "text did not wrap at 100 pt")
        let before = AppleModel.current.textViewsCreated
        for _ in 0..<2 {
            screen.container.frame.size.width = 600
            settle()
            checks.equal(screen.view.frame.height, linesHeight(1), "height in landscape")
            screen.container.frame.size.width = 100
            settle()
            checks.equal(screen.view.frame.height, narrow, "height back in portrait")
        }
        checks.expect(
            AppleModel.current.textViewsCreated - before <= 1,
            "\(AppleModel.current.textViewsCreated - before) text views created for measuring")
    },
    Scenario(name: "uikit: Dynamic Type re-measures the minimum and the maximum") { checks in
        let screen = UIKitScreen { $0.expansion = (try? ExpansionPolicy(minLines: 2, maxLines: 3)) ?? .default }
        checks.equal(screen.view.frame.height, linesHeight(2), "minimum at the default size")
        screen.window.changeTraits(contentSizeCategory: UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL"))
        settle()
        checks.equal(screen.view.frame.height, linesHeight(2, lineHeight: 28.75), "minimum at XXXL")
        screen.tap()
        screen.type("1\n2\n3\n4\n5")
        checks.equal(screen.view.frame.height, linesHeight(3, lineHeight: 28.75), "maximum at XXXL")
    },
    Scenario(name: "uikit: clearing after growth goes back to the minimum, scrolled to the top") { checks in
        let screen = UIKitScreen()
        screen.tap()
        screen.type("1\n2\n3\n4\n5\n6\n7\n8")
        checks.expect(screen.view.contentOffset.y > 0, "not scrolled at eight lines")
        screen.view.setText("")
        settle()
        checks.equal(screen.view.frame.height, linesHeight(1), "height after clearing")
        checks.equal(screen.view.contentOffset.y, 0, "content offset after clearing")
        checks.expect(!screen.view.isAtMaximumHeight, "still at maximum")
    },
    Scenario(name: "uikit: text set from code on a read-only view shows") { checks in
        let screen = UIKitScreen()
        screen.view.isEditable = false
        screen.view.setText("Sent from the app")
        settle()
        checks.equal(screen.view.text, "Sent from the app", "text")
    },
    Scenario(name: "uikit: emoji lines are taller, so five lines of them scroll") { checks in
        let screen = UIKitScreen()
        screen.tap()
        screen.type("😀\n😀")
        checks.equal(screen.view.frame.height, linesHeight(3), "two emoji lines, as tall as three text lines")
        screen.type("\n😀\n😀")
        checks.equal(screen.view.frame.height, linesHeight(5), "height capped at five text lines")
        checks.expect(screen.view.isAtMaximumHeight, "not scrolling")
        checks.expect(screen.caretIsVisible, "caret not visible")
    },
    Scenario(name: "uikit: typing does not create a text view per keystroke") { checks in
        let screen = UIKitScreen()
        screen.tap()
        let before = AppleModel.current.textViewsCreated
        screen.type("twenty characters!!!")
        checks.expect(
            AppleModel.current.textViewsCreated - before <= 1,
            "\(AppleModel.current.textViewsCreated - before) text views created while typing")
    },
    Scenario(name: "uikit: focus requested before the view is in a window is taken when it arrives") { checks in
        let view = GrowingTextView(frame: .zero, textContainer: nil)
        view.requestFocus()
        checks.expect(!view.isFirstResponder, "focused outside a window")
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 800))
        Windows.all = [window]
        window.addSubview(ModelAutoLayoutContainer(content: view, width: 320))
        settle()
        checks.expect(view.isFirstResponder, "focus request not carried out")
    },
]
