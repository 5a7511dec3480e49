/// How long a connection waits for its next request head, as Go's `IdleTimeout`
/// and `ReadHeaderTimeout` do: a connection with nothing sent since its last
/// response (or since it was opened) is idle and is closed after `idle`; once the
/// first byte of a head arrives, the whole head must arrive within `head` of it,
/// however slowly it trickles. A pure value: the caller says what time it is.
struct RequestDeadline: Sendable {
    /// Why the wait ended.
    enum Expiry: Equatable, Sendable {
        /// Nothing was asked: close quietly, as browsers expect of idle kept-alive connections.
        case idle
        /// A head was started and not finished: answer 408 and close.
        case slowHead
    }

    struct Timeouts: Sendable, Equatable {
        /// From the end of one response (or the connection's start) to the first byte of the next request.
        var idle: Duration
        /// From the first byte of a request head to its end.
        var head: Duration
    }

    private let timeouts: Timeouts
    private let waitingSince: ContinuousClock.Instant
    private var headStarted: ContinuousClock.Instant?

    /// Starts waiting at `now`; `pending` are bytes already received (a pipelined request), which start a head at once.
    init(_ timeouts: Timeouts, waitingSince now: ContinuousClock.Instant, pending: some Collection<UInt8> = [UInt8]()) {
        self.timeouts = timeouts
        waitingSince = now
        received(pending, at: now)
    }

    /// Notes bytes received at `now`. Line breaks alone do not start a head: a
    /// client may send them between requests (RFC 9112 §2.2).
    mutating func received(_ bytes: some Collection<UInt8>, at now: ContinuousClock.Instant) {
        guard headStarted == nil, bytes.contains(where: { $0 != UInt8(ascii: "\r") && $0 != UInt8(ascii: "\n") }) else { return }
        headStarted = now
    }

    /// When the wait ends if the head is not complete by then.
    var deadline: ContinuousClock.Instant {
        if let headStarted { return headStarted + timeouts.head }
        return waitingSince + timeouts.idle
    }

    /// What the connection does when `deadline` has passed.
    var expiry: Expiry {
        headStarted == nil ? .idle : .slowHead
    }
}
