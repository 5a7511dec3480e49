import Core
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An advisory lock beside the output folder, so two builds into the same
/// output take turns instead of interleaving their swaps. The kernel drops
/// the lock when the process dies, so a killed build never leaves it stuck.
/// A build releases it when it is done: when the last reference goes may be
/// later, on a thread the build has finished with.
public final class BuildLock: Sendable {
    private let descriptor: Int32
    private let isHeld = Locked(true)

    /// Takes the lock for `outputPath`; calls `waiting` once if another build holds it, then blocks.
    public init(outputPath: String, waiting: () -> Void) throws(Diagnostic) {
        let lockPath = OutputPaths.sibling(of: outputPath, kind: "lock")
        // `--output build/site` may name a folder whose parents do not exist yet.
        try? FileManager.default.createDirectory(atPath: (lockPath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        descriptor = open(lockPath, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw Diagnostic(.error, "cannot create the build lock \(lockPath): \(String(cString: strerror(errno)))")
        }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            waiting()
            guard flock(descriptor, LOCK_EX) == 0 else {
                close(descriptor)
                throw Diagnostic(.error, "cannot lock \(lockPath): \(String(cString: strerror(errno)))")
            }
        }
    }

    /// Lets the next build in; once, however often it is called.
    public func release() {
        isHeld.withLock { isHeld in
            guard isHeld else { return }
            flock(descriptor, LOCK_UN)
            isHeld = false
        }
    }

    deinit {
        release()
        close(descriptor)
    }
}
