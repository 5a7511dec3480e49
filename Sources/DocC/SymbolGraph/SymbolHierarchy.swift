/// The symbols of one or more symbol graphs as DocC arranges them: each module holds its top-level
/// symbols, each symbol its members (`memberOf`), a protocol's default implementations beside its
/// requirements (`defaultImplementationOf`), and a module's extensions of other modules' types under
/// an extended module and type (`/geometry/swift/int/…`). Pages and URLs follow this tree.
final class SymbolNode {
    /// The last path component: `Shape`, `area()`, `init(_:)`.
    let name: String
    /// Nil for a module.
    let symbol: SymbolGraph.Symbol?
    /// The kind as a URL tells siblings apart by it: `swift.struct`, `swift.method`, `module`.
    let kind: String
    /// Set for synthesized symbols and default implementations: a sibling of the same name keeps the plain URL.
    var isDisfavored = false
    /// For a member its parent inherits: the declaration it comes from.
    var origin: SymbolGraph.SourceOrigin?
    private(set) var children: [SymbolNode] = []
    private(set) weak var parent: SymbolNode?

    init(name: String, symbol: SymbolGraph.Symbol?, kind: String) {
        self.name = name
        self.symbol = symbol
        self.kind = kind
        isDisfavored = symbol?.isSynthesized ?? false
    }

    func add(_ child: SymbolNode) {
        guard child.parent == nil else { return }
        child.parent = self
        children.append(child)
    }

    /// The symbol's precise identifier; a module's name; for an extended module or type, its path
    /// (`extension:Geometry/Swift/Int`).
    var identifier: String {
        if let symbol { return symbol.preciseIdentifier }
        guard let parent else { return name }
        let parentPath = parent.identifier.hasPrefix("extension:") ? parent.identifier : "extension:" + parent.identifier
        return parentPath + "/" + name
    }
}

/// The tree of every module in a set of symbol graphs.
struct SymbolHierarchy {
    private(set) var modules: [SymbolNode] = []
    /// Every symbol's node, by precise identifier.
    private(set) var nodes: [String: SymbolNode] = [:]
    /// The extended type each extension block (`s:e:…`) adds to, by the block's identifier.
    private(set) var extensionBlocks: [String: SymbolNode] = [:]

    private static let hierarchyKinds: Set<String> = [
        "memberOf", "optionalMemberOf", "requirementOf", "optionalRequirementOf", "extensionTo", "inContextOf", "declaredIn",
    ]

    /// - Parameter graphs: each graph with its file name (`Geometry@Swift.symbols.json`): a module's own
    ///   graphs are placed before the ones that extend other modules, as DocC does.
    init(graphs: [(fileName: String, graph: SymbolGraph)]) {
        let ordered = graphs.sorted { ($0.fileName.contains("@") ? 1 : 0, $0.fileName) < ($1.fileName.contains("@") ? 1 : 0, $1.fileName) }
        for (_, graph) in ordered { add(graph) }
    }

    private mutating func add(_ graph: SymbolGraph) {
        let module = module(named: graph.module.name)
        var graphNodes: [String: SymbolNode] = [:]
        var extensionBlocks: [String: SymbolGraph.Symbol] = [:]
        for symbol in graph.symbols where nodes[symbol.preciseIdentifier] == nil {
            if symbol.kind.identifier == "swift.extension" {
                extensionBlocks[symbol.preciseIdentifier] = symbol
                continue
            }
            let node = SymbolNode(name: symbol.pathComponents.last ?? symbol.names.title, symbol: symbol, kind: symbol.kind.identifier)
            graphNodes[symbol.preciseIdentifier] = node
            nodes[symbol.preciseIdentifier] = node
        }
        let extendedTypes = placeExtensionBlocks(extensionBlocks, in: module)
        self.extensionBlocks.merge(extendedTypes) { first, _ in first }
        for relationship in graph.relationships where Self.hierarchyKinds.contains(relationship.kind) {
            guard let child = graphNodes[relationship.source], child.parent == nil else { continue }
            // An extension block's members go to the type it extends; any other member to its target when that
            // is the container its own path names.
            let container = child.symbol?.pathComponents.dropLast().last
            guard let parent = extendedTypes[relationship.target] ?? nodes[relationship.target].flatMap({ $0.name == container ? $0 : nil }) else {
                continue
            }
            parent.add(child)
            child.origin = relationship.sourceOrigin
        }
        for relationship in graph.relationships where relationship.kind == "defaultImplementationOf" {
            guard let implementation = graphNodes[relationship.source] else { continue }
            // A default implementation has the name of the requirement it implements: the requirement keeps the plain URL.
            implementation.isDisfavored = true
            if implementation.parent == nil, let requirement = nodes[relationship.target] {
                requirement.parent?.add(implementation)
            }
        }
        for node in graphNodes.values where node.parent == nil && node.symbol?.pathComponents.count == 1 {
            module.add(node)
        }
    }

    private mutating func module(named name: String) -> SymbolNode {
        if let module = modules.first(where: { $0.name == name }) { return module }
        let module = SymbolNode(name: name, symbol: nil, kind: "module")
        modules.append(module)
        return module
    }

    /// Each extension block (`extension Int { … }`) becomes the extended type it adds to, under a node for
    /// its module (`Swift`), all of a type's blocks one node; by the blocks' identifiers.
    private func placeExtensionBlocks(_ blocks: [String: SymbolGraph.Symbol], in module: SymbolNode) -> [String: SymbolNode] {
        var placed: [String: SymbolNode] = [:]
        for (identifier, block) in blocks.sorted(by: { $0.key < $1.key }) {
            guard let extendedModule = block.swiftExtension?.extendedModule else { continue }
            var parent = child(named: extendedModule, kind: "module.extension", of: module)
            for component in block.pathComponents {
                parent = child(named: component, kind: block.swiftExtension?.typeKind ?? "swift.extension", of: parent)
            }
            placed[identifier] = parent
        }
        return placed
    }

    private func child(named name: String, kind: String, of parent: SymbolNode) -> SymbolNode {
        if let existing = parent.children.first(where: { $0.symbol == nil && $0.name == name }) { return existing }
        let node = SymbolNode(name: name, symbol: nil, kind: kind)
        parent.add(node)
        return node
    }
}
