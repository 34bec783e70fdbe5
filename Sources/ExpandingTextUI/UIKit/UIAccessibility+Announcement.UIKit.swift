#if canImport(UIKit)
// The iOS 17 SDK declares the announcement notification as a mutable global, which Swift 6 does not let code read
// without `@preconcurrency`; later SDKs declare it `nonisolated static let`, and the compilers that ship with them
// (Swift 6.0 and later) no longer warn that such an import has no effect. So this one read sits in a file of its own,
// the only one whose import of UIKit is `@preconcurrency`.
@preconcurrency import UIKit

extension UIAccessibility {
    /// Asks the assistive app (VoiceOver) to read `message` aloud.
    @MainActor
    static func announce(_ message: String) {
        post(notification: .announcement, argument: message)
    }
}
#endif
