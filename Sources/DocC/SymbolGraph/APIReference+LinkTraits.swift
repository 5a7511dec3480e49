extension APIReference {
    /// What a link's `-kind` suffix names a page by: `struct`, `type.property`, `module`, `struct.extension`.
    func linkKind(of position: Int) -> String {
        let page = pages[position]
        switch page.role {
        case .module: return "module"
        case .extendedModule: return "module.extension"
        case .extendedType:
            let kind = SymbolKinds.bare(page.kind)
            return ["struct", "class", "enum", "protocol"].contains(kind) ? kind + ".extension" : "unknown.extension"
        case .symbol, .implementations: return SymbolKinds.bare(page.kind)
        }
    }

    /// What a link's hash suffix names a page by: DocC's hash of the symbol's precise identifier (a module's is
    /// its name). Nil for an extended module or type, whose identifiers DocC makes up from extension blocks
    /// that the reference does not keep.
    func linkHash(of position: Int) -> String? {
        let page = pages[position]
        switch page.role {
        case .symbol, .module: return DisambiguationHash.of(page.identifier)
        case .extendedModule, .extendedType, .implementations: return nil
        }
    }

    func linkTypeNames(of position: Int) -> FunctionSignatureTypeNames? {
        pages[position].symbol.flatMap(FunctionSignatureTypeNames.init)
    }

    /// How a suggestion names a page: its declaration on one line (`init(_ angle: Angle)`), else its title.
    func linkFullName(of position: Int) -> String {
        let page = pages[position]
        if let fragments = page.symbol?.declarationFragments, !fragments.isEmpty {
            return fragments.map(\.spelling).joined().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        return page.role == .extendedType ? "extension " + page.title : page.title
    }

    /// The names from the module down, as errors show where a link stopped: `/Geometry/Point`.
    func linkPath(of position: Int) -> String {
        var names: [String] = []
        var current: Int? = position
        while let page = current {
            names.append(pages[page].name)
            current = pages[page].parent
        }
        return "/" + names.reversed().joined(separator: "/")
    }
}
