// Stand-in for the Objective-C runtime's `Selector`. With Objective-C interop (the type-check) it has the layout
// `#selector` expects, one opaque pointer; without (the model's run) it carries the selector's name, which the model's
// message dispatch looks up in its method table.

#if _runtime(_ObjC)
// ObjectiveC/Selector
@frozen
public struct Selector: Equatable, Hashable, @unchecked Sendable {
    let pointer: OpaquePointer

    // ObjectiveC/Selector/init(_:)
    public init(_ functionName: String) { fatalError("declaration only") }
}
#else
// ObjectiveC/Selector
public struct Selector: Equatable, Hashable, Sendable {
    package let name: String

    // ObjectiveC/Selector/init(_:)
    public init(_ functionName: String) { name = functionName }
}
#endif

// ObjectiveC/NSZone
public typealias NSZone = OpaquePointer
