#if canImport(SwiftUI) && (canImport(UIKit) || canImport(AppKit))
import Foundation
import SwiftUI

/// Keeps the latest ``PlatformTextView`` for the text view's callbacks, and keeps them from writing a binding while
/// SwiftUI is updating the view.
@MainActor
final class PlatformTextViewCoordinator {
    var parent: PlatformTextView?
    /// How deep any expanding text view is inside `updateUIView` or `updateNSView`: one view's update can make another
    /// view call back (focus moving between them), so the guard is shared, not per coordinator.
    private static var updateDepth = 0

    static func beginUpdate() { updateDepth += 1 }

    static func endUpdate() { updateDepth -= 1 }

    /// Writes to the app's bindings: now, or right after the update when called from inside an `updateUIView` or
    /// `updateNSView` (a delegate callback re-entered from a change an update made).
    func write(_ change: @escaping @MainActor (PlatformTextView) -> Void) {
        guard let parent else { return }
        if Self.updateDepth > 0 {
            DispatchQueue.main.async { change(parent) }
        } else {
            change(parent)
        }
    }

    /// Follows the app's focus binding after the current update: taking or giving up the focus calls the editing
    /// callbacks of this view and of the one losing or gaining it, which write focus bindings.
    func followFocus(_ focused: Bool, in view: GrowingTextView) {
        DispatchQueue.main.async { [weak view] in view?.controller.updateFocus(binding: focused) }
    }

    /// Publishes layout results to SwiftUI state, always after the current update or layout pass.
    func publish(_ change: @escaping @MainActor (PlatformTextView) -> Void) {
        guard let parent else { return }
        DispatchQueue.main.async { change(parent) }
    }
}
#endif
