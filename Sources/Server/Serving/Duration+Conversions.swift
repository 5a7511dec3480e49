import Foundation

extension Duration {
    /// The duration as a Dispatch interval, in nanoseconds.
    var dispatchInterval: DispatchTimeInterval {
        let (seconds, attoseconds) = components
        return .nanoseconds(Int(min(seconds, Int64(Int32.max))) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
    }

    /// The duration in whole milliseconds, rounded up, for `poll`.
    var milliseconds: Int32 {
        let (seconds, attoseconds) = components
        let total = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(clamping: max(0, total))
    }
}
