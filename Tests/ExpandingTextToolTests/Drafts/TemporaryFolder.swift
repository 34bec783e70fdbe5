import Foundation

/// A fresh folder under the system's temporary folder, deleted when the value goes away.
final class TemporaryFolder {
    let path: String

    init() throws {
        let base = FileManager.default.temporaryDirectory.path
        path = "\(base)/expanding-text-tests-\(UUID().uuidString)"
        // Mode 0700 set outright: a test elsewhere in the process may have cleared the umask just now, and a folder
        // anyone may write to is one the tool refuses to keep files in.
        try FileManager.default.createDirectory(
            atPath: path, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
    }

    deinit {
        try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: path)
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The path of `name` inside the folder.
    func file(_ name: String) -> String { "\(path)/\(name)" }

    /// The names inside the folder, sorted.
    func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    func write(_ bytes: [UInt8], to name: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: file(name)))
    }

    func read(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: file(name))))
    }

    func permissions(of name: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: file(name))
        return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }
}
