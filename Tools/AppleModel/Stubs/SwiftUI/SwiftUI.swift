// Stand-in for SwiftUI: exactly the API ExpandingTextUI and Examples/ use. Built twice: against the UIKit model
// (iOS, Mac Catalyst, visionOS: `UIViewRepresentable`) and against the AppKit model (macOS: `NSViewRepresentable`),
// each with a host that runs it. Each declaration names its Apple documentation path above it.
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
    public static func buildBlock() -> EmptyView { EmptyView() }

    // SwiftUI/ViewBuilder/buildBlock(_:)
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    // SwiftUI/ViewBuilder/buildBlock(_:)-2bj1g
    public static func buildBlock<each Content: View>(
        _ content: repeat each Content
    ) -> TupleView<(repeat each Content)> { TupleView(value: (repeat each content)) }

    // SwiftUI/ViewBuilder/buildIf(_:)
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    // SwiftUI/ViewBuilder/buildEither(first:)
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent(storage: .trueContent(first)) }

    // SwiftUI/ViewBuilder/buildEither(second:)
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent(storage: .falseContent(second)) }
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
    package let value: T

    // SwiftUI/TupleView/body
    public var body: Never { fatalError() }
}

// SwiftUI/_ConditionalContent
@available(iOS 13.0, macOS 10.15, *)
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    package enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    nonisolated(unsafe) package let storage: Storage

    nonisolated package init(storage: Storage) { self.storage = storage }

    // SwiftUI/_ConditionalContent/body
    public var body: Never { fatalError() }
}

/// A view the model's host looks into instead of asking for its body: containers, modifiers and leaves.
@MainActor package protocol ModelPrimitive {
    /// The views inside, each with the environment it sees and the height a frame gives it.
    func modelChildren(_ environment: EnvironmentValues) -> [ModelChild]
}

package struct ModelChild {
    package var view: any View
    package var environment: EnvironmentValues
    package var height: CGFloat?
    package var key: String
}

/// A view with nothing inside for the host to run: SwiftUI draws it.
package protocol ModelLeaf: ModelPrimitive {}

extension ModelLeaf {
    package func modelChildren(_ environment: EnvironmentValues) -> [ModelChild] { [] }
}

/// A container of one content view (a stack, a scroll view), which the host looks into with the same environment.
package protocol ModelContainer: ModelPrimitive {
    associatedtype Content: View
    var content: Content { get }
}

extension ModelContainer {
    package func modelChildren(_ environment: EnvironmentValues) -> [ModelChild] {
        [ModelChild(view: content, environment: environment, key: "content")]
    }
}

extension EmptyView: ModelLeaf {}

extension TupleView: ModelPrimitive {
    package func modelChildren(_ environment: EnvironmentValues) -> [ModelChild] {
        Mirror(reflecting: value).children.enumerated().compactMap { index, child in
            (child.value as? any View).map { ModelChild(view: $0, environment: environment, key: "\(index)") }
        }
    }
}

extension _ConditionalContent: ModelPrimitive {
    package func modelChildren(_ environment: EnvironmentValues) -> [ModelChild] {
        switch storage {
        case .trueContent(let view): [ModelChild(view: view, environment: environment, key: "true")]
        case .falseContent(let view): [ModelChild(view: view, environment: environment, key: "false")]
        }
    }
}

extension Optional: ModelPrimitive where Wrapped: View {
    package func modelChildren(_ environment: EnvironmentValues) -> [ModelChild] {
        map { [ModelChild(view: $0, environment: environment, key: "some")] } ?? []
    }
}

extension ModelChild {
    package init(view: any View, environment: EnvironmentValues, key: String) {
        self.init(view: view, environment: environment, height: nil, key: key)
    }
}
