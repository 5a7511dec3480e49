import Core
import Foundation

/// Events waiting for one stream. Posting also writes a byte to a pipe, so the
/// stream's thread waits in one `poll` for an event and for its page to leave,
/// and a page that closed its stream is let go at once, not at the next heartbeat.
final class EventMailbox: Sendable {
    private let pending = Locked((events: [ServerSentEvent](), isClosed: false))
    /// Readable when events were posted or the mailbox closed.
    let wakeDescriptor: Int32
    private let signalDescriptor: Int32

    /// A mailbox with its pipe; nil when the system has no descriptors left.
    init?() {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        wakeDescriptor = ends[0]
        signalDescriptor = ends[1]
    }

    deinit {
        Foundation.close(wakeDescriptor)
        Foundation.close(signalDescriptor)
    }

    func post(_ event: ServerSentEvent) {
        pending.withLock { $0.events.append(event) }
        wake()
    }

    func close() {
        pending.withLock { $0.isClosed = true }
        wake()
    }

    /// The events posted since the last call (possibly none); nil once closed.
    func take() -> [ServerSentEvent]? {
        var scratch = [UInt8](repeating: 0, count: 64)
        while read(wakeDescriptor, &scratch, scratch.count) > 0 {}
        return pending.withLock { pending in
            if pending.isClosed { return nil }
            defer { pending.events.removeAll() }
            return pending.events
        }
    }

    /// A full pipe already wakes the reader, so a failed write loses nothing.
    private func wake() {
        var byte: UInt8 = 1
        _ = write(signalDescriptor, &byte, 1)
    }
}
