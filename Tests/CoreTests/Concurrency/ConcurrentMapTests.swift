import Dispatch
import TestSupport
import Testing
@testable import Core

@Suite struct ConcurrentMapTests {
    @Test func keepsTheOrderOfTheInput() {
        let input = Array(0..<10_000)
        #expect(input.concurrentMap { $0 * 2 } == input.map { $0 * 2 })
    }

    @Test func transformsElementsAtTheSameTime() {
        // Each element waits until the other has started, which a one-at-a-time map never lets happen
        // (it waits out the safety timeout instead), however many cores the machine has.
        let started = [DispatchSemaphore(value: 0), DispatchSemaphore(value: 0)]
        let met = [0, 1].concurrentMap(concurrency: 2) { index -> Bool in
            started[index].signal()
            return started[1 - index].waitWithinSafetyTimeout()
        }
        #expect(met == [true, true])
    }

    @Test func handlesEmptyAndSingleElementArrays() {
        #expect([Int]().concurrentMap { $0 }.isEmpty)
        #expect([7].concurrentMap { $0 + 1 } == [8])
    }

    @Test func runsEveryElementExactlyOnce() {
        let calls = Locked([Int: Int]())
        _ = Array(0..<5_000).concurrentMap { value in
            calls.withLock { $0[value, default: 0] += 1 }
        }
        #expect(calls.withLock { $0.count == 5_000 && $0.values.allSatisfy { $0 == 1 } })
    }

    @Test func concurrencyOfOneTransformsOneElementAtATimeInOrder() {
        let order = Locked([Int]())
        let result = Array(0..<1_000).concurrentMap(concurrency: 1) { value -> Int in
            order.withLock { $0.append(value) }
            return value + 1
        }
        #expect(result == Array(1...1_000))
        #expect(order.withLock { $0 } == Array(0..<1_000))
    }

    @Test func moreWorkersThanCoresKeepTheOrder() {
        let input = Array(0..<10_000)
        #expect(input.concurrentMap(concurrency: 16) { $0 * 3 } == input.map { $0 * 3 })
    }
}
