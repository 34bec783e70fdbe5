#if canImport(UIKit) || canImport(AppKit)
import Foundation

/// What VoiceOver says when the number of remaining characters reaches a point Core chose to announce.
///
/// - Parameter remaining: The number of characters that can still be typed.
/// - Returns: A localizable sentence such as "5 characters left".
func remainingCharactersAnnouncement(_ remaining: Int) -> String {
    let format = NSLocalizedString(
        "%d characters left",
        comment: "VoiceOver announcement as a text input approaches its character limit"
    )
    return String(format: format, remaining)
}
#endif
