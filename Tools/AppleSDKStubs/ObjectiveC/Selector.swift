// Stand-in for the Objective-C runtime's `Selector`, which Linux lacks: AppKit's `textView(_:doCommandBy:)` hands
// over the command as a selector, which the model names by its string.

// ObjectiveC/Selector
public struct Selector: Equatable, Hashable, Sendable {
    private let name: String

    // ObjectiveC/Selector/init(_:)
    public init(_ functionName: String) { name = functionName }
}
