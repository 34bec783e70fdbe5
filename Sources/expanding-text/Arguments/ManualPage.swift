import ExpandingTextTerminal

/// The tool's man page, `expanding-text.1`, in roff (the `man` macros), made from the same sources as `--help`: the
/// table of options, the key map and ``ToolDescription``.
///
/// The repository ships it as `docs/expanding-text.1` (a test holds that file to this text), and the install script
/// puts it under `share/man/man1`.
enum ManualPage {
    /// The page.
    static var text: String {
        var page = [
            #".\" The man page of expanding-text, made from its table of options and key map."#,
            ".TH EXPANDING-TEXT 1 \"\" \"expanding-text \(ExpandingText.version)\" \"User Commands\"",
            // Options and JSON must copy as written: no hyphenation, no stretched spaces.
            ".nh",
            ".ad l",
            ".SH NAME",
            "expanding-text \\- \(escaped(ToolDescription.summary))",
            ".SH SYNOPSIS",
        ]
        page += synopsis
        page += [".SH DESCRIPTION", ".SS Commands"]
        for command in ToolDescription.commands {
            page += [".TP", bold(command.name)]
            page += paragraphs(command.description)
        }
        for section in OptionSection.all {
            page.append(".SS \"\(escaped(section.title.prefix(1).uppercased() + section.title.dropFirst()))\"")
            for (option, use) in section.entries {
                page += [".TP", term(option)]
                page += paragraphs(section.description(of: use))
            }
        }
        page +=
            [".SS Pastes"]
            + paragraphs(ToolDescription.pastes.prefix(1).uppercased() + ToolDescription.pastes.dropFirst())
        page +=
            [".SH KEYS"]
            + paragraphs(
                ToolDescription.keysInChat.prefix(1).uppercased() + ToolDescription.keysInChat.dropFirst() + ".")
        for row in KeyMap.default.helpRows {
            page += [".TP", bold(escaped(row.keys)), escaped(row.help)]
        }
        for layer in KeyMap.layers {
            page += [".SS \"\(layer.title)\""] + paragraphs("Keys of " + layer.heading + ".")
            for row in layer.helpRows {
                page += [".TP", bold(escaped(row.keys)), escaped(row.help)]
            }
        }
        page += [".SH \"EXIT STATUS\""] + paragraphs(ToolDescription.exitStatus)
        page += [".SH \"SEE ALSO\"", "The README and the documentation of the ExpandingText package."]
        return page.joined(separator: "\n") + "\n"
    }

    /// The synopsis lines: one per subcommand, then the options that answer at once.
    private static var synopsis: [String] {
        var lines: [String] = []
        for subcommand in Subcommand.allCases {
            let options = HelpText.listedOptions(for: subcommand).map { "[\(term($0))]" }
            let name = subcommand == .write ? "[\(bold("write"))]" : bold(subcommand.rawValue)
            lines += [".br", "\(bold("expanding-text")) \(name) " + options.joined(separator: " ")]
        }
        let answers = CommandLineParser.Option.all.filter {
            $0.answersAtOnce && $0.isListed
        }
        lines += [".br", "\(bold("expanding-text")) " + answers.map(term).joined(separator: " | ")]
        return Array(lines.dropFirst())
    }

    /// An option as a term: its name in bold, its value's name in italics.
    private static func term(_ option: CommandLineParser.Option) -> String {
        let name = bold(escaped(option.name))
        return option.valueName.map { "\(name) \(italic($0))" } ?? name
    }

    /// Text in paragraphs: each line of `text` a line of the page (`.br` between them), escaped.
    private static func paragraphs(_ text: String) -> [String] {
        let lines = text.split(separator: "\n").map { escaped(String($0)) }
        return Array(lines.map { [$0] }.joined(separator: [".br"]))
    }

    private static func bold(_ text: String) -> String { "\\fB\(text)\\fR" }

    private static func italic(_ text: String) -> String { "\\fI\(text)\\fR" }

    /// `text` with roff's special characters escaped: backslashes, hyphens (so that options copy as ASCII), a
    /// period or quote at the start of a line, and every character beyond ASCII as its code point (`\[u2026]`), which
    /// roff reads whatever the page's encoding. A comma not followed by a space gets a break point after it, so that
    /// a long run without spaces (a JSON line) can wrap.
    static func escaped(_ text: String) -> String {
        var escaped = ""
        for (scalar, next) in zip(text.unicodeScalars, text.unicodeScalars.dropFirst().map(Optional.some) + [nil]) {
            switch scalar {
            case "\\": escaped += "\\e"
            case "-": escaped += "\\-"
            case "," where next != " " && next != nil: escaped += ",\\:"
            case _ where !scalar.isASCII:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                escaped += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        if escaped.first == "." || escaped.first == "'" {
            escaped = "\\&" + escaped
        }
        return escaped
    }
}
