// The Swift side of `NSRange`, whose C layout comes from the SDK's headers (SDKStructs).

extension NSRange: @retroactive Equatable, @retroactive Hashable, @unchecked @retroactive Sendable {
    // Foundation/NSRange/init(location:length:)
    public init(location: Int, length: Int) {
        self.init()
        self.location = location
        self.length = length
    }

    // Foundation/NSRange/upperBound
    public var upperBound: Int { location + length }

    // Foundation/NSRange/lowerBound
    public var lowerBound: Int { location }

    // Swift/Equatable/==(_:_:)
    public static func == (lhs: NSRange, rhs: NSRange) -> Bool {
        lhs.location == rhs.location && lhs.length == rhs.length
    }

    // Swift/Hashable/hash(into:)
    public func hash(into hasher: inout Hasher) {
        hasher.combine(location)
        hasher.combine(length)
    }
}

// Foundation/NSMaxRange(_:)
public func NSMaxRange(_ range: NSRange) -> Int { range.location + range.length }
