import Testing
@testable import Server

/// The keep-alive idle timeout and the header read timeout, on the pure core with the time given by the test.
@Suite struct RequestDeadlineTests {
    let timeouts = RequestDeadline.Timeouts(idle: .seconds(5), head: .seconds(3))
    let start = ContinuousClock.now

    @Test func connectionWithNothingSentIsIdleUntilTheIdleTimeout() {
        let deadline = RequestDeadline(timeouts, waitingSince: start)
        #expect(deadline.deadline == start + .seconds(5))
        #expect(deadline.expiry == .idle)
    }

    @Test func firstByteOfAHeadStartsTheHeaderTimeout() {
        var deadline = RequestDeadline(timeouts, waitingSince: start)
        deadline.received(Array("G".utf8), at: start + .seconds(4))
        #expect(deadline.deadline == start + .seconds(7))
        #expect(deadline.expiry == .slowHead)
    }

    @Test func tricklingBytesDoNotPushTheHeaderDeadlineBack() {
        var deadline = RequestDeadline(timeouts, waitingSince: start)
        deadline.received(Array("GET / HTTP/1.1\r\n".utf8), at: start + .seconds(1))
        deadline.received(Array("X-Slow: 1\r\n".utf8), at: start + .seconds(2))
        deadline.received(Array("X-Slow: 2\r\n".utf8), at: start + .milliseconds(3900))
        #expect(deadline.deadline == start + .seconds(4))
    }

    @Test func lineBreaksBetweenRequestsLeaveTheConnectionIdle() {
        var deadline = RequestDeadline(timeouts, waitingSince: start)
        deadline.received(Array("\r\n\r\n".utf8), at: start + .seconds(1))
        #expect(deadline.deadline == start + .seconds(5))
        #expect(deadline.expiry == .idle)
    }

    @Test func pipelinedBytesAlreadyReceivedStartTheHeadAtOnce() {
        let deadline = RequestDeadline(timeouts, waitingSince: start, pending: Array("GET /b".utf8))
        #expect(deadline.deadline == start + .seconds(3))
        #expect(deadline.expiry == .slowHead)
    }

    @Test func eachResponseStartsANewIdleWait() {
        var first = RequestDeadline(timeouts, waitingSince: start)
        first.received(Array("GET / HTTP/1.1\r\n\r\n".utf8), at: start + .seconds(1))
        let next = RequestDeadline(timeouts, waitingSince: start + .seconds(2))
        #expect(next.deadline == start + .seconds(7))
        #expect(next.expiry == .idle)
    }
}
