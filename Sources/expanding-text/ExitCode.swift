/// The exit statuses of the tool.
enum ExitCode: Int32 {
    /// Submitted, chat ended, or a command that completed.
    case success = 0
    /// Something outside the command line went wrong: no terminal, an unusable draft file, unreadable input.
    case failure = 1
    /// Bad arguments.
    case usage = 2
    /// Standard output's reader went away (a closed pipe) after the text was kept: `main` ends the process by
    /// SIGPIPE, which a shell shows as this status.
    case brokenPipe = 141
    /// The user cancelled (Ctrl+C, or Ctrl+D on an empty text) in `write`.
    case cancelled = 130
}
