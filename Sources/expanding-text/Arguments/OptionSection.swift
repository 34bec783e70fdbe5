/// A section of the options in `--help`, the man page and the README: the options of some subcommands, each with
/// what it means there.
struct OptionSection {
    /// The section's title, e.g. "options of write and chat".
    var title: String
    /// The subcommands whose options it lists.
    var subcommands: Set<Subcommand>
    /// Whether it lists the options that answer at once (help, version) instead of those that set up a run.
    var listsAnswers = false

    /// The sections, in order.
    static let all = [
        OptionSection(title: "options of write and chat", subcommands: [.write, .chat]),
        OptionSection(title: "options of layout", subcommands: [.layout]),
        OptionSection(title: "options of every command", subcommands: Set(Subcommand.allCases), listsAnswers: true),
    ]

    /// What an option does in this section: its use's help, after the subcommands it is for when they are not all
    /// of the section's ("(write only)"), and before its default.
    func description(of use: CommandLineParser.Option.Use) -> String {
        var description = use.help
        if use.subcommands.intersection(subcommands) != subcommands {
            let names = Subcommand.allCases.filter { use.subcommands.contains($0) }.map(\.rawValue)
            description = "(\(names.joined(separator: " and ")) only) " + description
        }
        if let defaultValue = use.defaultValue {
            description += " (default \(defaultValue))"
        }
        return description
    }

    /// The options listed, in the table's order, each with its first use for these subcommands.
    var entries: [(option: CommandLineParser.Option, use: CommandLineParser.Option.Use)] {
        CommandLineParser.Option.all.compactMap { option in
            guard option.isListed, option.answersAtOnce == listsAnswers,
                let use = option.uses.first(where: { !$0.subcommands.isDisjoint(with: subcommands) })
            else { return nil }
            return (option, use)
        }
    }
}
