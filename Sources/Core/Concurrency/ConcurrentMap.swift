import Dispatch
import Foundation

extension Array where Element: Sendable {
    /// `map` across all cores, results in the original order. Work is handed out in small
    /// batches from a shared counter, so one slow element does not idle the other cores.
    /// - Parameter concurrency: the most elements transformed at once; nil means one per active
    ///   core, and 1 maps on the calling thread alone (to check that a parallel run gives the same).
    public func concurrentMap<Result: Sendable>(concurrency: Int? = nil, _ transform: @escaping @Sendable (Element) -> Result) -> [Result] {
        let width = concurrency ?? ProcessInfo.processInfo.activeProcessorCount
        guard count > 1, width > 1 else { return map(transform) }
        // Each result goes straight to its place in the array returned: an array of optionals filled,
        // then unwrapped into a second, held twice the results at once, over a whole site's files.
        return [Result](unsafeUninitializedCapacity: count) { buffer, initialized in
            run(width: width, transform, into: Locked(buffer.baseAddress!))
            initialized = count
        }
    }

    /// Transforms every element on `width` threads, the calling thread one of them, initializing the
    /// result of element `i` at `results + i`.
    private func run<Result: Sendable>(
        width: Int, _ transform: @escaping @Sendable (Element) -> Result, into results: Locked<UnsafeMutablePointer<Result>>
    ) {
        let next = Locked(0)
        let batch = Swift.max(1, Swift.min(64, count / (width * 8)))
        let workers = Swift.min(width, (count + batch - 1) / batch)
        let elements = self
        let work: @Sendable () -> Void = {
            while true {
                let start = next.withLock { value -> Int in
                    defer { value += batch }
                    return value
                }
                guard start < elements.count else { return }
                let end = Swift.min(start + batch, elements.count)
                var produced: [Result] = []
                produced.reserveCapacity(end - start)
                for index in start..<end {
                    produced.append(transform(elements[index]))
                }
                results.withLock { base in
                    for (offset, value) in produced.enumerated() {
                        (base + start + offset).initialize(to: value)
                    }
                }
            }
        }
        // Threads of its own, the calling thread one of them, rather than concurrentPerform: that
        // runs its iterations one after another on a one-core machine, so `concurrency: 4` there
        // would quietly be a plain map, and a check that a parallel build matches a sequential one
        // would compare two sequential builds.
        let finished = DispatchGroup()
        for _ in 1..<workers {
            finished.enter()
            let thread = Thread {
                work()
                finished.leave()
            }
            // As deep as the main thread's, for deeply nested documents.
            thread.stackSize = 8 << 20
            thread.start()
        }
        work()
        finished.wait()
    }
}
