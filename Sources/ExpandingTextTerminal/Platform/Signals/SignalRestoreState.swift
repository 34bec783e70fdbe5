#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What the signal handlers need to put the terminal back, at a fixed address.
struct SignalRestoreState {
    /// The terminal whose attributes to restore, -1 when none.
    var terminalDescriptor: Int32 = -1
    /// The write end of the pipe that wakes `Terminal.read` on SIGWINCH, -1 when none.
    var wakeDescriptor: Int32 = -1
    /// Whether the terminal is in raw mode and must be restored.
    var isArmed = false
    /// The terminal's attributes before raw mode.
    var savedAttributes = termios()
    /// The raw-mode attributes, put back when the process continues after a stop.
    var rawAttributes = termios()
    /// The signals blocked while a handler runs.
    var handlerMask = sigset_t()
    /// Whether SIGTERM, SIGHUP and SIGINT wake the run loop instead of ending the process at once, so that the
    /// program can keep the text first.
    var defersTermination = false
    /// The deferred signal that came, 0 while none did; a second one ends the process at once.
    var deferredSignal: Int32 = 0
    /// Whether input not read yet is the rest of a paste, thrown away when the terminal is restored rather than
    /// left for the shell, which would run it.
    var discardsUnreadInput = false
    /// Whether the process stopped itself on SIGTSTP with the terminal restored, to re-enter raw mode on SIGCONT.
    var isSuspended = false
    /// Which of the two cleanup buffers holds the current cleanup bytes.
    var publishedBuffer = 0
    /// How many bytes buffer 0 holds.
    var firstLength = 0
    /// How many bytes buffer 1 holds.
    var secondLength = 0
    /// Where the rows erased by buffer 0's bytes are, for a terminal that reflows; nil when the bytes are all.
    var firstGeometry: EraseGeometry?
    /// The same for buffer 1.
    var secondGeometry: EraseGeometry?
    /// How many row extents each buffer's geometry has.
    var firstRowCount = 0
    var secondRowCount = 0
    /// When the window last changed size (SIGWINCH), in milliseconds on the monotonic clock.
    var lastResizeMilliseconds = Int.min / 2
}
