#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

// SwiftUI/State
@available(iOS 13.0, macOS 10.15, *)
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
    private let location: ModelStateLocation<Value>

    // SwiftUI/State/init(wrappedValue:)
    public init(wrappedValue value: Value) { location = ModelStateLocation(value) }

    // SwiftUI/State/wrappedValue
    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.value = newValue }
    }

    // SwiftUI/State/projectedValue
    public var projectedValue: Binding<Value> { location.binding }
}

extension State where Value: ExpressibleByNilLiteral {
    // SwiftUI/State/init()
    public init() { self.init(wrappedValue: nil) }
}

extension State: ModelDynamicProperty {
    package func modelInstall(_ slot: inout AnyObject?, environment: EnvironmentValues, invalidate: @escaping () -> Void) {
        if let stored = slot as? ModelStateLocation<Value> {
            location.storage = stored
        } else {
            slot = location
            location.invalidate = invalidate
        }
    }
}

/// Where a state value lives. SwiftUI keeps it in the view graph, by the view's identity; the model's host keeps the
/// first location made at an identity and points later copies of the view at it.
@usableFromInline package final class ModelStateLocation<Value> {
    private var stored: Value
    fileprivate var storage: ModelStateLocation<Value>?
    package var invalidate: (() -> Void)?

    package init(_ value: Value) { stored = value }

    package var value: Value {
        get { storage?.value ?? stored }
        set {
            if let storage {
                storage.value = newValue
                return
            }
            modelStateWillChange()
            stored = newValue
            invalidate?()
        }
    }

    package var binding: Binding<Value> {
        Binding(get: { self.value }, set: { self.value = $0 })
    }
}

/// A property the host installs before it asks a view for its body (`@State`, `@Environment`).
package protocol ModelDynamicProperty {
    func modelInstall(_ slot: inout AnyObject?, environment: EnvironmentValues, invalidate: @escaping () -> Void)
}

/// SwiftUI's runtime warning, which the model treats as a failure: a state written while views update.
func modelStateWillChange() {
    #if canImport(UIKit) || canImport(AppKit)
    MainActor.assumeIsolated {
        let model = AppleModel.current
        if model.isInSwiftUIUpdate { model.fail("Modifying state during view update, this will cause undefined behavior.") }
    }
    #endif
}

// SwiftUI/Binding
@available(iOS 13.0, macOS 10.15, *)
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    private let read: () -> Value
    private let write: (Value) -> Void

    // SwiftUI/Binding/init(get:set:)
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        read = get
        write = set
    }

    // SwiftUI/Binding/init(projectedValue:)
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    // SwiftUI/Binding/constant(_:)
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

    // SwiftUI/Binding/wrappedValue
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    // SwiftUI/Binding/projectedValue
    public var projectedValue: Binding<Value> { self }

    // SwiftUI/Binding/subscript(dynamicMember:)
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            get: { self.wrappedValue[keyPath: keyPath] },
            set: { newValue in
                var value = self.wrappedValue
                value[keyPath: keyPath] = newValue
                self.wrappedValue = value
            })
    }
}

extension Binding: DynamicProperty {}

// SwiftUI/DynamicProperty
@available(iOS 13.0, macOS 10.15, *)
public protocol DynamicProperty {}

// SwiftUI/Environment
@available(iOS 13.0, macOS 10.15, *)
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    private let values = ModelEnvironmentBox()

    // SwiftUI/Environment/init(_:)
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    // SwiftUI/Environment/wrappedValue
    public var wrappedValue: Value { (values.values ?? EnvironmentValues())[keyPath: keyPath] }
}

extension Environment: ModelDynamicProperty {
    package func modelInstall(_ slot: inout AnyObject?, environment: EnvironmentValues, invalidate: @escaping () -> Void) {
        values.values = environment
    }
}

@usableFromInline final class ModelEnvironmentBox {
    var values: EnvironmentValues?

    @usableFromInline init() {}
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
    private var storage: [ObjectIdentifier: Any] = [:]

    package init() {}

