import Foundation

extension PreviewServer {
    /// Serves until SIGINT (Ctrl-C) or SIGTERM arrives, or `stop()` is called
    /// elsewhere, then stops cleanly. Blocks the calling thread meanwhile; while
    /// it runs, those two signals no longer end the process (their previous
    /// handling is restored when it returns).
    public func runUntilInterrupted() {
        runUntilInterrupted(by: [SIGINT, SIGTERM])
    }

    func runUntilInterrupted(by signals: [Int32], whenListening: () -> Void = {}) {
        guard !isStopping else { return }
        let pipe = InterruptPipe.shared
        let previous = signals.map { number in
            (number, signal(number) { received in InterruptPipe.shared.note(received) })
        }
        // A process starts with the signal mask of the thread that started it, and tools start
        // servers from worker threads that block these signals: unblock them on this thread.
        var wanted = sigset_t()
        var previousMask = sigset_t()
        sigemptyset(&wanted)
        for number in signals { sigaddset(&wanted, number) }
        pthread_sigmask(SIG_UNBLOCK, &wanted, &previousMask)
        whenListening()
        while !isStopping, !pipe.wait(for: .milliseconds(250)) {}
        stop()
        pthread_sigmask(SIG_SETMASK, &previousMask, nil)
        for (number, handler) in previous {
            signal(number, handler)
        }
    }
}

/// Where signal handlers leave a byte for `runUntilInterrupted`.
///
/// A handler may run on any thread and may only make async-signal-safe calls,
/// so it writes to a pipe created before any handler is installed; the one
/// global it reads is this immutable value. Plain `signal` and a pipe behave
/// the same on every platform, where Dispatch signal sources on Linux rely on
/// forwarding signals between threads to a `signalfd`.
struct InterruptPipe: Sendable {
    let read: Int32
    let write: Int32

    static let shared: InterruptPipe = {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { fatalError("cannot create the signal pipe: \(String(cString: strerror(errno)))") }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        return InterruptPipe(read: ends[0], write: ends[1])
    }()

    /// Called from a signal handler: only `write`, which never blocks here.
    func note(_ signal: Int32) {
        var byte = UInt8(truncatingIfNeeded: signal)
        _ = Foundation.write(write, &byte, 1)
    }

    /// Whether a signal arrived within `timeout`; drains the pipe when one did.
    func wait(for timeout: Duration) -> Bool {
        var descriptor = pollfd(fd: read, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, timeout.milliseconds) > 0 else { return false }
        var scratch = [UInt8](repeating: 0, count: 64)
        while Foundation.read(read, &scratch, scratch.count) > 0 {}
        return true
    }
}
