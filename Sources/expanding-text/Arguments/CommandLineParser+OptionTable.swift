import ExpandingTextCore

// MARK: - The table of options

extension CommandLineParser.Option {
    /// Every option, in the order the help, the man page and the completion scripts list them.
    static let all: [Self] = [
        placeholder,
        minLines,
        maxLines,
        width,
        characterLimit,
        value,
        draft,
        history,
        allowEmpty,
        mouse,
        noClipboard,
        hints,
        noHints,
        outputFormat,
        collapsePastes,
        noCollapsePastes,
        highlight,
        noHighlight,
        completeFiles,
        commands,
        completeWith,
        replyWith,
        tabWidth,
        json,
        help,
        shortHelp,
        version,
        completionScript,
    ]

    /// The subcommands that edit text in a box.
    private static let prompt: Set<Subcommand> = [.write, .chat]
    /// Every subcommand: options that answer at once.
    private static let everySubcommand = Set(Subcommand.allCases)

    static let placeholder = Self(
        "--placeholder", value: .text, valueName: "TEXT",
        for: prompt, help: "shown in gray (faint with NO_COLOR) while the text is empty")

    static let minLines = Self(
        name: "--min-lines", value: .count, valueName: "N",
        uses: [
            Use(
                subcommands: prompt, help: "the box's height when empty",
                defaultValue: "\(PromptOptions.defaultMinLines)"),
            Use(subcommands: [.layout], help: "the box's minimum height, for visibleLines", defaultValue: "1"),
        ])

    static let maxLines = Self(
        name: "--max-lines", value: .count, valueName: "N",
        uses: [
            Use(
                subcommands: prompt, help: "the height at which the box stops growing and scrolls",
                defaultValue: "\(PromptOptions.defaultMaxLines)"),
            Use(
                subcommands: [.layout], help: "the box's maximum height, for visibleLines and scrollable",
                defaultValue: "unlimited"),
        ])

    static let width = Self(
        name: "--width", value: .count, valueName: "N",
        uses: [
            Use(
                subcommands: prompt, help: "columns of the box",
                defaultValue: "and at most: the terminal's width"),
            Use(
                subcommands: [.layout], help: "the wrapping width in columns",
                defaultValue: "\(LayoutOptions.defaultWidth)"),
        ], maximumCount: TextLayout.maximumWidth)

    static let characterLimit = Self(
        name: "--char-limit", value: .count, valueName: "N",
        uses: [
            Use(
                subcommands: prompt,
                help: "at most N characters (grapheme clusters); typing or pasting beyond it is cut off")
        ])

    static let value = Self(
        "--value", value: .text, valueName: "TEXT", for: prompt, help: "the initial text")

    static let draft = Self(
        "--draft", value: .path, valueName: "FILE",
        for: prompt,
        help:
            "keep the text being edited in FILE: saved \(DraftAutosaver.defaultDelay) ms after a change "
            + "at the latest (atomically, mode 0600), restored at the next start instead of --value, "
            + "deleted after a submit; kept after a cancel. A FILE that cannot be read, is not UTF-8 or "
            + "holds more than \(DraftStore.maximumSize / 1024 / 1024) MiB is reported and left alone "
            + "(exit status 1). A symbolic link is followed, so a linked dotfile stays linked: the file "
            + "it points to is saved (atomically, in its own folder), restored and deleted, and the link "
            + "kept; a relative link is read from the link's folder, a missing target is created, a loop "
            + "of links is reported. One run edits a FILE at a time (a lock on FILE.lock): a second one "
            + "refuses, naming the first one's process (exit status 1); a killed run's lock is taken "
            + "over. A failed save shows \"draft not saved\" in the box until a save succeeds.")

    static let history = Self(
        "--history", value: .path, valueName: "FILE",
        for: prompt,
        help: "keep the texts submitted in FILE (the newest \(InputHistory.defaultCapacity), "
            + "multi-line ones intact, saved atomically with mode 0600 after each submit): Up on the "
            + "first line and Down on the last recall them, Ctrl+R searches them. A FILE that cannot be "
            + "read or is not such a history is reported and left alone (exit status 1). Runs sharing a "
            + "FILE keep each other's entries: each submit merges with the file under a lock on "
            + "FILE.lock. In chat without it, the messages of the run are kept.")

    static let allowEmpty = Self(
        "--allow-empty", value: .none,
        for: [.write],
        help: "let Enter submit an empty or blank text; without it Enter rings the bell, so "
            + "msg=$(expanding-text) never hands a script an empty message by accident")

    static let mouse = Self(
        "--mouse", value: .none,
        for: prompt,
        help:
            "a click places the caret on the clicked character, a drag selects, the wheel scrolls the "
            + "box and leaves the caret; the terminal's own selection then needs Shift")

    static let noClipboard = Self(
        "--no-clipboard", value: .none,
        for: prompt,
        help: "keep cut and copied text off the terminal's clipboard: without it a selection cut with "
            + "Ctrl+W or copied with Alt+W goes to the clipboard too (OSC 52), as well as to the kill "
            + "ring for Ctrl+Y")

