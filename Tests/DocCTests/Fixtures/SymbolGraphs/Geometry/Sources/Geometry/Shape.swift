/// A closed figure in the plane, with an area and a perimeter.
///
/// A shape describes its boundary as an ``outline`` of points; the default ``area()`` and ``perimeter``
/// work from that outline, so a conforming type need only list its points. ``Circle`` supplies exact
/// figures of its own instead.
///
/// - Note: Shapes are values; scaling one with ``Scalable/scaled(by:)`` returns a new shape.
public protocol Shape: Scalable {
    /// The sequence of points that traces the shape's boundary.
    associatedtype Outline: Sequence<Point>

    /// The points of the boundary, in order; the last one joins the first.
    var outline: Outline { get }

    /// Returns the area the shape encloses.
    ///
    /// - Returns: The area in square units, never negative.
    func area() -> Double

    /// The length of the shape's boundary.
    var perimeter: Double { get }

    /// Returns whether a point lies inside the shape or on its boundary.
    ///
    /// - Parameter point: The point to test.
    /// - Returns: `true` when the point is inside or on the boundary.
    func contains(_ point: Point) -> Bool

    /// The name of this kind of shape, such as "circle".
    static var name: String { get }
}

extension Shape {
    /// Returns the area enclosed by the outline, by the shoelace formula.
    ///
    /// - Returns: The area in square units, never negative.
    /// - Note: The result is exact for polygons and an approximation for curved shapes.
    public func area() -> Double {
        let points = Array(outline)
        guard let last = points.last else { return 0 }
        var previous = last
        var twiceArea = 0.0
        for point in points {
            twiceArea += previous.x * point.y - point.x * previous.y
            previous = point
        }
        return abs(twiceArea) / 2
    }

    /// The sum of the lengths of the outline's sides.
    public var perimeter: Double {
        let points = Array(outline)
        guard let last = points.last else { return 0 }
        var previous = last
        var total = 0.0
        for point in points {
            total += previous.distance(to: point)
            previous = point
        }
        return total
    }

    /// Returns whether this shape encloses more area than another.
    ///
    /// - Parameter other: The shape to compare with; it need not be of the same type.
    /// - Returns: `true` when ``area()`` of this shape is greater than that of `other`.
    public func isLarger(than other: some Shape) -> Bool {
        area() > other.area()
    }
}
