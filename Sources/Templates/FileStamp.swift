/// What tells a changed file from an unchanged one without reading it: its modification
/// time (to the nanosecond where the file system keeps it) and size.
struct FileStamp: Hashable, Sendable {
    var seconds: Int
    var nanoseconds: Int
    var size: Int
}
