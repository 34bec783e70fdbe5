// The Swift side of CoreGraphics' geometry structs, whose C layout comes from the SDK's headers (SDKStructs): only the
// members the adapters, the examples and the model use.

extension CGPoint: @retroactive Equatable, @unchecked @retroactive Sendable {
    // CoreFoundation/CGPoint/zero
    public static var zero: CGPoint { CGPoint(x: 0, y: 0) }

    // CoreFoundation/CGPoint/init(x:y:)-(Double,Double)
    public init(x: Double, y: Double) { self.init(x: CGFloat(x), y: CGFloat(y)) }

    // CoreFoundation/CGPoint/init(x:y:)-(Int,Int)
    public init(x: Int, y: Int) { self.init(x: CGFloat(x), y: CGFloat(y)) }

    // Swift/Equatable/==(_:_:)
    public static func == (lhs: CGPoint, rhs: CGPoint) -> Bool { lhs.x == rhs.x && lhs.y == rhs.y }
}

extension CGSize: @retroactive Equatable, @unchecked @retroactive Sendable {
    // CoreFoundation/CGSize/zero
    public static var zero: CGSize { CGSize(width: 0, height: 0) }

    // CoreFoundation/CGSize/init(width:height:)-(Double,Double)
    public init(width: Double, height: Double) { self.init(width: CGFloat(width), height: CGFloat(height)) }

    // CoreFoundation/CGSize/init(width:height:)-(Int,Int)
    public init(width: Int, height: Int) { self.init(width: CGFloat(width), height: CGFloat(height)) }

    // Swift/Equatable/==(_:_:)
    public static func == (lhs: CGSize, rhs: CGSize) -> Bool { lhs.width == rhs.width && lhs.height == rhs.height }
}

extension CGRect: @retroactive Equatable, @unchecked @retroactive Sendable {
    // CoreFoundation/CGRect/zero
    public static var zero: CGRect { CGRect(origin: .zero, size: .zero) }

    // CoreFoundation/CGRect/init(x:y:width:height:)-(Double,Double,Double,Double)
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
    }

    // CoreFoundation/CGRect/init(x:y:width:height:)-(Int,Int,Int,Int)
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
    }

    // CoreFoundation/CGRect/init(x:y:width:height:)-(CGFloat,CGFloat,CGFloat,CGFloat)
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
    }

    // CoreFoundation/CGRect/width
    public var width: CGFloat { abs(size.width) }
    // CoreFoundation/CGRect/height
    public var height: CGFloat { abs(size.height) }
    // CoreFoundation/CGRect/minX
    public var minX: CGFloat { min(origin.x, origin.x + size.width) }
    // CoreFoundation/CGRect/maxX
    public var maxX: CGFloat { max(origin.x, origin.x + size.width) }
    // CoreFoundation/CGRect/midX
    public var midX: CGFloat { (minX + maxX) / 2 }
    // CoreFoundation/CGRect/minY
    public var minY: CGFloat { min(origin.y, origin.y + size.height) }
    // CoreFoundation/CGRect/maxY
    public var maxY: CGFloat { max(origin.y, origin.y + size.height) }
    // CoreFoundation/CGRect/midY
    public var midY: CGFloat { (minY + maxY) / 2 }

    // Swift/Equatable/==(_:_:)
    public static func == (lhs: CGRect, rhs: CGRect) -> Bool { lhs.origin == rhs.origin && lhs.size == rhs.size }
}
