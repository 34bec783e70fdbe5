#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit

/// The text input traits and keyboard options of `UITextView` that ``ExpandingTextView`` passes on.
struct PlatformTextTraits {
    var keyboardType: UIKeyboardType = .default
    var autocapitalizationType: UITextAutocapitalizationType = .sentences
    var autocorrectionType: UITextAutocorrectionType = .default
    var returnKeyType: UIReturnKeyType = .default
    var enablesReturnKeyAutomatically = false
    var textContentType: UITextContentType?
    /// The keyboard dismiss mode and input accessory view, where the platform has them.
    var keyboard = KeyboardTraits()

    /// Sets the traits that changed; the keyboard on screen picks them up only through `reloadInputViews()`.
    @MainActor
    func apply(to view: GrowingTextView) {
        var changed = keyboard.apply(to: view)
        func set<Value: Equatable>(_ keyPath: ReferenceWritableKeyPath<GrowingTextView, Value>, _ value: Value) {
            guard view[keyPath: keyPath] != value else { return }
            view[keyPath: keyPath] = value
            changed = true
        }
        set(\.keyboardType, keyboardType)
        set(\.autocapitalizationType, autocapitalizationType)
        set(\.autocorrectionType, autocorrectionType)
        set(\.returnKeyType, returnKeyType)
        set(\.enablesReturnKeyAutomatically, enablesReturnKeyAutomatically)
        set(\.textContentType, textContentType)
        if changed && view.isFirstResponder { view.reloadInputViews() }
    }
}

extension ExpandingTextView {
    /// Commits the input method's composition in the expanding text view that has the keyboard focus, so the text
    /// binding holds the committed text when the next line runs.
    ///
    /// Call it first in a send button's action: mid-composition (Japanese, Chinese or Korean input, or a pending
    /// accent) the binding does not yet hold the word being composed, and the send would leave it behind. Does
    /// nothing when no expanding text view is focused or none is composing.
    ///
    /// <!-- example: fragment swiftui-body -->
    /// ```swift
    /// Button("Send") {
    ///     ExpandingTextView.commitMarkedText()
    ///     send(message)
    /// }
    /// ```
    @MainActor
    public static func commitMarkedText() {
        GrowingTextView.focused?.commitMarkedText()
    }
}

extension View {
    /// Sets the font of the ``ExpandingTextView``s below, scaled with Dynamic Type.
    ///
    /// By default the views use the body text style, which follows Dynamic Type. A custom font is scaled with
    /// `UIFontMetrics` for `textStyle`, so it follows Dynamic Type too; pass `nil` to keep it at its size. A font
    /// that already follows Dynamic Type (from `preferredFont(forTextStyle:)` or `UIFontMetrics`) is used as it is:
    /// scaling it again raises an exception.
    ///
    /// - Parameters:
    ///   - font: The font at the default content size.
    ///   - textStyle: The text style whose scaling the font follows, or `nil` for a fixed size.
    /// - Returns: A view whose expanding text views use this font.
    public func expandingTextFont(_ font: UIFont, relativeTo textStyle: UIFont.TextStyle? = .body) -> some View {
        let isScaled = font.fontDescriptor.object(forKey: .textStyle) != nil
        let scaled = isScaled ? font : textStyle.map { UIFontMetrics(forTextStyle: $0).scaledFont(for: font) } ?? font
        return expandingTextConfiguration { $0.font = scaled }
    }

    /// Sets the text colour of the ``ExpandingTextView``s below (`.label` by default).
    ///
    /// - Parameter color: The colour of the text.
    /// - Returns: A view whose expanding text views use this colour.
    public func expandingTextColor(_ color: UIColor) -> some View {
        expandingTextConfiguration { $0.textColor = color }
    }

    /// Sets the placeholder colour of the ``ExpandingTextView``s below (`.placeholderText` by default).
    ///
    /// - Parameter color: The colour of the placeholder.
    /// - Returns: A view whose expanding text views use this colour.
    public func expandingTextPlaceholderColor(_ color: UIColor) -> some View {
        expandingTextConfiguration { $0.placeholderColor = color }
    }

    /// Sets the keyboard and text input traits of the ``ExpandingTextView``s below.
    ///
    /// SwiftUI's `.keyboardType`, `.textContentType` and `.autocapitalization` don't reach wrapped UIKit views,
    /// hence this modifier.
    ///
    /// - Parameters:
    ///   - keyboardType: The kind of keyboard.
    ///   - autocapitalization: When the shift key is on automatically.
    ///   - autocorrection: Whether autocorrection is on.
    ///   - returnKeyType: The title of the software keyboard's Return key.
    ///   - enablesReturnKeyAutomatically: Whether the software keyboard disables its Return key while the text is
    ///     empty, so an empty message can't be sent from it.
    ///   - contentType: What the text is, for suggestions (`nil` for none).
    /// - Returns: A view whose expanding text views use these traits.
    public func expandingTextInputTraits(
        keyboardType: UIKeyboardType = .default,
        autocapitalization: UITextAutocapitalizationType = .sentences,
        autocorrection: UITextAutocorrectionType = .default,
        returnKeyType: UIReturnKeyType = .default,
        enablesReturnKeyAutomatically: Bool = false,
        contentType: UITextContentType? = nil
    ) -> some View {
        expandingTextConfiguration {
            $0.platform.keyboardType = keyboardType
            $0.platform.autocapitalizationType = autocapitalization
            $0.platform.autocorrectionType = autocorrection
            $0.platform.returnKeyType = returnKeyType
            $0.platform.enablesReturnKeyAutomatically = enablesReturnKeyAutomatically
            $0.platform.textContentType = contentType
        }
    }
}
#endif
