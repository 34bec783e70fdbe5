#if canImport(UIKit) && canImport(SwiftUI)
import ExpandingTextCore
import SwiftUI
import UIKit

extension PlatformTextView {
    func makeGrowingTextView() -> GrowingTextView {
        GrowingTextView(frame: .zero, textContainer: nil)
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

    /// Sets what changed in the configuration and the environment on the view.
    func apply(to view: GrowingTextView) {
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
        if view.assignedTextColor != textColor { view.textColor = textColor }
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
            // The count is set in the footnote style at the environment's text size, which a Dynamic Type limit
            // may set apart from the system's; at any size a footnote line is shorter than a body line. Its
            // padding adds 4 points above and below.
            insets = insets.reservingBottom(Double(defaultFont().lineHeight) + 8)
        }
        return insets.edgeInsets
    }
}
#endif
