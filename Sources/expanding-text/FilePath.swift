/// A file path as the operating system takes it: bytes, which need not be UTF-8.
///
/// A path from the command line is used byte for byte: `--draft $'notes/\xff.draft'` reads and writes the file whose
/// name holds the byte 0xFF, not one named with U+FFFD. Only messages show the path as text.
///
/// ```swift
/// let path = FilePath(bytes: [0x61, 0x2F, 0xFF])   // a/\xff
/// path.split                                       // folder a, name \xff
/// "error: cannot read '\(path)'"                   // a/\u{FFFD} in the message
/// ```
struct FilePath: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The path's bytes, without a terminating NUL.
    let bytes: [UInt8]

    init(bytes: some Sequence<UInt8>) {
        self.bytes = Array(bytes)
    }

    init(_ string: String) {
        bytes = Array(string.utf8)
    }

    init(stringLiteral value: String) {
        self.init(value)
    }

    /// The path as text, for messages: bytes that are not UTF-8 as U+FFFD.
    var description: String { String(decoding: bytes, as: UTF8.self) }

    /// `a/b/c` → (`a/b`, `c`); `c` → (`.`, `c`); `/c` → (`/`, `c`).
    var split: (folder: FilePath, name: [UInt8]) {
        let slash = UInt8(ascii: "/")
        guard let last = bytes.lastIndex(of: slash) else { return (".", bytes) }
        let folder = bytes[..<last]
        return (folder.isEmpty ? "/" : FilePath(bytes: folder), Array(bytes[(last + 1)...]))
    }

    /// The path `name` in the same folder as this one.
    func sibling(named name: [UInt8]) -> FilePath {
        let folder = split.folder
        return FilePath(
            bytes: folder.bytes + (folder.bytes.last == UInt8(ascii: "/") ? [] : [UInt8(ascii: "/")]) + name)
    }

    /// Calls `body` with the path as a NUL-terminated C string, for a system call.
    func withCString<Result>(_ body: (UnsafePointer<CChar>) -> Result) -> Result {
        (bytes + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
        }
    }
}
