#if !canImport(Glibc)
/// No kernel change notification is used here (only Glibc's inotify is wired up): the watcher polls.
final class ChangeSignal {
    init?() {
        return nil
    }

    func watch(_ folder: String) {}

    func wait(milliseconds: Int32) -> Bool {
        false
    }
}
#endif
