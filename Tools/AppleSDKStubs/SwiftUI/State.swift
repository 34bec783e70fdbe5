// SwiftUI/State
@available(iOS 13.0, macOS 10.15, *)
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
    // SwiftUI/State/init(wrappedValue:)
    public init(wrappedValue value: Value) { fatalError() }

    // SwiftUI/State/wrappedValue
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }

    // SwiftUI/State/projectedValue
    public var projectedValue: Binding<Value> { fatalError() }
}

extension State where Value: ExpressibleByNilLiteral {
    // SwiftUI/State/init()
    public init() { fatalError() }
}

// SwiftUI/Binding
@available(iOS 13.0, macOS 10.15, *)
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    // SwiftUI/Binding/init(projectedValue:)
    public init(projectedValue: Binding<Value>) { fatalError() }

    // SwiftUI/Binding/constant(_:)
    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }

    // SwiftUI/Binding/wrappedValue
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }

    // SwiftUI/Binding/projectedValue
    public var projectedValue: Binding<Value> { fatalError() }

    // SwiftUI/Binding/subscript(dynamicMember:)
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError()
    }
}

extension Binding: DynamicProperty {}

// SwiftUI/DynamicProperty
@available(iOS 13.0, macOS 10.15, *)
public protocol DynamicProperty {}

// SwiftUI/Environment
@available(iOS 13.0, macOS 10.15, *)
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
    // SwiftUI/Environment/init(_:)
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }

    // SwiftUI/Environment/wrappedValue
    public var wrappedValue: Value { fatalError() }
}

// SwiftUI/EnvironmentKey
@available(iOS 13.0, macOS 10.15, *)
public protocol EnvironmentKey {
    // SwiftUI/EnvironmentKey/Value
    associatedtype Value

    // SwiftUI/EnvironmentKey/defaultValue
    static var defaultValue: Self.Value { get }
}

// SwiftUI/EnvironmentValues
@available(iOS 13.0, macOS 10.15, *)
public struct EnvironmentValues {
    // SwiftUI/EnvironmentValues/subscript(_:)
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { fatalError() }
        set { fatalError() }
    }

    // SwiftUI/EnvironmentValues/sizeCategory
    @available(iOS, introduced: 13.0, deprecated: 27.0, renamed: "dynamicTypeSize")
    @available(macCatalyst, introduced: 13.0, deprecated: 27.0, renamed: "dynamicTypeSize")
    @available(macOS, introduced: 10.15, deprecated: 27.0, renamed: "dynamicTypeSize")
    @available(visionOS, introduced: 1.0, deprecated: 27.0, renamed: "dynamicTypeSize")
    public var sizeCategory: ContentSizeCategory {
        get { fatalError() }
        set { fatalError() }
    }

    // SwiftUI/EnvironmentValues/layoutDirection
    public var layoutDirection: LayoutDirection {
        get { fatalError() }
        set { fatalError() }
    }

    // SwiftUI/EnvironmentValues/multilineTextAlignment
    public var multilineTextAlignment: TextAlignment {
        get { fatalError() }
        set { fatalError() }
    }

    // SwiftUI/EnvironmentValues/isEnabled
    public var isEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}

// SwiftUI/ContentSizeCategory
@available(iOS, introduced: 13.0, deprecated: 27.0)
@available(macCatalyst, introduced: 13.0, deprecated: 27.0)
@available(macOS, introduced: 10.15, deprecated: 27.0)
@available(visionOS, introduced: 1.0, deprecated: 27.0)
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
    // SwiftUI/ContentSizeCategory/large
    case large
}

// SwiftUI/LayoutDirection
@available(iOS 13.0, macOS 10.15, *)
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    // SwiftUI/LayoutDirection/leftToRight
    case leftToRight

    // SwiftUI/LayoutDirection/rightToLeft
    case rightToLeft
}

// SwiftUI/TextAlignment
@available(iOS 13.0, macOS 10.15, *)
@frozen public enum TextAlignment: Hashable, CaseIterable, Sendable {
    // SwiftUI/TextAlignment/leading
    case leading

    // SwiftUI/TextAlignment/center
    case center

    // SwiftUI/TextAlignment/trailing
    case trailing
}
