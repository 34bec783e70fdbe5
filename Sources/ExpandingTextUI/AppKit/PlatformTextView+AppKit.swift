#if canImport(AppKit) && !targetEnvironment(macCatalyst) && canImport(SwiftUI)
import AppKit
import ExpandingTextCore
import SwiftUI

extension PlatformTextView {
    func makeGrowingTextView() -> GrowingTextView {
        GrowingTextView(frame: .zero)
    }

    /// Sets what changed in the configuration and the environment on the view.
    func apply(to view: GrowingTextView) {
        let c = configuration
        if view.expansion != c.expansion { view.expansion = c.expansion }
        if let font = c.font, view.font != font { view.font = font }
        let textColor = c.textColor ?? .textColor
        if view.assignedTextColor != textColor { view.textView.textColor = textColor }
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
        // padding adds 4 points above and below. A fixed size is right on macOS, where the environment's Dynamic
        // Type size does not change the size of text.
        return TextMeasurer.lineHeight(of: NSFont.systemFont(ofSize: NSFont.systemFontSize)) + 8
    }
}
#endif
