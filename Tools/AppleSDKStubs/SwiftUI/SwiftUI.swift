// Declaration-only stand-in for SwiftUI: exactly the API ExpandingTextUI and Examples/ use. Built twice: against
// the UIKit stub (iOS, Mac Catalyst, visionOS: `UIViewRepresentable`) and against the AppKit stub (macOS:
// `NSViewRepresentable`). Each declaration names its Apple documentation path above it; bodies are `fatalError()`.
@_exported import Foundation

// SwiftUI/View
@available(iOS 13.0, macOS 10.15, *)
@MainActor @preconcurrency public protocol View {
    // SwiftUI/View/Body-swift.associatedtype
    associatedtype Body: View

    // SwiftUI/View/body-8kl5o
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// SwiftUI/Never
extension Never: View {
    // SwiftUI/Never/Body
    public typealias Body = Never

    // SwiftUI/Never/body
    public var body: Never { fatalError() }
}

// SwiftUI/ViewBuilder
@available(iOS 13.0, macOS 10.15, *)
@resultBuilder public struct ViewBuilder {
    // SwiftUI/ViewBuilder/buildBlock()
    public static func buildBlock() -> EmptyView { fatalError() }

    // SwiftUI/ViewBuilder/buildBlock(_:)
    public static func buildBlock<Content: View>(_ content: Content) -> Content { fatalError() }

    // SwiftUI/ViewBuilder/buildBlock(_:)-2bj1g
    public static func buildBlock<each Content: View>(
        _ content: repeat each Content
    ) -> TupleView<(repeat each Content)> { fatalError() }

    // SwiftUI/ViewBuilder/buildIf(_:)
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { fatalError() }

    // SwiftUI/ViewBuilder/buildEither(first:)
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }

    // SwiftUI/ViewBuilder/buildEither(second:)
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
}

// SwiftUI/Optional
extension Optional: View where Wrapped: View {
    // SwiftUI/Optional/body
    public var body: Never { fatalError() }
}

// SwiftUI/EmptyView
@available(iOS 13.0, macOS 10.15, *)
@frozen nonisolated public struct EmptyView: View {
    // SwiftUI/EmptyView/init()
    nonisolated public init() {}

    // SwiftUI/EmptyView/body
    public var body: Never { fatalError() }
}

// SwiftUI/TupleView
@available(iOS 13.0, macOS 10.15, *)
@frozen nonisolated public struct TupleView<T>: View {
    // SwiftUI/TupleView/body
    public var body: Never { fatalError() }
}

// SwiftUI/_ConditionalContent
@available(iOS 13.0, macOS 10.15, *)
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    // SwiftUI/_ConditionalContent/body
    public var body: Never { fatalError() }
}

/// Stands in for the value a stub function with an opaque result would return; it never returns.
func stubValue<T>(_ type: T.Type) -> T { fatalError() }
