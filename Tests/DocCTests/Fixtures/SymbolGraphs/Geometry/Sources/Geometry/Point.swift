/// A location in the plane.
///
/// Points are values: two points with the same coordinates are equal, and a point can key a dictionary.
/// Move a point by adding a ``Vector`` to it, and measure how far apart two points are with ``distance(to:)``
/// or the global ``/Geometry/distance(_:_:)``. Make a point from a vector with ``init(_:)-(Vector)``, or from
/// an angle with ``init(_:)-1u15h``.
///
/// ```swift
/// let corner = Point(x: 3, y: 4)
/// corner.distance(to: .origin)  // 5.0
/// ```
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: Double

    /// The vertical coordinate.
    public var y: Double

    /// Creates a point from its two coordinates.
    ///
    /// - Parameters:
    ///   - x: The horizontal coordinate.
    ///   - y: The vertical coordinate.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// Creates the point a vector reaches from the origin.
    ///
    /// - Parameter vector: The displacement from ``origin``.
    public init(_ vector: Vector) {
        self.init(x: vector.dx, y: vector.dy)
    }

    /// Creates the point at an angle on the unit circle.
    ///
    /// - Parameter angle: The angle from the positive x-axis, counterclockwise.
    @available(macOS 13, iOS 16, *)
    public init(_ angle: Angle) {
        self.init(x: angle.radians.cosine, y: angle.radians.sine)
    }

    /// The point where both coordinates are zero.
    public static let origin = Point(x: 0, y: 0)

    /// The point written as `(x, y)`.
    public var description: String {
        "(\(x), \(y))"
    }

    /// Returns the distance between this point and another.
    ///
    /// - Parameter other: The point to measure to.
    /// - Returns: The length of the straight segment between the two points, never negative.
    public func distance(to other: Point) -> Double {
        (self - other).length()
    }

    /// Moves a point by a vector.
    public static func + (point: Point, vector: Vector) -> Point {
        Point(x: point.x + vector.dx, y: point.y + vector.dy)
    }

    /// Returns the vector that leads from the second point to the first.
    public static func - (lhs: Point, rhs: Point) -> Vector {
        Vector(dx: lhs.x - rhs.x, dy: lhs.y - rhs.y)
    }
}
