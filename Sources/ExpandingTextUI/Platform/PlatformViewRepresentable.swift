#if canImport(SwiftUI) && (canImport(UIKit) || canImport(AppKit) && !targetEnvironment(macCatalyst))
import SwiftUI

// The bridge the shared SwiftUI code builds on: a representable written once implements the `Platform` requirements,
// and the declarations below answer UIKit's `UIViewRepresentable` or AppKit's `NSViewRepresentable` with them.

#if canImport(UIKit)
import UIKit

/// The platform's font type (`UIFont` or `NSFont`), under the name the shared SwiftUI code uses.
typealias PlatformFont = UIFont
/// The platform's colour type (`UIColor` or `NSColor`).
typealias PlatformColor = UIColor

/// `UIViewRepresentable` (`NSViewRepresentable` on macOS) under a name the shared SwiftUI code uses on both platforms.
@MainActor
protocol PlatformViewRepresentable: UIViewRepresentable where UIViewType == PlatformView {
    /// The hosted view.
    associatedtype PlatformView: UIView

    /// Makes the hosted view.
    func makePlatformView(context: Context) -> PlatformView
    /// Updates the hosted view with the representable's state.
    func updatePlatformView(_ view: PlatformView, context: Context)
    /// The size for SwiftUI's proposal, or `nil` for the view's own.
    @available(iOS 16.0, macCatalyst 16.0, tvOS 16.0, *)
    func sizeThatFits(_ proposal: ProposedViewSize, platformView: PlatformView, context: Context) -> CGSize?
}

extension PlatformViewRepresentable {
    func makeUIView(context: Context) -> PlatformView {
        makePlatformView(context: context)
    }

    func updateUIView(_ uiView: PlatformView, context: Context) {
        updatePlatformView(uiView, context: context)
    }

    @available(iOS 16.0, macCatalyst 16.0, tvOS 16.0, *)
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: PlatformView, context: Context) -> CGSize? {
        sizeThatFits(proposal, platformView: uiView, context: context)
    }
}
#else
import AppKit

typealias PlatformFont = NSFont
typealias PlatformColor = NSColor

@MainActor
protocol PlatformViewRepresentable: NSViewRepresentable where NSViewType == PlatformView {
    associatedtype PlatformView: NSView

    func makePlatformView(context: Context) -> PlatformView
    func updatePlatformView(_ view: PlatformView, context: Context)
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
}
#endif

extension PlatformViewRepresentable {
    /// Whether SwiftUI sizes the view through `sizeThatFits` (iOS 16 and macOS 13 and later); before, the hosted
    /// view's height reaches SwiftUI through a frame.
    static var asksSizeThatFits: Bool {
        if #available(iOS 16.0, macCatalyst 16.0, tvOS 16.0, macOS 13.0, *) { return true }
        return false
    }
}
#endif
