#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A child's process group that has the terminal while it runs, as a shell's foreground job has it: the terminal's
/// keys (Ctrl+C, Ctrl+Z) signal that group, and everything the child starts is in it, so that it can all be ended
/// together.
///
/// The child is a job inside this process's job: when it stops (Ctrl+Z), this process takes the terminal back and
/// stops its own job, which is the one the shell knows; when the shell continues that job (`fg`), the terminal goes
/// back to the child's group, which is continued too.
struct ForegroundGroup {
    /// The group, led by the child.
    let group: pid_t
    /// The terminal's descriptor.
    let terminal: Int32
    /// Whether this process's group has the terminal to hand over: false where the terminal is not this process's
    /// controlling terminal, or it is not in the foreground.
    let handsOver: Bool

    /// Takes over the group a child leads (started with ``ChildProcess/leadsOwnGroup``) and gives it the terminal.
    init(leader: pid_t, terminal: Int32) {
        group = leader
        self.terminal = terminal
        handsOver = tcgetpgrp(terminal) == getpgrp()
        giveTerminal()
    }

    /// Called when the child stopped by `signal`. A child that used the terminal in the moment before it was given
    /// it (SIGTTIN, SIGTTOU) gets it and goes on; any other stop (Ctrl+Z, SIGSTOP) stops this process's job too,
    /// and the child goes on once that job is in the foreground again.
    func childStopped(by signal: Int32) {
        let usedTerminalBeforeGivenIt = (signal == SIGTTIN || signal == SIGTTOU) && handsOver
        if !usedTerminalBeforeGivenIt {
            takeTerminalBack()
            stopOwnJob(by: SIGTSTP)
            // Continued in the background (`bg`): the terminal is not this process's to give.
            while handsOver && tcgetpgrp(terminal) != getpgrp() {
                stopOwnJob(by: SIGTTOU)
                usleep(50_000)
            }
        }
        giveTerminal()
        kill(-group, SIGCONT)
    }

    /// Takes the terminal back, then ends what is left of the group: what the child started and left running.
    func end() {
        takeTerminalBack()
        LibC.endProcessGroup(group, graceMilliseconds: Self.graceMilliseconds)
    }

    /// How long what the child left running has after SIGTERM before SIGKILL, in milliseconds.
    static let graceMilliseconds = 100

    private func giveTerminal() {
        guard handsOver else { return }
        LibC.withSignalsBlocked([SIGTTOU]) { _ = tcsetpgrp(terminal, group) }
    }

    private func takeTerminalBack() {
        guard handsOver else { return }
        // From the background, tcsetpgrp would stop this process with SIGTTOU.
        LibC.withSignalsBlocked([SIGTTOU]) { _ = tcsetpgrp(terminal, getpgrp()) }
    }

    /// Stops this process's group by `signal`'s default action, as the terminal stops a foreground job; nothing
    /// happens where the signal is ignored (a shell without job control) or the group is orphaned.
    private func stopOwnJob(by signal: Int32) {
        var previous = sigaction()
        sigaction(signal, nil, &previous)
        guard !LibC.isIgnored(previous) else { return }
        var stop = LibC.defaultAction
        sigaction(signal, &stop, nil)
        kill(0, signal)
        sigaction(signal, &previous, nil)
    }
}
