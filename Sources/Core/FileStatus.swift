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
}
