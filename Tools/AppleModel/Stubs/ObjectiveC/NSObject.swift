// Stand-in for the Objective-C root class and protocol, which Linux Foundation's `NSObject` cannot serve: it is not an
// Objective-C class, so `@objc` protocols could not take a view as a parameter. Apple declares both nonisolated.
// `description` stays off the protocol: `String` is representable in Objective-C only through Foundation's bridging.
//
// With Objective-C interop (the type-check) these are `@objc` and only their declarations count. In the model's run
// they are plain Swift, and `responds(to:)` answers from the model's method table (`ObjCMethodTable`), as the runtime
// answers from a class's methods.

// ObjectiveC/NSObjectProtocol
@objc public protocol NSObjectProtocol: AnyObject {
    // ObjectiveC/NSObjectProtocol/isEqual(_:)
    func isEqual(_ object: Any?) -> Bool

    // ObjectiveC/NSObjectProtocol/hash
    var hash: Int { get }

    // ObjectiveC/NSObjectProtocol/responds(to:)
    func responds(to aSelector: Selector!) -> Bool
}

// ObjectiveC/NSObject-swift.class
@objc open class NSObject: NSObjectProtocol, Hashable {
    // ObjectiveC/NSObject-swift.class/init()
    public init() {}

    // ObjectiveC/NSObject-swift.class/isEqual(_:)
    open func isEqual(_ object: Any?) -> Bool { (object as AnyObject?) === self }

    // ObjectiveC/NSObject-swift.class/hash
    open var hash: Int { ObjectIdentifier(self).hashValue }

    // ObjectiveC/NSObject-swift.class/description
    open var description: String { "<\(String(reflecting: type(of: self)))>" }

    // ObjectiveC/NSObject-swift.class/responds(to:)
    open func responds(to aSelector: Selector!) -> Bool {
        ObjCMethodTable.implements(type(of: self), aSelector)
    }

    // ObjectiveC/NSObject-swift.class/forwardingTarget(for:)
    open func forwardingTarget(for aSelector: Selector!) -> Any? { nil }

    // Swift/Equatable/==(_:_:)
    public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs.isEqual(rhs) }

    // Swift/Hashable/hash(into:)
    public func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}

#if !_runtime(_ObjC)
extension NSObjectProtocol {
    // What a call of an optional requirement with `?(` asks first in Objective-C: the model's copy of the adapters
    // (Tools/AppleModel/Scripts/objc_model.py) spells `delegate?.textViewDidChange?(view)` as
    // `delegate?._respondingTo("textViewDidChange:")?.textViewDidChange(view)`.
    // ObjectiveC/NSObjectProtocol/responds(to:)
    public func _respondingTo(_ selector: String) -> Self? { responds(to: Selector(selector)) ? self : nil }
}
#endif
