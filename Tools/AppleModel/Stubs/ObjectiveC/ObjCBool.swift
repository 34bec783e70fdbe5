// Stand-in for the Objective-C runtime's `ObjCBool` and the conversions the compiler calls when an `@objc` method takes
// or returns `Bool`: with Objective-C interop the type-check needs them to represent `Bool` in Objective-C.

// ObjectiveC/ObjCBool
@frozen
public struct ObjCBool: Sendable, ExpressibleByBooleanLiteral {
    private let value: Bool

    // ObjectiveC/ObjCBool/init(_:)
    public init(_ value: Bool) { self.value = value }

    // ObjectiveC/ObjCBool/init(booleanLiteral:)
    public init(booleanLiteral value: Bool) { self.value = value }

    // ObjectiveC/ObjCBool/boolValue
    public var boolValue: Bool { value }
}

// ObjectiveC/ObjCBool
public func _convertBoolToObjCBool(_ value: Bool) -> ObjCBool { ObjCBool(value) }

// ObjectiveC/ObjCBool
public func _convertObjCBoolToBool(_ value: ObjCBool) -> Bool { value.boolValue }
