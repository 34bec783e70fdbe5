// Stand-in for Foundation: only what the adapters, the examples, the other stubs and the model use. Linux Foundation
// cannot serve here: its `NSObject` is not an Objective-C class and its `NSRange` and `CGSize` are Swift structs, so
// `@objc` delegate requirements that take them would not type-check with Objective-C interop, as they do with the SDK.
// The same sources build the type-check's module (with interop, declarations only) and the model's (without, with
// these working bodies). As on Apple platforms, it re-exports the Objective-C runtime, CoreGraphics, Dispatch and the C library.
@_exported import CoreGraphics
@_exported import Dispatch
@_exported import Glibc
@_exported import ObjectiveC

// Foundation/TimeInterval
public typealias TimeInterval = Double

// Foundation/NSNotFound
public let NSNotFound: Int = .max

// Foundation/NSSelectorFromString(_:)
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(aSelectorName) }

// ObjectiveC/NSCopying
@objc public protocol NSCopying {
    // ObjectiveC/NSCopying/copy(with:)
    func copy(with zone: NSZone?) -> Any
}

// Foundation/NSCoder
open class NSCoder: NSObject {}
