import Core
import Foundation

/// The state of the last build and the open event streams. The build side
/// calls `didRebuild()` / `buildFailed(message:)` from any thread; each stream's
/// connection thread waits on its own mailbox, so a slow browser never holds
/// up the build or the other browsers.
final class LiveReloadHub: Sendable {
    private struct State {
        var build = 0
        var failure: String?
        var mailboxes: [Int: EventMailbox] = [:]
        var nextID = 0
        var isClosed = false
    }

    /// Differs between server runs, so pages opened before a restart reload.
    private let instance = String(UInt32.random(in: 0...UInt32.max), radix: 36)
    private let state = Locked(State())
    /// Told the number of open streams whenever one opens or closes (tests wait for it).
    private let subscriberCountChanged: @Sendable (Int) -> Void

    init(subscriberCountChanged: @escaping @Sendable (Int) -> Void = { _ in }) {
        self.subscriberCountChanged = subscriberCountChanged
    }

    /// A stream's place in the hub; `initialEvents` are what it must send first.
    struct Subscription {
        let id: Int
        let mailbox: EventMailbox
        let initialEvents: [ServerSentEvent]
    }

    /// Registers a new stream; nil once the server is stopping (or out of descriptors).
    func subscribe() -> Subscription? {
        state.withLock { state in
            guard !state.isClosed, let mailbox = EventMailbox() else { return nil }
            let id = state.nextID
            state.nextID += 1
            state.mailboxes[id] = mailbox
            subscriberCountChanged(state.mailboxes.count)
            var events = [ServerSentEvent.hello(build: buildID(state.build))]
            if let failure = state.failure { events.append(.buildError(failure)) }
            return Subscription(id: id, mailbox: mailbox, initialEvents: events)
        }
    }

    func unsubscribe(_ id: Int) {
        state.withLock { state in
            state.mailboxes[id] = nil
            subscriberCountChanged(state.mailboxes.count)
        }
    }

    /// The build being served, as `hello` and `reload` name it.
    var currentBuild: String {
        state.withLock { buildID($0.build) }
    }

    /// The number of open streams.
    var subscriberCount: Int {
        state.withLock { $0.mailboxes.count }
    }

    /// A build succeeded: clear any error and reload every page.
    func didRebuild() {
        state.withLock { state in
            state.build += 1
            state.failure = nil
            let event = ServerSentEvent.reload(build: buildID(state.build))
            for mailbox in state.mailboxes.values { mailbox.post(event) }
        }
    }

    /// A build failed: show `message` over every page until the next good build.
    func buildFailed(message: String) {
        state.withLock { state in
            state.failure = message
            for mailbox in state.mailboxes.values { mailbox.post(.buildError(message)) }
        }
    }

    /// Ends every stream; later subscriptions are refused.
    func close() {
        state.withLock { state in
            state.isClosed = true
            for mailbox in state.mailboxes.values { mailbox.close() }
        }
    }

    private func buildID(_ build: Int) -> String {
        "\(instance)-\(build)"
    }
}
