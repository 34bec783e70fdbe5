#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - Reading the end of a file

extension POSIXFile {
    /// What ``readLastLines(path:count:headLength:)`` found.
    enum LastLinesResult: Equatable {
        /// No file at the path.
        case missing
        /// Something that is not a regular file (a directory, a FIFO, a device).
        case notRegularFile
        /// The file's bytes from `offset` on, which start a line and hold at least the last `count` lines; `head` is
        /// the file's first bytes (empty when `offset` is 0: the tail is then the whole file).
        case tail(head: [UInt8], bytes: [UInt8], offset: Int)
    }

    /// The size up to which a file is simply read whole.
    static let wholeReadLimit = 1024 * 1024

    /// Reads the last `count` lines of a regular file, and its first `headLength` bytes, without reading what lies
    /// between: a file of any size costs its last lines.
    ///
    /// Opens without blocking (a FIFO at the path cannot hang the tool) and checks the kind with `fstat`. Files up to
    /// ``wholeReadLimit`` are read whole; larger ones backwards from their end, a block at a time, until `count` line
    /// breaks are found before the file's last byte: the last of them ends the line before the tail.
    /// - Throws: ``Failure`` when the file exists but cannot be opened or read.
    /// - Complexity: O(length of the last `count` lines + `headLength`).
    static func readLastLines(path: FilePath, count: Int, headLength: Int) throws(Failure) -> LastLinesResult {
        let opened = try withRegularFile(path) { (descriptor, size) throws(Failure) -> LastLinesResult in
            try readLastLines(descriptor, size: size, count: count, headLength: headLength)
        }
        switch opened {
        case .missing: return .missing
        case .notRegularFile: return .notRegularFile
        case .read(let result): return result
        }
    }

    private static func readLastLines(
        _ descriptor: Int32, size: Int, count: Int, headLength: Int
    ) throws(Failure) -> LastLinesResult {
        if size <= wholeReadLimit {
            return .tail(head: [], bytes: try readAll(descriptor: descriptor), offset: 0)
        }
        let blockSize = 64 * 1024
        var blocks: [[UInt8]] = []
        var start = size
        // The line breaks seen, not counting one that ends the file.
        var lineBreaks = 0
        var lineStart: Int?
        while start > 0, lineStart == nil {
            let length = min(blockSize, start)
            start -= length
            let block = try readBlock(descriptor, at: start, length: length)
            for index in block.indices.reversed() where block[index] == UInt8(ascii: "\n") {
                if start + index == size - 1 { continue }
                lineBreaks += 1
                if lineBreaks == count {
                    lineStart = start + index + 1
                    break
                }
            }
            blocks.append(block)
        }
        let offset = lineStart ?? 0
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size - offset)
        for block in blocks.reversed() { bytes += block }
        bytes.removeFirst(offset - start)
        let head = offset == 0 ? [] : try readBlock(descriptor, at: 0, length: min(headLength, size))
        return .tail(head: head, bytes: bytes, offset: offset)
    }

    /// How many line breaks a file holds before byte `offset`: the line number, from 1, of the line that starts
    /// there, less one. For a message about a line found by ``readLastLines(path:count:headLength:)``.
    static func lineBreakCount(path: FilePath, before offset: Int) throws(Failure) -> Int {
        let descriptor = path.withCString { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
        guard descriptor >= 0 else { throw Failure(code: errno) }
        defer { close(descriptor) }
        var counted = 0
        var position = 0
        while position < offset {
            let block = try readBlock(descriptor, at: position, length: min(64 * 1024, offset - position))
            if block.isEmpty { break }
            counted += block.withUnsafeBytes { bytes in
                var found = 0
                var rest = bytes[...]
                while let next = rest.firstIndex(of: UInt8(ascii: "\n")) {
                    found += 1
                    rest = rest[(next + 1)...]
                }
                return found
            }
            position += block.count
        }
        return counted
    }

    /// Up to `length` bytes at `offset`, fewer only at the end of the file.
    private static func readBlock(_ descriptor: Int32, at offset: Int, length: Int) throws(Failure) -> [UInt8] {
        var block = [UInt8](repeating: 0, count: length)
        var filled = 0
        while filled < length {
            let count = block.withUnsafeMutableBytes {
                pread(descriptor, $0.baseAddress! + filled, length - filled, off_t(offset + filled))
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(code: errno)
            }
            if count == 0 { break }
            filled += count
        }
        block.removeLast(length - filled)
        return block
    }
}
