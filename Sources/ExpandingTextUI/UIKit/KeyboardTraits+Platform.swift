#if canImport(UIKit) && canImport(SwiftUI) && !os(visionOS)
import SwiftUI
import UIKit

/// The keyboard options of `UITextView` that visionOS lacks (it has no keyboard dismiss mode and no input accessory
/// views), which ``ExpandingTextView`` passes on everywhere else.
///
/// This file is the one place where the UIKit adapter differs between visionOS and the other UIKit platforms: the
/// rest of the adapter carries a `KeyboardTraits` and calls ``apply(to:)`` without asking which platform it is on.
struct KeyboardTraits {
    var keyboardDismissMode: UIScrollView.KeyboardDismissMode = .none
    var inputAccessoryView: UIView?

    /// Sets the options on `view`, touching only those that changed.
    ///
    /// - Returns: Whether the input accessory view changed, which the keyboard on screen shows only once reloaded.
    @MainActor
    func apply(to view: GrowingTextView) -> Bool {
        if view.keyboardDismissMode != keyboardDismissMode { view.keyboardDismissMode = keyboardDismissMode }
        guard view.inputAccessoryView !== inputAccessoryView else { return false }
        view.inputAccessoryView = inputAccessoryView
        return true
    }
}

extension View {
    /// Sets how dragging the text dismisses the keyboard in the ``ExpandingTextView``s below (once they scroll).
    ///
    /// Not available on visionOS, which has no keyboard dismiss mode.
    ///
    /// - Parameter mode: The keyboard dismiss mode.
    /// - Returns: A view whose expanding text views use this mode.
    public func expandingTextKeyboardDismissMode(_ mode: UIScrollView.KeyboardDismissMode) -> some View {
        expandingTextConfiguration { $0.platform.keyboard.keyboardDismissMode = mode }
    }

    /// Sets a view shown above the software keyboard while an ``ExpandingTextView`` below has the focus.
    ///
    /// Not available on visionOS, which has no input accessory views.
    ///
    /// - Parameter view: The accessory view, or `nil` for none.
    /// - Returns: A view whose expanding text views show this accessory.
    public func expandingTextInputAccessoryView(_ view: UIView?) -> some View {
        expandingTextConfiguration { $0.platform.keyboard.inputAccessoryView = view }
    }
}
#elseif canImport(UIKit) && canImport(SwiftUI)
import UIKit

/// visionOS has neither a keyboard dismiss mode nor input accessory views: there is nothing to carry or to set.
struct KeyboardTraits {
    /// Leaves `view` as it is.
    ///
    /// - Returns: `false`: nothing changed.
    @MainActor
    func apply(to view: GrowingTextView) -> Bool { false }
}
#endif
