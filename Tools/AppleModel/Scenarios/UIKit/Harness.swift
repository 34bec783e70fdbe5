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
    /// The reported heights in lines of the font the view had when each arrived; -1 for a height of no whole number
    /// of lines.
    var reportedLines: [Int] = []

    /// - Parameter safeArea: The window's safe area; with one, the view sits on the window's bottom edge, over the
    ///   home indicator, as an input bar pinned to the view controller's view does.
    init(width: CGFloat = 320, safeArea: UIEdgeInsets? = nil, configure: (GrowingTextView) -> Void = { _ in }) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 800))
        Windows.all = [window]
        view = GrowingTextView(frame: .zero, textContainer: nil)
        container = ModelAutoLayoutContainer(content: view, width: width)
        if let safeArea {
            window.safeArea = safeArea
            container.isPinnedToBottom = true
        }
        configure(view)
        let screen = Unmanaged.passUnretained(self)
        view.onTextChange = { screen.takeUnretainedValue().reported.append($0) }
        view.onHeightChange = { height in
            if AppleModel.current.layoutDepth > 0 {
                AppleModel.current.fail("onHeightChange called from inside layoutSubviews")
            }
            let screen = screen.takeUnretainedValue()
            screen.heights.append(height)
            screen.reportedLines.append(screen.lines(in: height))
        }
        window.addSubview(container)
        settle()
    }

    func tap() {
        view.becomeFirstResponder()
        settle()
    }

    func type(_ text: String) {
        userTypes(text, into: view)
    }

    /// How many lines of the view's font `height` holds in the default insets, or -1.
    func lines(in height: CGFloat) -> Int {
        let lineHeight = fontSize * 1.25
        return (0...100).first { linesHeight($0, lineHeight: lineHeight) == height } ?? -1
    }

    /// Where the content rests while all of it fits: its top just below the top inset.
    var restingOffsetY: CGFloat { -view.adjustedContentInset.top }

    /// Whether the caret is inside the visible part of the text.
    var caretIsVisible: Bool {
        let caret = view.caretRect(for: view.selectedTextRange!.end)
        return caret.minY >= view.contentOffset.y - 0.01
            && caret.maxY <= view.contentOffset.y + view.bounds.height + 0.01
    }
}

/// Types `text` into the view as the keyboard does, a character at a time, and lets the run loop settle.
@MainActor
func userTypes(_ text: String, into view: GrowingTextView) {
    for character in text { view.insertText(String(character)) }
    settle()
}

/// Chooses Paste in the edit menu, when it offers Paste, and lets the run loop settle.
///
/// - Returns: Whether the menu offered Paste.
@MainActor
func userPastesFromMenu(into view: GrowingTextView) -> Bool {
    let offered = view.pasteFromEditMenu()
    settle()
    return offered
}

/// Whether the view's placeholder label is hidden.
@MainActor
func placeholderHidden(_ view: UIView) -> Bool {
    view.subviews.compactMap { $0 as? UILabel }.first?.isHidden ?? true
}

extension UIKitScreen: HeightReportingScreen {
    var fontSize: CGFloat {
        get { view.font?.pointSize ?? 17 }
        set { view.font = UIFont.systemFont(ofSize: newValue) }
    }

    func focus() {
        tap()
    }

    func setWidth(_ width: CGFloat) {
        container.frame.size.width = width
    }
}

extension UIKitScreen: ElementEditingScreen {
    var shownText: String { view.text }
    var selection: NSRange { view.selectedRange }
    var isComposing: Bool { view.markedTextRange != nil }

    func userSelects(_ range: NSRange) {
        view.userSelect(range)
        settle()
    }

    func pressBackspace() {
        view.deleteBackward()
        settle()
    }

    func compose(_ text: String) {
        view.setMarkedText(text, selectedRange: NSRange(location: (text as NSString).length, length: 0))
        settle()
    }

    func commitComposition(_ text: String) {
        view.insertText(text)
        settle()
    }

    func pasteFromMenu() -> Bool { userPastesFromMenu(into: view) }
}

extension UIKitScreen: HighlightingScreen {
    func drawnAttributes(at location: Int) -> [NSAttributedString.Key: Any] {
        view.textStorage.attributes(at: location, effectiveRange: nil)
    }

    var attributeChanges: Int { view.textStorage.attributeChanges }

    func setEditable(_ editable: Bool) {
        view.isEditable = editable
    }

    func setTextColor(_ color: NSObject) {
        view.textColor = color as? UIColor
    }
}
