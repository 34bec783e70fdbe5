/// Where and when a growing text view shows its placeholder.
///
/// - It is visible exactly when the text is empty and no input-method composition is in progress (marked text
///   is text the user sees, so the placeholder must not show through it).
/// - It starts where the first line of text starts: the text container's inset plus the line fragment padding
///   (5 points by default on Apple platforms) from the *leading* edge — the right edge in a right-to-left
///   layout — and the top inset from the top. No trial-and-error offsets. Centred or trailing text puts it
///   where such a line of text goes: centred between the insets, or against the trailing edge.
/// - A multi-line placeholder raises the minimum height (``ExpansionPolicy/accommodatingPlaceholder(lines:)``,
///   ``HeightLimits/accommodatingPlaceholder(height:)``) so the first keystroke does not change the height.
///
/// Draw it *behind* the text view (which has a clear background) so it never takes touches, with the background
/// colour behind both.
///
/// ```swift
/// let placeholder = try PlaceholderPolicy(
///     insets: TextContainerInsets(top: 8, left: 4, bottom: 8, right: 4), lineFragmentPadding: 5)
/// PlaceholderPolicy.isVisible(text: "", isComposing: false)        // true
/// placeholder.origin(viewWidth: 320, placeholderWidth: 100)        // x 9, y 8
/// ```
public struct PlaceholderPolicy: Hashable, Sendable {
    /// The direction in which lines of the text run.
    public enum Direction: Hashable, Sendable {
        /// Lines start at the left edge.
        case leftToRight
        /// Lines start at the right edge.
        case rightToLeft
    }

    /// Where the text's lines sit between the insets, in the text's direction.
    public enum Alignment: Hashable, Sendable {
        /// Lines start at the leading edge (natural and justified text).
        case leading
        /// Lines are centred between the insets.
        case center
        /// Lines end at the trailing edge.
        case trailing

        /// A text view's own alignment setting: `left` and `right` name physical edges, the others follow the
        /// writing direction.
        public enum Setting: Hashable, Sendable {
            case natural, left, center, right, justified
        }

        /// Where a placeholder's lines sit for a text view's alignment setting.
        ///
        /// Left and right are physical edges, so in right-to-left text they swap with leading and trailing; natural
        /// and justified text start at the leading edge.
        ///
        /// ```swift
        /// PlaceholderPolicy.Alignment(.left, isRightToLeft: true)   // .trailing
        /// ```
        ///
        /// - Parameters:
        ///   - setting: The text view's alignment.
        ///   - isRightToLeft: Whether the text runs right to left.
        public init(_ setting: Setting, isRightToLeft: Bool) {
            switch setting {
            case .center: self = .center
            case .left: self = isRightToLeft ? .trailing : .leading
            case .right: self = isRightToLeft ? .leading : .trailing
            case .natural, .justified: self = .leading
            }
        }
    }

    /// A point in the view's coordinates, origin at the top left, x to the right, y down.
    public struct Origin: Hashable, Sendable {
        /// The horizontal coordinate, in points from the view's left edge.
        public var x: Double
        /// The vertical coordinate, in points from the view's top edge.
        public var y: Double

        /// Creates a point.
        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }

    /// The text container's insets in the view.
    public let insets: TextContainerInsets
    /// The space between a line fragment's edge and its text, on both sides (`NSTextContainer.lineFragmentPadding`).
    public let lineFragmentPadding: Double
    /// The direction of the text's lines.
    public let direction: Direction
    /// The alignment of the text's lines.
    public let alignment: Alignment

