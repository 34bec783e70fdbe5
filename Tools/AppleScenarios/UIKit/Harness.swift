import ExpandingTextUI
import Foundation
import SwiftUI
import UIKit

@MainActor
enum Windows {
    static var all: [UIWindow] = []
}

/// Heights of the body font (17 pt: lines 21.25 pt) in the default insets (8 pt above and below), rounded up to
/// pixels at 3×.
func pixelCeil(_ value: CGFloat) -> CGFloat { (value * 3).rounded(.up) / 3 }

func linesHeight(_ lines: Int, lineHeight: CGFloat = 21.25) -> CGFloat {
    pixelCeil(CGFloat(lines) * lineHeight + 16)
}

/// A GrowingTextView pinned by its edges inside a window, as in an input bar.
@MainActor
final class UIKitScreen {
    let window: UIWindow
    let container: ModelAutoLayoutContainer
    let view: GrowingTextView
    var reported: [String] = []
    var heights: [CGFloat] = []

    init(width: CGFloat = 320, configure: (GrowingTextView) -> Void = { _ in }) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 800))
        Windows.all = [window]
        view = GrowingTextView(frame: .zero, textContainer: nil)
        container = ModelAutoLayoutContainer(content: view, width: width)
        configure(view)
        let screen = Unmanaged.passUnretained(self)
        view.onTextChange = { screen.takeUnretainedValue().reported.append($0) }
        view.onHeightChange = { height in
            if AppleModel.current.layoutDepth > 0 {
                AppleModel.current.fail("onHeightChange called from inside layoutSubviews")
            }
            screen.takeUnretainedValue().heights.append(height)
        }
        window.addSubview(container)
        settle()
    }

    func tap() {
        view.becomeFirstResponder()
        settle()
    }

    func type(_ text: String) {
        for character in text { view.insertText(String(character)) }
        settle()
    }

    /// Whether the caret is inside the visible part of the text.
    var caretIsVisible: Bool {
        let caret = view.caretRect(for: view.selectedTextRange!.end)
        return caret.minY >= view.contentOffset.y - 0.01
            && caret.maxY <= view.contentOffset.y + view.bounds.height + 0.01
    }
}

/// An ExpandingTextView in a SwiftUI screen, with the app's draft and focus as state around it.
@MainActor
final class SwiftUIScreen {
    let draft: ModelStateLocation<String>
    let focused: ModelStateLocation<Bool>
    let enabled: ModelStateLocation<Bool>
    let host: ModelHost

    init(
        text: String = "", width: CGFloat = 320,
        _ modify: @escaping @MainActor (ExpandingTextView) -> any View = { $0 }
    ) {
        let draft = ModelStateLocation(text)
        let focused = ModelStateLocation(false)
        let enabled = ModelStateLocation(true)
        self.draft = draft
        self.focused = focused
        self.enabled = enabled
        host = ModelHost(width: width) {
            AnyModelView(
                modify(ExpandingTextView("Message", text: draft.binding, isFocused: focused.binding))
            ).disabled(!enabled.value)
        }
        Windows.all = [host.window]
        draft.invalidate = { [host] in host.scheduleUpdate() }
        focused.invalidate = { [host] in host.scheduleUpdate() }
        enabled.invalidate = { [host] in host.scheduleUpdate() }
        settle()
    }

    var view: GrowingTextView { host.views[0] as! GrowingTextView }

    func type(_ text: String) {
        for character in text { view.insertText(String(character)) }
        settle()
    }
}

/// Wraps a view of any type so a scenario can pass modifiers' results around.
struct AnyModelView: View, ModelPrimitive {
    let content: any View

    init(_ content: any View) { self.content = content }

    var body: Never { fatalError() }

    func modelChildren(_ environment: EnvironmentValues) -> [ModelChild] {
        [ModelChild(view: content, environment: environment, key: "\(type(of: content))")]
    }
}

/// Whether the view's placeholder label is hidden.
@MainActor
func placeholderHidden(_ view: UIView) -> Bool {
    view.subviews.compactMap { $0 as? UILabel }.first?.isHidden ?? true
}
