/// A list of points, in order.
public typealias Path = [Point]

/// The distance below which two coordinates count as equal.
public let defaultTolerance = 1e-9

/// Returns the distance between two points.
///
/// The same as `a.distance(to: b)`; see ``Point/distance(to:)``.
///
/// - Parameters:
///   - a: One end of the segment.
///   - b: The other end.
/// - Returns: The length of the segment from `a` to `b`.
public func distance(_ a: Point, _ b: Point) -> Double {
    a.distance(to: b)
}
