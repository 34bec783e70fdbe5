#if canImport(SwiftUI) && (canImport(UIKit) || canImport(AppKit))
import ExpandingTextCore
import SwiftUI

/// Everything the modifiers of ``ExpandingTextView`` set, carried in the environment so a modifier works on the view
/// or on any container around it, as SwiftUI's own text modifiers do.
struct ExpandingTextConfiguration {
    var expansion: ExpansionPolicy = .default
    var font: PlatformFont?
    var textColor: PlatformColor?
    var placeholderColor: PlatformColor?
    var insets: EdgeInsets?
    var background: Color?
    var autofocus = false
    var returnKeyBehavior: ReturnKeyBehavior = .default
    var onSubmit: (() -> Void)?
    var characterLimit: CharacterLimit?
    var remainingCharactersThreshold: Int?
    var showsRemainingCharacters = true
    var onHeightChange: ((CGFloat) -> Void)?
    var onPasteAttachments: (([NSItemProvider]) -> Void)?
    var completionSources: [any CompletionSource] = []
    var onCompletionChange: ((ExpandingTextCompletion?) -> Void)?
    var spanProvider: (any SpanProvider)?
    var spanRefiner: (any SpanRefiner)?
    var isEditable = true
    var platform = PlatformTextTraits()
}

/// The environment key of ``ExpandingTextConfiguration``.
struct ExpandingTextConfigurationKey: EnvironmentKey {
    static var defaultValue: ExpandingTextConfiguration { ExpandingTextConfiguration() }
}

extension EnvironmentValues {
    /// The options of the ``ExpandingTextView``s below.
    var expandingTextConfiguration: ExpandingTextConfiguration {
        get { self[ExpandingTextConfigurationKey.self] }
        set { self[ExpandingTextConfigurationKey.self] = newValue }
    }
}

extension View {
    /// Changes one option of the ``ExpandingTextView``s below.
    func expandingTextConfiguration(_ change: @escaping (inout ExpandingTextConfiguration) -> Void) -> some View {
        transformEnvironment(\.expandingTextConfiguration, transform: change)
    }
}
#endif
