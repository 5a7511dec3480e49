#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Entries of a folder with their status, read with `readdir` and `fstatat`:
/// the build lists every folder of Content/ and the watcher lists them many
/// times a second, and `stat`ing each name relative to the open folder spares
/// the kernel a walk of the whole path per file.
public enum DirectoryListing {
    /// How deep folder walks go, so a pathological tree cannot run away.
    public static let maximumDepth = 64

    /// The entries of `path` other than `.` and `..`, each with its status (links not followed);
    /// empty when the folder cannot be read.
    public static func entries(in path: String) -> [(name: String, status: FileStatus)] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        let descriptor = dirfd(directory)
        var entries: [(name: String, status: FileStatus)] = []
        var status = stat()
        while let entry = readdir(directory) {
            let isDotOrDotDot = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                raw[0] == UInt8(ascii: ".") && (raw[1] == 0 || (raw[1] == UInt8(ascii: ".") && raw[2] == 0))
            }
            if isDotOrDotDot { continue }
            let found = withUnsafePointer(to: entry.pointee.d_name) { name in
                name.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) { name in
                    fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 ? String(cString: name) : nil
                }
            }
            if let found { entries.append((found, FileStatus(status))) }
        }
        return entries
    }
}
