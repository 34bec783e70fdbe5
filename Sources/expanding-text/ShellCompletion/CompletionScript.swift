/// A shell completion script for the tool, made from the table of options: the subcommands, each one's options,
/// file names after an option that takes a file, and the words of an option that takes one of a few.
///
/// `expanding-text --generate-completion-script bash` prints it; the install script puts each shell's where that
/// shell looks for completions.
struct CompletionScript {
    /// The shells a script is made for.
    enum Shell: String, CaseIterable {
        case bash
        case zsh
        case fish
    }

    /// The shell the script is for.
    var shell: Shell

    /// The script.
    var text: String {
        switch shell {
        case .bash: bash
        case .zsh: zsh
        case .fish: fish
        }
    }

    // MARK: - What every script says

    typealias Option = CommandLineParser.Option

    /// The first line of every script.
    var header: String {
        "# \(shell.rawValue) completion for expanding-text, made by `expanding-text --generate-completion-script "
            + "\(shell.rawValue)`\n"
    }

    /// The options listed for a subcommand, in the table's order: those that set up its run, then those that answer
    /// at once.
    static func options(for subcommand: Subcommand) -> [Option] {
        Option.all.filter { $0.isListed && $0.subcommands.contains(subcommand) }
    }

    /// The options that take a value, by what they take.
    static func options(taking kind: (Option.Value) -> Bool) -> [Option] {
        Option.all.filter { $0.isListed && kind($0.value) }
    }

    /// What an option does in a few words: the help of one of its uses (`use`, or its first) up to the first
    /// clause's end.
    static func brief(_ option: Option, use: Option.Use? = nil) -> String {
        let help = (use ?? option.uses.first)?.help ?? ""
        let ends = [": ", "; ", " (", ". ", ", so "].compactMap { help.firstRange(ofText: $0)?.lowerBound }
        return String(help[..<(ends.min() ?? help.endIndex)])
    }

    /// The option's use for a subcommand.
    static func use(of option: Option, for subcommand: Subcommand) -> Option.Use? {
        option.uses.first { $0.subcommands.contains(subcommand) }
    }

    /// The option's name without its leading dashes.
    static func longName(_ option: Option) -> String {
        String(option.name.drop { $0 == "-" })
    }
}
