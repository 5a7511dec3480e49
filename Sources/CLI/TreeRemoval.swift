/// How `build` and `serve` delete the previous output once the new one is in place.
enum TreeRemoval: Sendable {
    /// In this process, before the command returns: for a host that is not the `sitegen` binary
    /// (tests drive the CLI in-process, where starting the host executable again would be wrong).
    case inThisProcess
    /// In a background `sitegen __remove-trees PATH…` started from this executable, so the user
    /// does not wait for a large folder to be deleted.
    case inBackground(executable: String)

    /// In the background when the system says where this executable is; in this process when it
    /// cannot, which only makes the user wait for the deletion.
    static var fromThisExecutable: TreeRemoval {
        ExecutablePath.current.map { .inBackground(executable: $0) } ?? .inThisProcess
    }
}
