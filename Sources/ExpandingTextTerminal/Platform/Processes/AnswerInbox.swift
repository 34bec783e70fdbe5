import ExpandingTextCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the answers of tasks wait for the run loop (a completion's search, a span refiner): the tasks deliver them,
/// the loop takes them between reads. Each delivery wakes the loop's wait on the terminal; after ``close()``
/// deliveries are dropped.
final class AnswerInbox<Answer: Sendable>: @unchecked Sendable {
    // Guarded by `mutex`: the queue and whether the session is still open.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var answers: [Answer] = []
    private var isOpen = true
    private let wakeUp: (@Sendable () -> Void)?

    /// - Parameter wakeUp: Wakes the run loop's wait; nil when the terminal has no way to (the loop then polls).
    init(wakeUp: (@Sendable () -> Void)?) {
        self.wakeUp = wakeUp
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Queues an answer and wakes the loop, unless the session ended.
    func deliver(_ answer: Answer) {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        guard isOpen else { return }
        answers.append(answer)
        wakeUp?()
    }

    /// The answers queued so far, oldest first.
    func take() -> [Answer] {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        let taken = answers
        answers = []
        return taken
    }

    /// Drops what is queued and every later delivery: the session is ending.
    func close() {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        isOpen = false
        answers = []
    }
}
