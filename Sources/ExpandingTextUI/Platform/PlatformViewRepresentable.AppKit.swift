#if canImport(AppKit) && !targetEnvironment(macCatalyst) && canImport(SwiftUI)
import AppKit
import SwiftUI

/// The platform's font type (`NSFont` here), under the name the shared SwiftUI code uses.
typealias PlatformFont = NSFont
/// The platform's colour type (`NSColor` here).
typealias PlatformColor = NSColor

/// `NSViewRepresentable` under a name the shared SwiftUI code uses on both platforms: a representable written once
/// implements the `Platform` requirements, and this bridge answers AppKit's.
@MainActor
protocol PlatformViewRepresentable: NSViewRepresentable where NSViewType == PlatformView {
    /// The hosted view.
    associatedtype PlatformView: NSView

    /// Makes the hosted view.
    func makePlatformView(context: Context) -> PlatformView
    /// Updates the hosted view with the representable's state.
    func updatePlatformView(_ view: PlatformView, context: Context)
    /// The size for SwiftUI's proposal, or `nil` for the view's own.
    @available(macOS 13.0, *)
    func sizeThatFits(_ proposal: ProposedViewSize, platformView: PlatformView, context: Context) -> CGSize?
}

extension PlatformViewRepresentable {
    func makeNSView(context: Context) -> PlatformView {
        makePlatformView(context: context)
    }

    func updateNSView(_ nsView: PlatformView, context: Context) {
        updatePlatformView(nsView, context: context)
    }

    @available(macOS 13.0, *)
    func sizeThatFits(_ proposal: ProposedViewSize, nsView: PlatformView, context: Context) -> CGSize? {
        sizeThatFits(proposal, platformView: nsView, context: context)
    }

    /// Whether SwiftUI sizes the view through `sizeThatFits` (macOS 13 and later); before, the hosted view's height
    /// reaches SwiftUI through a frame.
    static var asksSizeThatFits: Bool {
        if #available(macOS 13.0, *) { return true }
        return false
    }
}
#endif
