#if canImport(Darwin)
import Darwin

extension FileStatus {
    /// The status of the file at `path`, following a final symbolic link unless `followingLinks` is false;
    /// nil when there is nothing there.
    public static func of(_ path: String, followingLinks: Bool = true) -> FileStatus? {
        var info = stat()
        let result = followingLinks ? stat(path, &info) : lstat(path, &info)
        guard result == 0 else { return nil }
        let kind: Kind
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = .regular
        case S_IFDIR: kind = .directory
        case S_IFLNK: kind = .symbolicLink
        default: kind = .other
        }
        return FileStatus(
            kind: kind, size: Int(info.st_size), inode: UInt64(info.st_ino),
            modifiedSeconds: Int(info.st_mtimespec.tv_sec), modifiedNanoseconds: Int(info.st_mtimespec.tv_nsec))
    }
}
#endif
