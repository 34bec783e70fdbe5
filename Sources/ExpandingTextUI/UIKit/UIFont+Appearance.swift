#if canImport(UIKit)
import UIKit

extension UIFont {
    /// Whether text drawn with this font looks the same as with `other`: the same face, size and text style.
    ///
    /// Not `==`: whether two `preferredFont(forTextStyle:)` results compare equal is not documented, and the view
    /// replaces its font by itself when Dynamic Type changes; assigning an equal-looking font on every update would
    /// re-measure each time.
    func drawsLike(_ other: UIFont?) -> Bool {
        guard let other else { return false }
        return fontName == other.fontName && pointSize == other.pointSize
            && fontDescriptor.object(forKey: .textStyle) as? String
                == other.fontDescriptor.object(forKey: .textStyle) as? String
    }
}
#endif
