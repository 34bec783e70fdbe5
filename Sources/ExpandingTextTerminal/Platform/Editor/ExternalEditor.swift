#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Edits a text in the user's editor (`$VISUAL`, else `$EDITOR`, else `vi`) on the terminal, as readline's Ctrl+X
/// Ctrl+E and the coding composers' Ctrl+G do.
///
/// The text goes into an ``EditorFile`` (a private folder, removed afterwards); the editor runs through `/bin/sh -c`,
/// so an `EDITOR` with arguments (`code --wait`) works as in git. While it runs the terminal is back in the mode the
/// shell left it in, and Ctrl+C and Ctrl+\ are the editor's: this process ignores them and the editor gets their
/// default handling. The editor leads a process group of its own that has the terminal, inside this process's job
/// (a ``ForegroundGroup``): Ctrl+Z in the editor stops both and `fg` continues both, as with git's editor. A signal
/// that would end this process meanwhile (SIGTERM, SIGHUP…) is passed on to the editor's group, which is waited for
/// (and killed if the editor has not ended a few seconds later); then the file is removed and this process ends by
/// that signal. Whatever the editor leaves running in its group ends with it.
enum ExternalEditor {
    /// How long an editor may take to end after a signal was passed on to it, before it is killed.
    static let graceMilliseconds = 3000

    /// The command that opens the editor: `$VISUAL`, else `$EDITOR`, else `vi`.
    static func editorCommand(environment: (String) -> String?) -> String {
        for name in ["VISUAL", "EDITOR"] {
            if let value = environment(name), !value.allSatisfy(\.isWhitespace) { return value }
        }
        return "vi"
    }

    /// The script `/bin/sh -c` runs: the editor command with the file as its last argument, `exec`ed when the
    /// command is a plain command line (words and quotes, no assignments, lists, pipes, groups or redirections), so
    /// that the editor is this process's child and gets the signals passed on. A shell that does not replace itself
    /// with its last command (dash) would get them instead, and die with the editor still running.
    static func shellCommand(_ command: String) -> String {
        let isPlain = !command.contains { ";&|(){}<>=\n`".contains($0) } && !command.hasPrefix("!")
        return (isPlain ? "exec " : "") + command + " \"$1\""
    }

