import Core

/// Every page DocC makes from a set of symbol graphs, with its URL and its place in the tree, fixed
/// once the graphs are read: a module's page, a symbol's, an extended module's and type's, and each
/// list of the members a type inherits (`equatable-implementations`). Pages are in depth-first order,
/// a parent before its children.
public struct APIReference: Sendable {
    /// A page of the reference.
    public struct Page: Sendable {
        /// What the page documents.
        public enum Role: Sendable, Equatable {
            /// A module the graphs document.
            case module
            /// A type, member or global.
            case symbol
            /// A module whose types this one extends (`Swift` under `/documentation/geometry/swift`).
            case extendedModule
            /// A type of another module this one extends (`Int`).
            case extendedType
            /// The members a type inherits from one protocol (`Equatable Implementations`).
            case implementations
        }

        /// `SymbolNode.identifier`: a symbol's precise identifier, a module's name, `extension:…`, `implementations:…`.
        public let identifier: String
        public let role: Role
        /// `/documentation/geometry/point/init(_:)-3cn3j`, without a trailing slash.
        public let url: String
        /// The last path component (`init(_:)`), the module's or extended type's name, or for an
        /// implementations page the protocol's simple name.
        public let name: String
        /// What DocC titles the page: the symbol's title, the module's name, `Equatable Implementations`.
        public let title: String
        /// `swift.struct`, `module`, `module.extension`, an extended type's kind.
        public let kind: String
        /// The symbol, for `.symbol` pages.
        let symbol: SymbolGraph.Symbol?
        /// Nil for a module.
        public let parent: Int?
        /// The pages under this one in the tree; for an implementations page, the inherited members it lists
        /// (whose own pages are under the type).
        public internal(set) var children: [Int]
        /// A synthesized member or a default implementation.
        public let isDisfavored: Bool
        /// For an inherited member, the declaration it comes from.
        let origin: SymbolGraph.SourceOrigin?
        /// The module the page belongs to (its `/documentation/<module>` page's name).
        public let module: String
    }

    /// Every page, a parent before its children.
    public let pages: [Page]
    /// Every relationship of every graph, as the graphs state them.
    let relationships: [SymbolGraph.Relationship]
    /// Page position by identifier.
    private let positions: [String: Int]
    /// Each page's children by name, for symbol links.
    let linkIndex: SymbolLinkIndex

    /// The reference of the graphs, each with its file name (`Geometry@Swift.symbols.json`).
    init(graphs: [(fileName: String, graph: SymbolGraph)]) {
        let hierarchy = SymbolHierarchy(graphs: graphs)
        let urls = SymbolURLs(hierarchy)
        var builder = Builder(hierarchy: hierarchy, urls: urls.urls)
        for module in hierarchy.modules { builder.add(module, parent: nil, module: module.name) }
        pages = builder.pages
        // A relationship of an extension block (`extension Bool: ExpressibleByArgument`) is one of the type it extends.
        positions = builder.positions.merging(hierarchy.extensionBlocks.compactMap { block, type in
            builder.positions[type.identifier].map { (block, $0) }
        }) { page, _ in page }
        linkIndex = SymbolLinkIndex(pages)
        relationships = graphs.flatMap(\.graph.relationships)
    }

    /// The `*.symbols.json` files of a folder (`--symbol-graphs DIR`); one error for each file that is not a symbol graph.
    public static func load(folder: String, displayPath: String) throws(DiagnosticList) -> APIReference {
        APIReference(try SymbolGraphSet.load(folder: folder, displayPath: displayPath))
    }

    /// The reference of a set of graphs.
    public init(_ graphs: SymbolGraphSet) {
        self.init(graphs: graphs.graphs)
    }

    /// The modules the graphs document, in the order their graphs were read.
    public var modules: [Int] {
        pages.indices.filter { pages[$0].parent == nil }
    }

    /// The page with this identifier (a precise identifier, a module's name); an extension block's is its extended type's.
    public func page(identifier: String) -> Int? {
        positions[identifier]
    }

    /// Turns the tree of nodes into pages, depth-first, each with its URL.
    private struct Builder {
        let hierarchy: SymbolHierarchy
        let urls: [String: String]
        var pages: [Page] = []
        var positions: [String: Int] = [:]

        mutating func add(_ node: SymbolNode, parent: Int?, module: String) {
            guard let url = urls[node.identifier] else { return }
            let position = append(Page(
                identifier: node.identifier, role: Self.role(of: node, isRoot: parent == nil), url: url, name: node.name,
                title: node.symbol?.names.title ?? node.name, kind: node.kind, symbol: node.symbol, parent: parent, children: [],
                isDisfavored: node.isDisfavored, origin: node.origin, module: module))
            for child in node.children.sorted(by: { urls[$0.identifier] ?? "" < urls[$1.identifier] ?? "" }) {
                add(child, parent: position, module: module)
            }
            addImplementations(of: node, at: position, module: module)
        }

        /// The lists of what `node` inherits, one per protocol, each listing its members' pages.
        private mutating func addImplementations(of node: SymbolNode, at position: Int, module: String) {
            for (qualified, name) in SymbolURLs.inheritedOrigins(of: node, hierarchy: hierarchy).sorted(by: { $0.key < $1.key }) {
                let identifier = SymbolURLs.implementationsIdentifier(of: node, origin: qualified)
                guard let url = urls[identifier] else { continue }
                let members = pages[position].children.filter { child in
                    guard let origin = pages[child].origin, pages[child].symbol?.swiftExtension != nil else { return false }
                    return SymbolURLs.qualifiedOrigin(origin, of: pages[child].symbol!, hierarchy: hierarchy) == qualified
                }
                append(Page(
                    identifier: identifier, role: .implementations, url: url, name: name, title: name + " Implementations",
                    kind: "implementations", symbol: nil, parent: position, children: members, isDisfavored: false, origin: nil,
                    module: module))
            }
        }

        @discardableResult
        private mutating func append(_ page: Page) -> Int {
            let position = pages.count
            pages.append(page)
            positions[page.identifier] = position
            if let parent = page.parent { pages[parent].children.append(position) }
            return position
        }

        private static func role(of node: SymbolNode, isRoot: Bool) -> Page.Role {
            if isRoot { return .module }
            if node.symbol != nil { return .symbol }
            return node.kind == "module.extension" ? .extendedModule : .extendedType
        }
    }
}
