#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
#if canImport(UIKit)
import UIKit
#else
import AppKit
#endif
import ExpandingTextCore

extension NSTextStorage {
    /// Styles a range anew: the roles' attributes come off it (back to the view's own), then each span's go on.
    ///
    /// Only attributes change, in one editing session: the characters, the selection and any marked text stay as
    /// they are, and the layout is redone once.
    ///
    /// - Parameters:
    ///   - range: The UTF-16 range to style again.
    ///   - spans: The spans in it, in order and apart.
    ///   - attributes: The attributes of each role; a role without any is not drawn.
    ///   - keys: The attributes to take off first.
    ///   - base: The view's own attributes (its text colour and font), which those keys return to.
    func restyle(
        _ range: Range<Int>, spans: [(range: Range<Int>, role: StyleRole)],
        attributes: [StyleRole: [NSAttributedString.Key: Any]], clearing keys: Set<NSAttributedString.Key>,
        base: [NSAttributedString.Key: Any]
    ) {
        guard !range.isEmpty, range.upperBound <= length else { return }
        beginEditing()
        let whole = NSRange(location: range.lowerBound, length: range.count)
        for key in keys {
            if let value = base[key] {
                addAttribute(key, value: value, range: whole)
            } else {
                removeAttribute(key, range: whole)
            }
        }
        for span in spans where span.range.upperBound <= length {
            guard let styled = attributes[span.role], !styled.isEmpty else { continue }
            addAttributes(styled, range: NSRange(location: span.range.lowerBound, length: span.range.count))
        }
        endEditing()
    }
}

extension Dictionary where Key == NSAttributedString.Key, Value == Any {
    /// These attributes with `keys` back to `base`, or left out where it has none: the typing attributes after a
    /// restyle, so that text typed next to a link (the view takes the attributes of the character before the
    /// caret) is not drawn as one once the highlighting has moved on.
    func resetting(_ keys: Set<NSAttributedString.Key>, to base: [NSAttributedString.Key: Any]) -> Self {
        var reset = self
        for key in keys { reset[key] = base[key] }
        return reset
    }
}
#endif
