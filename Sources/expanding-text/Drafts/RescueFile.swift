/// Where a submitted text is kept when it could not be written to standard output and there is no draft to keep it
/// in: a new file `rescued-DATE-PID.txt` in `${XDG_STATE_HOME:-$HOME/.local/state}/expanding-text/` (the folder
/// mode 0700, the file 0600), holding exactly the text, as a draft does, so `--draft` can open it again.
///
/// DATE is the time in UTC, `YYYYMMDDTHHMMSSZ`; PID tells apart the runs of one second.
///
/// <!-- example: compile-only -->
/// ```swift
/// let path = try RescueFile.save("the text", environment: POSIXFile.environment)
/// // ~/.local/state/expanding-text/rescued-20260105T093000Z-4242.txt
/// ```
enum RescueFile {
    /// The folder: `$XDG_STATE_HOME/expanding-text`, or `$HOME/.local/state/expanding-text` when XDG_STATE_HOME is
    /// not set or not absolute (as the XDG Base Directory specification says to treat it); nil without a home.
    static func folder(environment: (String) -> String?) -> FilePath? {
        if let state = environment("XDG_STATE_HOME"), state.hasPrefix("/") {
            return FilePath(state + "/expanding-text")
        }
        guard let home = environment("HOME"), !home.isEmpty else { return nil }
        return FilePath(home + "/.local/state/expanding-text")
    }

    /// Writes `text` to a new rescue file.
    /// - Parameters:
    ///   - text: The text.
    ///   - environment: Looks up an environment variable (`POSIXFile.environment` in the tool).
    ///   - timestamp: DATE in the name.
    ///   - processID: PID in the name.
    /// - Returns: The file's path.
    /// - Throws: `POSIXFile.Failure` when the folder or the file cannot be created or written (a file-size limit, a
    ///   full disk); a file written in part is removed.
    static func save(
        _ text: String,
        environment: (String) -> String?,
        timestamp: String = POSIXFile.utcTimestamp,
        processID: Int32 = POSIXFile.processID
    ) throws(POSIXFile.Failure) -> FilePath {
        guard let folder = folder(environment: environment) else { throw .noSuchFile }
        try POSIXFile.createPrivateFolder(folder)
        let base = "rescued-\(timestamp)-\(processID)"
        // A second text of the same run in the same second (a chat) gets a number rather than replacing the first.
        for attempt in 1...100 {
            let path = FilePath(folder.description + "/" + base + (attempt == 1 ? "" : "-\(attempt)") + ".txt")
            do {
                try POSIXFile.writeNewFile(Array(text.utf8), to: path)
                return path
            } catch {
                guard error == .alreadyExists else { throw error }
            }
        }
        throw .alreadyExists
    }
}
