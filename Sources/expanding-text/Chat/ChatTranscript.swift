import ExpandingTextTerminal

/// The conversation so far, for `chat --reply-with`: a file of JSON lines that the reply command finds through
/// ``variable``, one object per message and per reply, oldest first:
///
/// ```
/// {"role":"user","text":"Hello"}
/// {"role":"reply","text":"Hi!\n","status":0}
/// ```
///
/// A reply the user stopped says `"stopped":true`. The file is `transcript.jsonl` in a folder of its own (mode 0700)
/// in `$TMPDIR` (else `/tmp`), rewritten whole and atomically before each reply starts and after it ends, and
/// removed with its folder when the chat ends.
final class ChatTranscript {
    /// The environment variable that holds the file's path.
    static let variable = "EXPANDING_TEXT_TRANSCRIPT"

    /// The file's path.
    let path: FilePath
    private let folder: FilePath
    private var lines: [UInt8] = []

    /// Creates the folder that holds the file.
    ///
    /// - Parameter environment: Looks up an environment variable (`TMPDIR`).
    /// - Throws: ``POSIXFile/Failure`` when the folder cannot be created.
    init(environment: (String) -> String?) throws(POSIXFile.Failure) {
        let base = environment("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        folder = FilePath("\(base)/expanding-text-chat.\(POSIXFile.processID)")
        try POSIXFile.createPrivateFolder(folder)
        path = FilePath("\(folder)/transcript.jsonl")
        try POSIXFile.writeAtomically([], to: path)
    }

    /// Adds a sent message and rewrites the file.
    func add(message: String) throws(POSIXFile.Failure) {
        append(#"{"role":"user","text":""#, message, #""}"#)
        try POSIXFile.writeAtomically(lines, to: path)
    }

    /// Adds a reply and rewrites the file.
    func add(_ reply: ReplyOutcome) throws(POSIXFile.Failure) {
        let stopped = reply.wasStopped ? #","stopped":true"# : ""
        append(#"{"role":"reply","text":""#, reply.output, #"","status":\#(reply.status)\#(stopped)}"#)
        try POSIXFile.writeAtomically(lines, to: path)
    }

    /// Removes the file and its folder.
    func remove() {
        try? POSIXFile.remove(path: path)
        POSIXFile.removeEmptyFolder(folder)
    }

    private func append(_ opening: String, _ text: String, _ closing: String) {
        var output = OutputBuffer { self.lines.append(contentsOf: $0) }
        // Appending to memory cannot fail.
        try? output.append(opening)
        try? JSONString.appendContents(of: text[...], to: &output)
        try? output.append(closing + "\n")
        try? output.flush()
    }
}
