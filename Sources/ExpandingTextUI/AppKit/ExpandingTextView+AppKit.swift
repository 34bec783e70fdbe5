#if canImport(AppKit) && !targetEnvironment(macCatalyst) && canImport(SwiftUI)
import AppKit
import SwiftUI

/// The text-checking options of `NSTextView` that ``ExpandingTextView`` passes on.
struct PlatformTextTraits {
    var isAutomaticSpellingCorrectionEnabled = true

    @MainActor
    func apply(to view: GrowingTextView) {
        if view.textView.isAutomaticSpellingCorrectionEnabled != isAutomaticSpellingCorrectionEnabled {
            view.textView.isAutomaticSpellingCorrectionEnabled = isAutomaticSpellingCorrectionEnabled
        }
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
    /// Sets the font of the ``ExpandingTextView``s below (the body text style by default).
    ///
    /// - Parameter font: The font.
    /// - Returns: A view whose expanding text views use this font.
    public func expandingTextFont(_ font: NSFont) -> some View {
        expandingTextConfiguration { $0.font = font }
    }

    /// Sets the text colour of the ``ExpandingTextView``s below (`.textColor` by default).
    ///
    /// - Parameter color: The colour of the text.
    /// - Returns: A view whose expanding text views use this colour.
    public func expandingTextColor(_ color: NSColor) -> some View {
        expandingTextConfiguration { $0.textColor = color }
    }

    /// Sets the placeholder colour of the ``ExpandingTextView``s below (`.placeholderTextColor` by default).
    ///
    /// - Parameter color: The colour of the placeholder.
    /// - Returns: A view whose expanding text views use this colour.
    public func expandingTextPlaceholderColor(_ color: NSColor) -> some View {
        expandingTextConfiguration { $0.placeholderColor = color }
    }

    /// Turns automatic spelling correction on or off in the ``ExpandingTextView``s below.
    ///
    /// - Parameter enabled: Whether misspelled words are corrected as they are typed.
    /// - Returns: A view whose expanding text views use this setting.
    public func expandingTextAutocorrection(_ enabled: Bool) -> some View {
        expandingTextConfiguration { $0.platform.isAutomaticSpellingCorrectionEnabled = enabled }
    }
}
#endif
