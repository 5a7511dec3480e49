import TestSupport

/// Changes in folders as the kernel reports them (`FolderEvents+Glibc`, `FolderEvents+Darwin`): a test
/// waits for what another process does to files — a folder appearing, filling, emptying — as it
/// happens, rather than polling for it.
extension FolderEvents {
    /// Waits until `condition` holds, checking it at once and after each change in a watched folder.
    /// The condition may watch more folders (one that has just appeared) before it looks inside them.
    /// - Returns: false when it still did not hold after the safety timeout.
    func wait(until condition: () -> Bool) -> Bool {
        let deadline = ContinuousClock.now + .safetyTimeout
        while !condition() {
            guard waitForChange(until: deadline) else { return condition() }
        }
        return true
    }
}
