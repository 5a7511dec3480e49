/// The URL of every symbol's page, exactly as DocC makes it, so that links people share to DocC-hosted
/// documentation keep working: `/documentation/<module>/<path>`, each name lower-cased and made safe as a
/// file name. Siblings whose names collide (ignoring case) are told apart by their kind when it is unique
/// among them (`kind-swift.property`), else by a hash of their identifier (`run()-7p2fr`); when all but
/// one of them are synthesized or default implementations, that one keeps the plain name. A member's URL
/// extends its parent's, suffix included. The members a type inherits are also listed on a page for each
/// type they come from (`/documentation/geometry/point/equatable-implementations`).
struct SymbolURLs {
    /// By `SymbolNode.identifier`: a symbol's precise identifier, a module's name.
    private(set) var urls: [String: String] = [:]

    private let hierarchy: SymbolHierarchy

    init(_ hierarchy: SymbolHierarchy) {
        self.hierarchy = hierarchy
        for module in hierarchy.modules {
            let path = "/documentation/" + SymbolFileName.of(module.name.lowercased())
            urls[module.identifier] = path
            addChildren(of: module, under: path)
        }
    }

    private mutating func addChildren(of node: SymbolNode, under path: String) {
        for (origin, name) in Self.inheritedOrigins(of: node, hierarchy: hierarchy) {
            urls[Self.implementationsIdentifier(of: node, origin: origin)] = path + "/" + name.lowercased() + "-implementations"
        }
        let groups = Dictionary(grouping: node.children) { SymbolFileName.of($0.name.lowercased()) }
        for (fileName, siblings) in groups.sorted(by: { $0.key < $1.key }) {
            for (child, suffix) in Self.suffixes(for: siblings) {
                let childPath = path + "/" + fileName + suffix
                urls[child.identifier] = childPath
                addChildren(of: child, under: childPath)
            }
        }
    }

    /// The identifier of the page listing what `node` inherits from `origin` (`Swift.Equatable`).
    static func implementationsIdentifier(of node: SymbolNode, origin: String) -> String {
        "implementations:" + node.identifier + ">" + origin
    }

    /// The types `node`'s inherited members come from, qualified (`Swift.Equatable`), with their simple names.
    /// A member is inherited when it has an origin and was declared in an extension (a protocol's default
    /// implementation); one the type declares itself only implements a requirement. The origin is named by
    /// its own path when the graphs hold it, else by its display name less the member's name.
    static func inheritedOrigins(of node: SymbolNode, hierarchy: SymbolHierarchy) -> [String: String] {
        var origins: [String: String] = [:]
        for child in node.children {
            guard let symbol = child.symbol, symbol.swiftExtension != nil, let origin = child.origin,
                  let qualified = qualifiedOrigin(origin, of: symbol, hierarchy: hierarchy) else { continue }
            origins[qualified] = String(qualified.split(separator: ".").last ?? Substring(qualified))
        }
        return origins
    }

    /// The type an inherited member comes from, qualified (`Swift.Equatable`): by its own path when the graphs
    /// hold it, else by the origin's display name less the member's name.
    static func qualifiedOrigin(_ origin: SymbolGraph.SourceOrigin, of symbol: SymbolGraph.Symbol, hierarchy: SymbolHierarchy) -> String? {
        if let originPath = hierarchy.nodes[origin.identifier]?.symbol?.pathComponents, originPath.count > 1 {
            return originPath.dropLast().joined(separator: ".")
        }
        if let name = symbol.pathComponents.last, origin.displayName.count > name.count + 1 {
            return String(origin.displayName.dropLast(name.count + 1))
        }
        return nil
    }

    /// What each of siblings with the same file name adds to it.
    static func suffixes(for siblings: [SymbolNode]) -> [(SymbolNode, String)] {
        guard siblings.count > 1 else { return siblings.map { ($0, "") } }
        let kindCounts = Dictionary(grouping: siblings, by: \.kind).mapValues(\.count)
        var suffixed = siblings.map { sibling in
            (sibling, kindCounts[sibling.kind] == 1 ? "-" + sibling.kind : "-" + DisambiguationHash.of(sibling.identifier))
        }
        let favored = suffixed.indices.filter { !suffixed[$0].0.isDisfavored }
        if favored.count == 1 { suffixed[favored[0]].1 = "" }
        return suffixed
    }
}
