// MARK: - fish

extension CompletionScript {
    /// The fish script: one `complete` line per subcommand and per option, each option offered where its
    /// subcommands are (`write` where none is given).
    var fish: String {
        var lines = [header, "complete -c expanding-text -f"]
        for command in ToolDescription.commands {
            lines.append(
                "complete -c expanding-text -n __fish_use_subcommand -a \(command.name) -d \(Self.fishQuoted(command.brief))"
            )
        }
        for option in Option.all where option.isListed {
            // One line per use, each offered where its subcommands are, with what the option means there.
            for use in option.uses {
                var line = "complete -c expanding-text"
                if let condition = Self.fishCondition(use.subcommands) {
                    line += " -n \(Self.fishQuoted(condition))"
                }
                line += " -l \(Self.longName(option))"
                switch option.value {
                case .none: break
                case .path: line += " -r -F"
                case .text, .count: line += " -x"
                case .choice(let words): line += " -x -a \(Self.fishQuoted(words.joined(separator: " ")))"
                }
                lines.append(line + " -d \(Self.fishQuoted(Self.brief(option, use: use)))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Where an option of `subcommands` is offered: nil for everywhere.
    private static func fishCondition(_ subcommands: Set<Subcommand>) -> String? {
        let others = Subcommand.allCases.filter { !subcommands.contains($0) }.map(\.rawValue)
        if others.isEmpty { return nil }
        if subcommands.contains(.write) {
            // No subcommand given means write.
            return "not __fish_seen_subcommand_from \(others.joined(separator: " "))"
        }
        let names = Subcommand.allCases.filter { subcommands.contains($0) }.map(\.rawValue)
        return "__fish_seen_subcommand_from \(names.joined(separator: " "))"
    }

    /// A word in single quotes for fish.
    private static func fishQuoted(_ word: String) -> String {
        "'" + word.replacingText("\\", with: "\\\\").replacingText("'", with: "\\'") + "'"
    }
}
