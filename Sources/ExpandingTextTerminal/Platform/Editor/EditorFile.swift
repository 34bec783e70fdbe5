#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The file an editor gets the text in: `message.txt` in a folder of its own (mode 0700) in `$TMPDIR` or `/tmp`.
///
/// The folder is private, so no other user can see the text or put a file in its place, and the editor may write
/// a new file and rename it over the old one, or leave a backup beside it: ``remove()`` takes the whole folder.
/// What is read back must be a regular file of at most ``maximumBytes``, opened without following a link, so an
/// editor (or a script posing as one) that swaps the file for a link to another file, a FIFO or a device gets
/// nothing read.
///
/// The text is written with a line break at its end, as files of lines have it (an editor or a script that appends
/// a line then starts a line of its own), and one line break at the end is taken off when it is read back, as git
/// does with a commit message.
struct EditorFile {
    /// The largest file read back: 64 MiB, far more than anyone edits in a box.
    static let maximumBytes = 64 << 20

    /// The private folder.
    let directory: String
    /// The file in it.
    let path: String

    /// Makes the folder and writes `text` into the file, mode 0600.
    /// - Parameter text: The text to edit.
    /// - Throws: ``EditorFileError`` naming what failed; nothing is left behind then.
    init(text: String) throws(EditorFileError) {
        let base = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((base + "/expanding-text-XXXXXX").utf8CString)
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
            throw .cannotCreate(LibC.describe(LibC.errorNumber))
        }
        directory = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        path = directory + "/message.txt"
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            let code = LibC.errorNumber
            remove()
            throw .cannotCreate(LibC.describe(code))
        }
        let bytes = Array(text.utf8) + (text.isEmpty ? [] : [0x0A])
        let written = bytes.withUnsafeBytes { LibC.writeAll(descriptor, $0) == 0 }
        let closed = close(descriptor) == 0
        guard written && closed else {
            remove()
            throw .cannotWrite
        }
    }

    /// Reads the text back: the file's bytes as UTF-8, less one line break at the end.
    /// - Throws: ``EditorFileError`` when it is not a regular file, is too large, cannot be read or is not UTF-8.
    func read() throws(EditorFileError) -> String {
        // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer that never comes.
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = LibC.errorNumber
            throw code == ELOOP ? .isLink : .cannotRead(LibC.describe(code))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .cannotRead(LibC.describe(LibC.errorNumber)) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw .notRegular }
        guard status.st_size <= Self.maximumBytes else { throw .tooLarge }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes {
                LibC.readRetryingInterrupts(descriptor, $0.baseAddress!, $0.count)
            }
            guard count >= 0 else { throw .cannotRead(LibC.describe(LibC.errorNumber)) }
            if count == 0 { break }
            bytes += buffer[..<count]
            // The file may still grow while it is read.
            guard bytes.count <= Self.maximumBytes else { throw .tooLarge }
        }
        guard var text = UTF8Validation.validated(bytes) else { throw .notUTF8 }
        // "\r\n" is one Character, which hasSuffix("\n") does not match.
        if text.hasSuffix("\n") || text.hasSuffix("\r\n") { text.removeLast() }
        return text
    }

    /// Removes the folder and everything the editor left in it (the file, a backup, a swap file). Entries are
    /// removed without following links.
    func remove() {
        for entry in directory.withCString({ LibC.folderEntries(atPath: $0) }) ?? [] {
            // From the bytes: a name that is not UTF-8 goes too.
            let path = Array(directory.utf8) + [UInt8(ascii: "/")] + entry.name + [0]
            path.withUnsafeBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { name in
                    // A folder inside fails the first (EISDIR on Linux, EPERM on Darwin), and goes if it is empty.
                    if unlink(name.baseAddress!) != 0 { _ = rmdir(name.baseAddress!) }
                }
            }
        }
        rmdir(directory)
    }
}
