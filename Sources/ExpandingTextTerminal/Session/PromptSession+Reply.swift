#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - Replies

extension PromptSession {
    /// The reply whose command runs, if one does, and the texts submitted meanwhile, oldest first: each is read once
    /// the reply before it ended.
    struct Replies {
        var running: RunningReply?
        var queued: [Submission] = []
    }

    /// The most bytes of a reply's standard output kept for its ``ReplyOutcome/output``; all of it is shown.
    public static let replyOutputLimit = 1 << 20
    /// How often the loop looks for a running reply's output, in milliseconds.
    static let replyPollMilliseconds = 16
    /// The most bytes of each of a reply's streams shown per turn of the loop: a reply that floods the terminal
    /// leaves room for keys between its chunks.
    static let replyChunkBytes = 16 * 1024
    /// How long a reply the user stopped has after SIGINT before SIGKILL, in milliseconds.
    static let replyStopGraceMilliseconds = 1_000

    /// Whether a reply's command runs.
    public var isReplying: Bool { replies.running != nil }

    /// Runs a command that answers `message`, and shows what it writes above the box as it comes.
    ///
    /// The box stays usable meanwhile: a text submitted while the reply runs is queued, shown as queued above the
    /// box, and returned by the read that follows the reply's end; Up in an empty box takes the last queued text
    /// back to edit. Ctrl+C (the key bound to ``EditorCommand/clearOrCancel``) stops the reply — its process group
    /// gets SIGINT, then SIGKILL after a second — and puts the queued texts back in the box. Each line of output goes
    /// into the terminal's history like any output; the line being written waits above the box until it ends. A
    /// command that fails, or cannot start, says so in a dimmed line.
    ///
    /// - Parameters:
    ///   - command: The command; it reads `message` on its standard input.
    ///   - message: The text it answers.
    ///   - onEnd: Called on the session's thread, during a read, once the command ended and all it wrote is shown.
    public func startReply(
        _ command: ReplyCommand, to message: String, onEnd: @escaping (ReplyOutcome) -> Void
    ) {
        endReply()
        do {
            let run = try CommandRun(
                arguments: ["/bin/sh", "-c", command.command], input: Array(message.utf8),
                environment: command.environment)
            replies.running = RunningReply(run: run, onEnd: onEnd)
        } catch {
            try? printAbove([(error.message, .dim)])
            onEnd(ReplyOutcome(output: "", status: 127, wasStopped: false))
        }
    }

    /// Shows what the running reply wrote since the last look, and ends the reply once its command ended and all
    /// it wrote is shown.
    ///
    /// - Returns: The next queued text, when the reply ended and one waits.
    func serviceReply() throws -> Submission? {
        guard let reply = replies.running else { return nil }
        let shownBefore = replyRows()
        let ended = reply.run.isDone
        let chunk = reply.run.readChunk(limit: Self.replyChunkBytes)
        var lines: [(text: String, style: CellStyle)] = []
        // What a stopped reply wrote after the stop is left unshown: the user asked for quiet.
        if reply.stoppedAt == nil {
            reply.keep(chunk.output)
            lines += reply.output.append(chunk.output).map { ($0, CellStyle()) }
            lines += reply.errors.append(chunk.errors).map { ($0, CellStyle.dim) }
        }
        let finished = ended && chunk.output.isEmpty && chunk.errors.isEmpty
        if finished {
            lines += [reply.output.finish().map { ($0, CellStyle()) }, reply.errors.finish().map { ($0, .dim) }]
                .compactMap { $0 }
            let status = reply.run.status ?? 0
            if reply.stoppedAt != nil {
                lines.append(("reply stopped", .dim))
            } else if status != 0 {
                lines.append(("reply failed: exit status \(status)", .dim))
            }
        } else if let stoppedAt = reply.stoppedAt, input.now - stoppedAt >= Self.replyStopGraceMilliseconds {
            reply.run.send(SIGKILL)
        }
        var rows = try rowsToPrint(lines)
        rows += fullRows(of: &reply.output, style: [])
        rows += fullRows(of: &reply.errors, style: .dim)
        if finished {
            reply.run.finish()
            replies.running = nil
        }
        if !rows.isEmpty {
            renderer.printAbove(rows)
            try render()
        } else if replyRows() != shownBefore || finished {
            try render()
        }
        guard finished else { return nil }
        reply.onEnd(reply.outcome)
        return replies.queued.isEmpty ? nil : replies.queued.removeFirst()
    }

    /// Handles a key that acts on the reply or the queue rather than on the text: Ctrl+C while a reply runs stops
    /// it; Up in an empty box takes back the last queued text.
    ///
    /// - Returns: What the key did, or nil when it is the box's.
    func handleReplyKey(_ event: KeyEvent) -> TextArea.Outcome? {
        guard let reply = replies.running, let command = prompt.keyMap.command(for: event) else { return nil }
        switch command {
        case .clearOrCancel:
            stopReply(reply)
            return .edited
        case .moveUp where area.isEmpty && !replies.queued.isEmpty:
            return area.takeBack(replies.queued.removeLast())
        default:
            return nil
        }
    }

