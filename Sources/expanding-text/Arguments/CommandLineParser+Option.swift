import ExpandingTextTerminal

// MARK: - Options

extension CommandLineParser {
    /// One option of the tool: its spelling, what it takes, and what it means for each subcommand.
    ///
    /// Each option is declared once, as a constant in the table (``all``); the parser, `--help`, the man page and the
    /// completion scripts all read that declaration. Two options are the same when they are spelled the same.
    ///
    /// The rule for switches: a switch that is on by default for some subcommand has a `--no-NAME` spelling that turns
    /// it off (a test holds every declaration to it).
    struct Option: Hashable {
        /// The spelling on the command line: `--max-lines`.
        var name: String
        /// What it takes after it.
        var value: Value
        /// The name of its value in the help, the man page and the completions (`TEXT`, `N`, `FILE`); nil for a
        /// switch.
        var valueName: String?
        /// What it means, for which subcommands.
        var uses: [Use]
        /// Whether the help, the man page and the completions list it (not so a second spelling: `-h`).
        var isListed = true
        /// Whether it answers at once (help, version, a completion script) instead of setting up a run.
        var answersAtOnce = false
        /// The largest number a count option accepts.
        var maximumCount = Int.max

        /// The option spelled `name`, or nil when the tool has none.
        static func named(_ name: String) -> Self? {
            byName[name]
        }

        private static let byName = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

        static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }

        func hash(into hasher: inout Hasher) { hasher.combine(name) }

        /// What the option takes after it.
        enum Value: Equatable {
            /// A switch.
            case none
            /// Any text, the empty string included.
            case text
            /// A file path (not empty).
            case path
            /// A whole number ≥ 1.
            case count
            /// One of a few words.
            case choice([String])

            /// What the option accepts, as error messages say it.
            var expectation: String {
                switch self {
                case .none: "nothing"
                case .text: "a text"
                case .path: "a file path"
                case .count: "a whole number ≥ 1"
                case .choice(let words): "one of " + words.joined(separator: ", ")
                }
            }
        }

        /// What an option means for some of the subcommands: the same option can say something else elsewhere
        /// (`--width` is the box's width in `write`, the wrapping width in `layout`).
        struct Use {
            /// The subcommands it serves in this sense.
            var subcommands: Set<Subcommand>
            /// What it does, as one paragraph; help and the man page wrap it, the completions take its first clause.
            var help: String
            /// Its default as the help says it, or nil when it has none worth saying.
            var defaultValue: String?
        }

        /// The subcommands the option belongs to.
        var subcommands: Set<Subcommand> {
            uses.reduce(into: []) { $0.formUnion($1.subcommands) }
        }
    }
}

// A declaration in an extension keeps the memberwise initializer that the table's multi-use options call.
extension CommandLineParser.Option {
    /// An option with one meaning, for `subcommands`.
    init(
        _ name: String, value: Value, valueName: String? = nil, for subcommands: Set<Subcommand>, help: String,
        defaultValue: String? = nil, isListed: Bool = true, answersAtOnce: Bool = false,
        maximumCount: Int = Int.max
    ) {
        self.init(
            name: name, value: value, valueName: valueName,
            uses: [Use(subcommands: subcommands, help: help, defaultValue: defaultValue)], isListed: isListed,
            answersAtOnce: answersAtOnce, maximumCount: maximumCount)
    }
}
