/// Where the running `sitegen` executable is, so that it can start itself again in the background
/// (`TreeRemoval`). Asked of the system (`ExecutablePath+Linux`, `ExecutablePath+Darwin`) rather than
/// of Foundation's `Bundle.main`, which traps when the folders around the executable cannot be read —
/// as when another user runs a binary that sits in a private folder.
enum ExecutablePath {
    /// The absolute path of the running executable, or nil when the system cannot say.
    static var current: String? {
        lookUp()
    }
}
