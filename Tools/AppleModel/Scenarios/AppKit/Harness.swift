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
    /// The reported heights in lines of the font the view had when each arrived; -1 for a height of no whole number
    /// of lines.
    var reportedLines: [Int] = []

    init(width: CGFloat = 320, configure: (GrowingTextView) -> Void = { _ in }) {
        window = NSWindow(width: width, height: 600)
        Windows.all = [window]
        view = GrowingTextView(frame: NSRect(x: 0, y: 0, width: width, height: 0))
        configure(view)
        view.onTextChange = { [weak self] in self?.reported.append($0) }
        view.onHeightChange = { [weak self] height in
            // appkit.view.layoutPhase: the callback lays out the container, which a view's layout() may not.
            if AppleModel.current.layoutDepth > 0 {
                AppleModel.current.fail("onHeightChange called from inside layout()")
            }
            guard let self else { return }
            reportedLines.append(lines(in: height))
        }
        window.rootView.onSubviewIntrinsicSizeChange = { view in
            DispatchQueue.main.async { view.frame.size.height = view.intrinsicContentSize.height }
        }
        window.rootView.addSubview(view)
        settle()
        view.frame.size.height = view.intrinsicContentSize.height
        settle()
    }

    var textView: NSTextView { view.textView }

    /// How many lines of the view's font `height` holds without insets, or -1.
    func lines(in height: CGFloat) -> Int {
        let lineHeight = fontSize * 1.25
        return (0...100).first { (CGFloat($0) * lineHeight * 2).rounded(.up) / 2 == height } ?? -1
    }

    func click() {
        window.makeFirstResponder(view.textView)
        settle()
    }

    func type(_ text: String) {
        userTypes(text, into: view)
    }
}

extension AppKitScreen: HeightReportingScreen {
    var fontSize: CGFloat {
        get { view.font.size }
        set { view.font = NSFont.systemFont(ofSize: newValue) }
    }

    func focus() {
        click()
    }

    func setWidth(_ width: CGFloat) {
        view.frame.size.width = width
    }
}

/// Types `text` into the view as the keyboard does, and lets the run loop settle.
@MainActor
func userTypes(_ text: String, into view: GrowingTextView) {
    view.textView.type(text)
    settle()
}

/// Puts `text` on the pasteboard, pastes it into the view as Command-V does, and lets the run loop settle.
@MainActor
func userPastes(_ text: String, into view: GrowingTextView) {
    AppleModel.current.pasteboard = text
    view.textView.pasteKey()
    settle()
}

/// Presses Command-V, when Edit ▸ Paste is enabled, and lets the run loop settle.
///
/// - Returns: Whether Paste was enabled.
@MainActor
func userPastesFromMenu(into view: GrowingTextView) -> Bool {
    let offered = view.textView.pasteKey()
    settle()
    return offered
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

extension AppKitScreen: ElementEditingScreen {
    var shownText: String { textView.string }
    var selection: NSRange { textView.selectedRange() }
    var isComposing: Bool { textView.hasMarkedText() }

    func userSelects(_ range: NSRange) {
        textView.setSelectedRange(range)
        settle()
    }

    func pressBackspace() {
        textView.deleteBackwardKey()
        settle()
    }

    func compose(_ text: String) {
        textView.compose(text)
        settle()
    }

    func commitComposition(_ text: String) {
        textView.commit(text)
        settle()
    }

    func pasteFromMenu() -> Bool { userPastesFromMenu(into: view) }
}

extension AppKitScreen: HighlightingScreen {
    func drawnAttributes(at location: Int) -> [NSAttributedString.Key: Any] {
        textView.drawnAttributes(at: location)
    }

    var attributeChanges: Int { textView.textStorage?.attributeChanges ?? 0 }

    func setEditable(_ editable: Bool) {
        textView.isEditable = editable
    }

    func setTextColor(_ color: NSObject) {
        textView.textColor = color as? NSColor
    }
}
