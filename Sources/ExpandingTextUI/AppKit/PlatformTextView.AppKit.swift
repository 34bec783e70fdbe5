#if canImport(AppKit) && !targetEnvironment(macCatalyst) && canImport(SwiftUI)
import AppKit
import ExpandingTextCore
import SwiftUI

/// The font type of the platform (`NSFont` here).
typealias PlatformFont = NSFont
/// The colour type of the platform (`NSColor` here).
typealias PlatformColor = NSColor

/// The `NSTextView` behind ``ExpandingTextView``: an AppKit ``GrowingTextView``, so SwiftUI and AppKit share one
/// implementation.
struct PlatformTextView: NSViewRepresentable {
    /// What the view reads from SwiftUI's environment; reading it here makes SwiftUI call `updateNSView` when it
    /// changes.
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

    func makeNSView(context: Context) -> GrowingTextView {
        let view = GrowingTextView(frame: .zero)
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
                if #available(macOS 13.0, *) {
                } else {
                    parent.legacyHeight.wrappedValue = height
                }
                parent.configuration.onHeightChange?(height)
            }
        }
        return view
    }

    func updateNSView(_ view: GrowingTextView, context: Context) {
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
    @available(macOS 13.0, *)
    func sizeThatFits(_ proposal: ProposedViewSize, nsView: GrowingTextView, context: Context) -> CGSize? {
        let proposed = proposal.width.map(Double.init)
        guard let width = ExpansionPolicy.measuringWidth(proposed: proposed, current: Double(nsView.bounds.width))
        else {
            return nil
        }
        return CGSize(width: CGFloat(width), height: nsView.fittingHeight(forWidth: CGFloat(width)))
    }

    private func apply(to view: GrowingTextView) {
        let c = configuration
        if view.expansion != c.expansion { view.expansion = c.expansion }
        if let font = c.font, view.font != font { view.font = font }
        let textColor = c.textColor ?? .textColor
        if view.textView.textColor != textColor { view.textView.textColor = textColor }
        let placeholderColor = c.placeholderColor ?? .placeholderTextColor
        if view.placeholderColor != placeholderColor { view.placeholderColor = placeholderColor }
        if view.placeholder != placeholder { view.placeholder = placeholder }
        if let insets = c.insets {
            // NSTextView's inset is symmetric: the larger of each pair keeps the text clear of both edges.
            let inset = NSSize(width: max(insets.leading, insets.trailing), height: max(insets.top, insets.bottom))
            if view.textContainerInset != inset { view.textContainerInset = inset }
        }
        let alignment = textAlignment()
        if view.textView.alignment != alignment { view.textView.alignment = alignment }
        if view.textView.isEditable != environment.isEditable { view.textView.isEditable = environment.isEditable }
        view.returnKeyBehavior = c.returnKeyBehavior
        if view.characterLimit != c.characterLimit { view.characterLimit = c.characterLimit }
        if view.remainingCharactersThreshold != c.remainingCharactersThreshold {
            view.remainingCharactersThreshold = c.remainingCharactersThreshold
        }
        let room = bottomRoom()
        if view.reservedBottomRoom != room { view.reservedBottomRoom = room }
        c.platform.apply(to: view)
    }

    /// Room below the text while the remaining-characters count is drawn over the view's bottom trailing corner.
    private func bottomRoom() -> CGFloat {
        guard configuration.showsRemainingCharacters, remainingCharacters.wrappedValue != nil else { return 0 }
        // The count is set in the footnote style, shorter than a line of the system font at its default size; its
        // padding adds 4 points above and below.
        return TextMeasurer.lineHeight(of: NSFont.systemFont(ofSize: NSFont.systemFontSize)) + 8
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
