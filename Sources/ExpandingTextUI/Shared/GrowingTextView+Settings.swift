#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import ExpandingTextCore
import Foundation

// The settings and callbacks UIKit's and AppKit's `GrowingTextView` share, written once for both: each class is
// named `GrowingTextView` on its platform, so this extension serves whichever one is built. An extension holds no
// stored properties, so the values live in the controller's `GrowingTextSettings`; what a change sets off on the
// platform's side (`invalidateMeasurements()`, `placeholderDidChange()`) each class implements under one name.
extension GrowingTextView {
    // MARK: - Size

    /// How tall the view may get: a range of lines or of points; `ExpansionPolicy.default` (one to five lines) at
    /// first.
    ///
    /// The line heights are measured with the view's real text attributes, so a maximum of five lines is exactly
    /// as tall as five lines of text with the current font, paragraph style and insets.
    public var expansion: ExpansionPolicy {
        get { controller.settings.expansion }
        set {
            controller.settings.expansion = newValue
            invalidateMeasurements()
        }
    }

    /// Whether height changes are animated.
    public var animatesHeightChanges: Bool {
        get { controller.settings.animatesHeightChanges }
        set { controller.settings.animatesHeightChanges = newValue }
    }

    /// Called after the height the view asks for has changed, inside the platform's animation (a `UIView`
    /// animation block, an `NSAnimationContext` group) when height changes are animated, so that layout changes
    /// made here (laying out the superview) animate too.
    ///
    /// The view's `intrinsicContentSize` already has the new height. On UIKit, a container that does not follow a
    /// subview's Auto Layout changes is told here: a self-sizing table cell before iOS 16
    /// (`tableView.beginUpdates(); tableView.endUpdates()`) or from iOS 16 with the table's default
    /// `selfSizingInvalidation` (`cell.contentView.invalidateIntrinsicContentSize()`), and an input accessory view,
    /// which the keyboard sizes by its own intrinsic size (`invalidateIntrinsicContentSize()` on the accessory).
    ///
    /// A change made during a layout pass (a new width, a rotation) is reported once, after the pass, so that laying
    /// out the superview here never runs inside this view's own layout (which AppKit does not allow at all).
    public var onHeightChange: ((CGFloat) -> Void)? {
        get { controller.settings.onHeightChange }
        set { controller.settings.onHeightChange = newValue }
    }

    /// The height the view currently asks for, in points, already clamped between the minimum and the maximum.
    public var preferredHeight: CGFloat { controller.height }

    /// Whether the text is taller than the maximum, so that the view scrolls.
    public var isAtMaximumHeight: Bool { controller.isScrollEnabled }

    // MARK: - Placeholder

    /// The text shown, dimmed, while the view is empty; VoiceOver reads it too (on UIKit as the view's
    /// accessibility label, unless the app set its own; on AppKit as the text view's placeholder value).
    public var placeholder: String {
        get { controller.settings.placeholder }
        set {
            controller.settings.placeholder = newValue
            placeholderDidChange()
        }
    }

    // MARK: - Return, focus and changes

    /// What Return does: insert a line break or submit.
    ///
    /// On hardware keyboards the modifiers are taken into account (for example Shift-Return inserts a line break
    /// when Return submits); see `ReturnKeyBehavior`.
    public var returnKeyBehavior: ReturnKeyBehavior {
        get { controller.settings.returnKeyBehavior }
        set { controller.settings.returnKeyBehavior = newValue }
    }

    /// Called when Return submits, per ``returnKeyBehavior``.
    public var onSubmit: (() -> Void)? {
        get { controller.settings.onSubmit }
        set { controller.settings.onSubmit = newValue }
    }

    /// Called after the user changed the text (typing, pasting, dictation, undo), never for changes made with
    /// ``setText(_:)-(String)`` or by assigning the text (`text` on UIKit, the text view's `string` on AppKit).
    public var onTextChange: ((String) -> Void)? {
        get { controller.settings.onTextChange }
        set { controller.settings.onTextChange = newValue }
    }

    /// Called when the view gains (`true`) or loses (`false`) the keyboard focus.
    public var onFocusChange: ((Bool) -> Void)? {
        get { controller.settings.onFocusChange }
        set { controller.settings.onFocusChange = newValue }
    }

    /// Whether to take the keyboard focus the first time the view appears in a window (and only then).
    ///
    /// Set it before the view is added to a window; later changes have no effect.
    public var autofocusOnFirstAppearance: Bool {
        get { controller.settings.autofocusOnFirstAppearance }
        set { controller.settings.autofocusOnFirstAppearance = newValue }
    }

    /// Asks for the keyboard focus now if the view is in a window, or as soon as it is.
    public func requestFocus() {
        controller.requestFocus(true)
    }

    /// Gives up the keyboard focus, and forgets a focus request not carried out yet.
    public func releaseFocus() {
        controller.requestFocus(false)
    }

    // MARK: - Character limit

    /// The most characters (grapheme clusters) the text may hold, or `nil` for no limit.
    ///
    /// Typing and pasting past the limit are trimmed at a character boundary, as an edit of the text system, so undo
    /// keeps working. Text being composed with an input method is never trimmed; the limit applies again when the
    /// composition ends.
    public var characterLimit: CharacterLimit? {
        get { controller.settings.characterLimit }
        set {
            controller.settings.characterLimit = newValue
            controller.countdownDidChange()
        }
    }

    /// When the remaining characters are shown (through ``onRemainingCharactersChange``) and announced to VoiceOver,
    /// or `nil` for the default: a fifth of the limit, at least 10 (see `RemainingCharactersCountdown`).
    public var remainingCharactersThreshold: Int? {
        get { controller.settings.remainingCharactersThreshold }
        set {
            controller.settings.remainingCharactersThreshold = newValue
            controller.countdownDidChange()
        }
    }

    /// Called when the number of remaining characters to show changes: the number, or `nil` while the text is not
    /// near the ``characterLimit``. VoiceOver hears the count at a few milestones on the way down.
    public var onRemainingCharactersChange: ((Int?) -> Void)? {
        get { controller.settings.onRemainingCharactersChange }
        set { controller.settings.onRemainingCharactersChange = newValue }
    }
}
#endif
