#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `read`, `write`, `pread` and `pwrite` may move fewer bytes than asked, and a signal may interrupt
/// them: every caller that wants a whole buffer moved repeats the call, and this is that loop, once.
public enum PartialTransfers {
    /// Calls `step` with the number of bytes moved so far until `count` are moved, the step moves none
    /// (the end of a file) or it fails; a step interrupted by a signal is repeated.
    /// - Parameter step: moves some of what is left after the first `done` bytes; returns how many
    ///   bytes it moved, 0, or -1 with `errno` set, as the system calls do.
    /// - Returns: the bytes moved, and whether a step failed.
    public static func moveAll(_ count: Int, _ step: (_ done: Int) -> Int) -> (moved: Int, failed: Bool) {
        var done = 0
        while done < count {
            let moved = step(done)
            if moved > 0 {
                done += moved
            } else if moved < 0, errno == EINTR {
                continue
            } else {
                return (done, moved < 0)
            }
        }
        return (done, false)
    }
}
