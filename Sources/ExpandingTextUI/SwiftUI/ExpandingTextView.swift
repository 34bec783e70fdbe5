#if canImport(SwiftUI) && (canImport(UIKit) || canImport(AppKit))
import ExpandingTextCore
import SwiftUI

/// A multi-line text input that grows with its content: the composer of a messaging app.
///
/// It starts at its minimum height, grows line by line as text is typed, pasted or set through the binding,
/// stops at its maximum and then scrolls, keeping the caret in view. It wraps `UITextView` (iOS, Mac Catalyst,
/// visionOS) or `NSTextView` (macOS), works from iOS 13 and macOS 10.15, keeps the caret, the input method
/// composition and the undo history when the binding changes, and makes every decision through
/// `ExpandingTextCore`.
///
/// ```swift
/// struct Composer: View {
///     @State private var message = ""
///     @State private var isFocused = false
///
///     var body: some View {
///         ExpandingTextView("Message", text: $message, isFocused: $isFocused)
///             .expandingTextLineLimit(1...5)
///             .expandingTextReturnKeyBehavior(.submit) { send() }
///             .expandingTextCharacterLimit(500)
///     }
/// }
/// ```
///
/// Options are modifiers that return `some View` and travel in the environment, so they can be set on the view or
/// on a container around several of them. The view is transparent: a `.background` goes behind both the text and
/// the placeholder. Without `expandingTextLineLimit(_:)` or `expandingTextHeight(min:max:)` it grows from one line
/// to five (`ExpansionPolicy.default`, as the UIKit and AppKit views), then scrolls.
public struct ExpandingTextView: View {
    @Binding private var text: String
    private let placeholder: String
    private let isFocused: Binding<Bool>?

    @Environment(\.expandingTextConfiguration) private var configuration
    @Environment(\.sizeCategory) private var sizeCategory
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.multilineTextAlignment) private var alignment
    @Environment(\.isEnabled) private var isEnabled

    /// The height measured on systems without `sizeThatFits` for representables (iOS 15, macOS 12 and earlier).
    @State private var legacyHeight: CGFloat?
    @State private var remainingCharacters: Int?

    /// Creates an expanding text view.
    ///
    /// - Parameters:
    ///   - placeholder: The text shown, dimmed, while the text is empty; also what VoiceOver reads as the label.
    ///   - text: The text to edit.
    public init(_ placeholder: String, text: Binding<String>) {
        self._text = text
        self.placeholder = placeholder
        self.isFocused = nil
    }

    /// Creates an expanding text view whose keyboard focus follows a binding, both ways.
    ///
    /// Setting the binding to `true` focuses the view (as soon as it is on screen); the binding turns `false` when
    /// the user dismisses the keyboard or moves to another field. SwiftUI's `@FocusState` and `.focused` don't reach
    /// wrapped UIKit and AppKit views, and need iOS 15.
    ///
    /// - Parameters:
    ///   - placeholder: The text shown, dimmed, while the text is empty; also what VoiceOver reads as the label.
    ///   - text: The text to edit.
    ///   - isFocused: Whether the view has the keyboard focus.
    public init(_ placeholder: String, text: Binding<String>, isFocused: Binding<Bool>) {
        self._text = text
        self.placeholder = placeholder
        self.isFocused = isFocused
    }

    /// The text view, its background and the remaining-characters count.
    public var body: some View {
        PlatformTextView(
            text: $text,
            placeholder: placeholder,
            isFocused: isFocused,
            configuration: configuration,
            environment: PlatformTextView.Environment(
                sizeCategory: sizeCategory,
                layoutDirection: layoutDirection,
                alignment: alignment,
                isEditable: configuration.isEditable && isEnabled
            ),
            legacyHeight: $legacyHeight,
            remainingCharacters: $remainingCharacters
        )
        .frame(height: legacyHeight)
        .background(configuration.background)
        .overlay(remainingCharactersLabel, alignment: .bottomTrailing)
    }

    @ViewBuilder private var remainingCharactersLabel: some View {
        if configuration.showsRemainingCharacters, let remainingCharacters {
            Text(verbatim: "\(remainingCharacters)")
                .font(.footnote)
                .foregroundColor(remainingCharacters < 0 ? .red : .secondary)
                .padding(4)
        }
    }
}
#endif
