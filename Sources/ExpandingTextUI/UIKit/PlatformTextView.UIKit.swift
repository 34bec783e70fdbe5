#if canImport(UIKit) && canImport(SwiftUI)
import ExpandingTextCore
import SwiftUI
import UIKit

/// The font type of the platform (`UIFont` here).
typealias PlatformFont = UIFont
/// The colour type of the platform (`UIColor` here).
typealias PlatformColor = UIColor

/// The `UITextView` behind ``ExpandingTextView``: a ``GrowingTextView``, so SwiftUI and UIKit share one
/// implementation.
struct PlatformTextView: UIViewRepresentable {
    /// What the view reads from SwiftUI's environment; reading it here makes SwiftUI call `updateUIView` when it
    /// changes (the content size category, in particular, must trigger a new measurement).
    struct Environment: Equatable {
        var sizeCategory: ContentSizeCategory
        var layoutDirection: LayoutDirection
        var alignment: TextAlignment
        var isEditable: Bool
    }

    @Binding var text: String
    let placeholder: String
    let isFocused: Binding<Bool>?
    let configuration: ExpandingTextConfiguration
    let environment: Environment
    let legacyHeight: Binding<CGFloat?>
    let remainingCharacters: Binding<Int?>

    func makeCoordinator() -> PlatformTextViewCoordinator {
        PlatformTextViewCoordinator()
    }

    func makeUIView(context: Context) -> GrowingTextView {
        let view = GrowingTextView(frame: .zero, textContainer: nil)
        // Wrap instead of pushing the view wider than SwiftUI offers, which a text view's fitted width would do.
        view.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        view.autofocusOnFirstAppearance = configuration.autofocus
        let coordinator = context.coordinator
        view.onTextChange = { [weak coordinator] value in coordinator?.write { $0.text = value } }
        view.onFocusChange = { [weak coordinator] focused in coordinator?.write { $0.isFocused?.wrappedValue = focused }
        }
        view.onSubmit = { [weak coordinator] in coordinator?.parent?.configuration.onSubmit?() }
        view.onRemainingCharactersChange = { [weak coordinator] remaining in
            coordinator?.publish { $0.remainingCharacters.wrappedValue = remaining }
        }
        view.onHeightChange = { [weak coordinator] height in
            coordinator?.publish { parent in
                if #available(iOS 16.0, macCatalyst 16.0, *) {
                } else {
                    parent.legacyHeight.wrappedValue = height
                }
                parent.configuration.onHeightChange?(height)
            }
        }
        return view
    }

    func updateUIView(_ view: GrowingTextView, context: Context) {
        let coordinator = context.coordinator
        coordinator.parent = self
        PlatformTextViewCoordinator.beginUpdate()
        defer { PlatformTextViewCoordinator.endUpdate() }
        apply(to: view)
        view.setText(text)
        if let isFocused {
            coordinator.followFocus(isFocused.wrappedValue, in: view)
        }
    }

    /// The height for SwiftUI's proposed width; pure, since SwiftUI asks several times per layout pass.
    @available(iOS 16.0, macCatalyst 16.0, tvOS 16.0, *)
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: GrowingTextView, context: Context) -> CGSize? {
        let proposed = proposal.width.map(Double.init)
        guard let width = ExpansionPolicy.measuringWidth(proposed: proposed, current: Double(uiView.bounds.width))
        else {
            return nil
        }
        return CGSize(width: CGFloat(width), height: uiView.fittingHeight(forWidth: CGFloat(width)))
    }

    /// The body font at the environment's content size category.
    ///
    /// SwiftUI's Dynamic Type limits (`dynamicTypeSize(_:)`) show in the environment; whether they also reach the
    /// hosted view's traits is not documented, and `preferredFont(forTextStyle:)` follows neither but the system's
    /// setting.
    private func defaultFont() -> UIFont {
        guard #available(iOS 14.0, macCatalyst 14.0, *) else { return UIFont.preferredFont(forTextStyle: .body) }
        let traits = UITraitCollection(preferredContentSizeCategory: UIContentSizeCategory(environment.sizeCategory))
        return UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits)
    }

    private func apply(to view: GrowingTextView) {
        let c = configuration
        if view.expansion != c.expansion { view.expansion = c.expansion }
        let font = c.font ?? defaultFont()
        if !font.drawsLike(view.font) { view.font = font }
        // The default font follows the environment, which SwiftUI updates the view with; left to UIKit, it would
        // follow the traits past the app's Dynamic Type limits.
        let followsTraits = c.font != nil
        if view.adjustsFontForContentSizeCategory != followsTraits {
            view.adjustsFontForContentSizeCategory = followsTraits
        }
        let textColor = c.textColor ?? .label
        if view.textColor != textColor { view.textColor = textColor }
        let placeholderColor = c.placeholderColor ?? .placeholderText
        if view.placeholderColor != placeholderColor { view.placeholderColor = placeholderColor }
        if view.placeholder != placeholder { view.placeholder = placeholder }
        let insets = containerInsets()
        if view.textContainerInset != insets { view.textContainerInset = insets }
        let alignment = textAlignment()
        if view.textAlignment != alignment { view.textAlignment = alignment }
        if view.isEditable != environment.isEditable { view.isEditable = environment.isEditable }
        view.returnKeyBehavior = c.returnKeyBehavior
        if view.characterLimit != c.characterLimit { view.characterLimit = c.characterLimit }
        if view.remainingCharactersThreshold != c.remainingCharactersThreshold {
            view.remainingCharactersThreshold = c.remainingCharactersThreshold
        }
        c.platform.apply(to: view)
    }

    /// The configured insets (`UITextView`'s own, 8 points above and below, when none are), with room at the bottom
    /// while the remaining-characters count is drawn over the view's bottom trailing corner.
    private func containerInsets() -> UIEdgeInsets {
        let isRightToLeft = environment.layoutDirection == .rightToLeft
        var insets = TextContainerInsets(top: 8, bottom: 8)
        if let configured = configuration.insets {
            insets = TextContainerInsets(
                top: configured.top,
                left: isRightToLeft ? configured.trailing : configured.leading,
                bottom: configured.bottom,
                right: isRightToLeft ? configured.leading : configured.trailing
            )
        }
        if configuration.showsRemainingCharacters, remainingCharacters.wrappedValue != nil {
            // The count is set in the footnote style, which at any content size is shorter than a body line; its
            // padding adds 4 points above and below.
            let body = UIFont.preferredFont(forTextStyle: .body)
            insets = insets.reservingBottom(Double(body.lineHeight) + 8)
        }
        return UIEdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }

    private func textAlignment() -> NSTextAlignment {
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
