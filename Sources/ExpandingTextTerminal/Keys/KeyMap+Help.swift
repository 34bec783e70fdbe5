extension KeyMap {
    /// One row of a key map's help: the chords that share a command and help text, and that text.
    public struct HelpRow: Hashable, Sendable {
        /// The chords' names joined with ", ", e.g. "Home, Ctrl+A".
        public var keys: String
        /// What they do, e.g. "Go to line start".
        public var help: String

        /// Creates a help row.
        /// - Parameters:
        ///   - keys: The chords' names joined with ", ".
        ///   - help: What they do.
        public init(keys: String, help: String) {
            self.keys = keys
            self.help = help
        }

        /// Rows as a two-column table, one row per line, each indented by two spaces and ending with a newline.
        package static func table(_ rows: [HelpRow]) -> String {
            let keysWidth = rows.map(\.keys.count).max() ?? 0
            return rows.map { row in
                "  " + row.keys + String(repeating: " ", count: keysWidth - row.keys.count + 3) + row.help + "\n"
            }.joined()
        }
    }

    /// The help rows: bindings with the same command and help text are merged into one row, at the place of the
    /// first of them.
    public var helpRows: [HelpRow] {
        var rows: [HelpRow] = []
        var rowIndex: [KeyBinding.HelpKey: Int] = [:]
        for binding in bindings {
            let key = KeyBinding.HelpKey(command: binding.command, help: binding.help)
            if let index = rowIndex[key] {
                rows[index].keys += ", " + binding.displayName
            } else {
                rowIndex[key] = rows.count
                rows.append(HelpRow(keys: binding.displayName, help: binding.help))
            }
        }
        return rows
    }

    /// The help rows as a two-column table, one row per line, each indented by two spaces and ending with a
    /// newline, e.g. `  Home, Ctrl+A   Go to line start`. Used by `--help`.
    public var helpText: String {
        HelpRow.table(helpRows)
    }
}

extension KeyBinding {
    /// What help rows are merged by.
    fileprivate struct HelpKey: Hashable {
        var command: EditorCommand
        var help: String
    }
}
