/// A symbol link's path as DocC reads it: components split at `/` except inside an operator's name
/// (`Vector//(_:_:)` is `Vector` and `/(_:_:)`), each with the disambiguation it ends with. A path that
/// starts with `/` and a module-like name (`/Geometry/Point`), or with `documentation/`, is absolute; one
/// that starts with `/` and an operator (`/=(_:_:)`) is not. A trailing `#fragment` is not part of the path.
struct SymbolLinkPath {
    var components: [SymbolLinkComponent]
    var isAbsolute: Bool

    init(_ link: String) {
        let path = link.utf8.firstIndex(of: UInt8(ascii: "#")).map { link[..<$0] } ?? link[...]
        var texts = Self.split(path)
        if path.first == "/", let first = texts.first {
            let moduleName = first.dropFirst()
            isAbsolute = moduleName.unicodeScalars.allSatisfy(Self.mayStandInModuleName)
            if moduleName.isEmpty { texts = [] } else if isAbsolute { texts[0] = moduleName }
        } else {
            isAbsolute = texts.first == "documentation" || texts.first == "tutorials"
        }
        components = texts.map(SymbolLinkComponent.init)
        // The URL's folder names no page: `/documentation/Geometry/Point` is `/Geometry/Point`.
        if let first = components.first?.full, first == "documentation" || first == "tutorials" {
            components.removeFirst()
        }
    }

    /// The components, each with any `/` that leads it (the first one's tells an absolute path).
    private static func split(_ path: Substring) -> [Substring] {
        let bytes = path.utf8
        let slash = UInt8(ascii: "/")
        var components: [Substring] = []
        var start = bytes.startIndex
        while start < bytes.endIndex {
            var end = bytes[start...].firstIndex { $0 != slash } ?? bytes.endIndex
            if let operatorName = SwiftOperatorName.prefix(of: path[end...]) { end = operatorName.endIndex }
            end = bytes[end...].firstIndex(of: slash) ?? bytes.endIndex
            if start < end { components.append(path[start..<end]) }
            start = end == bytes.endIndex ? end : bytes.index(after: end)
        }
        return components
    }

    /// The characters of a C99 extended identifier, which Swift and Clang module names are made of, and the
    /// `-` that starts a disambiguation.
    private static func mayStandInModuleName(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "-": true
        default: scalar.value >= 0xAA && (scalar.properties.isAlphabetic || scalar.properties.numericType == .decimal)
        }
    }
}
