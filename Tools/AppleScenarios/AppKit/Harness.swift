import AppKit
import ExpandingTextUI
import Foundation
import SwiftUI

@MainActor
enum Windows {
    static var all: [NSWindow] = []
}

/// Heights of the body font (13 pt: lines 16.25 pt) without insets, rounded up to pixels at 2×.
func linesHeight(_ lines: Int) -> CGFloat { (CGFloat(lines) * 16.25 * 2).rounded(.up) / 2 }

/// A GrowingTextView in a window, its height following its intrinsic height as Auto Layout would.
@MainActor
final class AppKitScreen {
    let window: NSWindow
    let view: GrowingTextView
    var reported: [String] = []

    init(width: CGFloat = 320, configure: (GrowingTextView) -> Void = { _ in }) {
        window = NSWindow(width: width, height: 600)
        Windows.all = [window]
        view = GrowingTextView(frame: NSRect(x: 0, y: 0, width: width, height: 0))
        configure(view)
        view.onTextChange = { [weak self] in self?.reported.append($0) }
        window.rootView.onSubviewIntrinsicSizeChange = { view in
            DispatchQueue.main.async { view.frame.size.height = view.intrinsicContentSize.height }
        }
        window.rootView.addSubview(view)
        settle()
        view.frame.size.height = view.intrinsicContentSize.height
        settle()
    }

    var textView: NSTextView { view.textView }

    func click() {
        window.makeFirstResponder(view.textView)
        settle()
    }

    func type(_ text: String) {
        textView.type(text)
        settle()
    }
}

/// Whether the caret is inside the visible part of the text: within the text view and the clip view's bounds, above
/// the band the content insets keep clear.
@MainActor
func caretIsVisible(_ view: GrowingTextView) -> Bool {
    let textView = view.textView
    let caret = textView.caretRect(at: textView.selectedRange().location)
    return caret.maxY <= textView.frame.height + 0.01 && caret.minY >= view.scrollOffset - 0.01
        && caret.maxY <= view.scrollOffset + view.contentView.frame.height - view.contentInsets.bottom + 0.01
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
        view.textView.type(text)
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
func placeholderHidden(_ view: GrowingTextView) -> Bool {
    view.contentView.subviews.compactMap { $0 as? NSTextField }.first?.isHidden ?? true
}

/// The height of ExpandingTextView's remaining-characters count: one line of the footnote style (10 pt on macOS) and
/// 4 points of padding above and below.
let remainingCountHeight: CGFloat = 10 * 1.25 + 8

/// Whether the line the caret is on, as scrolled, ends above the count drawn over the view's bottom edge. Only the
/// vertical extent is compared: a line may run under the count's corner at any length.
@MainActor
func lastLineClearsCount(_ view: GrowingTextView) -> Bool {
    let textView = view.textView
    let line = textView.caretRect(at: (textView.string as NSString).length)
    return line.maxY - view.scrollOffset <= view.frame.height - remainingCountHeight + 0.01
}
