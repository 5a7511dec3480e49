extension QRCode {
    /// The code as an SVG image, `scale` pixels a module, with the light margin of four modules the standard asks
    /// for and a light background of its own, so that it reads on a dark page too.
    func svg(scale: Int) -> String {
        let margin = 4
        let side = size + margin * 2
        var path = ""
        for y in 0..<size {
            var x = 0
            while x < size {
                guard isDark(x: x, y: y) else {
                    x += 1
                    continue
                }
                let start = x
                while x < size, isDark(x: x, y: y) { x += 1 }
                path += "M\(start + margin) \(y + margin)h\(x - start)v1h-\(x - start)z"
            }
        }
        let pixels = side * scale
        return """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(side) \(side)" width="\(pixels)" height="\(pixels)" shape-rendering="crispEdges">\
            <rect width="\(side)" height="\(side)" fill="#fff"/><path fill="#000" d="\(path)"/></svg>

            """
    }
}
