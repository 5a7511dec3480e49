import Dispatch
import TestSupport
import Testing
@testable import Core

@Suite struct BackgroundWorkTests {
    @Test func givesTheResultOfTheWork() {
        #expect(BackgroundWork { (1...10).reduce(0, +) }.wait() == 55)
    }

    @Test func runsWhileTheCallerGoesOn() {
        // The work waits for a signal the caller sends only once the work has been started: work that
        // held the caller up would wait out the safety timeout instead.
        let callerWentOn = DispatchSemaphore(value: 0)
        let work = BackgroundWork { callerWentOn.waitWithinSafetyTimeout() }
        callerWentOn.signal()
        #expect(work.wait())
    }

    @Test func givesTheSameResultToEveryCall() {
        let work = BackgroundWork { "done" }
        #expect(work.wait() == "done")
        #expect(work.wait() == "done")
    }

    @Test func inlineWorkIsDoneBeforeTheCallerGoesOn() {
        let done = Locked(false)
        let work = BackgroundWork(inline: true) { done.withLock { $0 = true } }
        #expect(done.withLock { $0 })
        work.wait()
    }
}
