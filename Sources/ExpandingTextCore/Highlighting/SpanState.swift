/// What one paragraph leaves open for the next: inside a code fence, say. A ``SpanProvider`` defines its values;
/// ``initial`` is the state before the first paragraph.
///
/// The state is what makes highlighting incremental: after an edit, paragraphs are asked again from the edited one
/// until one ends in the state it ended in before; from there on, nothing the edit did reaches.
///
/// ```swift
/// let insideFence = SpanState(rawValue: 1)
/// insideFence == .initial   // false
/// ```
public struct SpanState: Hashable, Sendable {
    /// The provider's encoding of the state.
    public var rawValue: UInt64

    /// A state from the provider's encoding of it.
    ///
    /// - Parameter rawValue: The encoding; 0 is ``initial``.
    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// The state before the first paragraph, and after any paragraph that leaves nothing open.
    public static let initial = SpanState(rawValue: 0)
}
