#if canImport(Musl)
import Musl

extension stat {
    /// Musl names the modification time `st_mtim`.
    var modificationTime: (seconds: Int, nanoseconds: Int) {
        (Int(st_mtim.tv_sec), Int(st_mtim.tv_nsec))
    }
}
#endif
