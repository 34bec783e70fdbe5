import ExpandingTextUI
import Foundation
import UIKit

/// What a device does to a composer that the editing scenarios leave out: fonts and insets changed by the app, the
/// content offset the text system leaves, hardware keys, containers that size themselves from the view, the safe
/// area.
@MainActor
let deviceScenarios: [Scenario] = [
    // MARK: - Re-measuring

    Scenario(name: "uikit: a font and an inset set by the app re-measure the height") { checks in
        let screen = UIKitScreen()
        screen.tap()
        screen.type("Hi")
        screen.view.font = UIFont.systemFont(ofSize: 34)
        settle()
        checks.equal(screen.view.frame.height, linesHeight(1, lineHeight: 42.5), "height in a 34-point font")
        screen.view.textContainerInset = UIEdgeInsets(top: 20, left: 0, bottom: 20, right: 0)
        settle()
        checks.equal(screen.view.frame.height, pixelCeil(42.5 + 40), "height with 20-point insets")
        screen.type("\n2\n3\n4\n5\n6")
        checks.equal(screen.view.frame.height, pixelCeil(5 * 42.5 + 40), "maximum in that font and those insets")
    },
    Scenario(name: "uikit: Dynamic Type re-measures a composer that already holds text") { checks in
        let screen = UIKitScreen()
        screen.tap()
        screen.type("one\ntwo")
        checks.equal(screen.view.frame.height, linesHeight(2), "height at the default size")
        screen.window.changeTraits(contentSizeCategory: UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS"))
        settle()
        checks.equal(screen.view.frame.height, linesHeight(2, lineHeight: 17.5), "height at XS")
        screen.window.changeTraits(contentSizeCategory: UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL"))
        settle()
        checks.equal(screen.view.frame.height, linesHeight(2), "height back at the default size")
    },

    // MARK: - The resting offset

    Scenario(name: "uikit: below the maximum, typing and a paste leave the text at its resting offset") { checks in
        let screen = UIKitScreen()
        screen.tap()
        screen.type("one\ntwo\nthree")
        checks.equal(screen.view.frame.height, linesHeight(3), "height after a burst of typing")
        checks.equal(screen.view.contentOffset.y, screen.restingOffsetY, "content offset after a burst of typing")
        for character in "\nfour" { screen.type(String(character)) }
        checks.equal(screen.view.contentOffset.y, screen.restingOffsetY, "content offset after typing key by key")
        screen.view.setText("")
        settle()
        AppleModel.current.pasteboard = "a\nb\nc"
        screen.view.paste(nil)
        settle()
        checks.equal(screen.view.frame.height, linesHeight(3), "height after a three-line paste")
        checks.equal(screen.view.contentOffset.y, screen.restingOffsetY, "content offset after a three-line paste")
    },

    // MARK: - The safe area

    Scenario(name: "uikit: a composer over the home indicator measures and scrolls without the safe area") { checks in
        let homeIndicator = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let screen = UIKitScreen(safeArea: homeIndicator)
        checks.expect(abs(screen.view.safeAreaInsets.bottom - 34) < 0.01, "no safe area at the view's bottom")
        checks.equal(screen.view.contentInsetAdjustmentBehavior, .never, "content inset adjustment")
        screen.tap()
        screen.type("1\n2\n3\n4\n5\n6\n7")
        checks.equal(screen.view.frame.height, linesHeight(5), "height at the maximum")
        checks.equal(screen.view.adjustedContentInset, .zero, "adjusted content inset while scrolling")
        let bottom = screen.view.contentSize.height - screen.view.bounds.height
        checks.equal(screen.view.contentOffset.y, bottom, "content offset (the last line on the bottom edge)")
        screen.view.setText("")
        settle()
        checks.equal(screen.view.contentOffset.y, 0, "content offset after clearing")
    },
    Scenario(name: "uikit: insets the app adds to the text view count in its height and its resting offset") { checks in
        let screen = UIKitScreen(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)) {
            $0.contentInsetAdjustmentBehavior = .always
            $0.contentInset = UIEdgeInsets(top: 6, left: 0, bottom: 0, right: 0)
        }
        checks.expect(abs(screen.view.adjustedContentInset.bottom - 34) < 0.01, "the safe area is not in the insets")
        checks.equal(screen.view.frame.height, pixelCeil(21.25 + 16 + 40), "height with the app's insets")
        screen.tap()
        screen.type("one\ntwo\nthree")
        checks.equal(screen.view.frame.height, pixelCeil(3 * 21.25 + 16 + 40), "height at three lines")
        checks.equal(screen.view.contentOffset.y, -6, "resting offset below the top inset")
        screen.type("\n4\n5\n6")
        checks.equal(screen.view.frame.height, pixelCeil(5 * 21.25 + 16 + 40), "height at the maximum")
        checks.expect(screen.caretIsVisible, "caret not visible at the maximum")
    },

    // MARK: - Hardware keyboard

    Scenario(name: "uikit: Shift-Return held on a hardware keyboard inserts a line break on every repeat") { checks in
        var submitted = 0
        let screen = UIKitScreen {
            $0.returnKeyBehavior = .submit
            $0.onSubmit = { submitted += 1 }
        }
        screen.tap()
        screen.type("Hi")
        screen.view.holdReturnKey(modifiers: .shift, repeats: 2)
        settle()
        checks.equal(screen.view.text, "Hi\n\n\n", "text after Shift-Return and two repeats")
        checks.equal(submitted, 0, "submissions")
        checks.equal(screen.reported.last, "Hi\n\n\n", "reported text")
        screen.view.holdReturnKey(modifiers: [.alternate])
        settle()
        checks.equal(screen.view.text, "Hi\n\n\n\n", "text after Option-Return")
        checks.equal(submitted, 0, "submissions after Option-Return")
    },
    Scenario(name: "uikit: Return held on a hardware keyboard submits once and inserts nothing") { checks in
        var submitted: [String] = []
        let screen = UIKitScreen { $0.returnKeyBehavior = .submit }
        screen.view.onSubmit = { [unowned view = screen.view] in submitted.append(view.text) }
        screen.tap()
        screen.type("Hi")
        screen.view.holdReturnKey(repeats: 3)
        settle()
        checks.equal(submitted, ["Hi"], "submissions (with the text at the time)")
        checks.equal(screen.view.text, "Hi", "text after a held Return")
        screen.view.holdReturnKey(modifiers: .command)
        settle()
        checks.equal(submitted.count, 2, "submissions after Command-Return")
        checks.equal(screen.view.text, "Hi", "text after Command-Return")
        screen.type("\n")
        checks.equal(submitted.count, 3, "submissions after the software keyboard's Return")
        checks.equal(screen.view.text, "Hi", "text after the software keyboard's Return")
    },
    Scenario(name: "uikit: with Return inserting line breaks, a held Return inserts one per repeat") { checks in
        var submitted = 0
        let screen = UIKitScreen { $0.onSubmit = { submitted += 1 } }
        screen.tap()
        screen.view.holdReturnKey(repeats: 2)
        settle()
        checks.equal(screen.view.text, "\n\n\n", "text")
        checks.equal(submitted, 0, "submissions")
        checks.equal(screen.view.frame.height, linesHeight(4), "height")
    },

    Scenario(name: "uikit: after a hardware Shift-Return the system interrupted, Return submits again") { checks in
        var submitted = 0
        let screen = UIKitScreen {
            $0.returnKeyBehavior = .submit
            $0.onSubmit = { submitted += 1 }
        }
        screen.tap()
        screen.type("Hi")
        screen.view.holdReturnKey(modifiers: .shift, interrupted: true)
        settle()
        checks.equal(screen.view.text, "Hi\n", "text after the interrupted Shift-Return")
        screen.type("\n")
        checks.equal(submitted, 1, "submissions after the software keyboard's Return")
        checks.equal(screen.view.text, "Hi\n", "text after the software keyboard's Return")
    },

    // MARK: - Input methods

    Scenario(name: "uikit: a candidate the input method commits past the limit is trimmed and reported") { checks in
        var asked: [String] = []
        let appDelegate = ShouldChangeRecorder { asked.append($0) }
        let screen = UIKitScreen { $0.characterLimit = try? CharacterLimit(5) }
        screen.view.delegate = appDelegate
        screen.tap()
        screen.type("abc")
        for marked in ["n", "ni", "ni h", "ni hao"] {
            screen.view.setMarkedText(marked, selectedRange: NSRange(location: marked.utf16.count, length: 0))
            settle()
            checks.expect(placeholderHidden(screen.view), "placeholder over marked text")
        }
        checks.equal(screen.view.text, "abcni hao", "text while composing (never trimmed)")
        asked = []
        screen.view.insertText("你好吗")
        settle()
        checks.equal(asked, [], "shouldChangeTextIn replacements asked for the candidate")
        checks.expect(screen.view.markedTextRange == nil, "still composing after the candidate")
        checks.equal(screen.view.text, "abc你好", "text after the candidate")
        checks.equal(screen.reported.last, "abc你好", "reported text")
        checks.equal(screen.view.frame.height, linesHeight(1, lineHeight: 21.25 * 1.5), "height with CJK")
    },
    Scenario(name: "swiftui: a short text still fills the proposed width") { checks in
        let screen = SwiftUIScreen(text: "Hi", width: 320)
        checks.expect(
            screen.view.sizeThatFits(CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude)).width < 320,
            "the text view's own fitting width is not snug")
        checks.equal(screen.view.frame.width, 320, "width")
        checks.equal(screen.view.frame.height, linesHeight(1), "height")
    },

    // MARK: - Containers

    Scenario(name: "uikit: a self-sizing table cell grows and shrinks with the text") { checks in
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 800))
        Windows.all = [window]
        let view = GrowingTextView(frame: .zero, textContainer: nil)
        let table = ModelSelfSizingTable(cellContent: view, width: 320)
        // The app tells the table, as the documentation says for its system: from iOS 16 the cell's content view
        // invalidates its size; before, the table animates the rows to their new heights.
        view.onHeightChange = { _ in
            if AppleModel.current.isOn(.cellsResizeOnlyWithTableUpdates) {
                table.beginUpdates()
                table.endUpdates()
            } else {
                table.cellContent.invalidateIntrinsicContentSize()
            }
        }
        window.addSubview(table)
        settle()
        checks.equal(table.cellContent.frame.height, linesHeight(1) + 8, "cell height when empty")
        view.becomeFirstResponder()
        userTypes("one\ntwo\nthree", into: view)
        checks.equal(table.cellContent.frame.height, linesHeight(3) + 8, "cell height at three lines")
        checks.equal(view.frame.height, linesHeight(3), "text view height at three lines")
        checks.equal(view.contentOffset.y, 0, "content offset at three lines")
        view.setText("")
        settle()
        checks.equal(table.cellContent.frame.height, linesHeight(1) + 8, "cell height after clearing")
        userTypes("words that wrap on a phone held upright", into: view)
        checks.equal(table.cellContent.frame.height, linesHeight(2) + 8, "cell height with a wrapped line")
        table.frame.size.width = 600
        settle()
        checks.equal(table.cellContent.frame.height, linesHeight(1) + 8, "cell height in landscape")
    },
    Scenario(name: "uikit: an input accessory bar grows and shrinks with the text") { checks in
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 800))
        Windows.all = [window]
        let bar = MessageBar()
        let host = ModelInputAccessoryHost(accessory: bar, width: 320)
        window.addSubview(host)
        settle()
        checks.equal(bar.frame.height, linesHeight(1) + 12, "bar height when empty")
        bar.input.becomeFirstResponder()
        userTypes("one\ntwo\nthree", into: bar.input)
        checks.equal(bar.frame.height, linesHeight(3) + 12, "bar height at three lines")
        checks.equal(bar.input.frame.height, linesHeight(3), "text view height at three lines")
        userTypes("\n4\n5\n6\n7", into: bar.input)
        checks.equal(bar.frame.height, linesHeight(5) + 12, "bar height at the maximum")
        bar.input.setText("")
        settle()
        checks.equal(bar.frame.height, linesHeight(1) + 12, "bar height after clearing")
    },
]

/// An app's input bar for the keyboard's accessory slot: a growing text view with 6 points around it, which tells
/// the keyboard its height through its own intrinsic size.
@MainActor
final class MessageBar: UIView {
    let input = GrowingTextView(frame: .zero, textContainer: nil)

    init() {
        super.init(frame: .zero)
        addSubview(input)
        input.onHeightChange = { [unowned self] _ in invalidateIntrinsicContentSize() }
    }

    required init?(coder: NSCoder) { fatalError() }

    override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: input.intrinsicContentSize.height + 12)
    }

    override func layoutSubviews() {
        input.frame = CGRect(x: 6, y: 6, width: bounds.width - 12, height: bounds.height - 12)
    }
}

/// An app's delegate that records the replacements `textView(_:shouldChangeTextIn:replacementText:)` is asked about.
@MainActor
final class ShouldChangeRecorder: NSObject, UITextViewDelegate {
    let record: (String) -> Void

    init(_ record: @escaping (String) -> Void) { self.record = record }

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        record(text)
        return true
    }
}
