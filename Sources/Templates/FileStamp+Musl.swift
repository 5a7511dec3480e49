#if canImport(Musl)
import Musl

extension FileStamp {
    /// The stamp of a regular file, or nil when there is none at `path`.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        self.init(seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec), size: Int(info.st_size))
    }
}
#endif
