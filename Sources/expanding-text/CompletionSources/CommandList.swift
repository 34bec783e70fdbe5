import ExpandingTextTerminal

/// The commands of `--commands FILE`: each line a command (`/name`), then optionally a tab and its description;
/// `/` at the start of the text completes them.
struct CommandList: CompletionSource, Equatable {
    /// The largest commands file read.
    static let maximumSize = 1 << 20

    let trigger = CompletionTrigger(sigil: "/", anchor: .startOfText)
    /// The file is read once, at start.
    let listIsFixed = true
    /// The commands, in the file's order.
    let commands: [CompletionCandidate]

    /// Reads the commands of `path`.
    ///
    /// - Throws: ``CommandListError`` when the file cannot be read, is not UTF-8, or has a line that is no command.
    init(path: FilePath) throws(CommandListError) {
        let bytes: [UInt8]
        do {
            switch try POSIXFile.read(path: path, limit: Self.maximumSize) {
            case .contents(let contents): bytes = contents
            case .missing: throw CommandListError(path: path, reason: "no such file")
            case .notRegularFile: throw CommandListError(path: path, reason: "not a regular file")
            case .tooLarge: throw CommandListError(path: path, reason: "larger than 1 MiB")
            }
        } catch let failure as POSIXFile.Failure {
            throw CommandListError(path: path, reason: failure.reason)
        } catch let error as CommandListError {
            throw error
        } catch {
            throw CommandListError(path: path, reason: "\(error)")
        }
        let decoded = UTF8Validation.decode(bytes)
        if let offset = decoded.firstInvalidOffset {
            throw CommandListError(path: path, reason: "not UTF-8 (an invalid byte at offset \(offset))")
        }
        try self.init(parsing: decoded.text, path: path)
    }

    /// Parses a commands file's text; blank lines are skipped.
    init(parsing text: String, path: FilePath) throws(CommandListError) {
        var commands: [CompletionCandidate] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = line.hasSuffix("\r") ? line.dropLast() : line
            guard !line.allSatisfy(\.isWhitespace) else { continue }
            let fields = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(fields[0])
            guard name.first == "/", name.count > 1, !name.contains(where: \.isWhitespace) else {
                throw CommandListError(
                    path: path, line: index + 1,
                    reason: "a command is / and a name without spaces, then a tab and its description; got '\(line)'")
            }
            let description = fields.count > 1 ? String(fields[1]).trimmingWhitespace() : nil
            commands.append(CompletionCandidate(label: name, description: description))
        }
        self.commands = commands
    }

    func candidates(for query: String) async throws -> [CompletionCandidate] { commands }
}

/// Why `--commands FILE` cannot be used.
struct CommandListError: Error, Equatable, CustomStringConvertible {
    var path: FilePath
    var line: Int?
    var reason: String

    var description: String {
        "expanding-text: commands file '\(path)'\(line.map { " line \($0)" } ?? ""): \(reason)"
    }
}

extension String {
    /// The string without spaces at either end.
    fileprivate func trimmingWhitespace() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
