#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import ExpandingTextCore
import Foundation

/// What the app set on a growing text view, its settings and its callbacks, held once for UIKit and AppKit by the
/// view's ``GrowingTextController``.
///
/// The view's public properties read and write these; the controller calls the callbacks itself, so the view is
/// never asked for what the app gave it. Each is documented on the view's property of the same name.
@MainActor
struct GrowingTextSettings {
    var expansion: ExpansionPolicy = .default
    var animatesHeightChanges = false
    var onHeightChange: ((CGFloat) -> Void)?
    var placeholder = ""
    var returnKeyBehavior: ReturnKeyBehavior = .default
    var onSubmit: (() -> Void)?
    var onTextChange: ((String) -> Void)?
    var onFocusChange: ((Bool) -> Void)?
    var autofocusOnFirstAppearance = false
    var characterLimit: CharacterLimit?
    var remainingCharactersThreshold: Int?
    var onRemainingCharactersChange: ((Int?) -> Void)?
    var completionSources: [any CompletionSource] = []
    var onCompletionChange: ((ExpandingTextCompletion?) -> Void)?
    var spanProvider: (any SpanProvider)?
    var spanRefiner: (any SpanRefiner)?
    var highlightAttributes: [StyleRole: [NSAttributedString.Key: Any]] = GrowingTextView.defaultHighlightAttributes

    /// Every attribute some role is drawn with.
    var highlightAttributeKeys: Set<NSAttributedString.Key> {
        Set(highlightAttributes.values.flatMap(\.keys))
    }
}
#endif
