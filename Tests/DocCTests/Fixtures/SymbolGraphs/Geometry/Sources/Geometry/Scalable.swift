/// A value that can be stretched or shrunk by a factor.
public protocol Scalable {
    /// Returns a copy of the value scaled by a factor.
    ///
    /// - Parameter factor: How much to stretch; values between 0 and 1 shrink.
    /// - Returns: The scaled copy; the original is unchanged.
    func scaled(by factor: Double) -> Self
}
