/// A `TextLayout` was asked for an impossible width or tab width.
public enum TextLayoutError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The line width, which must be at least 1 cell.
    case invalidWidth(Int)
    /// The tab width, which must be at least 1 cell.
    case invalidTabWidth(Int)

    /// A one-line message naming the value.
    public var description: String {
        switch self {
        case .invalidWidth(let width):
            return "invalid layout width \(width): the width must be at least 1 cell"
        case .invalidTabWidth(let tabWidth):
            return "invalid tab width \(tabWidth): the tab width must be at least 1 cell"
        }
    }
}
