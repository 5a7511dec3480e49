#if canImport(Darwin)
/// No kernel change notification is used here: the watcher polls.
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
