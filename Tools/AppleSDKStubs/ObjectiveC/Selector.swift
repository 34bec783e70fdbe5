// Declaration-only stand-in for the Objective-C runtime's `Selector`, which Linux lacks. Used only by the AppKit
// adapter's `textView(_:doCommandBy:)`, where AppKit hands over the command as a selector.

// ObjectiveC/Selector
public struct Selector: Equatable, Hashable, @unchecked Sendable {
    // The layout `#selector` expects: one opaque pointer, as in the Objective-C overlay.
    var ptr: OpaquePointer

    // ObjectiveC/Selector/init(_:)
    public init(_ functionName: String) { fatalError() }
}
