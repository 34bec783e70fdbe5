/// What accepting a completion changes: the trigger and its query give way to the candidate's text or element,
/// followed by a space.
public struct CompletionAcceptance: Sendable, Equatable {
    /// The range to replace, in the units the front end gave the controller.
    public var range: Range<Int>
    /// The text to put there: the candidate's insertion and a space, or only the space when ``element`` is set.
    public var text: String
    /// The element to insert before ``text``, or nil.
    public var element: TextElement?
}
