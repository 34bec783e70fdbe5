// Foundation's `NSString`, to which `String` bridges: its length and substrings count UTF-16 code units.

// Foundation/NSString
@objc open class NSString: NSObject {
    package let units: [UInt16]

    // Foundation/NSString/init(string:)
    public init(string aString: String) {
        units = Array(aString.utf16)
        super.init()
    }

    // Foundation/NSString/length
    open var length: Int { units.count }

    // Foundation/NSString/substring(with:)
    open func substring(with range: NSRange) -> String {
        String(decoding: units[range.location..<range.location + range.length], as: UTF16.self)
    }

    // Foundation/NSString/substring(to:)
    open func substring(to index: Int) -> String { String(decoding: units[..<index], as: UTF16.self) }

    // Foundation/NSString/substring(from:)
    open func substring(from index: Int) -> String { String(decoding: units[index...], as: UTF16.self) }

    // ObjectiveC/NSObject-swift.class/description
    open override var description: String { String(decoding: units, as: UTF16.self) }
}

// Swift/_ObjectiveCBridgeable
extension String: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSString { NSString(string: self) }

    public static func _forceBridgeFromObjectiveC(_ source: NSString, result: inout String?) {
        result = source.description
    }

    public static func _conditionallyBridgeFromObjectiveC(_ source: NSString, result: inout String?) -> Bool {
        result = source.description
        return true
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSString?) -> String {
        source?.description ?? ""
    }
}
