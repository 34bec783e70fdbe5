import ExpandingTextTerminal

// MARK: - Options

extension CommandLineParser {
    /// Every option the tool knows, by its spelling on the command line; everything else about each one is declared
    /// once, in ``declaration``, which the parser, `--help`, the man page and the completion scripts all read.
    enum Option: String, CaseIterable {
        case placeholder = "--placeholder"
        case minLines = "--min-lines"
        case maxLines = "--max-lines"
        case width = "--width"
        case characterLimit = "--char-limit"
        case value = "--value"
        case draft = "--draft"
        case history = "--history"
        case allowEmpty = "--allow-empty"
        case mouse = "--mouse"
        case noClipboard = "--no-clipboard"
        case collapsePastes = "--collapse-pastes"
        case noCollapsePastes = "--no-collapse-pastes"
        case highlight = "--highlight"
        case noHighlight = "--no-highlight"
        case completeFiles = "--complete-files"
        case commands = "--commands"
        case completeWith = "--complete-with"
        case tabWidth = "--tab-width"
        case json = "--json"
        case help = "--help"
        case shortHelp = "-h"
        case version = "--version"
        case completionScript = "--generate-completion-script"

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

        /// Everything about an option but its spelling.
        ///
        /// The rule for switches: a switch that is on by default for some subcommand has a `--no-NAME` spelling that
        /// turns it off (a test holds every declaration to it).
        struct Declaration {
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
        }

        var value: Value { declaration.value }

        /// The subcommands the option belongs to.
        var subcommands: Set<Subcommand> {
            declaration.uses.reduce(into: []) { $0.formUnion($1.subcommands) }
        }

        /// The largest number a count option accepts: widths are bounded by what the layout can measure.
        var maximumCount: Int {
            switch self {
            case .width, .tabWidth: TextLayout.maximumWidth
            default: Int.max
            }
        }
    }
}
