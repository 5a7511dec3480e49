#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What `stat` says about a file: enough to tell a changed file from an
/// unchanged one without reading it.
public struct FileStatus: Sendable, Hashable {
    /// The kind of file.
    public enum Kind: Sendable, Hashable {
        case regular, directory, symbolicLink, other
    }

    public var kind: Kind
    public var size: Int
    public var inode: UInt64
    /// Modification time: whole seconds since 1970 and the nanoseconds past them (where the file system keeps them).
    public var modifiedSeconds: Int
    public var modifiedNanoseconds: Int

    /// Creates a status.
    public init(kind: Kind, size: Int, inode: UInt64, modifiedSeconds: Int, modifiedNanoseconds: Int) {
        self.kind = kind
        self.size = size
        self.inode = inode
        self.modifiedSeconds = modifiedSeconds
        self.modifiedNanoseconds = modifiedNanoseconds
    }

    /// The status `stat`, `lstat`, `fstat` or `fstatat` filled in.
    public init(_ info: stat) {
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = .regular
        case S_IFDIR: kind = .directory
        case S_IFLNK: kind = .symbolicLink
        default: kind = .other
        }
        size = Int(info.st_size)
        inode = UInt64(info.st_ino)
        (modifiedSeconds, modifiedNanoseconds) = info.modificationTime
    }

    /// The status of the file at `path`, following a final symbolic link unless `followingLinks` is false;
    /// nil when there is nothing there.
    public static func of(_ path: String, followingLinks: Bool = true) -> FileStatus? {
        var info = stat()
        let result = followingLinks ? stat(path, &info) : lstat(path, &info)
        return result == 0 ? FileStatus(info) : nil
    }

    /// The status of an open file.
    public static func of(descriptor: Int32) -> FileStatus? {
        var info = stat()
        return fstat(descriptor, &info) == 0 ? FileStatus(info) : nil
    }
}
