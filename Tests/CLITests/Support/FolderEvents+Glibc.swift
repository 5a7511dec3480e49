#if canImport(Glibc)
import Glibc

/// inotify: the kernel queues an event for each entry created, removed or renamed in a watched folder.
final class FolderEvents {
    private let descriptor: Int32
    private var watched: Set<String> = []

    init() {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        precondition(descriptor >= 0, "inotify_init1 failed: errno \(errno)")
    }

    deinit {
        close(descriptor)
    }

    /// Reports changes of the entries of `folder` from now on.
    func watch(_ folder: String) {
        let mask = UInt32(IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_DELETE_SELF)
        guard !watched.contains(folder), inotify_add_watch(descriptor, folder, mask) >= 0 else { return }
        watched.insert(folder)
    }

    /// Waits for a change in a watched folder; false when `deadline` came first. The events are consumed.
    func waitForChange(until deadline: ContinuousClock.Instant) -> Bool {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let (seconds, attoseconds) = (deadline - .now).components
        let milliseconds = Int32(clamping: max(0, seconds * 1000 + attoseconds / 1_000_000_000_000_000))
        guard poll(&request, 1, milliseconds) > 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while read(descriptor, &buffer, buffer.count) > 0 {}
        return true
    }
}
#endif
