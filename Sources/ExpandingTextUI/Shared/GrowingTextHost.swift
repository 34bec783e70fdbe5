#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import ExpandingTextCore
import Foundation

/// What ``GrowingTextController`` asks of the growing text view it serves: its text, selection and composition, an
/// edit made the way the text system makes one, a restyle, the focus, VoiceOver, and measuring and applying the
/// height.
///
/// Each platform's `GrowingTextView` implements it. What the app set on the view goes the other way and is not asked
/// here: the controller holds it (``GrowingTextSettings``), and the view's public properties read and write it there.
@MainActor
protocol GrowingTextHost: AnyObject {
    /// The whole text, copied out of the text storage (so read it at most once per change).
    var currentText: String { get }
    /// Whether an input method is composing: the text holds marked text.
    var isComposing: Bool { get }
    /// The selection, in UTF-16 units.
    var selectedUTF16Range: Range<Int> { get set }
    /// Whether the view is in a window, where it can take the focus.
    var isInWindow: Bool { get }

    /// Replaces the characters in `range` with `replacement` the way the text system edits: undoable where the
    /// view is editable, and shown even where it is not.
    func replaceText(inUTF16 range: Range<Int>, with replacement: String)
    /// Styles a UTF-16 range of the text anew, on the text storage: `keys` come off it, then the spans' roles'
    /// attributes go on; the characters, the selection and marked text stay as they are.
    func restyleText(
        inUTF16 range: Range<Int>, spans: [(range: Range<Int>, role: StyleRole)],
        clearing keys: Set<NSAttributedString.Key>)
    /// Measures the height again, places the placeholder and keeps the caret in view after the text changed.
    func layOutContent(changedByUser: Bool)
    /// Ends the input method's composition, keeping the marked text as if typed.
    func endComposition()
    /// Takes (`true`) or gives up (`false`) the keyboard focus.
    func moveFocus(_ focused: Bool)
    /// Has VoiceOver say `message`.
    func announce(_ message: String)

    // MARK: - Height

    /// The view's width, which its text wraps in.
    var viewWidth: CGFloat { get }
    /// Measures the view's text the way the platform lays it out.
    var textMeasurer: any TextMeasuring { get }
    /// Applies the height the controller decided: the intrinsic size when `changed`, and whether the view scrolls.
    func heightDidResolve(changed: Bool)
    /// Runs `changes` inside the platform's animation, so that layout changes made there animate too.
    func animateHeightChange(_ changes: @escaping () -> Void)
}
#endif