    /// Queues a text submitted while a reply runs, and empties the box for the next.
    func queue(_ submission: Submission) {
        replies.queued.append(submission)
        needsReset = true
        resetIfSubmitted()
    }

    /// Stops the reply: SIGINT to its process group (SIGKILL follows after a grace), and the queued texts back in
    /// the box, before what it holds, so that nothing queued is sent unasked.
    private func stopReply(_ reply: RunningReply) {
        guard reply.stoppedAt == nil else { return }
        reply.stoppedAt = input.now
        reply.run.send(SIGINT)
        guard !replies.queued.isEmpty else { return }
        var restored = Submission(text: "")
        for message in replies.queued + [area.submission] where !message.text.isEmpty {
            if !restored.text.isEmpty { restored.text += "\n" }
            restored.append(message)
        }
        replies.queued = []
        area.takeBack(restored)
    }

    /// Ends a reply that still runs, without waiting for it: the session is closing, or another reply starts.
    func endReply() {
        replies.running?.run.finish()
        replies.running = nil
    }

    /// The rows above the box while a reply runs: the lines its streams are writing, then the queued texts.
    func replyRows() -> [[Cell]] {
        guard let reply = replies.running else { return [] }
        let width = printWidth
        var rows: [[Cell]] = []
        for (stream, style) in [(reply.output, CellStyle()), (reply.errors, .dim)] where !stream.partialLine.isEmpty {
            if let laidOut = try? layout(of: stream.partialLine) {
                rows += Cell.rows(0..<laidOut.layout.rowCount, of: laidOut.layout, in: laidOut.storage, style: style)
            }
        }
        for message in replies.queued {
            let firstLine = message.text.prefix { !TextStorage.isLineBreak($0) }
            let more = firstLine.count < message.text.count ? " …" : ""
            rows.append(Cell.fitting(Cell.cells(for: "queued › " + firstLine + more, style: .dim), in: width))
        }
        return rows
    }

    /// What the box's note says while a reply runs.
    var replyNote: String? {
        guard let reply = replies.running else { return nil }
        if reply.stoppedAt != nil { return "stopping the reply…" }
        return replies.queued.isEmpty ? "Ctrl+C stops the reply" : "↑ edits the queue · Ctrl+C stops the reply"
    }

    /// Puts the rows of a running reply above the box, as many as the screen has room for (the newest).
    func placeReplyRows(in frame: inout Frame) {
        let room = max(terminal.size.rows - frame.rows.count, 0)
        let rows = replyRows().suffix(room)
        frame.rows.insert(contentsOf: rows, at: 0)
        frame.caret.row += rows.count
    }

    /// The rows of the line a stream is writing that are full: they go above the box, so that a long line without
    /// a line break scrolls into the terminal's history as a terminal shows it.
    private func fullRows(of stream: inout ReplyStream, style: CellStyle) -> [[Cell]] {
        guard !stream.partialLine.isEmpty, let laidOut = try? layout(of: stream.partialLine),
            laidOut.layout.lineCount > 1
        else { return [] }
        let last = laidOut.layout.lineCount - 1
        let rows = Cell.rows(
            0..<laidOut.layout.firstRow(ofLine: last), of: laidOut.layout, in: laidOut.storage, style: style)
        let line = stream.partialLine
        let offset = laidOut.layout.range(ofLine: last).lowerBound.utf8Offset
        stream.dropPrinted(upTo: line.utf8.index(line.startIndex, offsetBy: offset))
        return rows
    }
}

/// A reply whose command runs: its streams, and what it wrote so far for its outcome.
final class RunningReply {
    let run: CommandRun
    let onEnd: (ReplyOutcome) -> Void
    var output = ReplyStream()
    var errors = ReplyStream()
    /// The standard output kept for the outcome, up to ``PromptSession/replyOutputLimit`` bytes.
    private var kept: [UInt8] = []
    /// When the user stopped it, on the terminal's clock.
    var stoppedAt: Int?

    init(run: CommandRun, onEnd: @escaping (ReplyOutcome) -> Void) {
        self.run = run
        self.onEnd = onEnd
    }

    /// Keeps output for the outcome, up to the limit.
    func keep(_ bytes: [UInt8]) {
        kept += bytes.prefix(max(PromptSession.replyOutputLimit - kept.count, 0))
    }

    /// How it ended.
    var outcome: ReplyOutcome {
        ReplyOutcome(
            output: String(decoding: kept, as: UTF8.self), status: run.status ?? 0, wasStopped: stoppedAt != nil)
    }
}
