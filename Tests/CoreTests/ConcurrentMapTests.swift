import Testing
@testable import Core

@Suite struct ConcurrentMapTests {
    @Test func keepsTheOrderOfTheInput() {
        let input = Array(0..<10_000)
        #expect(input.concurrentMap { $0 * 2 } == input.map { $0 * 2 })
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
}
