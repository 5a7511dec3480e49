/// The URL of every symbol's page, exactly as DocC makes it, so that links people share to DocC-hosted
/// documentation keep working: `/documentation/<module>/<path>`, each name lower-cased and made safe as a
/// file name. Siblings whose names collide (ignoring case) are told apart by their kind when it is unique
/// among them (`kind-swift.property`), else by a hash of their identifier (`run()-7p2fr`); when all but
/// one of them are synthesized or default implementations, that one keeps the plain name. A member's URL
/// extends its parent's, suffix included.
struct SymbolURLs {
    /// By `SymbolNode.identifier`: a symbol's precise identifier, a module's name.
    private(set) var urls: [String: String] = [:]

    init(_ hierarchy: SymbolHierarchy) {
        for module in hierarchy.modules {
            let path = "/documentation/" + SymbolFileName.of(module.name.lowercased())
            urls[module.identifier] = path
            addChildren(of: module, under: path)
        }
    }

    private mutating func addChildren(of node: SymbolNode, under path: String) {
        let groups = Dictionary(grouping: node.children) { SymbolFileName.of($0.name.lowercased()) }
        for (fileName, siblings) in groups.sorted(by: { $0.key < $1.key }) {
            for (child, suffix) in Self.suffixes(for: siblings) {
                let childPath = path + "/" + fileName + suffix
                urls[child.identifier] = childPath
                addChildren(of: child, under: childPath)
            }
        }
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
