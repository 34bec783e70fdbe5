/// The size of a terminal in character cells.
public struct TerminalSize: Hashable, Sendable {
    /// The number of rows.
    public var rows: Int
    /// The number of columns.
    public var columns: Int

    /// Creates a size.
    /// - Parameters:
    ///   - rows: The number of rows.
    ///   - columns: The number of columns.
    public init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
    }

    /// The size assumed when neither the terminal nor the environment gives one: 24 rows of 80 columns.
    public static let fallback = TerminalSize(rows: 24, columns: 80)

    /// The size from what the terminal reported, falling back per dimension on the `LINES` and `COLUMNS`
    /// environment variables and then on ``fallback``.
    ///
    /// Serial consoles and some containers report 0 for one or both dimensions.
    /// - Parameters:
    ///   - reportedRows: The rows `ioctl(TIOCGWINSZ)` gave, 0 when it failed.
    ///   - reportedColumns: The columns it gave, 0 when it failed.
    ///   - environment: Looks up an environment variable.
    /// - Returns: A size with both dimensions at least 1.
    package static func resolve(
        reportedRows: Int,
        reportedColumns: Int,
        environment: (String) -> String?
    ) -> TerminalSize {
        func dimension(_ reported: Int, _ variable: String, _ fallback: Int) -> Int {
            if reported > 0 { return reported }
            if let value = environment(variable).flatMap({ Int($0) }), value > 0 { return value }
            return fallback
        }
        return TerminalSize(
            rows: dimension(reportedRows, "LINES", Self.fallback.rows),
            columns: dimension(reportedColumns, "COLUMNS", Self.fallback.columns)
        )
    }
}
