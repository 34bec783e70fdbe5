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
/// The text goes into a temporary file of mode 0600, removed afterwards; the editor runs through `/bin/sh -c`, so
/// an `EDITOR` with arguments (`code --wait`) works as in git. While it runs the terminal is back in the mode the
/// shell left it in, and Ctrl+C and Ctrl+\ are the editor's: this process ignores them and the editor gets their
/// default handling.
enum ExternalEditor {
    /// The command that opens the editor: `$VISUAL`, else `$EDITOR`, else `vi`.
    static func editorCommand(environment: (String) -> String?) -> String {
        for name in ["VISUAL", "EDITOR"] {
            if let value = environment(name), !value.allSatisfy(\.isWhitespace) { return value }
        }
        return "vi"
    }

    /// Writes `text` to a temporary file, runs the editor on it with the terminal's descriptor as its standard
    /// input, output and error, and reads the file back.
    ///
    /// - Parameters:
    ///   - text: The text to edit.
    ///   - terminal: The terminal's descriptor.
    /// - Returns: The edited text, or why there is none.
    static func edit(_ text: String, terminal: Int32) -> ExternalEditResult {
        let command = editorCommand { name in getenv(name).map { String(cString: $0) } }
        let directory = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((directory + "/expanding-text-XXXXXX.txt").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, 4) }
        guard descriptor >= 0 else {
            return .unchanged(reason: "could not create a file for the editor: \(LibC.describe(LibC.errorNumber))")
        }
        let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        defer { unlink(path) }
        let written = Array(text.utf8).withUnsafeBytes { bytes -> Bool in
            var offset = 0
            while offset < bytes.count {
                let count = LibC.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if count < 0 && LibC.errorNumber == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
        close(descriptor)
        guard written else { return .unchanged(reason: "could not write the file for the editor") }

        let status: Int32
        switch run(["/bin/sh", "-c", command + " \"$1\"", "sh", path], terminal: terminal) {
        case .success(let code): status = code
        case .failure(let reason): return .unchanged(reason: "could not start the editor '\(command)': \(reason)")
        }
        guard status == 0 else {
            return .unchanged(reason: "the editor exited with status \(status); the text is unchanged")
        }
        guard let bytes = readAll(path) else { return .unchanged(reason: "could not read the editor's file back") }
        guard var edited = String(validating: bytes, as: UTF8.self) else {
            return .unchanged(reason: "the editor's file is not UTF-8; the text is unchanged")
        }
        if edited.hasSuffix("\r\n") {
            edited.removeLast()
        } else if edited.hasSuffix("\n") {
            edited.removeLast()
        }
        return .edited(edited)
    }

    private enum RunResult {
        case success(Int32)
        case failure(String)
    }

    /// Runs a program on the terminal and waits for it; SIGINT and SIGQUIT are ignored here meanwhile and
    /// reset to their default in the program.
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

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for target in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
            posix_spawn_file_actions_adddup2(&actions, terminal, target)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = LibC.signalSet([SIGINT, SIGQUIT, SIGPIPE, SIGTSTP, SIGTTIN, SIGTTOU])
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, environ)
        guard spawned == 0 else { return .failure(LibC.describe(spawned)) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard LibC.errorNumber == EINTR else { return .failure(LibC.describe(LibC.errorNumber)) }
        }
        // The shell reports a command it could not find or run with 127 or 126.
        if status & 0x7F == 0 {
            let code = (status >> 8) & 0xFF
            return code == 127 || code == 126 ? .failure("not found or not runnable (status \(code))") : .success(code)
        }
        return .success(128 + (status & 0x7F))
    }

    private static func readAll(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { LibC.read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 && LibC.errorNumber == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { return bytes }
            bytes += buffer[..<count]
        }
    }
}
