import Dispatch
import Foundation

/// Work that runs on a thread of its own while the caller goes on, for a result needed only
/// later: a build makes its search index while the other core would idle through the serial end
/// of rendering (generated pages, feeds, the sitemap).
public final class BackgroundWork<Result: Sendable>: Sendable {
    private let result = Locked<Result?>(nil)
    private let finished = DispatchSemaphore(value: 0)

    /// Starts `work` on a new thread; with `inline`, does it on the calling thread before returning
    /// (a build with a concurrency of 1 runs on one thread throughout).
    public init(inline: Bool = false, _ work: @escaping @Sendable () -> Result) {
        let result = self.result, finished = self.finished
        let run: @Sendable () -> Void = {
            let value = work()
            result.withLock { $0 = value }
            finished.signal()
        }
        guard !inline else {
            run()
            return
        }
        let thread = Thread(block: run)
        // As deep as the main thread's, as `concurrentMap`'s threads are.
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// The work's result, once it has finished.
    public func wait() -> Result {
        finished.wait()
        // Signalled again for the next call, which then does not wait.
        finished.signal()
        return result.withLock { $0! }
    }
}
