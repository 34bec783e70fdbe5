// Stand-in for the Objective-C runtime's `Selector`: it carries the selector's name, which the model's message
// dispatch looks up in its method table.

// ObjectiveC/Selector
public struct Selector: Equatable, Hashable, Sendable {
    package let name: String

    // ObjectiveC/Selector/init(_:)
    public init(_ functionName: String) { name = functionName }
}

// ObjectiveC/NSZone
public struct NSZone {}
