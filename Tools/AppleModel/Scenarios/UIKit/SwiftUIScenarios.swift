import ExpandingTextUI
import Foundation
import SwiftUI
import UIKit

/// Two composers whose focus the app moves from one to the other.
@MainActor
final class TwoFieldScreen {
    let first = ModelStateLocation(false)
    let second = ModelStateLocation(false)
    let host: ModelHost

    init() {
        let first = first
        let second = second
        host = ModelHost {
            VStack {
                ExpandingTextView("To", text: .constant(""), isFocused: first.binding)
                ExpandingTextView("Message", text: .constant(""), isFocused: second.binding)
            }
        }
        host.show(updatingOn: first, second)
    }
}

@MainActor
let swiftUIScenarios: [Scenario] = [
    Scenario(name: "swiftui: the user types and the binding follows") { checks in
        let screen = SwiftUIScreen()
        screen.view.becomeFirstResponder()
        settle()
        checks.equal(screen.focused.value, true, "focus binding")
        screen.type("Hi there")
        checks.equal(screen.draft.value, "Hi there", "binding")
        checks.equal(screen.view.frame.height, linesHeight(1), "height")
    },
    Scenario(name: "swiftui: sizeThatFits answers without side effects, several times per pass") { checks in
        let screen = SwiftUIScreen(text: "a few words that wrap at a narrow width", width: 120)
        checks.equal(screen.view.frame.width, 120, "width")
        checks.expect(screen.view.frame.height > linesHeight(1), "no wrap at 120 pt")
        checks.equal(screen.view.text, "a few words that wrap at a narrow width", "text")
    },
    Scenario(name: "swiftui: send clears the binding, height back to the minimum") { checks in
        let screen = SwiftUIScreen { $0.expandingTextLineLimit(1...3) }
        screen.view.becomeFirstResponder()
        screen.type("1\n2\n3\n4\n5")
        checks.equal(screen.view.frame.height, linesHeight(3), "height at the maximum")
        screen.draft.value = ""
        settle()
        checks.equal(screen.view.text, "", "text after send")
        checks.equal(screen.view.frame.height, linesHeight(1), "height after send")
        checks.equal(screen.view.contentOffset.y, 0, "content offset after send")
    },
    Scenario(name: "swiftui: send while the composer is disabled still clears it") { checks in
        let screen = SwiftUIScreen()
        screen.view.becomeFirstResponder()
        screen.type("Hello")
        screen.enabled.value = false
        settle()
        screen.draft.value = ""
        settle()
        checks.equal(screen.view.text, "", "text after send while disabled")
        screen.enabled.value = true
        screen.draft.value = "Draft restored"
        settle()
        checks.equal(screen.view.text, "Draft restored", "text set with the re-enable")
    },
    Scenario(name: "swiftui: send clears the binding and disables in the same update") { checks in
        let screen = SwiftUIScreen()
        screen.view.becomeFirstResponder()
        screen.type("Hello")
        screen.draft.value = ""
        screen.enabled.value = false
        settle()
        checks.equal(screen.view.text, "", "text")
    },
    Scenario(name: "swiftui: Japanese commit without a change callback reaches the binding") { checks in
        let screen = SwiftUIScreen()
        screen.view.becomeFirstResponder()
        settle()
        screen.view.setMarkedText("にほん", selectedRange: NSRange(location: 3, length: 0))
        settle()
        screen.view.setMarkedText("日本", selectedRange: NSRange(location: 2, length: 0))
        settle()
        checks.equal(screen.draft.value, "", "binding during the composition")
        screen.view.unmarkText()
        settle()
        checks.equal(screen.draft.value, "日本", "binding after the commit")
    },
    Scenario(name: "swiftui: a send during a composition keeps the word committed after it") {
        checks in
        let screen = SwiftUIScreen()
        screen.view.becomeFirstResponder()
        screen.type("Hello ")
        screen.view.setMarkedText("にほん", selectedRange: NSRange(location: 3, length: 0))
        settle()
        screen.draft.value = ""
        settle()
        checks.equal(screen.view.text, "Hello にほん", "the composition was broken")
        screen.view.unmarkText()
        settle()
        checks.equal(screen.view.text, "にほん", "the word committed after the send")
        checks.equal(screen.view.text, screen.draft.value, "view text and binding after the commit")
        screen.type("x")
        checks.equal(screen.view.text, screen.draft.value + "", "view text and binding after the next key")
        checks.expect(screen.view.text.hasSuffix("x"), "the next key was lost: \(screen.view.text ?? "")")
    },
    Scenario(name: "swiftui: focus set from the binding") { checks in
        let screen = SwiftUIScreen()
        checks.expect(!screen.view.isFirstResponder, "focused at first")
        screen.focused.value = true
        settle()
        checks.expect(screen.view.isFirstResponder, "not focused after the binding turned true")
        screen.focused.value = false
        settle()
        checks.expect(!screen.view.isFirstResponder, "still focused after the binding turned false")
    },
    Scenario(name: "swiftui: a disabled composer does not take the focus its binding asks for") { checks in
        let screen = SwiftUIScreen()
        screen.enabled.value = false
        settle()
        screen.focused.value = true
        settle()
        checks.expect(!screen.view.isFirstResponder, "a disabled view became first responder")
        screen.type("x")
        checks.equal(screen.draft.value, "", "draft after typing into a disabled view")
    },
    Scenario(name: "swiftui: autofocus only on the first appearance, across re-renders and window moves") { checks in
        let screen = SwiftUIScreen { $0.expandingTextAutofocus() }
        checks.expect(screen.view.isFirstResponder, "no autofocus on first appearance")
        checks.equal(screen.focused.value, true, "focus binding after autofocus")
        screen.view.resignFirstResponder()
        settle()
        screen.draft.value = "re-render"
        settle()
        screen.host.setInWindow(false)
        settle()
        screen.host.setInWindow(true)
        settle()
        checks.expect(!screen.view.isFirstResponder, "focused again after a re-render or a window move")
        checks.equal(screen.focused.value, false, "focus binding")
    },
    Scenario(name: "swiftui: two views exchange focus within one update") { checks in
        let screen = TwoFieldScreen()
        screen.first.value = true
        settle()
        let views = screen.host.views.compactMap { $0 as? GrowingTextView }
        checks.expect(views[0].isFirstResponder, "first not focused")
        screen.first.value = false
        screen.second.value = true
        settle()
        checks.expect(views[1].isFirstResponder, "second not focused")
        checks.equal(screen.first.value, false, "first binding")
        checks.equal(screen.second.value, true, "second binding")
    },
    Scenario(name: "swiftui: Dynamic Type change re-measures") { checks in
        let screen = SwiftUIScreen { $0.expandingTextLineLimit(2...3) }
        checks.equal(screen.view.frame.height, linesHeight(2), "minimum at the default size")
        screen.host.window.changeTraits(
            contentSizeCategory: UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL"))
        settle()
        checks.equal(screen.view.frame.height, linesHeight(2, lineHeight: 28.75), "minimum at XXXL")
    },
    Scenario(name: "swiftui: the default font keeps within the app's Dynamic Type limits") { checks in
        let screen = SwiftUIScreen { $0.dynamicTypeSize(...DynamicTypeSize.xLarge) }
        checks.equal(screen.view.font?.size, 17, "font size at the default setting")
        screen.host.window.changeTraits(
            contentSizeCategory: UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL"))
        settle()
        checks.equal(screen.view.font?.size, 19, "font size at the largest setting, limited to extra large")
        checks.equal(screen.view.frame.height, linesHeight(1, lineHeight: 23.75), "height at the limit")
        screen.type("abc")
        checks.equal(screen.view.font?.size, 19, "font size after typing")
    },
    Scenario(name: "swiftui: an app font that is already scaled is used as is") { checks in
        let font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: 20))
        let screen = SwiftUIScreen { $0.expandingTextFont(font) }
        checks.equal(screen.view.font?.size, 20, "font size")
        let preferred = SwiftUIScreen { $0.expandingTextFont(UIFont.preferredFont(forTextStyle: .body)) }
        checks.equal(preferred.view.font?.size, 17, "preferred font size")
    },
    Scenario(name: "swiftui: a custom font is scaled once, not re-applied on every update") { checks in
        let screen = SwiftUIScreen { $0.expandingTextFont(UIFont.systemFont(ofSize: 20)) }
        screen.view.becomeFirstResponder()
        let before = AppleModel.current.textViewsCreated
        screen.type("abcdef")
        checks.equal(screen.view.font?.size, 20, "font size")
        checks.expect(
            AppleModel.current.textViewsCreated - before <= 1,
            "\(AppleModel.current.textViewsCreated - before) measurements while typing")
        screen.host.window.changeTraits(
            contentSizeCategory: UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL"))
        settle()
        checks.equal(screen.view.font?.size, 27, "font size at XXXL")
    },
    Scenario(name: "swiftui: updates while typing leave the default font alone") { checks in
        let screen = SwiftUIScreen()
        screen.view.becomeFirstResponder()
        settle()
        let assigned = AppleModel.current.fontAssignments
        screen.type("abc")
        checks.equal(screen.draft.value, "abc", "draft")
        checks.equal(AppleModel.current.fontAssignments - assigned, 0, "fonts assigned during three updates")
    },
    Scenario(name: "swiftui: keyboard traits changed while focused reach the keyboard") { checks in
        let returnKey = ModelStateLocation(UIReturnKeyType.default)
        let draft = ModelStateLocation("")
        let focused = ModelStateLocation(false)
        let host = ModelHost {
            ExpandingTextView("Message", text: draft.binding, isFocused: focused.binding)
                .expandingTextInputTraits(returnKeyType: returnKey.value)
        }
        host.show(updatingOn: returnKey, focused)
        let view = host.views[0] as! GrowingTextView
        view.becomeFirstResponder()
        settle()
        returnKey.value = .send
        settle()
        checks.equal(view.returnKeyType, .send, "return key type")
        checks.expect(AppleModel.current.inputViewReloads > 0, "the keyboard was not told (reloadInputViews)")
    },
    Scenario(name: "swiftui: width change re-wraps") { checks in
        let screen = SwiftUIScreen(text: "a few words that wrap at a narrow width", width: 120)
        let narrow = screen.view.frame.height
        screen.host.width = 600
        settle()
        checks.equal(screen.view.frame.height, linesHeight(1), "height at 600 pt")
        screen.host.width = 120
        settle()
        checks.equal(screen.view.frame.height, narrow, "height back at 120 pt")
    },
    Scenario(name: "swiftui: the view leaves the tree and is dismantled") { checks in
        let screen = SwiftUIScreen()
        screen.host.tearDown()
        checks.expect(screen.host.views.isEmpty, "views left")
    },
    Scenario(name: "swiftui: the remaining-characters count keeps clear of the last line") { checks in
        let screen = SwiftUIScreen { $0.expandingTextCharacterLimit(10, threshold: 5) }
        screen.view.becomeFirstResponder()
        let roomless = screen.view.textContainerInset.bottom
        screen.type("123456")
        let count = UIFont.preferredFont(forTextStyle: .body).lineHeight + 8
        checks.expect(
            screen.view.textContainerInset.bottom >= count,
            "bottom inset \(screen.view.textContainerInset.bottom) leaves no room for the count (\(count))")
        screen.view.deleteBackward()
        screen.view.deleteBackward()
        settle()
        checks.equal(screen.view.textContainerInset.bottom, roomless, "bottom inset once the count is gone")
    },
]
