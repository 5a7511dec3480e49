#if canImport(Darwin)
import Darwin

extension ExecutablePath {
    /// dyld's record of the executable, with symbolic links and `..` resolved.
    static func lookUp() -> String? {
        var size: UInt32 = 0
        _ = _NSGetExecutablePath(nil, &size)
        var buffer = [CChar](repeating: 0, count: Int(size) + 1)
        guard _NSGetExecutablePath(&buffer, &size) == 0, let resolved = realpath(buffer, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
#endif
