import Core
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct PartialTransfersTests {
    @Test func repeatsShortStepsUntilEverythingIsMoved() {
        var asked: [Int] = []
        let result = PartialTransfers.moveAll(10) { done in
            asked.append(done)
            return min(4, 10 - done)
        }
        #expect(result.moved == 10 && !result.failed)
        #expect(asked == [0, 4, 8])
    }

    @Test func repeatsAStepInterruptedByASignal() {
        var calls = 0
        let result = PartialTransfers.moveAll(3) { done in
            calls += 1
            if calls == 1 {
                errno = EINTR
                return -1
            }
            return 3 - done
        }
        #expect(result.moved == 3 && !result.failed)
        #expect(calls == 2)
    }

    @Test func stopsAtTheEndOfAFileWithoutFailing() {
        let result = PartialTransfers.moveAll(10) { done in done == 0 ? 6 : 0 }
        #expect(result.moved == 6 && !result.failed)
    }

    @Test func stopsAtAFailure() {
        let result = PartialTransfers.moveAll(10) { done in
            guard done == 0 else {
                errno = EIO
                return -1
            }
            return 2
        }
        #expect(result.moved == 2 && result.failed)
    }
}
