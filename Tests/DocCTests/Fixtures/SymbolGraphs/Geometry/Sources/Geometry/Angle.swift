/// An angle, stored in radians.
///
/// Make one from degrees with ``degrees(_:)`` or, for whole degrees, with the property
/// ``Swift/Int/degrees`` that this module adds to `Int`.
public struct Angle: Comparable, Hashable, Sendable {
    /// The angle's measure in radians.
    public var radians: Double

    /// Creates an angle from a measure in radians.
    public init(radians: Double) {
        self.radians = radians
    }

    /// Returns whether the first angle is smaller than the second.
    ///
    /// Angles compare by their measure, without reducing it to one turn: 360 degrees is larger than 0 degrees.
    public static func < (lhs: Angle, rhs: Angle) -> Bool {
        lhs.radians < rhs.radians
    }

    /// Returns an angle measured in degrees.
    ///
    /// - Parameter degrees: The measure in degrees; 360 is a full turn.
    /// - Returns: The same angle, stored in radians.
    public static func degrees(_ degrees: Double) -> Angle {
        Angle(radians: degrees * .pi / 180)
    }
}
