#if canImport(Darwin)
import Darwin

extension stat {
    /// Darwin names the modification time `st_mtimespec`.
    var modificationTime: (seconds: Int, nanoseconds: Int) {
        (Int(st_mtimespec.tv_sec), Int(st_mtimespec.tv_nsec))
    }
}
#endif
