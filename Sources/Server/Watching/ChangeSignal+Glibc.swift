#if canImport(Glibc)
import Glibc

/// Linux's inotify, used only to wake the watcher: when the kernel reports
/// anything in a watched folder, the watcher scans and compares as it always
/// does. Between changes it sleeps instead of scanning every few milliseconds,
/// which a site of thousands of files would otherwise pay for all the time.
/// Owned and used by the watcher's thread alone.
final class ChangeSignal {
    private let descriptor: Int32
    private var watched: Set<String> = []
    private static let mask = UInt32(
        IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF)

    /// nil where inotify cannot be used (then the watcher polls).
    init?() {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
    }

    deinit {
        close(descriptor)
    }

    /// Asks to be woken by changes of the entries of `folder` (each folder once).
    func watch(_ folder: String) {
        guard watched.insert(folder).inserted else { return }
        if inotify_add_watch(descriptor, folder, Self.mask) < 0 {
            watched.remove(folder)
        }
    }

    /// Waits up to `milliseconds` for the kernel to report a change.
    /// - Returns: whether one was reported (the events are consumed).
    func wait(milliseconds: Int32) -> Bool {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&request, 1, milliseconds) > 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while read(descriptor, &buffer, buffer.count) > 0 {}
        return true
    }
}
#endif
