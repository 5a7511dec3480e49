import Core

/// When the watcher reports, decided scan by scan: an editor's save is often several writes, so
/// changes are held until a scan finds nothing new since the one before (or until a file written
/// non-stop has been seen changing `maximumRounds` scans in a row), then reported together. A pure
/// value: the watcher says when it scanned and what it found, so tests drive it scan by scan.
struct SettlingChanges {
    /// The tree as last reported (or as first scanned).
    private var reported: [String: FileStatus]
    /// Changes seen since, the latest scan and how many scans followed the first change.
    private var pending: (changed: Set<String>, latest: [String: FileStatus], rounds: Int)?

    /// Longest wait for a quiet scan before changes are reported anyway, in scans after the first change.
    static let maximumRounds = 20

    /// Starts from the tree as `initial` found it.
    init(_ initial: [String: FileStatus]) {
        reported = initial
    }

    /// Whether changes are waiting for a quiet scan: the next scan is then due after the debounce time.
    var isSettling: Bool {
        pending != nil
    }

    /// Takes in a new scan of the tree.
    /// - Returns: every changed, added and removed path since the last report, sorted, once the tree has
    ///   settled; nil while nothing changed or the changes are still settling.
    mutating func observe(_ scan: [String: FileStatus]) -> [String]? {
        guard var (changed, latest, rounds) = pending else {
            let changed = Self.changes(from: reported, to: scan)
            if !changed.isEmpty { pending = (changed, scan, 0) }
            return nil
        }
        let more = Self.changes(from: latest, to: scan)
        changed.formUnion(more)
        (latest, rounds) = (scan, rounds + 1)
        guard more.isEmpty || rounds == Self.maximumRounds else {
            pending = (changed, latest, rounds)
            return nil
        }
        reported = scan
        pending = nil
        return changed.sorted()
    }

    /// The paths whose status differs between two scans, added and removed ones included.
    static func changes(from old: [String: FileStatus], to new: [String: FileStatus]) -> Set<String> {
        var changed = Set(old.keys.filter { new[$0] == nil })
        for (path, status) in new where old[path] != status {
            changed.insert(path)
        }
        return changed
    }
}
