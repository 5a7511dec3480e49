import Core
import Foundation

/// Watches files and folders (for `sitegen serve`: Content/, Templates/ and
/// site.json) by comparing their modification times, which works the same on
/// Linux and macOS and on any file system.
///
/// The watched trees are listed and `stat`ed every `interval` — on Linux only
/// when inotify reports something in a watched folder, and every two seconds
/// in case it missed something (a network file system). When something
/// changed, the watcher scans every `debounce` until the changes settle
/// (`SettlingChanges`), then calls `onChange` once with every changed, added
/// and removed path, sorted. `onChange` runs on the watcher's own thread and
/// the next scan waits for it to return, so rebuilds never overlap and edits
/// made during a rebuild trigger the next.
///
/// Hidden files (`.name`) and editor leftovers (`name~`, `#name#`) are ignored.
public final class FileWatcher: Sendable {
    /// The files and folders watched, as given.
    let paths: [String]
    private let interval: Duration
    private let debounce: Duration
    private let onChange: @Sendable ([String]) -> Void
    private let state = Locked(State())
    private let wake = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)

    private struct State {
        var phase = Phase.idle
        var watcherThread: pthread_t?
    }

    private enum Phase {
        case idle, running, stopped
    }

    /// Creates a watcher; nothing happens until `start()`.
    /// - Parameters:
    ///   - paths: files and folders to watch; folders are watched with everything inside them.
    ///     A path that does not exist yet is watched for its creation.
    ///   - interval: time between two scans.
    ///   - debounce: how long the tree must stay unchanged before `onChange` is called.
    ///   - onChange: receives the changed paths (each a watched path or a path inside one).
    public init(
        paths: [String],
        interval: Duration = .milliseconds(50),
        debounce: Duration = .milliseconds(20),
        onChange: @escaping @Sendable ([String]) -> Void
    ) {
        self.paths = paths
        self.interval = interval
        self.debounce = debounce
        self.onChange = onChange
    }

    /// Takes the first snapshot (before returning, so any later edit is seen) and starts polling.
    public func start() {
        let starts = state.withLock { state in
            guard case .idle = state.phase else { return false }
            state.phase = .running
            return true
        }
        guard starts else { return }
        let snapshot = scan()
        let thread = Thread { [self] in
            state.withLock { $0.watcherThread = pthread_self() }
            poll(from: snapshot)
            finished.signal()
        }
        thread.name = "sitegen watcher"
        thread.start()
    }

    /// Stops polling. Returns after a running `onChange` has returned, unless
    /// called from `onChange` itself; no call of `onChange` starts afterwards.
    public func stop() {
        let (wasRunning, calledFromWatcher) = state.withLock { state in
            let wasRunning = state.phase == .running
            state.phase = .stopped
            let onWatcher = state.watcherThread.map { pthread_equal($0, pthread_self()) != 0 } ?? false
            return (wasRunning, onWatcher)
        }
        guard wasRunning else { return }
        wake.signal()
        if !calledFromWatcher { finished.wait() }
    }

    private var isRunning: Bool {
        state.withLock { $0.phase == .running }
    }

    /// How often the trees are scanned anyway when the kernel wakes the watcher.
    static let notifiedRescanInterval = Duration.seconds(2)

    private func poll(from initial: [String: FileStatus]) {
        var changes = SettlingChanges(initial)
        var pause = interval
        let signal = ChangeSignal()
        watchFolders(with: signal)
        while changes.isSettling ? sleep(debounce) : waitForChange(signal, pause: pause) {
            let started = ContinuousClock.now
            let current = scan()
            if !changes.isSettling {
                watchFolders(with: signal)
                // A large tree takes a while to scan: wait three scans' time between polls, so
                // watching costs at most a quarter of a core however many files there are.
                pause = max(interval, (ContinuousClock.now - started) * 3)
            }
            guard let changed = changes.observe(current) else { continue }
            guard isRunning else { return }
            onChange(changed)
        }
    }

    /// Waits for the kernel to report a change (at most `notifiedRescanInterval`), or `pause` without
    /// a kernel signal; false when the watcher was stopped meanwhile.
    private func waitForChange(_ signal: ChangeSignal?, pause: Duration) -> Bool {
        guard let signal else { return sleep(pause) }
        let deadline = ContinuousClock.now + Self.notifiedRescanInterval
        // Short slices, so that stop() is noticed promptly.
        while isRunning, ContinuousClock.now < deadline {
            if signal.wait(milliseconds: 100) { return sleep(interval) }
        }
        return isRunning
    }

    /// Registers every watched folder, and the folder of every watched file, with the kernel signal.
    private func watchFolders(with signal: ChangeSignal?) {
        guard let signal else { return }
        for path in paths {
            signal.watch((path as NSString).deletingLastPathComponent)
            var folders: [String] = [path]
            while let folder = folders.popLast() {
                guard FileStatus.of(folder)?.kind == .directory else { continue }
                signal.watch(folder)
                for entry in DirectoryListing.entries(in: folder) where entry.status.kind == .directory && !Self.isIgnored(entry.name) {
                    folders.append(folder + "/" + entry.name)
                }
            }
        }
    }

    /// Waits `duration`; false when the watcher was stopped meanwhile.
    private func sleep(_ duration: Duration) -> Bool {
        _ = wake.wait(timeout: .now() + duration.dispatchInterval)
        return isRunning
    }

    /// Every file under the watched paths with its status.
    func scan() -> [String: FileStatus] {
        var files: [String: FileStatus] = [:]
        for path in paths {
            add(path, depth: 0, to: &files)
        }
        return files
    }

    private func add(_ path: String, depth: Int, to files: inout [String: FileStatus]) {
        guard let status = FileStatus.of(path, followingLinks: false) else { return }
        add(path, status, depth: depth, to: &files)
    }

    private func add(_ path: String, _ status: FileStatus, depth: Int, to files: inout [String: FileStatus]) {
        switch status.kind {
        case .directory:
            guard depth < DirectoryListing.maximumDepth else { return }
            for entry in DirectoryListing.entries(in: path) where !Self.isIgnored(entry.name) {
                add(path + "/" + entry.name, entry.status, depth: depth + 1, to: &files)
            }
        case .symbolicLink:
            // A link is watched through its target's status, but never followed into a folder (no cycles).
            files[path] = FileStatus.of(path) ?? status
        case .regular, .other:
            files[path] = status
        }
    }

    static func isIgnored(_ name: String) -> Bool {
        name.hasPrefix(".") || name.hasSuffix("~") || (name.hasPrefix("#") && name.hasSuffix("#"))
    }
}
