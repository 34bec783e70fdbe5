#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - Erasing from a handler

extension SignalGuard {
    /// The terminal's size, once it has kept it for ``resizeSettleMilliseconds`` since the last SIGWINCH or
    /// change seen (waiting for that, at most a second), if the window changed lately. Async-signal-safe: `ioctl`,
    /// `clock_gettime` and `nanosleep`.
    static func settledWindowSize(_ descriptor: Int32) -> (rows: Int, columns: Int) {
        var size = LibC.windowSize(descriptor)
        let start = LibC.monotonicMilliseconds()
        var stableSince = state.pointee.lastResizeMilliseconds
        guard start - stableSince < resizeSettleMilliseconds else { return size }
        var now = start
        while now - stableSince < resizeSettleMilliseconds && now - start < 1000 {
            var pause = timespec(tv_sec: 0, tv_nsec: 10_000_000)
            nanosleep(&pause, nil)
            now = LibC.monotonicMilliseconds()
            let current = LibC.windowSize(descriptor)
            if current != size {
                size = current
                stableSince = now
            }
            stableSince = max(stableSince, state.pointee.lastResizeMilliseconds)
        }
        return size
    }

    /// Writes into the scratch buffer the erase of `rows` rows whose top is `up` rows above the cursor, leaving
    /// the cursor at their top-left corner, as `FrameRenderer` erases. Async-signal-safe.
    /// - Returns: How many bytes it wrote.
    static func composeErase(up: Int, rows: Int) -> Int {
        // No arrays and no closures: a handler must not allocate.
        var length = 0
        put(0x1B, &length)
        put(0x5B, &length)
        put(0x6D, &length)
        if up > 0 { putCursorUp(up, &length) }
        put(0x0D, &length)
        // ESC [ 2 K on every row, LF between them (no output processing: LF moves down only).
        let count = min(rows, (cleanupCapacity - 64) / 5)
        for row in 0..<count {
            if row > 0 { put(0x0A, &length) }
            put(0x1B, &length)
            put(0x5B, &length)
            put(0x32, &length)
            put(0x4B, &length)
        }
        if count > 1 { putCursorUp(count - 1, &length) }
        return length
    }

    /// Appends a byte to the scratch buffer. Async-signal-safe.
    private static func put(_ byte: UInt8, _ length: inout Int) {
        guard length < cleanupCapacity else { return }
        eraseScratch[length] = byte
        length += 1
    }

    /// Appends `ESC [ n A` to the scratch buffer. Async-signal-safe.
    private static func putCursorUp(_ count: Int, _ length: inout Int) {
        put(0x1B, &length)
        put(0x5B, &length)
        var divisor = 1
        while divisor <= count / 10 { divisor *= 10 }
        while divisor > 0 {
            put(UInt8(0x30 + (count / divisor) % 10), &length)
            divisor /= 10
        }
        put(0x41, &length)
    }
}
