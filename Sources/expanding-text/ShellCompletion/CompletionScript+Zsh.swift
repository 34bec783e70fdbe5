// MARK: - zsh

extension CompletionScript {
    /// The zsh script: a `#compdef` function for the completion system, which also binds itself when sourced.
    var zsh: String {
        var lines = [
            "#compdef expanding-text",
            header,
            "_expanding_text() {",
            "    local subcommand=write",
            "    local -a commands options",
            "    commands=(",
        ]
        for command in ToolDescription.commands {
            lines.append("        \(Self.zshQuoted("\(command.name):\(command.brief)"))")
        }
        lines += [
            "    )",
            "    if ((CURRENT > 2)) && [[ ${words[2]} == (\(Subcommand.allCases.map(\.rawValue).joined(separator: "|"))) ]]; then",
            "        subcommand=${words[2]}",
            "    fi",
            "    case $subcommand in",
        ]
        for subcommand in Subcommand.allCases {
            lines.append("        \(subcommand.rawValue))")
            lines.append("            options=(")
            for option in Self.options(for: subcommand) {
                lines.append(
                    "                \(Self.zshQuoted(Self.zshSpecification(option, use: Self.use(of: option, for: subcommand))))"
                )
            }
            lines += ["            )", "            ;;"]
        }
        lines += [
            "    esac",
            "    ((CURRENT == 2)) && _describe -t commands command commands",
            "    _arguments $options '*::'",
            "}",
            "",
            "if [[ ${zsh_eval_context[-1]} == loadautofunc ]]; then",
            "    _expanding_text \"$@\"",
            "else",
            "    compdef _expanding_text expanding-text",
            "fi",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// An `_arguments` specification: `--name[brief]`, then what its value completes to.
    private static func zshSpecification(_ option: Option, use: Option.Use?) -> String {
        let description = Self.brief(option, use: use).filter { !"[]:\\".contains($0) }
        let value: String
        switch option.value {
        case .none: value = ""
        case .path: value = ":\(option.valueName ?? "FILE"):_files"
        case .text, .count: value = ":\(option.valueName ?? "VALUE"): "
        case .choice(let words): value = ":\(option.valueName ?? "WORD"):(\(words.joined(separator: " ")))"
        }
        return "\(option.name)[\(description)]\(value)"
    }

    /// A word in single quotes for zsh.
    private static func zshQuoted(_ word: String) -> String {
        "'" + word.replacingText("'", with: "'\\''") + "'"
    }
}
