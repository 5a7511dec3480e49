import Core
import Foundation

/// The open client sockets. Removing and closing happen under one lock with
/// `shutDownAll`, so shutting down at stop can never hit a descriptor number
/// the system has already handed to something else.
final class ConnectionList: Sendable {
    private let open = Locked(Set<Int32>())
    private let group = DispatchGroup()
    private let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    /// Registers a new connection; false when `limit` connections are open.
    func add(_ descriptor: Int32) -> Bool {
        open.withLock { open in
            guard open.count < limit else { return false }
            open.insert(descriptor)
            group.enter()
            return true
        }
    }

    /// Closes a finished connection.
    func remove(_ descriptor: Int32) {
        open.withLock { open in
            open.remove(descriptor)
            close(descriptor)
        }
        group.leave()
    }

    /// Wakes every connection thread blocked on its socket; each then ends.
    func shutDownAll() {
        open.withLock { open in
            for descriptor in open { _ = shutdown(descriptor, Int32(SHUT_RDWR)) }
        }
    }

    /// Waits for every connection to finish; false when `timeout` passed first.
    func waitUntilEmpty(timeout: Duration) -> Bool {
        group.wait(timeout: .now() + timeout.dispatchInterval) == .success
    }
}