    static let collapsePastes = Self(
        "--collapse-pastes", value: .none,
        for: prompt,
        help: "show a paste of more than 3 lines or 800 characters as one token, such as "
            + "[Pasted text #1 +40 lines], that Backspace removes whole and Ctrl+X Ctrl+O (or a click "
            + "with --mouse) expands; the text printed, the draft and $EDITOR get the paste in full. "
            + "The default in chat")

    static let noCollapsePastes = Self(
        "--no-collapse-pastes", value: .none,
        for: prompt, help: "insert every paste as plain text, however long (chat's default off)")

    static let highlight = Self(
        "--highlight", value: .none,
        for: prompt,
        help: "style links, @mentions, #tags, `code` and code fences as you type (underline and bold "
            + "only with NO_COLOR); the text itself is unchanged. The default in chat")

    static let noHighlight = Self(
        "--no-highlight", value: .none,
        for: prompt, help: "draw the text plain (chat's default off)")

    static let completeFiles = Self(
        "--complete-files", value: .none,
        for: prompt,
        help:
            "complete files and folders: @ at the start of a word opens a menu of the paths under the "
            + "current folder that hold the typed characters in order (bold in the menu), without what "
            + "git ignores (.gitignore files, .git/info/exclude); hidden files and folders are listed for a "
            + "query starting with a dot (@.github/), symbolic links listed, not followed. The list is "
            + "built in the background at start. In the menu, Up and Down (Ctrl+P, Ctrl+N) move, Tab or "
            + "Enter put @PATH in the text, in double quotes where it holds a space or a character a shell acts "
            + "on (@\"my photo (1).png\"; a folder opens the menu on its contents), Esc closes it")

    static let commands = Self(
        "--commands", value: .path, valueName: "FILE",
        for: prompt,
        help: "complete commands: / at the start of the text opens a menu of the commands in FILE, "
            + "one per line, /name then a tab and its description. A FILE that cannot be read, is not "
            + "UTF-8 or has a line that is no command is reported (exit status 1)")

    static let completeWith = Self(
        "--complete-with", value: .text, valueName: "SIGIL=COMMAND",
        for: prompt,
        help: "complete with a command, one per sigil (repeatable; --complete-with '#=./tags.sh'): "
            + "SIGIL at the start of a word opens a menu of what COMMAND prints, a candidate per line "
            + "and optionally a tab and its description. COMMAND runs through /bin/sh -c with the "
            + "typed query as its argument, 100 ms after the last key, in its own process group, "
            + "killed when the query changes or after 5 s; when it fails, the menu shows the last line "
            + "it wrote to standard error. Typing never waits for it")

    static let replyWith = Self(
        "--reply-with", value: .text, valueName: "COMMAND",
        for: [.chat],
        help: "answer each message with COMMAND, run through /bin/sh -c with the message on its standard input "
            + "and, in $\(ChatTranscript.variable), the path of the conversation so far: JSON lines "
            + "{\"role\":\"user\"|\"reply\",\"text\":…}, oldest first. What it writes is shown above the box as "
            + "it comes, standard error dimmed; the box stays usable. Messages sent meanwhile are queued and sent "
            + "in turn (Up on an empty box takes the last one back to edit); Ctrl+C stops the reply (its process "
            + "group) and puts queued messages back in the box")

    static let hints = Self(
        "--hints", value: .none,
        for: prompt,
        help: "a dim line under the empty box says that ? (typed there) shows the main keys until the next "
            + "key, and which key breaks a line on this terminal (Shift+Enter where it speaks kitty's keyboard "
            + "protocol, else Ctrl+J). The default in chat")

    static let noHints = Self(
        "--no-hints", value: .none,
        for: prompt, help: "no hint under the empty box, and ? types itself (chat's default off)")

    static let outputFormat = Self(
        "--output-format", value: .choice(OutputFormat.allCases.map(\.rawValue)), valueName: "FORMAT",
        for: prompt,
        help: "how each text submitted is written on standard output: text, the text and a newline; json, one "
            + "object per line, {\"text\":…,\"elements\":[{\"kind\":…,\"start\":…,\"length\":…,\"label\":…}]} "
            + "with each element's place in UTF-8 bytes of the text (a collapsed paste is in the text in full); nul, "
            + "the text and a NUL byte, so that a program can split messages that hold line breaks",
        defaultValue: "text")

    static let tabWidth = Self(
        "--tab-width", value: .count, valueName: "N",
        for: [.layout], help: "tab stops every N columns",
        defaultValue: "\(LayoutOptions.defaultTabWidth)", maximumCount: TextLayout.maximumWidth)

    static let json = Self(
        "--json", value: .none, for: [.layout], help: "print one JSON object instead of the lines")

    static let help = Self(
        "--help", value: .none, for: everySubcommand, help: "print this help",
        answersAtOnce: true)

    static let shortHelp = Self(
        "-h", value: .none, for: everySubcommand, help: "print this help", isListed: false,
        answersAtOnce: true)

    static let version = Self(
        "--version", value: .none, for: everySubcommand, help: "print the version",
        answersAtOnce: true)

    static let completionScript = Self(
        "--generate-completion-script", value: .choice(CompletionScript.Shell.allCases.map(\.rawValue)),
        valueName: "SHELL",
        for: everySubcommand,
        help: "print a completion script for SHELL (bash, zsh or fish), to be sourced by that shell "
            + "or installed where it looks for completions", answersAtOnce: true)
}
