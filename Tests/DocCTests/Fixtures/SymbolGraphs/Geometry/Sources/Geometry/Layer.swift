/// A named, drawable element of a picture.
///
/// Subclass a layer to draw something; the base class draws nothing.
open class Layer {
    /// The layer's name, shown in outlines of the picture.
    public let name: String

    /// Creates a layer.
    ///
    /// - Parameter name: The layer's name.
    public init(name: String) {
        self.name = name
    }

    /// Returns the layer as SVG markup.
    ///
    /// - Returns: An SVG element, or an empty string for the base class.
    open func draw() -> String {
        ""
    }

    /// Returns an empty layer named "background".
    public class func background() -> Layer {
        Layer(name: "background")
    }
}

/// A layer that draws one polygon.
///
/// ```swift
/// let triangle = try Polygon([.origin, Point(x: 4, y: 0), Point(x: 0, y: 3)])
/// let layer = ShapeLayer(name: "roof", polygon: triangle)
/// layer.draw()  // <polygon points="0.0,0.0 4.0,0.0 0.0,3.0"/>
/// ```
public final class ShapeLayer: Layer {
    /// The polygon the layer draws.
    public let polygon: Polygon

    /// Creates a layer that draws a polygon.
    ///
    /// - Parameters:
    ///   - name: The layer's name.
    ///   - polygon: The polygon to draw.
    public init(name: String, polygon: Polygon) {
        self.polygon = polygon
        super.init(name: name)
    }

    /// Returns the polygon as an SVG `polygon` element.
    override public func draw() -> String {
        "<polygon points=\"\(String(svgPoints: polygon))\"/>"
    }
}
