#if canImport(SwiftUI) && (canImport(UIKit) || canImport(AppKit))
import Foundation
import SwiftUI

/// Keeps the latest ``PlatformTextView`` for the text view's callbacks, and keeps them from writing a binding while
/// SwiftUI is updating the view.
@MainActor
final class PlatformTextViewCoordinator {
    var parent: PlatformTextView?
    var isUpdating = false

    /// Writes to the app's bindings: now, or right after the update when called from inside `updateUIView` or
    /// `updateNSView` (a delegate callback re-entered from a change the update made).
    func write(_ change: @escaping @MainActor (PlatformTextView) -> Void) {
        guard let parent else { return }
        if isUpdating {
            DispatchQueue.main.async { change(parent) }
        } else {
            change(parent)
        }
    }

    /// Publishes layout results to SwiftUI state, always after the current update or layout pass.
    func publish(_ change: @escaping @MainActor (PlatformTextView) -> Void) {
        guard let parent else { return }
        DispatchQueue.main.async { change(parent) }
    }
}
#endif
