import Dispatch

extension Duration {
    /// How long a test waits for something that must happen before it calls it a hang. Far longer than
    /// anything takes on a machine whose every core is busy: it only bounds a hang, it never decides a
    /// pass, so a test waits for the event itself and never for a time.
    public static let safetyTimeout = Duration.seconds(120)
}

extension DispatchSemaphore {
    /// Waits for a signal; false when none came within the safety timeout (a hang).
    public func waitWithinSafetyTimeout() -> Bool {
        wait(timeout: .now() + .seconds(Int(Duration.safetyTimeout.components.seconds))) == .success
    }
}
