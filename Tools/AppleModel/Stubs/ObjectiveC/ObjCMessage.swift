// The model's stand-in for sending an optional delegate message, as UIKit and AppKit do: only when the receiver
// responds to the selector, to the receiver's own method if its class implements one, otherwise to the object its
// `forwardingTarget(for:)` names, as the runtime does before it gives up on a message.

package enum ObjCMessage {
    /// Called with the selector's name when a message reaches an object that neither implements it nor names a
    /// forwarding target: on a device, an "unrecognized selector sent to instance" exception.
    nonisolated(unsafe) package static var unrecognized: (String) -> Void = { _ in }

    /// Sends `message` to `receiver` as the runtime would, if `receiver` responds to `selector` (or, with
    /// `responds`, if the answer the sender took earlier says so); nil otherwise.
    package static func send<Receiver, Result>(
        _ selector: String,
        to receiver: Receiver?,
        responds: Bool? = nil,
        _ message: (Receiver) -> Result
    ) -> Result? {
        guard let receiver, let object = receiver as AnyObject as? NSObject else { return nil }
        let name = Selector(selector)
        guard responds ?? object.responds(to: name) else { return nil }
        return deliver(name, to: receiver, object, message)
    }

    private static func deliver<Receiver, Result>(
        _ selector: Selector,
        to receiver: Receiver,
        _ object: NSObject,
        _ message: (Receiver) -> Result
    ) -> Result? {
        if ObjCMethodTable.implements(type(of: object), selector) { return message(receiver) }
        guard let target = object.forwardingTarget(for: selector), let targetObject = target as AnyObject as? NSObject,
            targetObject !== object, let forwarded = target as? Receiver
        else {
            unrecognized(selector.name)
            return nil
        }
        return deliver(selector, to: forwarded, targetObject, message)
    }
}