    // SwiftUI/EnvironmentValues/subscript(_:)
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    // SwiftUI/EnvironmentValues/sizeCategory
    @available(iOS, introduced: 13.0, deprecated: 27.0, renamed: "dynamicTypeSize")
    @available(macCatalyst, introduced: 13.0, deprecated: 27.0, renamed: "dynamicTypeSize")
    @available(macOS, introduced: 10.15, deprecated: 27.0, renamed: "dynamicTypeSize")
    @available(visionOS, introduced: 1.0, deprecated: 27.0, renamed: "dynamicTypeSize")
    public var sizeCategory: ContentSizeCategory = .large

    // SwiftUI/EnvironmentValues/layoutDirection
    public var layoutDirection: LayoutDirection = .leftToRight

    // SwiftUI/EnvironmentValues/multilineTextAlignment
    public var multilineTextAlignment: TextAlignment = .leading

    // SwiftUI/EnvironmentValues/isEnabled
    public var isEnabled: Bool = true

    // SwiftUI/EnvironmentValues/dynamicTypeSize
    @available(iOS 15.0, macOS 12.0, *)
    public var dynamicTypeSize: DynamicTypeSize {
        get { DynamicTypeSize.allCases[modelTypeSizeIndex] }
        set { modelTypeSizeIndex = DynamicTypeSize.allCases.firstIndex(of: newValue)! }
    }

    /// The Dynamic Type size's position from the smallest: `dynamicTypeSize` and the older `sizeCategory` are two
    /// views of one value (the latter is deprecated, renamed to the former).
    package var modelTypeSizeIndex: Int {
        get { ContentSizeCategory.allCases.firstIndex(of: sizeCategory)! }
        set { sizeCategory = ContentSizeCategory.allCases[newValue] }
    }
}

// SwiftUI/DynamicTypeSize
@available(iOS 15.0, macOS 12.0, *)
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    // SwiftUI/DynamicTypeSize/xSmall
    case xSmall

    // SwiftUI/DynamicTypeSize/small
    case small

    // SwiftUI/DynamicTypeSize/medium
    case medium

    // SwiftUI/DynamicTypeSize/large
    case large

    // SwiftUI/DynamicTypeSize/xLarge
    case xLarge

    // SwiftUI/DynamicTypeSize/xxLarge
    case xxLarge

    // SwiftUI/DynamicTypeSize/xxxLarge
    case xxxLarge

    // SwiftUI/DynamicTypeSize/accessibility1
    case accessibility1

    // SwiftUI/DynamicTypeSize/accessibility2
    case accessibility2

    // SwiftUI/DynamicTypeSize/accessibility3
    case accessibility3

    // SwiftUI/DynamicTypeSize/accessibility4
    case accessibility4

    // SwiftUI/DynamicTypeSize/accessibility5
    case accessibility5
}

// SwiftUI/ContentSizeCategory
@available(iOS, introduced: 13.0, deprecated: 27.0)
@available(macCatalyst, introduced: 13.0, deprecated: 27.0)
@available(macOS, introduced: 10.15, deprecated: 27.0)
@available(visionOS, introduced: 1.0, deprecated: 27.0)
public enum ContentSizeCategory: Hashable, CaseIterable {
    // SwiftUI/ContentSizeCategory/extraSmall
    case extraSmall

    // SwiftUI/ContentSizeCategory/small
    case small

    // SwiftUI/ContentSizeCategory/medium
    case medium

    // SwiftUI/ContentSizeCategory/large
    case large

    // SwiftUI/ContentSizeCategory/extraLarge
    case extraLarge

    // SwiftUI/ContentSizeCategory/extraExtraLarge
    case extraExtraLarge

    // SwiftUI/ContentSizeCategory/extraExtraExtraLarge
    case extraExtraExtraLarge

    // SwiftUI/ContentSizeCategory/accessibilityMedium
    case accessibilityMedium

    // SwiftUI/ContentSizeCategory/accessibilityLarge
    case accessibilityLarge

    // SwiftUI/ContentSizeCategory/accessibilityExtraLarge
    case accessibilityExtraLarge

    // SwiftUI/ContentSizeCategory/accessibilityExtraExtraLarge
    case accessibilityExtraExtraLarge

    // SwiftUI/ContentSizeCategory/accessibilityExtraExtraExtraLarge
    case accessibilityExtraExtraExtraLarge
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
