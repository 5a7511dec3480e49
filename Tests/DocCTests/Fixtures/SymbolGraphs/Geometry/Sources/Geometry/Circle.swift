/// A round shape: every point of its boundary is at the same distance from its centre.
///
/// This comment is replaced by the catalog's `Circle.md`, which overrides it.
public struct Circle: Shape, Hashable, Sendable {
    /// The centre of the circle.
    public var center: Point

    /// The distance from the centre to the boundary.
    public var radius: Double

    /// Creates a circle.
    ///
    /// - Parameters:
    ///   - center: The centre of the circle.
    ///   - radius: The distance from the centre to the boundary; must not be negative.
    public init(center: Point = .origin, radius: Double) {
        self.center = center
        self.radius = radius
    }

    /// Sixty-four points evenly spaced on the boundary.
    public var outline: [Point] {
        (0..<64).map { step in
            let angle = Double(step) * .pi / 32
            return Point(x: center.x + radius * angle.cosine, y: center.y + radius * angle.sine)
        }
    }

    /// Returns the exact area, π r².
    public func area() -> Double {
        .pi * radius * radius
    }

    /// The exact length of the boundary, 2 π r.
    public var perimeter: Double {
        2 * .pi * radius
    }

    /// The perimeter under its older name.
    @available(*, deprecated, message: "Use perimeter instead.")
    public var circumference: Double {
        perimeter
    }

    /// Returns whether a point is no farther from the centre than the radius.
    public func contains(_ point: Point) -> Bool {
        center.distance(to: point) <= radius
    }

    /// The name of this kind of shape: "circle".
    public static let name = "circle"

    /// Returns a circle with the same centre and a scaled radius.
    public func scaled(by factor: Double) -> Circle {
        Circle(center: center, radius: radius * factor)
    }
}
