#if canImport(UIKit) || canImport(AppKit)
#if canImport(UIKit)
import UIKit
#else
import AppKit
#endif
import ExpandingTextCore

extension NSTextAlignment {
    /// The alignment as Core takes it, to place the placeholder where the text starts.
    var placeholderSetting: PlaceholderPolicy.Alignment.Setting {
        switch self {
        case .center: .center
        case .left: .left
        case .right: .right
        case .justified: .justified
        case .natural: .natural
        @unknown default: .natural
        }
    }
}
#endif
