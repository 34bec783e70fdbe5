/// Decides when a text view takes or gives up the keyboard focus: autofocus on first appearance only, app
/// requests carried out exactly once when the view can take them, and the real focus reported back to the app.
///
/// A view cannot become first responder before it is in a window (on iOS 13, trying during a SwiftUI update
/// crashes inside UIKit), so a request that arrives earlier waits — it is never lost — and is carried out when
/// the view reports that it entered a window. Each method returns the ``Action`` to perform now, if any.
///
/// <!-- example: fragment core-text-view-adapter -->
/// ```swift
/// var focus = FocusController(autofocus: true)
/// // updateUIView: the app's isFocused binding
/// if let action = focus.update(binding: isFocused) { perform(action) }
/// // didMoveToWindow
/// if let action = focus.viewDidMoveToWindow(textView.window != nil) { perform(action) }
/// // textViewDidBeginEditing / textViewDidEndEditing (and after perform(_:), with the real outcome)
/// if let value = focus.viewFocusDidChange(textView.isFirstResponder) { isFocused = value }
/// ```
public struct FocusController: Hashable, Sendable {
    /// What the front end does to the view's focus now.
    public enum Action: Hashable, Sendable {
        /// Take the focus (`becomeFirstResponder`, `makeFirstResponder(view)`, the terminal's caret).
        case focus
        /// Give the focus up (`resignFirstResponder`).
        case unfocus
    }

    /// Whether the view focuses itself the first time it appears; a change after that has no effect.
    public var autofocus: Bool
    /// Whether the view is in a window, so it can take the focus.
    public private(set) var isInWindow = false
    /// Whether the view has appeared (entered a window) at least once.
    public private(set) var hasAppeared = false
    /// Whether the view has the focus, as it last reported.
    public private(set) var isFocused = false
    /// The focus the app asked for that the view could not take yet.
    private var pendingFocus: Bool?
    /// Whether the app asked for a focus state explicitly; such a request overrides autofocus.
    private var hasExplicitRequest = false
    /// The app's focus value as last seen or reported; only a change of it is a request.
    private var bindingValue = false

    /// Creates the focus state of a view that has not appeared yet and is not focused.
    ///
    /// - Parameter autofocus: Whether to take the focus on the first appearance (and only then).
    public init(autofocus: Bool = false) {
        self.autofocus = autofocus
    }

    /// The app asks for the focus (`true`) or for giving it up (`false`).
    ///
    /// - Parameter focused: The focus state the app wants.
    /// - Returns: The action to perform now; `nil` when the view is already in that state, or when it is not in a
    ///   window yet (the request is then carried out by ``viewDidMoveToWindow(_:)``).
    public mutating func request(_ focused: Bool) -> Action? {
        hasExplicitRequest = true
        pendingFocus = focused
        return takePendingRequest()
    }

    /// The app's focus binding holds `focused`; a *change* of it since the last call (or since the last value
    /// reported to the app) is a request.
    ///
    /// Calling it on every view update with an unchanged value does nothing, so a view the user unfocused is not
    /// refocused by an unrelated update.
    ///
    /// - Parameter focused: The binding's current value (it starts as `false`).
    /// - Returns: The action to perform now, if any.
    public mutating func update(binding focused: Bool) -> Action? {
        guard focused != bindingValue else { return nil }
        bindingValue = focused
        return request(focused)
    }

    /// The view entered a window (`true`) or left it (`false`).
    ///
    /// On the first entry, a view with ``autofocus`` asks for the focus, unless the app already asked for a state
    /// explicitly. A request waiting for the window is carried out now.
    ///
    /// - Parameter isInWindow: Whether the view is now in a window.
    /// - Returns: The action to perform now, if any.
    public mutating func viewDidMoveToWindow(_ isInWindow: Bool) -> Action? {
        self.isInWindow = isInWindow
        guard isInWindow else { return nil }
        if !hasAppeared {
            hasAppeared = true
            if autofocus, !hasExplicitRequest { pendingFocus = true }
        }
        return takePendingRequest()
    }

    /// The view gained or lost the focus (by the user, by the system, or as the outcome of an ``Action``).
    ///
    /// - Parameter focused: Whether the view has the focus now.
    /// - Returns: The value to write to the app's focus binding, or `nil` when it already holds it.
    public mutating func viewFocusDidChange(_ focused: Bool) -> Bool? {
        isFocused = focused
        if pendingFocus == focused { pendingFocus = nil }
        guard bindingValue != focused else { return nil }
        bindingValue = focused
        return focused
    }

    /// Carries out the pending request if the view can take it: returns its action once, and forgets it.
    private mutating func takePendingRequest() -> Action? {
        guard isInWindow, let focused = pendingFocus else { return nil }
        pendingFocus = nil
        guard focused != isFocused else { return nil }
        return focused ? .focus : .unfocus
    }
}
