#if canImport(SwiftUI) && (canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst)))
#if canImport(UIKit)
import UIKit
#else
import AppKit
#endif
import ExpandingTextCore
import SwiftUI

/// The text view behind ``ExpandingTextView``: a ``GrowingTextView``, so SwiftUI and the platform's own views share
/// one implementation.
///
/// What differs between UIKit and AppKit (making the view, and how the configuration maps onto it) is in the
/// platform's `PlatformTextView+…` file.
struct PlatformTextView: PlatformViewRepresentable {
    /// What the view reads from SwiftUI's environment; reading it here makes SwiftUI update the view when it
    /// changes (the content size category, in particular, must trigger a new measurement).
    struct Environment: Equatable {
        var sizeCategory: ContentSizeCategory
        var layoutDirection: LayoutDirection
        var alignment: TextAlignment
        var isEditable: Bool
    }

    @Binding var text: String
    /// The app's composer value, when it binds one: the view writes its text with its elements there.
    let composer: Binding<Submission>?
    let placeholder: String
    let isFocused: Binding<Bool>?
    let configuration: ExpandingTextConfiguration
    let environment: Environment
    let legacyHeight: Binding<CGFloat?>
    let remainingCharacters: Binding<Int?>

    func makeCoordinator() -> PlatformTextViewCoordinator {
        PlatformTextViewCoordinator()
    }

    func makePlatformView(context: Context) -> GrowingTextView {
        let view = makeGrowingTextView()
        // Wrap instead of pushing the view wider than SwiftUI offers, which a text view's fitted width would do.
        view.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        view.autofocusOnFirstAppearance = configuration.autofocus
        let coordinator = context.coordinator
        view.onTextChange = { [weak coordinator, weak view] value in
            coordinator?.write { parent in
                if let composer = parent.composer, let view {
                    composer.wrappedValue = view.submission
                } else {
                    parent.text = value
                }
            }
        }
        view.onFocusChange = { [weak coordinator] focused in
            coordinator?.write { $0.isFocused?.wrappedValue = focused }
        }
        view.onSubmit = { [weak coordinator] in coordinator?.parent?.configuration.onSubmit?() }
        view.onRemainingCharactersChange = { [weak coordinator] remaining in
            coordinator?.publish { $0.remainingCharacters.wrappedValue = remaining }
        }
        view.onHeightChange = { [weak coordinator] height in
            coordinator?.publish { parent in
                if !Self.asksSizeThatFits {
                    parent.legacyHeight.wrappedValue = height
                }
                parent.configuration.onHeightChange?(height)
            }
        }
        return view
    }

    func updatePlatformView(_ view: GrowingTextView, context: Context) {
        let coordinator = context.coordinator
        coordinator.parent = self
        PlatformTextViewCoordinator.beginUpdate()
        defer { PlatformTextViewCoordinator.endUpdate() }
        apply(to: view)
        if configuration.onPasteAttachments == nil {
            view.onPasteAttachments = nil
        } else if view.onPasteAttachments == nil {
            view.onPasteAttachments = { [weak coordinator] providers in
                coordinator?.parent?.configuration.onPasteAttachments?(providers)
            }
        }
        applyCompletion(to: view, coordinator: coordinator)
        let kind = { (value: Any?) in value.map { ObjectIdentifier(type(of: $0)) } }
        if kind(view.spanRefiner) != kind(configuration.spanRefiner) {
            view.spanRefiner = configuration.spanRefiner
        }
        if kind(view.spanProvider) != kind(configuration.spanProvider) {
            view.spanProvider = configuration.spanProvider
        }
        if let composer {
            view.setText(composer.wrappedValue)
        } else {
            view.setText(text)
        }
        if let isFocused {
            coordinator.followFocus(isFocused.wrappedValue, in: view)
        }
    }

    /// Gives the view the configuration's completion sources when their types changed, and routes its states to the
    /// configuration's callback after the update.
    private func applyCompletion(to view: GrowingTextView, coordinator: PlatformTextViewCoordinator) {
        let kinds = { (sources: [any CompletionSource]) in sources.map { ObjectIdentifier(type(of: $0)) } }
        if kinds(view.completionSources) != kinds(configuration.completionSources) {
            view.completionSources = configuration.completionSources
        }
        if configuration.onCompletionChange == nil {
            view.onCompletionChange = nil
        } else if view.onCompletionChange == nil {
            view.onCompletionChange = { [weak coordinator] completion in
                coordinator?.publish { $0.configuration.onCompletionChange?(completion) }
            }
        }
    }

    /// The height for SwiftUI's proposed width; pure, since SwiftUI asks several times per layout pass.
    @available(iOS 16.0, macCatalyst 16.0, tvOS 16.0, macOS 13.0, *)
    func sizeThatFits(_ proposal: ProposedViewSize, platformView view: GrowingTextView, context: Context) -> CGSize? {
        let proposed = proposal.width.map(Double.init)
        guard let width = ExpansionPolicy.measuringWidth(proposed: proposed, current: Double(view.bounds.width))
        else {
            return nil
        }
        return CGSize(width: CGFloat(width), height: view.controller.fittingHeight(forWidth: CGFloat(width)))
    }

    /// The view's alignment for SwiftUI's `multilineTextAlignment`.
    func textAlignment() -> NSTextAlignment {
        switch environment.alignment {
        case .leading:
            return .natural
        case .center:
            return .center
        case .trailing:
            return environment.layoutDirection == .rightToLeft ? .left : .right
        }
    }
}
#endif
