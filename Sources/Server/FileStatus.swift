import Foundation

/// What `stat` says about a file, in the units the server and the watcher compare.
struct FileStatus: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case regular, directory, symbolicLink, other
    }

    var kind: Kind
    var size: Int
    var inode: UInt64
    /// Modification time since 1970, in whole seconds and the nanoseconds past them.
    var modified: Timestamp

    init(_ status: stat) {
        switch status.st_mode & S_IFMT {
        case S_IFREG: kind = .regular
        case S_IFDIR: kind = .directory
        case S_IFLNK: kind = .symbolicLink
        default: kind = .other
        }
        size = Int(status.st_size)
        inode = UInt64(status.st_ino)
        modified = Timestamp(seconds: status.modificationTime.seconds, nanoseconds: status.modificationTime.nanoseconds)
    }

    /// The status of the file at `path`, following a final symbolic link unless `followingLinks` is false.
    static func of(_ path: String, followingLinks: Bool = true) -> FileStatus? {
        var status = stat()
        let result = followingLinks ? stat(path, &status) : lstat(path, &status)
        return result == 0 ? FileStatus(status) : nil
    }

    /// The status of an open file.
    static func of(descriptor: Int32) -> FileStatus? {
        var status = stat()
        return fstat(descriptor, &status) == 0 ? FileStatus(status) : nil
    }
}

/// A point in time as `stat` gives it.
struct Timestamp: Sendable, Hashable {
    var seconds: Int
    var nanoseconds: Int
}
