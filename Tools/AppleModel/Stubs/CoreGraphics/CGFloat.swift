// Stand-in for the CoreGraphics overlay's `CGFloat`: a struct of its own (not `Double`), as on Apple platforms, so that
// code mixing the two type-checks here only where Swift's implicit conversion between them allows it there too. The
// SDK's C headers declare `CGFloat` as a typedef; the compiler maps it to this struct, in the C structs' fields too.
@_exported import SDKStructs

// CoreFoundation/CGFloat
@frozen
public struct CGFloat: Sendable {
    // CoreFoundation/CGFloat/native
    public var native: Double

    // CoreFoundation/CGFloat/init()
    public init() { native = 0 }

    // CoreFoundation/CGFloat/init(_:)-(Double)
    public init(_ value: Double) { native = value }

    // CoreFoundation/CGFloat/init(_:)-(Float)
    public init(_ value: Float) { native = Double(value) }

    // CoreFoundation/CGFloat/init(_:)-(CGFloat)
    public init(_ value: CGFloat) { native = value.native }

    // CoreFoundation/CGFloat/init(_:)-(Int)
    public init(_ value: Int) { native = Double(value) }
}

// MARK: - Literals and description

// Swift/ExpressibleByFloatLiteral
extension CGFloat: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible {
    public init(floatLiteral value: Double) { native = value }
    public init(integerLiteral value: Int) { native = Double(value) }
    public var description: String { native.description }
}

// MARK: - BinaryFloatingPoint, forwarded to the native value

// Swift/BinaryFloatingPoint
extension CGFloat: BinaryFloatingPoint {
    public typealias Exponent = Int
    public typealias RawSignificand = UInt
    public typealias RawExponent = UInt

    public init(sign: FloatingPointSign, exponent: Int, significand: CGFloat) {
        native = Double(sign: sign, exponent: exponent, significand: significand.native)
    }
    public init(sign: FloatingPointSign, exponentBitPattern: UInt, significandBitPattern: UInt) {
        native = Double(
            sign: sign, exponentBitPattern: exponentBitPattern, significandBitPattern: UInt64(significandBitPattern))
    }
    public init(signOf: CGFloat, magnitudeOf: CGFloat) {
        native = Double(signOf: signOf.native, magnitudeOf: magnitudeOf.native)
    }
    public init<Source: BinaryInteger>(_ value: Source) { native = Double(value) }

    public static var exponentBitCount: Int { Double.exponentBitCount }
    public static var significandBitCount: Int { Double.significandBitCount }
    public static var radix: Int { Double.radix }
    public static var nan: CGFloat { CGFloat(Double.nan) }
    public static var signalingNaN: CGFloat { CGFloat(Double.signalingNaN) }
    public static var infinity: CGFloat { CGFloat(Double.infinity) }
    public static var greatestFiniteMagnitude: CGFloat { CGFloat(Double.greatestFiniteMagnitude) }
    public static var pi: CGFloat { CGFloat(Double.pi) }
    public static var leastNormalMagnitude: CGFloat { CGFloat(Double.leastNormalMagnitude) }
    public static var leastNonzeroMagnitude: CGFloat { CGFloat(Double.leastNonzeroMagnitude) }

    public var exponentBitPattern: UInt { native.exponentBitPattern }
    public var significandBitPattern: UInt { UInt(native.significandBitPattern) }
    public var binade: CGFloat { CGFloat(native.binade) }
    public var significandWidth: Int { native.significandWidth }
    public var ulp: CGFloat { CGFloat(native.ulp) }
    public var sign: FloatingPointSign { native.sign }
    public var exponent: Int { native.exponent }
    public var significand: CGFloat { CGFloat(native.significand) }
    public var nextUp: CGFloat { CGFloat(native.nextUp) }
    public var magnitude: CGFloat { CGFloat(native.magnitude) }
    public var isNormal: Bool { native.isNormal }
    public var isFinite: Bool { native.isFinite }
    public var isZero: Bool { native.isZero }
    public var isSubnormal: Bool { native.isSubnormal }
    public var isInfinite: Bool { native.isInfinite }
    public var isNaN: Bool { native.isNaN }
    public var isSignalingNaN: Bool { native.isSignalingNaN }
    public var isCanonical: Bool { native.isCanonical }

    public static func + (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native + rhs.native) }
    public static func - (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native - rhs.native) }
    public static func * (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native * rhs.native) }
    public static func / (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native / rhs.native) }
    public static func += (lhs: inout CGFloat, rhs: CGFloat) { lhs.native += rhs.native }
    public static func -= (lhs: inout CGFloat, rhs: CGFloat) { lhs.native -= rhs.native }
    public static func *= (lhs: inout CGFloat, rhs: CGFloat) { lhs.native *= rhs.native }
    public static func /= (lhs: inout CGFloat, rhs: CGFloat) { lhs.native /= rhs.native }
    public static prefix func - (operand: CGFloat) -> CGFloat { CGFloat(-operand.native) }

    public mutating func negate() { native.negate() }
    public mutating func formRemainder(dividingBy other: CGFloat) { native.formRemainder(dividingBy: other.native) }
    public mutating func formTruncatingRemainder(dividingBy other: CGFloat) {
        native.formTruncatingRemainder(dividingBy: other.native)
    }
    public mutating func formSquareRoot() { native.formSquareRoot() }
    public mutating func addProduct(_ lhs: CGFloat, _ rhs: CGFloat) { native.addProduct(lhs.native, rhs.native) }
    public mutating func round(_ rule: FloatingPointRoundingRule) { native.round(rule) }

    public func isEqual(to other: CGFloat) -> Bool { native.isEqual(to: other.native) }
    public func isLess(than other: CGFloat) -> Bool { native.isLess(than: other.native) }
    public func isLessThanOrEqualTo(_ other: CGFloat) -> Bool { native.isLessThanOrEqualTo(other.native) }
    public func isTotallyOrdered(belowOrEqualTo other: CGFloat) -> Bool {
        native.isTotallyOrdered(belowOrEqualTo: other.native)
    }

    public func distance(to other: CGFloat) -> CGFloat { CGFloat(native.distance(to: other.native)) }
    public func advanced(by amount: CGFloat) -> CGFloat { CGFloat(native.advanced(by: amount.native)) }

    public static func == (lhs: CGFloat, rhs: CGFloat) -> Bool { lhs.native == rhs.native }
    public static func < (lhs: CGFloat, rhs: CGFloat) -> Bool { lhs.native < rhs.native }
    public func hash(into hasher: inout Hasher) { native.hash(into: &hasher) }
}

// Swift/Numeric
extension CGFloat: Numeric {
    public init?<Source: BinaryInteger>(exactly value: Source) {
        guard let exact = Double(exactly: value) else { return nil }
        native = exact
    }
}

extension Double {
    // Swift/Double/init(_:)-(CGFloat)
    public init(_ value: CGFloat) { self = value.native }
}
