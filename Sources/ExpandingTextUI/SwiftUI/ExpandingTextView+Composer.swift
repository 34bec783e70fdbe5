#if canImport(SwiftUI) && (canImport(UIKit) || canImport(AppKit))
import ExpandingTextCore
import SwiftUI

// MARK: - A composer value

extension ExpandingTextView {
    /// Creates an expanding text view that edits a composer value: the text with its elements (a mention, an
    /// attachment's name), each one unit in the view — the caret never stops inside it, Backspace removes it whole.
    ///
    /// The app adds an element by changing the value (appending a ``TextElement`` to the ``Submission``); the view
    /// writes the value back after each edit, without the elements whose text the user changed. Send
    /// ``Submission/elements`` with the text for a mention's identifier rather than its name.
    ///
    /// <!-- example: fragment swiftui-send -->
    /// ```swift
    /// struct Composer: View {
    ///     @State private var message = Submission(text: "")
    ///
    ///     var body: some View {
    ///         ExpandingTextView("Message", composer: $message)
    ///         Button("Mention Ada") {
    ///             message.append(TextElement(kind: .mention, text: "@ada", payload: "user-36"))
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - placeholderKey: The key of the placeholder in the main bundle's `Localizable` table.
    ///   - composer: The text and its elements.
    public init(_ placeholderKey: StaticString, composer: Binding<Submission>) {
        self.init(verbatim: Self.localizedPlaceholder(key: placeholderKey.description), composer: composer)
    }

    /// Creates an expanding text view that edits a composer value, with a placeholder shown as given (see
    /// `init(_:composer:)` for a localised one).
    ///
    /// - Parameters:
    ///   - placeholder: The text shown, dimmed, while the text is empty.
    ///   - composer: The text and its elements.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ placeholder: S, composer: Binding<Submission>) {
        self.init(verbatim: String(placeholder), composer: composer)
    }
}
#endif
