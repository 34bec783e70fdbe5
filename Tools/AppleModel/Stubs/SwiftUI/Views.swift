// SwiftUI/Text
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct Text: View, Equatable, Sendable {
    package let content: String

    // SwiftUI/Text/init(verbatim:)
    public init(verbatim content: String) { self.content = content }

    // SwiftUI/Text/init(_:tableName:bundle:comment:)
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        content = key.key
    }

    // SwiftUI/Text/body
    public var body: Never { fatalError() }
}

// SwiftUI/LocalizedStringKey
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    package let key: String

    // SwiftUI/LocalizedStringKey/init(stringLiteral:)
    public init(stringLiteral value: String) { key = value }

    // SwiftUI/LocalizedStringKey/init(_:)
    public init(_ value: String) { key = value }
}

// The SDK marks LocalizedStringKey's Sendable conformance unavailable.
@available(*, unavailable)
extension LocalizedStringKey: Sendable {}

// SwiftUI/Color
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct Color: View, Hashable, Sendable {
    package let name: String

    // SwiftUI/Color/body
    public var body: Never { fatalError() }

    // SwiftUI/Color/secondary
    public static let secondary = Color(name: "secondary")

    // SwiftUI/Color/red
    public static let red = Color(name: "red")
}

// SwiftUI/Font
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct Font: Hashable, Sendable {
    package let name: String

    // SwiftUI/Font/footnote
    public static let footnote = Font(name: "footnote")

    // SwiftUI/Font/title
    public static let title = Font(name: "title")
}

// SwiftUI/Alignment
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct Alignment: Equatable, Sendable {
    package let name: String

    // SwiftUI/Alignment/center
    public static let center = Alignment(name: "center")

    // SwiftUI/Alignment/topLeading
    public static let topLeading = Alignment(name: "topLeading")

    // SwiftUI/Alignment/bottomTrailing
    public static let bottomTrailing = Alignment(name: "bottomTrailing")
}

// SwiftUI/VerticalAlignment
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct VerticalAlignment: Equatable, Sendable {
    package let name: String

    // SwiftUI/VerticalAlignment/center
    public static let center = VerticalAlignment(name: "center")

    // SwiftUI/VerticalAlignment/bottom
    public static let bottom = VerticalAlignment(name: "bottom")
}

// SwiftUI/HorizontalAlignment
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct HorizontalAlignment: Equatable, Sendable {
    package let name: String

    // SwiftUI/HorizontalAlignment/center
    public static let center = HorizontalAlignment(name: "center")

    // SwiftUI/HorizontalAlignment/leading
    public static let leading = HorizontalAlignment(name: "leading")
}

// SwiftUI/EdgeInsets
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct EdgeInsets: Equatable, Sendable {
    // SwiftUI/EdgeInsets/init(top:leading:bottom:trailing:)
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }

    // SwiftUI/EdgeInsets/top
    public var top: CGFloat

    // SwiftUI/EdgeInsets/leading
    public var leading: CGFloat

    // SwiftUI/EdgeInsets/bottom
    public var bottom: CGFloat

    // SwiftUI/EdgeInsets/trailing
    public var trailing: CGFloat
}

// SwiftUI/ZStack
@available(iOS 13.0, macOS 10.15, *)
@frozen nonisolated public struct ZStack<Content: View>: View {
    package let content: Content

    // SwiftUI/ZStack/init(alignment:content:)
    nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    // SwiftUI/ZStack/body
    public var body: Never { fatalError() }
}

// SwiftUI/VStack
@available(iOS 13.0, macOS 10.15, *)
@frozen nonisolated public struct VStack<Content: View>: View {
    package let content: Content

    // Apple's page shows `@ContentBuilder content`; ContentBuilder is a type alias of ViewBuilder.
    // SwiftUI/VStack/init(alignment:spacing:content:)
    nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    // SwiftUI/VStack/body
    public var body: Never { fatalError() }
}

// SwiftUI/ForEach
@available(iOS 13.0, macOS 10.15, *)
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    package let data: Data
    package let id: KeyPath<Data.Element, ID>
    package let content: (Data.Element) -> Content
}

@available(iOS 13.0, macOS 10.15, *)
extension ForEach: View where Content: View {
    // SwiftUI/ForEach/init(_:id:content:)
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }

    // SwiftUI/ForEach/body
    public var body: Never { fatalError() }
}

// SwiftUI/HStack
@available(iOS 13.0, macOS 10.15, *)
@frozen nonisolated public struct HStack<Content: View>: View {
    package let content: Content

    // SwiftUI/HStack/init(alignment:spacing:content:)
    nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    // SwiftUI/HStack/body
    public var body: Never { fatalError() }
}

// SwiftUI/ScrollView
@available(iOS 13.0, macOS 10.15, *)
nonisolated public struct ScrollView<Content: View>: View {
    package let content: Content

    // SwiftUI/ScrollView/init(_:content:)
    nonisolated public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    // SwiftUI/ScrollView/init(_:showsIndicators:content:)
    @available(iOS, introduced: 13.0, deprecated: 27.0)
    @available(macCatalyst, introduced: 13.0, deprecated: 27.0)
    @available(macOS, introduced: 10.15, deprecated: 27.0)
    nonisolated public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    // SwiftUI/ScrollView/body
    public var body: Never { fatalError() }
}

// SwiftUI/Axis
@available(iOS 13.0, macOS 10.15, *)
@frozen public enum Axis: Hashable, Sendable {
    // SwiftUI/Axis/horizontal
    case horizontal

    // SwiftUI/Axis/vertical
    case vertical

    // SwiftUI/Axis/Set
    @frozen public struct Set: OptionSet, Sendable {
        // SwiftUI/Axis/Set/init(rawValue:)
        public init(rawValue: Int8) { self.rawValue = rawValue }

        // SwiftUI/Axis/Set/rawValue
        public let rawValue: Int8

        // SwiftUI/Axis/Set/vertical
        public static let vertical = Set(rawValue: 2)
    }
}

// SwiftUI/Spacer
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct Spacer: View {
    // SwiftUI/Spacer/init(minLength:)
    public init(minLength: CGFloat? = nil) {}

    // SwiftUI/Spacer/body
    public var body: Never { fatalError() }
}

// SwiftUI/Button
@available(iOS 13.0, macOS 10.15, *)
nonisolated public struct Button<Label: View>: View {
    package let action: @MainActor () -> Void
    package let label: Label

    // SwiftUI/Button/init(action:label:)
    @preconcurrency nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    // SwiftUI/Button/body
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, *)
extension Button where Label == Text {
    // SwiftUI/Button/init(_:action:)-lpm7
    @preconcurrency nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(verbatim: String(title)) }
    }
}

// SwiftUI/Image
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct Image: View, Equatable, Sendable {
    // SwiftUI/Image/init(systemName:)
    @available(macOS 11.0, *)
    public init(systemName: String) {}

    // SwiftUI/Image/body
    public var body: Never { fatalError() }
}

extension Text: ModelLeaf {}

extension Color: ModelLeaf {}

extension Spacer: ModelLeaf {}

extension Image: ModelLeaf {}

extension ZStack: ModelContainer {}

extension VStack: ModelContainer {}

extension HStack: ModelContainer {}

extension ScrollView: ModelContainer {}

extension Button: ModelPrimitive {
    package func modelChildren(_ environment: EnvironmentValues) -> [ModelChild] {
        [ModelChild(view: label, environment: environment, key: "label")]
    }
}
