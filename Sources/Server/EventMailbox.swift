import Core
import Foundation

/// Events waiting for one stream, and the semaphore its thread sleeps on.
final class EventMailbox: Sendable {
    private let pending = Locked((events: [ServerSentEvent](), isClosed: false))
    private let signal = DispatchSemaphore(value: 0)

    func post(_ event: ServerSentEvent) {
        pending.withLock { $0.events.append(event) }
        signal.signal()
    }

    func close() {
        pending.withLock { $0.isClosed = true }
        signal.signal()
    }

    /// The events posted since the last call, waiting up to `timeout` for one:
    /// empty after a quiet `timeout`, nil once closed.
    func next(timeout: Duration) -> [ServerSentEvent]? {
        let deadline = ContinuousClock.now + timeout
        while true {
            let taken = pending.withLock { pending -> [ServerSentEvent]? in
                if pending.isClosed { return nil }
                defer { pending.events.removeAll() }
                return pending.events
            }
            guard let taken else { return nil }
            if !taken.isEmpty { return taken }
            let remaining = deadline - ContinuousClock.now
            guard remaining > .zero, signal.wait(timeout: .now() + remaining.dispatchInterval) == .success else { return [] }
        }
    }
}
