// MARK: - bash

extension CompletionScript {
    /// The bash script: a completion function bound with `complete -F`.
    var bash: String {
        let subcommands = Subcommand.allCases.map(\.rawValue)
        var lines = [
            header,
            "_expanding_text() {",
            "    local current=${COMP_WORDS[COMP_CWORD]} previous=${COMP_WORDS[COMP_CWORD - 1]} subcommand=write",
            "    if ((COMP_CWORD > 1)); then",
            "        case ${COMP_WORDS[1]} in",
            "            \(subcommands.joined(separator: "|"))) subcommand=${COMP_WORDS[1]} ;;",
            "        esac",
            "    fi",
            "    case $previous in",
            "        \(Self.names(Self.options { $0 == .path })))",
            "            compopt -o filenames 2>/dev/null",
            "            mapfile -t COMPREPLY < <(compgen -f -- \"$current\")",
            "            return",
            "            ;;",
        ]
        for option in Self.options(taking: { if case .choice = $0 { true } else { false } }) {
            guard case .choice(let words) = option.value else { continue }
            lines += [
                "        \(option.name))",
                "            mapfile -t COMPREPLY < <(compgen -W '\(words.joined(separator: " "))' -- \"$current\")",
                "            return",
                "            ;;",
            ]
        }
        lines += [
            "        \(Self.names(Self.options { $0 == .text || $0 == .count })))",
            "            COMPREPLY=()",
            "            return",
            "            ;;",
            "    esac",
            "    local words",
            "    case $subcommand in",
        ]
        for subcommand in Subcommand.allCases {
            let words = Self.options(for: subcommand).map(\.name).joined(separator: " ")
            lines.append("        \(subcommand.rawValue)) words='\(words)' ;;")
        }
        lines += [
            "    esac",
            "    ((COMP_CWORD == 1)) && words=\"\(subcommands.joined(separator: " ")) $words\"",
            "    mapfile -t COMPREPLY < <(compgen -W \"$words\" -- \"$current\")",
            "}",
            "",
            "complete -F _expanding_text expanding-text",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Option names as a `case` pattern.
    private static func names(_ options: [Option]) -> String {
        options.map(\.name).joined(separator: "|")
    }
}
