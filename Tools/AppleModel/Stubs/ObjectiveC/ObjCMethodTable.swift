// The model's stand-in for the Objective-C runtime's method lists: which selectors each class implements, so that
// `responds(to:)` and the model's message dispatch (`ObjCMessage`) answer as the runtime would. Swift without
// Objective-C interop cannot list a class's methods, so `Tools/AppleModel/check.sh` reads them from the sources of the
// adapters, the examples and the scenarios, and the scenario runner registers them before the first scenario.

/// The selectors each class implements itself, by the class's fully qualified name.
package enum ObjCMethodTable {
    nonisolated(unsafe) private static var selectors: [String: Set<String>] = [:]

    /// Records the selectors `className` (`Module.Type`) implements, named as the model names them (`NSSelector`).
    package static func register(_ className: String, _ implemented: [String]) {
        selectors[className, default: []].formUnion(implemented)
    }

    /// Whether `type` or one of its superclasses implements `selector`.
    package static func implements(_ type: AnyClass, _ selector: Selector) -> Bool {
        var current: AnyClass? = type
        while let someClass = current {
            if selectors[String(reflecting: someClass)]?.contains(selector.name) == true { return true }
            current = _getSuperclass(someClass)
        }
        return false
    }

    /// Whether `type` itself, not a superclass, was registered with any selector.
    package static func isRegistered(_ type: AnyClass) -> Bool { selectors[String(reflecting: type)] != nil }
}
