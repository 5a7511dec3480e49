import Foundation

/// Events that other threads post and a test waits for, in the order they were posted: the test goes on
/// when the event it waits for has happened, never after a guessed time.
public final class EventQueue<Event>: @unchecked Sendable {
    // Every access to `events` holds the condition's lock.
    private let condition = NSCondition()
    private var events: [Event] = []

    /// An empty queue.
    public init() {}

    /// Adds an event and wakes a waiting test.
    public func post(_ event: Event) {
        condition.lock()
        events.append(event)
        condition.broadcast()
        condition.unlock()
    }

    /// Takes the oldest event, waiting for one when none is there; nil when none came within the safety timeout.
    public func next() -> Event? {
        next { _ in true }
    }

    /// Takes events, oldest first, until one satisfies `wanted`, and returns that one; waits for more while
    /// none has; nil when none did within the safety timeout.
    public func next(where wanted: (Event) -> Bool) -> Event? {
        let deadline = Date(timeIntervalSinceNow: TimeInterval(Duration.safetyTimeout.components.seconds))
        condition.lock()
        defer { condition.unlock() }
        while true {
            while !events.isEmpty {
                let event = events.removeFirst()
                if wanted(event) { return event }
            }
            guard condition.wait(until: deadline) || !events.isEmpty else { return nil }
        }
    }

    /// The events posted and not taken yet, without waiting.
    public var pending: [Event] {
        condition.lock()
        defer { condition.unlock() }
        return events
    }
}
