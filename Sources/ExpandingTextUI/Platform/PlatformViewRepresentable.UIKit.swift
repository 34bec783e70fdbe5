#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit

/// The platform's font type (`UIFont` here), under the name the shared SwiftUI code uses.
typealias PlatformFont = UIFont
/// The platform's colour type (`UIColor` here).
typealias PlatformColor = UIColor

/// `UIViewRepresentable` under a name the shared SwiftUI code uses on both platforms: a representable written once
/// implements the `Platform` requirements, and this bridge answers UIKit's.
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

    /// Whether SwiftUI sizes the view through `sizeThatFits` (iOS 16 and later); before, the hosted view's height
    /// reaches SwiftUI through a frame.
    static var asksSizeThatFits: Bool {
        if #available(iOS 16.0, macCatalyst 16.0, tvOS 16.0, *) { return true }
        return false
    }
}
#endif
