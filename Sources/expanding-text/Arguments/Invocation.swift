/// What one run of the tool was asked to do: the result of parsing the command line.
enum Invocation: Equatable {
    /// Edit one text in the box and print it on submit.
    case write(PromptOptions)
    /// A chat log: every submitted message goes above the box, which starts over.
    case chat(PromptOptions)
    /// Print how standard input wraps.
    case layout(LayoutOptions)
    /// Print the help text.
    case help
    /// Print the version.
    case version
    /// Print a completion script for a shell.
    case completionScript(CompletionScript.Shell)
}

/// The subcommands, by the name typed on the command line.
enum Subcommand: String, CaseIterable {
    case write
    case chat
    case layout
}

/// Options of `write` and `chat`.
struct PromptOptions: Equatable {
    /// The default visible lines when the box is empty.
    static let defaultMinLines = 1
    /// The default height at which the box stops growing and scrolls.
    static let defaultMaxLines = 8

    var placeholder = ""
    var minLines = PromptOptions.defaultMinLines
    var maxLines = PromptOptions.defaultMaxLines
    /// Columns of the box; nil means the terminal's width.
    var width: Int?
    /// Maximum number of characters (grapheme clusters); nil means no limit.
    var characterLimit: Int?
    /// The initial text; nil when `--value` was not given.
    var value: String?
    /// Where the text being edited is kept; nil without `--draft`.
    var draftPath: FilePath?
    /// Where the texts submitted before are kept; nil without `--history` (then `chat` keeps them for the run).
    var historyPath: FilePath?
    /// Whether clicks place the caret, drags select and the wheel scrolls (`--mouse`).
    var tracksMouse = false
    /// Whether a selection cut or copied goes to the terminal's clipboard too (off with `--no-clipboard`).
    var copiesToClipboard = true
    /// Whether a hint shows under the empty box, and `?` there shows the main keys (`--hints`, `--no-hints`); nil
    /// for the command's default (on in chat).
    var showsHints: Bool?
    /// Whether a long paste becomes one token: `--collapse-pastes` or `--no-collapse-pastes`, or nil for the
    /// command's default (on in `chat`, off in `write`).
    var collapsesPastes: Bool?
    /// Whether links, mentions, tags and code are styled: `--highlight` or `--no-highlight`, or nil for the command's
    /// default (on in `chat`, off in `write`).
    var highlights: Bool?
    /// Whether `write` may submit an empty or white-space-only text (`--allow-empty`); `chat` never sends one.
    var allowsEmpty = false
    /// Whether `@` completes the paths under the current folder (`--complete-files`).
    var completesFiles = false
    /// The commands `/` completes; nil without `--commands`.
    var commandsPath: FilePath?
    /// The commands that complete after their sigils (`--complete-with SIGIL=COMMAND`), in the order given.
    var commandCompletions: [CommandCompletion] = []
    /// The command that answers each message of a chat (`--reply-with`), if any.
    var replyCommand: String?
    /// How each submitted text is written on standard output (`--output-format`).
    var outputFormat = OutputFormat.text
}

/// One `--complete-with SIGIL=COMMAND`.
struct CommandCompletion: Equatable {
    /// The character that opens the completion at a word's start.
    var sigil: Character
    /// The shell command that prints the candidates for a query.
    var command: String
}

/// Options of `layout`.
struct LayoutOptions: Equatable {
    /// The wrapping width when `--width` is not given.
    static let defaultWidth = 80
    /// Columns a tab advances to the next multiple of when `--tab-width` is not given.
    static let defaultTabWidth = 4

    var width = LayoutOptions.defaultWidth
    var minLines = 1
    /// Nil means unlimited: the box never scrolls.
    var maxLines: Int?
    var tabWidth = LayoutOptions.defaultTabWidth
    var json = false
}
