#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import ExpandingTextCore
import Foundation

/// What a growing text view offers the glue that UIKit and AppKit share (``GrowingTextController`` and
/// ``HeightPipeline``): its text, selection and composition, an edit made the way the text system makes one, the
/// focus, its measuring, and the app's callbacks.
///
/// Each platform's `GrowingTextView` implements it; the controller and the pipeline decide, with Core, what to do
/// with them.
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
    /// Whether to take the focus the first time the view appears in a window.
    var autofocusOnFirstAppearance: Bool { get }

    /// The most characters the text may hold, or `nil` for no limit.
    var characterLimit: CharacterLimit? { get }
    /// When the remaining characters are shown, or `nil` for Core's default.
    var remainingCharactersThreshold: Int? { get }
    /// The app's callback for a change the user made.
    var onTextChange: ((String) -> Void)? { get }
    /// The app's callback for a change of the keyboard focus.
    var onFocusChange: ((Bool) -> Void)? { get }
    /// The app's callback for a change of the remaining characters shown.
    var onRemainingCharactersChange: ((Int?) -> Void)? { get }
    /// Where completions come from; none when empty.
    var completionSources: [any CompletionSource] { get }
    /// Tells the app the completion opened, changed, or closed (nil).
    func completionDidChange(_ state: CompletionState?)
    /// Where the style spans come from; nil draws the text plainly.
    var spanProvider: (any SpanProvider)? { get }
    /// A slower source of spans, asked about what was styled once the provider's spans are final; nil asks none.
    var spanRefiner: (any SpanRefiner)? { get }
    /// The attributes each role is drawn with.
    var highlightAttributes: [StyleRole: [NSAttributedString.Key: Any]] { get }
    /// Styles a UTF-16 range of the text anew, on the text storage: `keys` come off it, then the spans' roles'
    /// attributes go on; the characters, the selection and marked text stay as they are.
    func restyleText(
        inUTF16 range: Range<Int>, spans: [(range: Range<Int>, role: StyleRole)],
        clearing keys: Set<NSAttributedString.Key>)

    /// Replaces the characters in `range` with `replacement` the way the text system edits: undoable where the
    /// view is editable, and shown even where it is not.
    func replaceText(inUTF16 range: Range<Int>, with replacement: String)
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
    /// Whether height changes are animated.
    var animatesHeightChanges: Bool { get }
    /// The app's callback for a change of the height the view asks for.
    var onHeightChange: ((CGFloat) -> Void)? { get }

    /// Applies the height the pipeline decided: the intrinsic size when `changed`, and whether the view scrolls.
    func heightDidResolve(changed: Bool)
    /// Runs `changes` inside the platform's animation, so that layout changes made there animate too.
    func animateHeightChange(_ changes: @escaping () -> Void)
}
#endif
