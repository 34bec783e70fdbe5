// SwiftUI/Text
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct Text: View, Equatable, Sendable {
    // SwiftUI/Text/init(verbatim:)
    public init(verbatim content: String) { fatalError() }

    // SwiftUI/Text/init(_:tableName:bundle:comment:)
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        fatalError()
    }

    // SwiftUI/Text/body
    public var body: Never { fatalError() }
}

// SwiftUI/LocalizedStringKey
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    // SwiftUI/LocalizedStringKey/init(stringLiteral:)
    public init(stringLiteral value: String) { fatalError() }

    // SwiftUI/LocalizedStringKey/init(_:)
    public init(_ value: String) { fatalError() }
}

// SwiftUI/Color
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct Color: View, Hashable, Sendable {
    // SwiftUI/Color/body
    public var body: Never { fatalError() }

    // SwiftUI/Color/secondary
    public static let secondary = stubValue(Color.self)

    // SwiftUI/Color/red
    public static let red = stubValue(Color.self)
}

// SwiftUI/Font
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct Font: Hashable, Sendable {
    // SwiftUI/Font/footnote
    public static let footnote = stubValue(Font.self)

    // SwiftUI/Font/title
    public static let title = stubValue(Font.self)
}

// SwiftUI/Alignment
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct Alignment: Equatable, Sendable {
    // SwiftUI/Alignment/center
    public static let center = stubValue(Alignment.self)

    // SwiftUI/Alignment/topLeading
    public static let topLeading = stubValue(Alignment.self)

    // SwiftUI/Alignment/bottomTrailing
    public static let bottomTrailing = stubValue(Alignment.self)
}

// SwiftUI/VerticalAlignment
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct VerticalAlignment: Equatable, Sendable {
    // SwiftUI/VerticalAlignment/center
    public static let center = stubValue(VerticalAlignment.self)

    // SwiftUI/VerticalAlignment/bottom
    public static let bottom = stubValue(VerticalAlignment.self)
}

// SwiftUI/HorizontalAlignment
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct HorizontalAlignment: Equatable, Sendable {
    // SwiftUI/HorizontalAlignment/center
    public static let center = stubValue(HorizontalAlignment.self)

    // SwiftUI/HorizontalAlignment/leading
    public static let leading = stubValue(HorizontalAlignment.self)
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
    // SwiftUI/ZStack/init(alignment:content:)
    nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) { fatalError() }

    // SwiftUI/ZStack/body
    public var body: Never { fatalError() }
}

// SwiftUI/VStack
@available(iOS 13.0, macOS 10.15, *)
@frozen nonisolated public struct VStack<Content: View>: View {
    // Apple's page shows `@ContentBuilder content`; ContentBuilder is a type alias of ViewBuilder.
    // SwiftUI/VStack/init(alignment:spacing:content:)
    nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        fatalError()
    }

    // SwiftUI/VStack/body
    public var body: Never { fatalError() }
}

// SwiftUI/HStack
@available(iOS 13.0, macOS 10.15, *)
@frozen nonisolated public struct HStack<Content: View>: View {
    // SwiftUI/HStack/init(alignment:spacing:content:)
    nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        fatalError()
    }

    // SwiftUI/HStack/body
    public var body: Never { fatalError() }
}

// SwiftUI/ScrollView
@available(iOS 13.0, macOS 10.15, *)
nonisolated public struct ScrollView<Content: View>: View {
    // SwiftUI/ScrollView/init(_:content:)
    nonisolated public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) { fatalError() }

    // SwiftUI/ScrollView/init(_:showsIndicators:content:)
    @available(iOS, introduced: 13.0, deprecated: 27.0)
    @available(macCatalyst, introduced: 13.0, deprecated: 27.0)
    @available(macOS, introduced: 10.15, deprecated: 27.0)
    nonisolated public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        fatalError()
    }

    // SwiftUI/ScrollView/body
    public var body: Never { fatalError() }
}

// SwiftUI/Axis
@available(iOS 13.0, macOS 10.15, *)
@frozen public enum Axis: Hashable, Sendable {
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
    public init(minLength: CGFloat? = nil) { fatalError() }

    // SwiftUI/Spacer/body
    public var body: Never { fatalError() }
}

// SwiftUI/Button
@available(iOS 13.0, macOS 10.15, *)
nonisolated public struct Button<Label: View>: View {
    // SwiftUI/Button/init(action:label:)
    @preconcurrency nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        fatalError()
    }

    // SwiftUI/Button/body
    public var body: Never { fatalError() }
}

// SwiftUI/Image
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct Image: View, Equatable, Sendable {
    // SwiftUI/Image/init(systemName:)
    @available(macOS 11.0, *)
    public init(systemName: String) { fatalError() }

    // SwiftUI/Image/body
    public var body: Never { fatalError() }
}
