import ExpandingTextCore

/// How the terminal draws each style role of the highlighted text.
///
/// ``colored`` is the default; ``monochrome`` is for a user who set `NO_COLOR`, in underline and bold only. A role
/// the theme has no style for is drawn as plain text. Styles never change the cells a character takes.
///
/// ```swift
/// var theme = HighlightTheme.colored
/// theme.styles[StyleRole("channel")] = [.bold, .green]
/// ```
public struct HighlightTheme: Hashable, Sendable {
    /// The style of each role.
    public var styles: [StyleRole: CellStyle]

    /// A theme.
    ///
    /// - Parameter styles: The style of each role.
    public init(styles: [StyleRole: CellStyle]) {
        self.styles = styles
    }

    /// Links blue and underlined, mentions bold cyan, tags magenta, code yellow, emphasis italic.
    public static let colored = HighlightTheme(styles: [
        .link: [.underline, .blue], .mention: [.bold, .cyan], .tag: .magenta, .code: .yellow, .emphasis: .italic,
    ])

    /// Underline and bold only: links underlined, the other roles bold.
    public static let monochrome = HighlightTheme(styles: [
        .link: .underline, .mention: .bold, .tag: .bold, .code: .bold, .emphasis: .bold,
    ])

    /// The style of a role; empty for a role the theme does not style.
    public func style(for role: StyleRole) -> CellStyle {
        styles[role] ?? []
    }
}
