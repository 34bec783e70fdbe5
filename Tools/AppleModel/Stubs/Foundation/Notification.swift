// Foundation's notifications: the value posted, its name, and the centre that delivers it to observers at once, on
// the posting thread, as `NotificationCenter` does for an observer added with a nil queue.

// Foundation/Notification
public struct Notification {
    // Foundation/Notification/Name
    public typealias Name = NSNotification.Name

    // Foundation/Notification/name
    public var name: Notification.Name

    // Foundation/Notification/object
    public var object: Any?

    // Foundation/Notification/userInfo
    public var userInfo: [AnyHashable: Any]?

    // Foundation/Notification/init(name:object:userInfo:)
    public init(name: Notification.Name, object: Any? = nil, userInfo: [AnyHashable: Any]? = nil) {
        self.name = name
        self.object = object
        self.userInfo = userInfo
    }
}

// Foundation/NSNotification
open class NSNotification: NSObject {
    package let notification: Notification

    package init(_ notification: Notification) {
        self.notification = notification
        super.init()
    }

    // Foundation/NSNotification/Name-swift.struct
    public struct Name: Hashable, RawRepresentable, Sendable {
        // Foundation/NSNotification/Name-swift.struct/init(_:)
        public init(_ rawValue: String) { self.rawValue = rawValue }

        // Foundation/NSNotification/Name-swift.struct/init(rawValue:)
        public init(rawValue: String) { self.rawValue = rawValue }

        // Foundation/NSNotification/Name-swift.struct/rawValue
        public let rawValue: String
    }
}

// Swift/_ObjectiveCBridgeable
extension Notification: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSNotification { NSNotification(self) }

    public static func _forceBridgeFromObjectiveC(_ source: NSNotification, result: inout Notification?) {
        result = source.notification
    }

    public static func _conditionallyBridgeFromObjectiveC(
        _ source: NSNotification,
        result: inout Notification?
    ) -> Bool {
        result = source.notification
        return true
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNotification?) -> Notification {
        source?.notification ?? Notification(name: NSNotification.Name(""))
    }
}

// Foundation/OperationQueue
open class OperationQueue: NSObject {}

// Foundation/NotificationCenter
open class NotificationCenter: NSObject, @unchecked Sendable {
    private final class Observer: NSObject {
        let name: Notification.Name?
        let object: AnyObject?
        let block: @Sendable (Notification) -> Void

        init(name: Notification.Name?, object: AnyObject?, block: @escaping @Sendable (Notification) -> Void) {
            self.name = name
            self.object = object
            self.block = block
        }
    }

    private var observers: [Observer] = []

    // Foundation/NotificationCenter/default
    public static let `default` = NotificationCenter()

    // Foundation/NotificationCenter/addObserver(forName:object:queue:using:)
    open func addObserver(
        forName name: NSNotification.Name?,
        object obj: Any?,
        queue: OperationQueue?,
        using block: @escaping @Sendable (Notification) -> Void
    ) -> any NSObjectProtocol {
        let observer = Observer(name: name, object: obj as AnyObject?, block: block)
        observers.append(observer)
        return observer
    }

    // Foundation/NotificationCenter/removeObserver(_:)
    open func removeObserver(_ observer: Any) {
        observers.removeAll { $0 === (observer as AnyObject) }
    }

    // Foundation/NotificationCenter/post(name:object:userInfo:)
    open func post(name aName: NSNotification.Name, object anObject: Any?, userInfo aUserInfo: [AnyHashable: Any]? = nil) {
        let notification = Notification(name: aName, object: anObject, userInfo: aUserInfo)
        for observer in observers where observer.name == nil || observer.name == aName {
            if let object = observer.object, object !== (anObject as AnyObject?) { continue }
            observer.block(notification)
        }
    }
}