    /// Creates a placeholder policy for a text view's geometry.
    ///
    /// - Parameters:
    ///   - insets: The text container's insets; finite, zero or more.
    ///   - lineFragmentPadding: The line fragment padding; finite, zero or more. 5 points by default, as on Apple
    ///     platforms.
    ///   - direction: The direction of the text's lines.
    ///   - alignment: The alignment of the text's lines.
    /// - Throws: ``ConfigurationError`` naming the first invalid value.
    public init(
        insets: TextContainerInsets = TextContainerInsets(), lineFragmentPadding: Double = 5,
        direction: Direction = .leftToRight, alignment: Alignment = .leading
    ) throws(ConfigurationError) {
        try ConfigurationError.checkLength(insets.top, named: "insets.top")
        try ConfigurationError.checkLength(insets.left, named: "insets.left")
        try ConfigurationError.checkLength(insets.bottom, named: "insets.bottom")
        try ConfigurationError.checkLength(insets.right, named: "insets.right")
        try ConfigurationError.checkLength(lineFragmentPadding, named: "lineFragmentPadding")
        self.insets = insets
        self.lineFragmentPadding = lineFragmentPadding
        self.direction = direction
        self.alignment = alignment
    }

    /// Whether the placeholder shows: exactly when the text is empty and no composition is in progress.
    ///
    /// - Parameters:
    ///   - text: The view's text.
    ///   - isComposing: Whether an input method has marked text in the view.
    public static func isVisible(text: String, isComposing: Bool) -> Bool {
        isVisible(isTextEmpty: text.isEmpty, isComposing: isComposing)
    }

    /// Whether the placeholder shows, for a caller that knows emptiness without a `String` (a rope's count).
    ///
    /// - Parameters:
    ///   - isTextEmpty: Whether the text is empty.
    ///   - isComposing: Whether an input method has marked text in the view.
    public static func isVisible(isTextEmpty: Bool, isComposing: Bool) -> Bool {
        isTextEmpty && !isComposing
    }

    /// The distance from the view's leading edge (left, or right in a right-to-left layout) to where text starts:
    /// that edge's inset plus the line fragment padding. Use it as SwiftUI's leading padding.
    public var leadingOffset: Double { (direction == .leftToRight ? insets.left : insets.right) + lineFragmentPadding }

    /// The distance from the view's trailing edge to where text must end: that edge's inset plus the padding.
    public var trailingOffset: Double {
        (direction == .leftToRight ? insets.right : insets.left) + lineFragmentPadding
    }

    /// The distance from the view's top edge to the first line: the top inset.
    public var topOffset: Double { insets.top }

    /// The width the placeholder may wrap in: the view's width minus both insets and both paddings (at least 0).
    ///
    /// - Parameter viewWidth: The text view's width.
    public func availableWidth(viewWidth: Double) -> Double {
        Swift.max(viewWidth - leadingOffset - trailingOffset, 0)
    }

    /// The top-left corner of the placeholder's frame, for a placeholder of the given width.
    ///
    /// Leading-aligned, it starts at the leading offset: in a right-to-left layout the placeholder's *right* edge
    /// is at the leading offset from the view's right edge. Trailing-aligned, it ends at the trailing offset from
    /// the trailing edge; centred, it is centred within ``availableWidth(viewWidth:)``. A placeholder wider than
    /// that width counts as that wide (it wraps).
    ///
    /// - Parameters:
    ///   - viewWidth: The text view's width.
    ///   - placeholderWidth: The placeholder's laid-out width.
    public func origin(viewWidth: Double, placeholderWidth: Double) -> Origin {
        let available = availableWidth(viewWidth: viewWidth)
        let width = Swift.min(Swift.max(placeholderWidth, 0), available)
        let left = insets.left + lineFragmentPadding
        let right = viewWidth - insets.right - lineFragmentPadding
        switch (alignment, direction) {
        case (.center, _):
            return Origin(x: left + (available - width) / 2, y: topOffset)
        case (.leading, .leftToRight), (.trailing, .rightToLeft):
            return Origin(x: left, y: topOffset)
        case (.leading, .rightToLeft), (.trailing, .leftToRight):
            return Origin(x: right - width, y: topOffset)
        }
    }
}
