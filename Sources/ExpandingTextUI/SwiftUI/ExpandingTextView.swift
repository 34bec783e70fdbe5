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
    /// The text with its elements, when the app binds a ``Submission`` (see `init(_:composer:)`) rather than a
    /// `String`.
    private let composer: Binding<Submission>?
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

    /// Creates an expanding text view whose placeholder is a string literal looked up in the app's localised
    /// strings, as `TextField("Message", text:)` does.
    ///
    /// The literal is the key in the main bundle's `Localizable` table (a string catalog or a strings file); the
    /// key itself is shown when the table has no entry for it. An interpolated literal is not a key: it is shown as
    /// written, with its values filled in.
    ///
    /// <!-- example: fragment swiftui-body -->
    /// ```swift
    /// ExpandingTextView("Message", text: $message)
    /// ```
    ///
    /// - Parameters:
    ///   - placeholderKey: The key of the placeholder in the main bundle's `Localizable` table. The placeholder is
    ///     shown, dimmed, while the text is empty, and is what VoiceOver reads as the label.
    ///   - text: The text to edit.
    public init(_ placeholderKey: StaticString, text: Binding<String>) {
        self.init(verbatim: Self.localized(key: placeholderKey.description), text: text, isFocused: nil)
    }

    /// Creates an expanding text view whose placeholder is a localized string resource, with its own table, bundle
    /// and locale.
    ///
    /// The resource is looked up once, with `String(localized:)`, when the view is created; its format arguments are
    /// filled in.
    ///
    /// <!-- example: fragment swiftui-send -->
    /// ```swift
    /// @available(iOS 16.0, macOS 13.0, *)
    /// struct Composer: View {
    ///     let prompt: LocalizedStringResource = "Message"
    ///     @State private var message = ""
    ///
    ///     var body: some View {
    ///         ExpandingTextView(prompt, text: $message)
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - placeholder: The placeholder, looked up when the view is created. It is shown, dimmed, while the text is
    ///     empty, and is what VoiceOver reads as the label.
    ///   - text: The text to edit.
    @available(iOS 16.0, macOS 13.0, *)
    @_disfavoredOverload
    public init(_ placeholder: LocalizedStringResource, text: Binding<String>) {
        self.init(verbatim: String(localized: placeholder), text: text, isFocused: nil)
    }

    /// Creates an expanding text view whose placeholder is a `LocalizedStringKey` your code passes on, looked up in
    /// the app's localised strings.
    ///
    /// A string literal reaches the initialiser that takes a `StaticString`, and on iOS 16 and macOS 13 a
    /// `LocalizedStringResource` carries its own table and bundle; prefer either. SwiftUI offers no public way to
    /// read a key back out of a `LocalizedStringKey`, so this initialiser reads it from the value's stored
    /// property, looks it up in the main bundle's `Localizable` table, and fills in no format arguments of an
    /// interpolated key.
    ///
    /// <!-- example: fragment swiftui-member-and-body -->
    /// ```swift
    /// let prompt: LocalizedStringKey = "Message"
    ///
    /// ExpandingTextView(prompt, text: $message)
    /// ```
    ///
    /// - Parameters:
    ///   - placeholderKey: The key of the placeholder in the main bundle's `Localizable` table; the key itself when
    ///     the table has no entry for it. The placeholder is shown, dimmed, while the text is empty, and is what
    ///     VoiceOver reads as the label.
    ///   - text: The text to edit.
    @_disfavoredOverload
    public init(_ placeholderKey: LocalizedStringKey, text: Binding<String>) {
        self.init(verbatim: Self.localized(key: Self.storedKey(of: placeholderKey)), text: text, isFocused: nil)
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
    @_disfavoredOverload
    public init<S: StringProtocol>(_ placeholder: S, text: Binding<String>) {
        self.init(verbatim: String(placeholder), text: text, isFocused: nil)
    }

    /// Creates an expanding text view with a string literal placeholder, looked up in the app's localised strings,
    /// whose keyboard focus follows a binding, both ways.
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
    public init(_ placeholderKey: StaticString, text: Binding<String>, isFocused: Binding<Bool>) {
        self.init(verbatim: Self.localized(key: placeholderKey.description), text: text, isFocused: isFocused)
    }

    /// Creates an expanding text view with a localized string resource as its placeholder, whose keyboard focus
    /// follows a binding, both ways.
    ///
    /// The resource is looked up once, when the view is created. Setting the binding to `true` focuses the view (as
    /// soon as it is on screen); the binding turns `false` when the user moves the focus away.
    ///
    /// <!-- example: fragment swiftui-send -->
    /// ```swift
    /// @available(iOS 16.0, macOS 13.0, *)
    /// struct Composer: View {
    ///     let prompt: LocalizedStringResource = "Message"
    ///     @State private var message = ""
    ///     @State private var isFocused = false
    ///
    ///     var body: some View {
    ///         ExpandingTextView(prompt, text: $message, isFocused: $isFocused)
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - placeholder: The placeholder, looked up when the view is created.
    ///   - text: The text to edit.
    ///   - isFocused: Whether the view has the keyboard focus.
    @available(iOS 16.0, macOS 13.0, *)
    @_disfavoredOverload
    public init(_ placeholder: LocalizedStringResource, text: Binding<String>, isFocused: Binding<Bool>) {
        self.init(verbatim: String(localized: placeholder), text: text, isFocused: isFocused)
    }

    /// Creates an expanding text view with a `LocalizedStringKey` placeholder whose keyboard focus follows a
    /// binding, both ways.
    ///
    /// Prefer a string literal or a `LocalizedStringResource`: the key is read back out of the `LocalizedStringKey`
    /// as by the initialiser without a focus binding.
    ///
    /// <!-- example: fragment swiftui-member-and-body -->
    /// ```swift
    /// let prompt: LocalizedStringKey = "Message"
    /// @State private var isFocused = false
    ///
    /// ExpandingTextView(prompt, text: $message, isFocused: $isFocused)
    /// ```
    ///
    /// - Parameters:
    ///   - placeholderKey: The key of the placeholder in the main bundle's `Localizable` table.
    ///   - text: The text to edit.
    ///   - isFocused: Whether the view has the keyboard focus.
    @_disfavoredOverload
    public init(_ placeholderKey: LocalizedStringKey, text: Binding<String>, isFocused: Binding<Bool>) {
        self.init(verbatim: Self.localized(key: Self.storedKey(of: placeholderKey)), text: text, isFocused: isFocused)
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
    @_disfavoredOverload
    public init<S: StringProtocol>(_ placeholder: S, text: Binding<String>, isFocused: Binding<Bool>) {
        self.init(verbatim: String(placeholder), text: text, isFocused: isFocused)
    }

    /// Creates an expanding text view with a string literal placeholder, looked up in the app's localised strings,
    /// whose keyboard focus follows a `@FocusState`.
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
    public init(_ placeholderKey: StaticString, text: Binding<String>, isFocused: FocusState<Bool>.Binding) {
        self.init(placeholderKey, text: text, isFocused: Self.binding(isFocused))
    }

    /// Creates an expanding text view with a localized string resource as its placeholder, whose keyboard focus
    /// follows a `@FocusState`.
    ///
    /// The resource is looked up once, when the view is created. Setting the focus state to `true` focuses the view
    /// (as soon as it is on screen); it turns `false` when the user moves the focus away.
    ///
    /// <!-- example: fragment swiftui-send -->
    /// ```swift
    /// @available(iOS 16.0, macOS 13.0, *)
    /// struct Composer: View {
    ///     let prompt: LocalizedStringResource = "Message"
    ///     @State private var message = ""
    ///     @FocusState private var isFocused: Bool
    ///
    ///     var body: some View {
    ///         ExpandingTextView(prompt, text: $message, isFocused: $isFocused)
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - placeholder: The placeholder, looked up when the view is created.
    ///   - text: The text to edit.
    ///   - isFocused: The focus state's binding, `$isFocused`.
    @available(iOS 16.0, macOS 13.0, *)
    @_disfavoredOverload
    public init(_ placeholder: LocalizedStringResource, text: Binding<String>, isFocused: FocusState<Bool>.Binding) {
        self.init(placeholder, text: text, isFocused: Self.binding(isFocused))
    }

    /// Creates an expanding text view with a `LocalizedStringKey` placeholder whose keyboard focus follows a
    /// `@FocusState`.
    ///
    /// Prefer a string literal or a `LocalizedStringResource`: the key is read back out of the `LocalizedStringKey`
    /// as by the initialiser without a focus binding.
    ///
    /// <!-- example: fragment swiftui-member-and-body -->
    /// ```swift
    /// let prompt: LocalizedStringKey = "Message"
    /// @FocusState private var isFocused: Bool
    ///
    /// ExpandingTextView(prompt, text: $message, isFocused: $isFocused)
    /// ```
    ///
    /// - Parameters:
    ///   - placeholderKey: The key of the placeholder in the main bundle's `Localizable` table.
    ///   - text: The text to edit.
    ///   - isFocused: The focus state's binding, `$isFocused`.
    @available(iOS 15.0, macOS 12.0, *)
    @_disfavoredOverload
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
    @_disfavoredOverload
    public init<S: StringProtocol>(_ placeholder: S, text: Binding<String>, isFocused: FocusState<Bool>.Binding) {
        self.init(placeholder, text: text, isFocused: Self.binding(isFocused))
    }

    private init(verbatim placeholder: String, text: Binding<String>, isFocused: Binding<Bool>?) {
        self._text = text
        self.composer = nil
        self.placeholder = placeholder
        self.isFocused = isFocused
    }

    /// The initialisers of a composer value share this one.
    init(verbatim placeholder: String, composer: Binding<Submission>) {
        self._text = Binding(get: { composer.wrappedValue.text }, set: { composer.wrappedValue = Submission(text: $0) })
        self.composer = composer
        self.placeholder = placeholder
        self.isFocused = nil
    }

    /// The app's localisation of a placeholder key, for the initialisers in other files.
    static func localizedPlaceholder(key: String) -> String {
        localized(key: key)
    }

    /// The focus state seen as a plain binding, so that no stored property of this iOS 13 type has an iOS 15 type.
    @available(iOS 15.0, macOS 12.0, *)
    private static func binding(_ focus: FocusState<Bool>.Binding) -> Binding<Bool> {
        Binding(get: { focus.wrappedValue }, set: { focus.wrappedValue = $0 })
    }

    /// The app's localisation of `key`, or the key itself when there is none.
    ///
    /// Where `LocalizedStringResource` exists it is the lookup Apple documents for a key; before iOS 16 and macOS 13
    /// the main bundle's `Localizable` table is where `Text` looks a key up. Both read the same table.
    private static func localized(key: String) -> String {
        if #available(iOS 16.0, macOS 13.0, *) {
            return String(localized: LocalizedStringResource(stringLiteral: key))
        }
        return Bundle.main.localizedString(forKey: key, value: nil, table: nil)
    }

    /// The key a `LocalizedStringKey` holds: SwiftUI has no public API that gives it back, so it is read from the
    /// value's stored `key`. Only a key the app passes on as a `LocalizedStringKey` comes this way; string literals
    /// and `LocalizedStringResource`s have initialisers of their own.
    private static func storedKey(of key: LocalizedStringKey) -> String {
        Mirror(reflecting: key).children.first { $0.label == "key" }?.value as? String ?? ""
    }

    /// The text view, its background and the remaining-characters count.
    public var body: some View {
        PlatformTextView(
            text: $text,
            composer: composer,
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
