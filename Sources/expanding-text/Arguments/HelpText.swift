import ExpandingTextTerminal

/// The texts `--help`, `--version` and usage errors print, made from the table of options
/// (``CommandLineParser/Option/all``), the key map and ``ToolDescription``.
enum HelpText {
    /// The widest line of the help.
    static let width = 118
    /// Where an option's description starts.
    private static let optionColumn = 22
    /// Where a command's description starts.
    private static let commandColumn = 11

    /// The synopsis, printed after a usage error and at the top of `--help`.
    static var usage: String {
        let program = "expanding-text"
        let writeOptions = synopsis(of: listedOptions(for: .write))
        var lines = wrap(
            words: ["[write]"] + writeOptions, width: width, firstPrefix: "usage: \(program) ",
            prefix: String(repeating: " ", count: "usage: \(program) ".count))
        let chatOptions = listedOptions(for: .chat)
        let writeOptionsList = listedOptions(for: .write)
        let notInChat = writeOptionsList.filter { !chatOptions.contains($0) }
        let onlyInChat = chatOptions.filter { !writeOptionsList.contains($0) }
        let shared =
            notInChat.isEmpty
            ? "[same options as write]" : "[same options as write but \(notInChat.map(\.name).joined(separator: ", "))]"
        lines += wrap(
            words: [shared] + synopsis(of: onlyInChat), width: width, firstPrefix: "       \(program) chat    ",
            prefix: String(repeating: " ", count: "       \(program) chat    ".count))
        lines += wrap(
            words: synopsis(of: listedOptions(for: .layout)), width: width, firstPrefix: "       \(program) layout  ",
            prefix: String(repeating: " ", count: "       \(program) layout  ".count))
        let actions = Option.all.filter { $0.answersAtOnce && $0.isListed }
        lines.append("       \(program) " + actions.map(\.synopsis).joined(separator: " | "))
        return lines.joined(separator: "\n") + "\n\n"
    }

    /// What `--version` prints.
    static var version: String { "expanding-text \(ExpandingText.version)\n" }

    /// The full `--help` text.
    static var help: String {
        var text = "expanding-text \(ExpandingText.version): \(ToolDescription.summary).\n\n"
        text += usage
        text += "commands:\n"
        for command in ToolDescription.commands {
            text += describe(command.name, command.description, column: commandColumn)
        }
        text += "\n" + options
        text += heading(ToolDescription.pastes, title: "pastes") + "\n"
        text += "keys (\(ToolDescription.keysInChat)):\n"
        text += KeyMap.default.helpText
        for layer in KeyMap.layers {
            text += "\nkeys of \(layer.heading):\n"
            text += layer.helpText
        }
        text += heading(ToolDescription.exitStatus, title: "exit status") + "\n"
        return text
    }

    /// The options, a section per group of subcommands, as `--help` and the README list them.
    static var options: String {
        var text = ""
        for section in OptionSection.all {
            text += "\(section.title):\n"
            for (option, use) in section.entries {
                text += describe(option.synopsis, section.description(of: use), column: optionColumn)
            }
            text += "\n"
        }
        return text
    }

    // MARK: - Pieces

    typealias Option = CommandLineParser.Option

    /// The options of a subcommand that set up its run, in the table's order.
    static func listedOptions(for subcommand: Subcommand) -> [Option] {
        Option.all.filter {
            $0.isListed && !$0.answersAtOnce && $0.subcommands.contains(subcommand)
        }
    }

    private static func synopsis(of options: [Option]) -> [String] {
        options.map { "[\($0.synopsis)]" }
    }

    /// `  name    description`, wrapped, the description from `column`.
    private static func describe(_ name: String, _ description: String, column: Int) -> String {
        let indent = String(repeating: " ", count: column)
        let head = "  " + name
        var lines: [String] = []
        for (index, paragraph) in description.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let words = paragraph.split(separator: " ").map(String.init)
            if index == 0 && head.count + 2 <= column {
                lines += wrap(
                    words: words, width: width, firstPrefix: head.padding(toLength: column), prefix: indent)
            } else {
                if index == 0 { lines.append(head) }
                lines += wrap(words: words, width: width, firstPrefix: indent, prefix: indent)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `title: paragraph`, wrapped with a two-space indent.
    private static func heading(_ paragraph: String, title: String) -> String {
        wrap(
            words: (title + ":").split(separator: " ").map(String.init)
                + paragraph.split(separator: " ").map(String.init),
            width: width, firstPrefix: "", prefix: "  "
        ).joined(separator: "\n") + "\n"
    }

    /// Words filled into lines of at most `width` columns (a longer word stands alone).
    static func wrap(words: [String], width: Int, firstPrefix: String, prefix: String) -> [String] {
        var lines: [String] = []
        var line = firstPrefix
        var lineHasWords = false
        for word in words {
            if lineHasWords && line.count + 1 + word.count > width {
                lines.append(line)
                line = prefix
                lineHasWords = false
            }
            line += (lineHasWords ? " " : "") + word
            lineHasWords = true
        }
        lines.append(line)
        return lines
    }
}

extension CommandLineParser.Option {
    /// The option as a synopsis shows it: `--width N`, `--json`.
    var synopsis: String {
        valueName.map { "\(name) \($0)" } ?? name
    }
}

extension String {
    /// The string with spaces added up to `length` characters.
    fileprivate func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
