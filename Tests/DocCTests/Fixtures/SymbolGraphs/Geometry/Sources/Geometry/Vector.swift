/// A displacement in the plane: a direction and a length.
///
/// Add a vector to a ``Point`` to move it, and stretch it with ``*(_:_:)``.
public struct Vector: Equatable, Sendable, Scalable {
    /// The horizontal component.
    public var dx: Double

    /// The vertical component.
    public var dy: Double

    /// Creates a vector from its components.
    ///
    /// - Parameters:
    ///   - dx: The horizontal component.
    ///   - dy: The vertical component.
    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    /// Returns the vector's length in double precision.
    ///
    /// - Returns: The Euclidean norm of the vector.
    public func length() -> Double {
        var estimate = max(abs(dx), abs(dy))
        guard estimate > 0 else { return 0 }
        let square = dx * dx + dy * dy
        for _ in 0..<8 { estimate = (estimate + square / estimate) / 2 }
        return estimate
    }

    /// Returns the vector's length in single precision.
    ///
    /// The overload differs from the other `length()` only by its return type; choose it by the type you assign to.
    ///
    /// - Returns: The Euclidean norm of the vector, rounded to a `Float`.
    public func length() -> Float {
        Float(length() as Double)
    }

    /// Multiplies each component by a factor.
    public func scaled(by factor: Double) -> Vector {
        self * factor
    }

    /// Multiplies each component of a vector by a factor.
    public static func * (vector: Vector, factor: Double) -> Vector {
        Vector(dx: vector.dx * factor, dy: vector.dy * factor)
    }

    /// Divides each component of a vector by a divisor.
    ///
    /// - Warning: Dividing by zero gives infinite or NaN components; nothing traps.
    public static func / (vector: Vector, divisor: Double) -> Vector {
        Vector(dx: vector.dx / divisor, dy: vector.dy / divisor)
    }
}
