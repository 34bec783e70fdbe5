// SwiftUI/ProposedViewSize
@available(iOS 16.0, macCatalyst 16.0, macOS 13.0, visionOS 1.0, *)
@frozen public struct ProposedViewSize: Equatable, Sendable {
    // SwiftUI/ProposedViewSize/width
    public var width: CGFloat?

    // SwiftUI/ProposedViewSize/height
    public var height: CGFloat?
}

#if canImport(UIKit)
import UIKit

extension UIContentSizeCategory {
    // UIKit/UIContentSizeCategory/init(_:)-9l1kn
    @available(iOS 14.0, *)
    public init(_ sizeCategory: ContentSizeCategory?) {
        let index = sizeCategory.map { ContentSizeCategory.allCases.firstIndex(of: $0)! } ?? 3
        self.init(rawValue: ModelFontMetrics.categories[index].rawValue)
    }
}

// SwiftUI/UIViewRepresentable
@available(iOS 13.0, *)
@MainActor @preconcurrency public protocol UIViewRepresentable: View where Self.Body == Never {
    // SwiftUI/UIViewRepresentable/UIViewType
    associatedtype UIViewType: UIView

    // SwiftUI/UIViewRepresentable/Coordinator
    associatedtype Coordinator = Void

    // SwiftUI/UIViewRepresentable/Context
    typealias Context = UIViewRepresentableContext<Self>

    // SwiftUI/UIViewRepresentable/makeUIView(context:)
    @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType

    // SwiftUI/UIViewRepresentable/updateUIView(_:context:)
    @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)

    // SwiftUI/UIViewRepresentable/dismantleUIView(_:coordinator:)
    @MainActor @preconcurrency static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)

    // SwiftUI/UIViewRepresentable/makeCoordinator()
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator

    // SwiftUI/UIViewRepresentable/sizeThatFits(_:uiView:context:)
    @available(iOS 16.0, tvOS 16.0, *)
    @MainActor @preconcurrency func sizeThatFits(
        _ proposal: ProposedViewSize,
        uiView: Self.UIViewType,
        context: Self.Context
    ) -> CGSize?
}

extension UIViewRepresentable {
    // SwiftUI/UIViewRepresentable/dismantleUIView(_:coordinator:)
    public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {}

    // SwiftUI/UIViewRepresentable/sizeThatFits(_:uiView:context:)
    @available(iOS 16.0, tvOS 16.0, *)
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context) -> CGSize? {
        nil
    }

    // SwiftUI/UIViewRepresentable/body
    public var body: Never { fatalError() }
}

extension UIViewRepresentable where Self.Coordinator == Void {
    // SwiftUI/UIViewRepresentable/makeCoordinator()
    public func makeCoordinator() -> Self.Coordinator { () }
}

// SwiftUI/UIViewRepresentableContext
@available(iOS 13.0, *)
@MainActor @preconcurrency public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    // SwiftUI/UIViewRepresentableContext/coordinator
    public let coordinator: Representable.Coordinator

    // SwiftUI/UIViewRepresentableContext/environment
    public let environment: EnvironmentValues
}

#endif

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

// SwiftUI/NSViewRepresentable
@available(macOS 10.15, *)
@MainActor @preconcurrency public protocol NSViewRepresentable: View where Self.Body == Never {
    // SwiftUI/NSViewRepresentable/NSViewType
    associatedtype NSViewType: NSView

    // SwiftUI/NSViewRepresentable/Coordinator
    associatedtype Coordinator = Void

    // SwiftUI/NSViewRepresentable/Context
    typealias Context = NSViewRepresentableContext<Self>

    // SwiftUI/NSViewRepresentable/makeNSView(context:)
    @MainActor @preconcurrency func makeNSView(context: Self.Context) -> Self.NSViewType

    // SwiftUI/NSViewRepresentable/updateNSView(_:context:)
    @MainActor @preconcurrency func updateNSView(_ nsView: Self.NSViewType, context: Self.Context)

    // SwiftUI/NSViewRepresentable/dismantleNSView(_:coordinator:)
    @MainActor @preconcurrency static func dismantleNSView(_ nsView: Self.NSViewType, coordinator: Self.Coordinator)

    // SwiftUI/NSViewRepresentable/makeCoordinator()
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator

    // SwiftUI/NSViewRepresentable/sizeThatFits(_:nsView:context:)
    @available(macOS 13.0, *)
    @MainActor @preconcurrency func sizeThatFits(
        _ proposal: ProposedViewSize,
        nsView: Self.NSViewType,
        context: Self.Context
    ) -> CGSize?
}

extension NSViewRepresentable {
    // SwiftUI/NSViewRepresentable/dismantleNSView(_:coordinator:)
    public static func dismantleNSView(_ nsView: Self.NSViewType, coordinator: Self.Coordinator) {}

    // SwiftUI/NSViewRepresentable/sizeThatFits(_:nsView:context:)
    @available(macOS 13.0, *)
    public func sizeThatFits(_ proposal: ProposedViewSize, nsView: Self.NSViewType, context: Self.Context) -> CGSize? {
        nil
    }

    // SwiftUI/NSViewRepresentable/body
    public var body: Never { fatalError() }
}

extension NSViewRepresentable where Self.Coordinator == Void {
    // SwiftUI/NSViewRepresentable/makeCoordinator()
    public func makeCoordinator() -> Self.Coordinator { () }
}

// SwiftUI/NSViewRepresentableContext
@available(macOS 10.15, *)
@MainActor @preconcurrency public struct NSViewRepresentableContext<Representable: NSViewRepresentable> {
    // SwiftUI/NSViewRepresentableContext/coordinator
    public let coordinator: Representable.Coordinator

    // SwiftUI/NSViewRepresentableContext/environment
    public let environment: EnvironmentValues
}

#endif