    /// The program of a plain editor command that is certainly not there: its first word, when that word is a
    /// plain name found on no folder of `path`, or a path that is not an executable. Nil when it is there, or when
    /// the command is not plain enough to tell (quotes, variables, assignments): the shell then says what is wrong.
    ///
    /// Asked before the editor runs, so that a missing `vi` is reported in the box instead of by the shell on the
    /// terminal, where its `sh: 1: vi: not found` would stay above the box.
    static func missingProgram(in command: String, path: String?, isExecutable: (String) -> Bool) -> String? {
        guard let program = command.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init),
            !program.contains(where: { "'\"\\$~`=;&|(){}<>*?[]!#".contains($0) })
        else { return nil }
        if program.contains("/") {
            return isExecutable(program) ? nil : program
        }
        let folders = (path ?? "").split(separator: ":", omittingEmptySubsequences: false).map {
            $0.isEmpty ? "." : String($0)
        }
        return folders.contains { isExecutable($0 + "/" + program) } ? nil : program
    }

    /// Writes `text` to an editor's file, runs the editor on it with the terminal's descriptor as its standard
    /// input, output and error, and reads the file back.
    ///
    /// - Parameters:
    ///   - text: The text to edit.
    ///   - terminal: The terminal's descriptor.
    /// - Returns: The edited text, or why there is none. Does not return when a signal that ends the process came
    ///   while the editor ran: the process ends by it, with the file removed.
    static func edit(_ text: String, terminal: Int32) -> ExternalEditResult {
        let command = editorCommand { name in getenv(name).map { String(cString: $0) } }
        let path = getenv("PATH").map { String(cString: $0) }
        if let missing = missingProgram(in: command, path: path, isExecutable: { access($0, X_OK) == 0 }) {
            return .unchanged(reason: "could not start the editor: \(missing) is not found (set VISUAL or EDITOR)")
        }
        // From the first file operation on, a signal that would end the process waits for the file to be removed.
        EditorSignalForwarder.begin()
        defer { EditorSignalForwarder.end() }
        var attributes = termios()
        let hasAttributes = tcgetattr(terminal, &attributes) == 0
        let file: EditorFile
        do {
            file = try EditorFile(text: text)
        } catch {
            EditorSignalForwarder.endBySignal()
            return .unchanged(reason: error.message)
        }
        let outcome = run(["/bin/sh", "-c", shellCommand(command), "sh", file.path], terminal: terminal)
        let edited = Result { () throws(EditorFileError) in try file.read() }
        file.remove()
        if EditorSignalForwarder.caughtSignal != 0 {
            // An editor killed by the signal may have left the terminal in its own mode.
            if hasAttributes { tcsetattr(terminal, TCSANOW, &attributes) }
            EditorSignalForwarder.endBySignal()
        }
        switch outcome {
        case .success(0): break
        case .success(let status):
            return .unchanged(reason: "the editor exited with status \(status); the text is unchanged")
        case .failure(let reason): return .unchanged(reason: "could not start the editor '\(command)': \(reason)")
        }
        switch edited {
        case .success(let text): return .edited(text)
        case .failure(let error): return .unchanged(reason: error.message)
        }
    }

    private enum RunResult {
        case success(Int32)
        case failure(String)
    }

    /// Runs a program on the terminal, in a process group of its own that has the terminal meanwhile (a
    /// ``ForegroundGroup``), and waits for it; SIGINT and SIGQUIT are ignored here meanwhile and reset to their
    /// default in the program. What the program leaves running in its group is ended with it.
    private static func run(_ arguments: [String], terminal: Int32) -> RunResult {
        var ignore = LibC.ignoringAction
        var previousInterrupt = sigaction()
        var previousQuit = sigaction()
        sigaction(SIGINT, &ignore, &previousInterrupt)
        sigaction(SIGQUIT, &ignore, &previousQuit)
        defer {
            sigaction(SIGINT, &previousInterrupt, nil)
            sigaction(SIGQUIT, &previousQuit, nil)
        }

        let child = ChildProcess(
            arguments: arguments,
            duplicates: [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO].map { (terminal, $0) },
            leadsOwnGroup: true,
            defaultSignals: [SIGINT, SIGQUIT, SIGPIPE, SIGTSTP, SIGTTIN, SIGTTOU])
        // Blocked from the spawn until the forwarder knows the editor, so that no signal falls between the two.
        let spawned = EditorSignalForwarder.withSignalsBlocked {
            child.spawn { EditorSignalForwarder.setChild($0) }
        }
        let pid: pid_t
        switch spawned {
        case .success(let started): pid = started
        case .failure(let error): return .failure(error.description)
        }
        let group = ForegroundGroup(leader: pid, terminal: terminal)
        defer { group.end() }
        guard let status = wait(for: group) else { return .failure(LibC.describe(LibC.errorNumber)) }
        // The shell reports a command it could not find or run with 127 or 126.
        if status & 0x7F == 0 {
            let code = (status >> 8) & 0xFF
            return code == 127 || code == 126 ? .failure("not found or not runnable (status \(code))") : .success(code)
        }
        return .success(128 + (status & 0x7F))
    }

    /// Waits for the editor to end, letting it stop and go on with this process's job; once a signal was passed
    /// on to it, for at most ``graceMilliseconds``, and then kills its group.
    /// - Returns: Its wait status, or nil when waiting failed (errno says why).
    private static func wait(for group: ForegroundGroup) -> Int32? {
        let pid = group.group
        var status: Int32 = 0
        var deadline: Int?
        while true {
            let waited = waitpid(pid, &status, WUNTRACED | (deadline == nil ? 0 : WNOHANG))
            if waited == pid {
                // A stopped child's status is 0x7F with the stop signal above it.
                guard status & 0xFF == 0x7F else { return status }
                group.childStopped(by: (status >> 8) & 0xFF)
                continue
            }
            if waited < 0 && LibC.errorNumber != EINTR { return nil }
            if EditorSignalForwarder.caughtSignal != 0 {
                let now = LibC.monotonicMilliseconds()
                if deadline == nil { deadline = now + graceMilliseconds }
                if let deadline, now >= deadline {
                    kill(-pid, SIGKILL)
                    while waitpid(pid, &status, 0) < 0 {
                        guard LibC.errorNumber == EINTR else { return nil }
                    }
                    return status
                }
                usleep(10_000)
            }
        }
    }
}
