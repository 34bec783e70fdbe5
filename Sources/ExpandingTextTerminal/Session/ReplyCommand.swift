/// A shell command that answers a message: it reads the message on its standard input, and what it writes is shown
/// above the box as it comes, while the box stays usable (``PromptSession/startReply(_:to:onEnd:)``).
///
/// The command runs through `/bin/sh -c`, in a process group of its own, with this process's environment and
/// ``environment`` on top. Its standard output is shown as it is written, its standard error dimmed; escape
/// sequences in either are left out, so it cannot move the cursor over the box.
///
/// <!-- example: compile-only -->
/// ```swift
/// try Prompt(placeholder: "Message").session { session in
///     while let message = try session.read() {
///         session.startReply(ReplyCommand("./answer.sh"), to: message) { outcome in
///             print(outcome.status)
///         }
///     }
/// }
/// ```
public struct ReplyCommand: Sendable {
    /// The shell command.
    public var command: String
    /// Variables set for the command on top of this process's environment.
    public var environment: [String: String]

    /// Creates a reply command.
    ///
    /// - Parameters:
    ///   - command: The shell command, run through `/bin/sh -c`.
    ///   - environment: Variables set for it on top of this process's environment.
    public init(_ command: String, environment: [String: String] = [:]) {
        self.command = command
        self.environment = environment
    }
}

/// How a reply ended: what its command wrote, and its exit status.
public struct ReplyOutcome: Sendable, Equatable {
    /// What the command wrote to standard output, up to ``PromptSession/replyOutputLimit`` bytes.
    public var output: String
    /// The exit status: 0…255, 128 + a signal's number when a signal ended it, 127 when it could not start.
    public var status: Int32
    /// Whether the user stopped it (Ctrl+C while it ran).
    public var wasStopped: Bool
}
