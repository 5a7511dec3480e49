/// A shape bounded by straight sides between its vertices.
///
/// A polygon takes its ``Shape/area()`` and ``Shape/perimeter`` from the protocol's default implementations,
/// ``Shape/area()-s76q`` and ``Shape/perimeter-5t7sz``, which are exact for straight sides. Read a vertex with the polygon's subscript, and what kind of polygon it is
/// with ``kind-swift.property``.
public struct Polygon: Shape, Equatable, Sendable {
    /// A classification of polygons by their number of sides.
    ///
    /// Compare a polygon's ``Polygon/kind-swift.property`` with the constants of this type.
    public struct Kind: Hashable, Sendable {
        /// The number of sides; 0 stands for any number above four.
        public let sides: Int

        /// A polygon with three sides.
        public static let triangle = Kind(sides: 3)

        /// A polygon with four sides.
        public static let quadrilateral = Kind(sides: 4)

        /// A polygon with more than four sides.
        public static let other = Kind(sides: 0)
    }

    /// The corners of the polygon, in order around its boundary.
    public let vertices: [Point]

    /// Creates a polygon from its vertices.
    ///
    /// - Parameter vertices: The corners, in order; the last joins the first.
    /// - Throws: ``GeometryError/tooFewVertices(count:)`` when there are fewer than three vertices.
    public init(_ vertices: [Point]) throws {
        guard vertices.count >= 3 else { throw GeometryError.tooFewVertices(count: vertices.count) }
        self.vertices = vertices
    }

    /// What kind of polygon this is, from its number of sides.
    ///
    /// Not to be confused with the type ``Kind-swift.struct``, whose name differs only in case.
    public var kind: Kind {
        switch vertices.count {
        case 3: .triangle
        case 4: .quadrilateral
        default: .other
        }
    }

    /// Accesses the vertex at a position.
    ///
    /// - Parameter index: A position in ``vertices``.
    /// - Warning: An index outside `vertices.indices` traps.
    public subscript(index: Int) -> Point {
        vertices[index]
    }

    /// The vertices, which are the outline of a polygon.
    public var outline: [Point] {
        vertices
    }

    /// Returns whether a point lies inside the polygon, by ray casting.
    public func contains(_ point: Point) -> Bool {
        var inside = false
        var previous = vertices[vertices.count - 1]
        for vertex in vertices {
            if (vertex.y > point.y) != (previous.y > point.y),
               point.x < (previous.x - vertex.x) * (point.y - vertex.y) / (previous.y - vertex.y) + vertex.x {
                inside.toggle()
            }
            previous = vertex
        }
        return inside
    }

    /// The name of this kind of shape: "polygon".
    public static var name: String {
        "polygon"
    }

    // No doc comment on purpose: docc shows the documentation of the requirement, Scalable.scaled(by:).
    // Scaling keeps the vertex count, so the init's check cannot fail.
    public func scaled(by factor: Double) -> Polygon {
        try! Polygon(vertices.map { Point(Vector(dx: $0.x, dy: $0.y) * factor) })
    }
}

/// An error that building a shape can throw.
public enum GeometryError: Error, Equatable {
    /// A polygon was given fewer than three vertices.
    ///
    /// - Parameter count: The number of vertices it was given.
    case tooFewVertices(count: Int)

    /// The points given all lie on one line.
    case collinear([Point])

    /// The shape would have no area.
    case degenerate
}
