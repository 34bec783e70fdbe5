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
/// <!-- example: fragment swiftui-send -->
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

    /// Creates an expanding text view whose placeholder is looked up in the app's localised strings, as
    /// `TextField("Message", text:)` does.
    ///
    /// <!-- example: fragment swiftui-body -->
    /// ```swift
    /// ExpandingTextView("Message", text: $message)
    /// ```
    ///
    /// - Parameters:
    ///   - placeholderKey: The key of the placeholder in the main bundle's `Localizable` table; the key itself when
    ///     the table has no entry for it. The placeholder is shown, dimmed, while the text is empty, and is what
    ///     VoiceOver reads as the label.
    ///   - text: The text to edit.
    public init(_ placeholderKey: LocalizedStringKey, text: Binding<String>) {
        self.init(verbatim: Self.localized(placeholderKey), text: text, isFocused: nil)
    }

    /// Creates an expanding text view whose placeholder is shown as given, not localised.
    ///
    /// <!-- example: fragment swiftui-body -->
    /// ```swift
    /// ExpandingTextView(contact.composerPrompt, text: $message)
    /// ```
    ///
    /// - Parameters:
    ///   - placeholder: The text shown, dimmed, while the text is empty; also what VoiceOver reads as the label.
    ///   - text: The text to edit.
    public init<S: StringProtocol>(_ placeholder: S, text: Binding<String>) {
        self.init(verbatim: String(placeholder), text: text, isFocused: nil)
    }

    /// Creates an expanding text view with a localised placeholder whose keyboard focus follows a binding, both
    /// ways.
    ///
    /// Setting the binding to `true` focuses the view (as soon as it is on screen); the binding turns `false` when
    /// the user dismisses the keyboard or moves to another field. SwiftUI's `.focused` modifier doesn't reach
    /// wrapped UIKit and AppKit views; on iOS 15 and macOS 12 and later a `@FocusState` can drive the view through
    /// the initialiser that takes a `FocusState<Bool>.Binding` instead.
    ///
    /// <!-- example: fragment swiftui-member-and-body -->
    /// ```swift
    /// @State private var isFocused = false
    ///
    /// ExpandingTextView("Message", text: $message, isFocused: $isFocused)
    /// ```
    ///
    /// - Parameters:
    ///   - placeholderKey: The key of the placeholder in the main bundle's `Localizable` table.
    ///   - text: The text to edit.
    ///   - isFocused: Whether the view has the keyboard focus.
    public init(_ placeholderKey: LocalizedStringKey, text: Binding<String>, isFocused: Binding<Bool>) {
        self.init(verbatim: Self.localized(placeholderKey), text: text, isFocused: isFocused)
    }

    /// Creates an expanding text view with a placeholder shown as given, whose keyboard focus follows a binding,
    /// both ways.
    ///
    /// <!-- example: fragment swiftui-body -->
    /// ```swift
    /// ExpandingTextView(prompt, text: $message, isFocused: $isFocused)
    /// ```
    ///
    /// - Parameters:
    ///   - placeholder: The text shown, dimmed, while the text is empty; also what VoiceOver reads as the label.
    ///   - text: The text to edit.
    ///   - isFocused: Whether the view has the keyboard focus.
    public init<S: StringProtocol>(_ placeholder: S, text: Binding<String>, isFocused: Binding<Bool>) {
        self.init(verbatim: String(placeholder), text: text, isFocused: isFocused)
    }

    /// Creates an expanding text view with a localised placeholder whose keyboard focus follows a `@FocusState`.
    ///
    /// Setting the focus state to `true` focuses the view (as soon as it is on screen); it turns `false` when the
    /// user dismisses the keyboard or moves to another field.
    ///
    /// <!-- example: fragment swiftui-member-and-body -->
    /// ```swift
    /// @FocusState private var isFocused: Bool
    ///
    /// ExpandingTextView("Message", text: $message, isFocused: $isFocused)
    /// ```
    ///
    /// - Parameters:
    ///   - placeholderKey: The key of the placeholder in the main bundle's `Localizable` table.
    ///   - text: The text to edit.
    ///   - isFocused: The focus state's binding, `$isFocused`.
    @available(iOS 15.0, macOS 12.0, *)
    public init(_ placeholderKey: LocalizedStringKey, text: Binding<String>, isFocused: FocusState<Bool>.Binding) {
        self.init(placeholderKey, text: text, isFocused: Self.binding(isFocused))
    }

    /// Creates an expanding text view with a placeholder shown as given, whose keyboard focus follows a
    /// `@FocusState`.
    ///
    /// <!-- example: fragment swiftui-focus-state-body -->
    /// ```swift
    /// ExpandingTextView(prompt, text: $message, isFocused: $isFocused)
    /// ```
    ///
    /// - Parameters:
    ///   - placeholder: The text shown, dimmed, while the text is empty; also what VoiceOver reads as the label.
    ///   - text: The text to edit.
    ///   - isFocused: The focus state's binding, `$isFocused`.
    @available(iOS 15.0, macOS 12.0, *)
    public init<S: StringProtocol>(_ placeholder: S, text: Binding<String>, isFocused: FocusState<Bool>.Binding) {
        self.init(placeholder, text: text, isFocused: Self.binding(isFocused))
    }

    private init(verbatim placeholder: String, text: Binding<String>, isFocused: Binding<Bool>?) {
        self._text = text
        self.placeholder = placeholder
        self.isFocused = isFocused
    }

    /// The focus state seen as a plain binding, so that no stored property of this iOS 13 type has an iOS 15 type.
    @available(iOS 15.0, macOS 12.0, *)
    private static func binding(_ focus: FocusState<Bool>.Binding) -> Binding<Bool> {
        Binding(get: { focus.wrappedValue }, set: { focus.wrappedValue = $0 })
    }

    /// The placeholder's text for the text view, which draws it and gives it to VoiceOver as a plain string.
    ///
    /// SwiftUI has no public API that turns a `LocalizedStringKey` into a string, so the key is read from its
    /// stored `key` and looked up the way `Text` looks it up by default (the main bundle's `Localizable` table);
    /// format arguments of an interpolated key are not filled in, so pass an interpolated placeholder as a `String`.
    private static func localized(_ key: LocalizedStringKey) -> String {
        let stored = Mirror(reflecting: key).children.first { $0.label == "key" }?.value as? String ?? ""
        return Bundle.main.localizedString(forKey: stored, value: nil, table: nil)
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
