// The C library, whichever this platform has, and the few calls whose spelling differs between Glibc and Darwin.
// Glibc imports termios flags as Int32 into UInt32 fields, Darwin into UInt fields; `ioctl` requests are Int32
// on Glibc and UInt on Darwin; `nfds_t` and the `sigaction` handler union differ too. Everything here converts
// explicitly so the same code compiles on both.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library's calls under names that do not collide with `Terminal.read` and `Terminal.write`, and the
/// package's one copy of the loops around them that every caller needs (again after `EINTR`, on after a partial
/// write); the command-line tool's file code uses them too.
package enum LibC {
    /// Memory a signal handler may use, allocated and filled with `value` before any handler runs: a handler must
    /// not allocate.
    static func preallocated<Element>(repeating value: Element, count: Int) -> UnsafeMutablePointer<Element> {
        let pointer = UnsafeMutablePointer<Element>.allocate(capacity: count)
        pointer.initialize(repeating: value, count: count)
        return pointer
    }

    /// A signal handler with one argument, the signal.
    typealias PlainHandler = @convention(c) (Int32) -> Void

    /// A signal handler installed with `SA_SIGINFO`.
    typealias InfoHandler = @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void

    /// One entry of a folder, as `readdir` lists it.
    package struct FolderEntry: Sendable {
        /// The name's bytes.
        package var name: [UInt8]
        /// Whether it is a folder (a symbolic link to one is not); nil when the file system does not say
        /// (`DT_UNKNOWN`), and `lstat` must.
        package var isFolder: Bool?
    }

    /// Where `readdir`'s record holds the name and the type.
    private static let direntNameOffset = storedOffset(of: \dirent.d_name)
    private static let direntTypeOffset = storedOffset(of: \dirent.d_type)

    /// Where a stored field of `dirent` lies; every field of a C struct has one.
    private static func storedOffset<Field>(of field: KeyPath<dirent, Field>) -> Int {
        guard let offset = MemoryLayout<dirent>.offset(of: field) else {
            failPrecondition("dirent: \(field) is not a stored field")
        }
        return offset
    }

    /// The entries of a folder, without `.` and `..`, in the order `readdir` gives them.
    ///
    /// Each name is read in place from `readdir`'s record, which is only as long as its name: copying a whole
    /// `dirent` (what reading `entry.pointee` does) reads past the last record of a full buffer.
    ///
    /// - Parameter path: The folder's path.
    /// - Returns: The entries, or nil when the folder cannot be opened.
    package static func folderEntries(atPath path: UnsafePointer<CChar>) -> [FolderEntry]? {
        guard let folder = opendir(path) else { return nil }
        defer { closedir(folder) }
        var entries: [FolderEntry] = []
        while let entry = readdir(folder) {
            let record = UnsafeRawPointer(entry)
            let start = (record + direntNameOffset).assumingMemoryBound(to: CChar.self)
            let name = UnsafeRawBufferPointer(start: start, count: strlen(start))
            if name.elementsEqual([UInt8(ascii: ".")]) || name.elementsEqual([UInt8(ascii: "."), UInt8(ascii: ".")]) {
                continue
            }
            let type = Int32(record.load(fromByteOffset: direntTypeOffset, as: UInt8.self))
            entries.append(
                FolderEntry(name: Array(name), isFolder: type == Int32(DT_UNKNOWN) ? nil : type == Int32(DT_DIR)))
        }
        return entries
    }

    /// `read(2)`.
    package static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        systemRead(descriptor, buffer, count)
    }

    /// `write(2)`. Async-signal-safe.
    package static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        systemWrite(descriptor, buffer, count)
    }

    /// `read(2)`, called again when a signal interrupted it.
    ///
    /// - Returns: The bytes read, 0 at the end of the file, or -1 with `errno` saying why.
    package static func readRetryingInterrupts(
        _ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int
    ) -> Int {
        while true {
            let result = read(descriptor, buffer, count)
            if result < 0 && errorNumber == EINTR { continue }
            return result
        }
    }

    /// Writes every byte, again after a signal interrupted a write and on after a partial one. Async-signal-safe:
    /// only `write(2)`, `poll(2)` and arithmetic.
    ///
    /// - Parameters:
    ///   - descriptor: Where to write.
    ///   - buffer: The bytes.
    ///   - waitingWhenFull: Whether to wait when a descriptor someone else made non-blocking is full (`EAGAIN`);
    ///     a signal handler gives up instead, so that a stuck terminal cannot hold the process.
    /// - Returns: 0, or the `errno` of the write that failed (`EIO` for one that took no byte).
    @discardableResult
    package static func writeAll(
        _ descriptor: Int32, _ buffer: UnsafeRawBufferPointer, waitingWhenFull: Bool = false
    ) -> Int32 {
        guard let base = buffer.baseAddress else { return 0 }
        var offset = 0
        while offset < buffer.count {
            let written = write(descriptor, base + offset, buffer.count - offset)
            if written > 0 {
                offset += written
            } else if written < 0 && errorNumber == EINTR {
                continue
            } else if written < 0 && errorNumber == EAGAIN && waitingWhenFull {
                var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&ready, 1, -1)
            } else {
                return written < 0 ? errorNumber : EIO
            }
        }
        return 0
    }

    /// Ends the process with `status`, as `exit(3)` does.
    package static func exit(_ status: Int32) -> Never {
        systemExit(status)
    }

    /// The calling thread's `errno`.
    package static var errorNumber: Int32 {
        get { errno }
        set { errno = newValue }
    }

    /// `strerror(3)` as a Swift string.
    static func describe(_ code: Int32) -> String {
        guard let message = strerror(code) else { return "error \(code)" }
        return String(cString: message)
    }

    /// Milliseconds on the monotonic clock, for read deadlines.
    static func monotonicMilliseconds() -> Int {
        var time = timespec()
        _ = clock_gettime(CLOCK_MONOTONIC, &time)
        return Int(time.tv_sec) * 1000 + Int(time.tv_nsec) / 1_000_000
    }

    /// The window size the terminal reports with `ioctl(TIOCGWINSZ)`, zeros when it reports none.
    static func windowSize(_ descriptor: Int32) -> (rows: Int, columns: Int) {
        var size = winsize()
        guard ioctl(descriptor, UInt(truncatingIfNeeded: TIOCGWINSZ), &size) == 0 else { return (0, 0) }
        return (Int(size.ws_row), Int(size.ws_col))
    }
}

// MARK: - The C library's own spellings

// Inside `LibC`, a plain `read`, `write` or `exit` would call `LibC`'s own member of that name; at file scope the
// name is the C library's function, so `LibC`'s members call these.

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

private func systemExit(_ status: Int32) -> Never {
    exit(status)
}
