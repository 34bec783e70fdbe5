/// The space between a text view's edges and its text container, in points (`UITextView.textContainerInset`).
///
/// Left and right are physical edges, as in `UIEdgeInsets`; ``PlaceholderPolicy`` turns them into leading and
/// trailing for the text's direction.
///
/// ```swift
/// let insets = TextContainerInsets(top: 8, left: 4, bottom: 8, right: 4)
/// ```
public struct TextContainerInsets: Hashable, Sendable {
    /// The space above the text container.
    public var top: Double
    /// The space left of the text container.
    public var left: Double
    /// The space below the text container.
    public var bottom: Double
    /// The space right of the text container.
    public var right: Double

    /// Creates insets; all zero by default.
    ///
    /// - Parameters:
    ///   - top: The space above the text container.
    ///   - left: The space left of it.
    ///   - bottom: The space below it.
    ///   - right: The space right of it.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// These insets with the bottom one raised to at least `height`.
    ///
    /// An overlay drawn along the view's bottom edge (the remaining-characters count) would otherwise cover the
    /// last line of text; an inset that already leaves that much room stays as it is.
    ///
    /// - Parameter height: The height of the overlay, its padding included.
    public func reservingBottom(_ height: Double) -> TextContainerInsets {
        var insets = self
        insets.bottom = Swift.max(bottom, height)
        return insets
    }
}
