extension Int {
    /// The integer taken as a measure in degrees.
    ///
    /// `90.degrees` is a right angle; see ``Angle/degrees(_:)``.
    public var degrees: Angle {
        Angle.degrees(Double(self))
    }
}

extension String {
    /// Creates the `points` attribute of an SVG polygon.
    ///
    /// - Parameter polygon: The polygon whose vertices to list.
    public init(svgPoints polygon: Polygon) {
        self = polygon.vertices.map { "\($0.x),\($0.y)" }.joined(separator: " ")
    }
}
