/// Text attributes of terminal cells: the SGR (Select Graphic Rendition) attributes a frame uses.
///
/// Styles combine like any option set. The empty set is the terminal's normal rendition. A style holds at most one
/// foreground colour in practice: with several, the one with the highest SGR number is the one the terminal shows.
///
/// ```swift
/// let placeholder: CellStyle = .gray
/// let controlCharacter: CellStyle = [.inverse]
/// ```
public struct CellStyle: OptionSet, Hashable, Sendable {
    /// The bits of the style.
    public let rawValue: UInt16

    /// Creates a style from its bits.
    ///
    /// - Parameter rawValue: The bits of the style.
    public init(rawValue: UInt16) {
        self.rawValue = rawValue
    }

    /// Bold or increased intensity (SGR 1).
    public static let bold = CellStyle(rawValue: 1 << 0)
    /// Faint, decreased intensity (SGR 2).
    public static let dim = CellStyle(rawValue: 1 << 1)
    /// Italic (SGR 3).
    public static let italic = CellStyle(rawValue: 1 << 2)
    /// Underlined (SGR 4).
    public static let underline = CellStyle(rawValue: 1 << 3)
    /// Foreground and background swapped (SGR 7).
    public static let inverse = CellStyle(rawValue: 1 << 4)
    /// Gray text: the bright-black foreground (SGR 90), gray in the default palettes of xterm, tmux and 16-colour
    /// consoles alike, where faint text (SGR 2) can look like any other (stock xterm draws it at full strength).
    public static let gray = CellStyle(rawValue: 1 << 5)
    /// Green text (SGR 32).
    public static let green = CellStyle(rawValue: 1 << 6)
    /// Yellow text (SGR 33).
    public static let yellow = CellStyle(rawValue: 1 << 7)
    /// Blue text (SGR 34).
    public static let blue = CellStyle(rawValue: 1 << 8)
    /// Magenta text (SGR 35).
    public static let magenta = CellStyle(rawValue: 1 << 9)
    /// Cyan text (SGR 36).
    public static let cyan = CellStyle(rawValue: 1 << 10)

    /// The SGR parameters that select this style, in ascending order.
    package var sgrParameters: [Int] {
        var parameters: [Int] = []
        if contains(.bold) { parameters.append(1) }
        if contains(.dim) { parameters.append(2) }
        if contains(.italic) { parameters.append(3) }
        if contains(.underline) { parameters.append(4) }
        if contains(.inverse) { parameters.append(7) }
        if contains(.green) { parameters.append(32) }
        if contains(.yellow) { parameters.append(33) }
        if contains(.blue) { parameters.append(34) }
        if contains(.magenta) { parameters.append(35) }
        if contains(.cyan) { parameters.append(36) }
        if contains(.gray) { parameters.append(90) }
        return parameters
    }
}
