// Foundation's attributed strings: text with attributes, one set for the whole string in the model (the adapters
// measure and type with uniform attributes).

// Foundation/NSAttributedString
@objc open class NSAttributedString: NSObject {
    package var storage: String
    package var uniformAttributes: [NSAttributedString.Key: Any]

    // Foundation/NSAttributedString/init(string:)
    public init(string str: String) {
        storage = str
        uniformAttributes = [:]
        super.init()
    }

    // Foundation/NSAttributedString/init(string:attributes:)
    public init(string str: String, attributes attrs: [NSAttributedString.Key: Any]? = nil) {
        storage = str
        uniformAttributes = attrs ?? [:]
        super.init()
    }

    // Foundation/NSAttributedString/init(attributedString:)
    public init(attributedString attrStr: NSAttributedString) {
        storage = attrStr.storage
        uniformAttributes = attrStr.uniformAttributes
        super.init()
    }

    // Foundation/NSAttributedString/string
    open var string: String { storage }

    // Foundation/NSAttributedString/length
    open var length: Int { storage.utf16.count }

    // Foundation/NSAttributedString/attributes(at:effectiveRange:)
    open func attributes(at location: Int, effectiveRange range: NSRangePointer?) -> [NSAttributedString.Key: Any] {
        range?.pointee = NSRange(location: 0, length: length)
        return uniformAttributes
    }

    // Foundation/NSAttributedString/attribute(_:at:effectiveRange:)
    open func attribute(_ attrName: NSAttributedString.Key, at location: Int, effectiveRange range: NSRangePointer?) -> Any? {
        range?.pointee = NSRange(location: 0, length: length)
        return uniformAttributes[attrName]
    }
}

// Foundation/NSRangePointer
public typealias NSRangePointer = UnsafeMutablePointer<NSRange>

extension NSAttributedString {
    // Foundation/NSAttributedString/Key
    public struct Key: Hashable, RawRepresentable, Sendable {
        // Foundation/NSAttributedString/Key/init(_:)
        public init(_ rawValue: String) { self.rawValue = rawValue }

        // Foundation/NSAttributedString/Key/init(rawValue:)
        public init(rawValue: String) { self.rawValue = rawValue }

        // Foundation/NSAttributedString/Key/rawValue
        public var rawValue: String
    }
}

// Foundation/NSMutableAttributedString
@objc open class NSMutableAttributedString: NSAttributedString {
    // Foundation/NSMutableAttributedString/append(_:)
    open func append(_ attrString: NSAttributedString) {
        storage += attrString.storage
        uniformAttributes.merge(attrString.uniformAttributes) { current, _ in current }
    }

    // Foundation/NSMutableAttributedString/replaceCharacters(in:with:)
    open func replaceCharacters(in range: NSRange, with str: String) {
        let units = Array(storage.utf16)
        let replaced = units[..<range.location] + Array(str.utf16) + units[(range.location + range.length)...]
        storage = String(decoding: replaced, as: UTF16.self)
    }
}
