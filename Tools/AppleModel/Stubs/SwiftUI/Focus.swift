#if canImport(UIKit)
import UIKit
#endif

// The model keeps a focus state's value as written. SwiftUI documents that a focus state bound to no view through
// `focused(_:)` reads `false`; the model does not reproduce that, so a scenario here cannot show whether a wrapped
// view driven by a focus state keeps its focus on a device.
// SwiftUI/FocusState
@available(iOS 15.0, macOS 12.0, *)
@frozen @propertyWrapper public struct FocusState<Value: Hashable>: DynamicProperty {
    private let location: ModelStateLocation<Value>

    // SwiftUI/FocusState/wrappedValue
    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.value = newValue }
    }

    // SwiftUI/FocusState/projectedValue
    public var projectedValue: Binding { Binding(location: location) }

    // SwiftUI/FocusState/Binding
    @frozen @propertyWrapper public struct Binding {
        private let location: ModelStateLocation<Value>

        /// A binding over a value the scenarios own, as a view's `@FocusState` would hand to its child.
        package init(location: ModelStateLocation<Value>) { self.location = location }

        // SwiftUI/FocusState/Binding/wrappedValue
        public var wrappedValue: Value {
            get { location.value }
            nonmutating set { location.value = newValue }
        }

        // SwiftUI/FocusState/Binding/projectedValue
        public var projectedValue: FocusState<Value>.Binding { self }
    }
}

@available(iOS 15.0, macOS 12.0, *)
extension FocusState where Value == Bool {
    // SwiftUI/FocusState/init()
    public init() { location = ModelStateLocation(false) }
}
