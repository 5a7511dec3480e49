#if canImport(Darwin)
import Darwin

/// kqueue: a watched folder's descriptor reports a write whenever an entry is created, removed or renamed in it.
final class FolderEvents {
    private let queue: Int32
    private var watched: [String: Int32] = [:]

    init() {
        queue = kqueue()
        precondition(queue >= 0, "kqueue failed: errno \(errno)")
    }

    deinit {
        for descriptor in watched.values { close(descriptor) }
        close(queue)
    }

    /// Reports changes of the entries of `folder` from now on.
    func watch(_ folder: String) {
        guard watched[folder] == nil else { return }
        let descriptor = open(folder, O_EVTONLY)
        guard descriptor >= 0 else { return }
        var change = kevent(
            ident: UInt(descriptor), filter: Int16(EVFILT_VNODE), flags: UInt16(EV_ADD | EV_CLEAR),
            fflags: UInt32(NOTE_WRITE | NOTE_DELETE | NOTE_RENAME), data: 0, udata: nil)
        guard kevent(queue, &change, 1, nil, 0, nil) == 0 else {
            close(descriptor)
            return
        }
        watched[folder] = descriptor
    }

    /// Waits for a change in a watched folder; false when `deadline` came first.
    func waitForChange(until deadline: ContinuousClock.Instant) -> Bool {
        let (seconds, attoseconds) = max(.zero, deadline - .now).components
        var timeout = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
        var event = kevent()
        return kevent(queue, nil, 0, &event, 1, &timeout) > 0
    }
}
#endif
