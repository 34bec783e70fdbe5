#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A pseudo-terminal for tests: the tests hold the primary side, a `Terminal` opens the secondary by path.
final class PseudoTerminal {
    private(set) var primary: Int32
    let secondaryPath: String

    init() throws {
        primary = openPrimary(O_RDWR | O_NOCTTY)
        guard primary >= 0, grant(primary) == 0, unlock(primary) == 0, let name = secondaryName(primary) else {
            throw PseudoTerminalError(code: errno)
        }
        secondaryPath = String(cString: name)
    }

    deinit {
        if primary >= 0 { close(primary) }
    }

    /// Closes the primary side, as a terminal window that is closed does: the terminal side hangs up.
    func hangUp() {
        close(primary)
        primary = -1
    }

    /// Sends bytes as if typed.
    func type(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { write(primary, $0.baseAddress, $0.count) }
    }

    /// Everything the terminal side wrote, read until nothing more arrives for `quietMilliseconds`.
    func output(quietMilliseconds: Int32 = 100) -> [UInt8] {
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            var descriptor = pollfd(fd: primary, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, quietMilliseconds) > 0 else { return result }
            let count = buffer.withUnsafeMutableBytes { read(primary, $0.baseAddress, $0.count) }
            guard count > 0 else { return result }
            result += buffer[..<count]
        }
    }

    /// Sets the window size the terminal side will see.
    func setSize(rows: UInt16, columns: UInt16) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(primary, UInt(truncatingIfNeeded: TIOCSWINSZ), &size)
    }
}

struct PseudoTerminalError: Error {
    var code: Int32
}

/// The attributes of a terminal descriptor.
func attributes(_ descriptor: Int32) -> termios {
    var attributes = termios()
    _ = tcgetattr(descriptor, &attributes)
    return attributes
}

/// Whether two sets of attributes are the same in every field raw mode touches.
func sameModes(_ left: termios, _ right: termios) -> Bool {
    var left = left
    var right = right
    let sameControlCharacters = withUnsafeBytes(of: &left.c_cc) { leftBytes in
        withUnsafeBytes(of: &right.c_cc) { rightBytes in leftBytes.elementsEqual(rightBytes) }
    }
    return left.c_iflag == right.c_iflag && left.c_oflag == right.c_oflag && left.c_lflag == right.c_lflag
        && left.c_cflag == right.c_cflag && sameControlCharacters
}

/// The handler installed for a signal, as bits.
func handlerBits(_ signal: Int32) -> Int {
    var action = sigaction()
    sigaction(signal, nil, &action)
    #if canImport(Darwin)
    return unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self)
    #else
    return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
    #endif
}

#if os(Linux)
// Glibc's Swift module leaves out the pseudo-terminal functions (they need _XOPEN_SOURCE), so look them up.
private func libcFunction<Function>(_ name: String, as type: Function.Type) -> Function {
    guard let symbol = dlsym(nil, name) else { fatalError("the C library has no \(name)") }
    return unsafeBitCast(symbol, to: type)
}

private let openPrimary = libcFunction("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)
private let grant = libcFunction("grantpt", as: (@convention(c) (Int32) -> Int32).self)
private let unlock = libcFunction("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
private let secondaryName = libcFunction(
    "ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
#else
private let openPrimary = posix_openpt
private let grant = grantpt
private let unlock = unlockpt
private let secondaryName = ptsname
#endif
