/// Text attributes of terminal cells: the SGR (Select Graphic Rendition) attributes a frame uses.
///
/// Styles combine like any option set. The empty set is the terminal's normal rendition.
///
/// ```swift
/// let placeholder: CellStyle = .gray
/// let controlCharacter: CellStyle = [.inverse]
/// ```
public struct CellStyle: OptionSet, Hashable, Sendable {
    /// The bits of the style.
    public let rawValue: UInt8

    /// Creates a style from its bits.
    ///
    /// - Parameter rawValue: The bits of the style.
    public init(rawValue: UInt8) {
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

    /// The SGR parameters that select this style, in ascending order.
    package var sgrParameters: [Int] {
        var parameters: [Int] = []
        if contains(.bold) { parameters.append(1) }
        if contains(.dim) { parameters.append(2) }
        if contains(.italic) { parameters.append(3) }
        if contains(.underline) { parameters.append(4) }
        if contains(.inverse) { parameters.append(7) }
        if contains(.gray) { parameters.append(90) }
        return parameters
    }
}
