import Dispatch
import Foundation

extension Array where Element: Sendable {
    /// `map` across all cores, results in the original order. Work is handed out in small
    /// batches from a shared counter, so one slow element does not idle the other cores.
    /// - Parameter concurrency: the most elements transformed at once; nil means one per active
    ///   core, and 1 maps on the calling thread alone (to check that a parallel run gives the same).
    public func concurrentMap<Result: Sendable>(concurrency: Int? = nil, _ transform: @Sendable (Element) -> Result) -> [Result] {
        let width = concurrency ?? ProcessInfo.processInfo.activeProcessorCount
        guard count > 1, width > 1 else { return map(transform) }
        let results = Locked([Result?](repeating: nil, count: count))
        let next = Locked(0)
        let batch = Swift.max(1, Swift.min(64, count / (width * 8)))
        let workers = Swift.min(width, (count + batch - 1) / batch)
        let elements = self
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
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
                results.withLock { storage in
                    for (offset, value) in produced.enumerated() {
                        storage[start + offset] = value
                    }
                }
            }
        }
        return results.withLock { $0.map { $0! } }
    }
}
