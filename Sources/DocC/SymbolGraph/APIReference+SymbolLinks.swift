extension APIReference {
    /// The page a symbol link names (the text between double backticks, or the path of `doc:` when it names a
    /// symbol), resolved from the page `scope` as DocC resolves it.
    ///
    /// A relative link (`Vector`, `Point/init(x:y:)`, `Swift/Int/degrees`) is looked for among the children of
    /// the scope, then of each page above it, up to the module; a component may also name the page it is looked
    /// for from (`Polygon/init(_:)` from `Polygon`). An absolute link (`/Geometry/Point`) starts at a module. Where
    /// same-named children collide, the one that is not synthesized or a default implementation wins; otherwise
    /// a suffix must choose: a kind (`-swift.struct`, `-struct`), a hash (`-3cn3j`), or types (`-(Vector)`,
    /// `->Double`). A trailing `#fragment` is ignored: the page is the fragment's page.
    public func resolve(_ link: String, from scope: Int) -> SymbolLinkResolution {
        if link.hasPrefix("#") { return .page(scope) }
        do {
            return .page(try find(SymbolLinkPath(link), from: scope))
        } catch {
            return .unresolved(reason: error.reason(in: self))
        }
    }

    private func find(_ path: SymbolLinkPath, from scope: Int) throws(SymbolLinkFailure) -> Int {
        guard let first = path.components.first else { throw .notFound(nil) }
        let module = linkIndex.modules[Substring(pages[scope].module)] ?? scope
        if path.isAbsolute { return try findInModules(path, first: first, scopeModule: module) }
        // A list of inherited members is, to DocC, a heading on its type's page.
        let start = pages[scope].role == .implementations ? pages[scope].parent ?? scope : scope
        var innermostFailure: SymbolLinkFailure?
        var level: Int? = start
        while let node = level {
            if linkIndex.hasChild(of: node, named: first.full) || linkIndex.hasChild(of: node, named: first.name) {
                do throws(SymbolLinkFailure) { return try descend(from: node, path.components[...]) } catch {
                    innermostFailure = innermostFailure ?? error
                }
            }
            // The component may name the page itself, where its parent holds several of that name.
            if matches(node, first) {
                do throws(SymbolLinkFailure) { return try descend(from: node, path.components.dropFirst()) } catch {
                    innermostFailure = innermostFailure ?? error
                }
            }
            level = pages[node].parent
        }
        do throws(SymbolLinkFailure) {
            return try findInModules(path, first: first, scopeModule: module)
        } catch {
            if let innermostFailure { throw innermostFailure }
            // Where the link fails from the scope says more than "can't resolve".
            return try descend(from: start, path.components[...])
        }
    }

    /// A module the first component names; else, for a relative link, the path from the scope's module (DocC's
    /// fallback when it documents one module).
    private func findInModules(_ path: SymbolLinkPath, first: SymbolLinkComponent, scopeModule: Int) throws(SymbolLinkFailure) -> Int {
        if let named = linkIndex.modules[first.full] ?? linkIndex.modules[first.name].flatMap({ matches($0, first) ? $0 : nil }) {
            return try descend(from: named, path.components.dropFirst())
        }
        if !path.isAbsolute {
            do throws(SymbolLinkFailure) {
                return try descend(from: scopeModule, path.components[...])
            } catch {
                guard case .unknownName(at: scopeModule, _) = error else { throw error }
            }
        }
        throw .notFound(first)
    }

    /// Whether `component` names the page at `position` by its name, or by its name and a suffix that fits it.
    func matches(_ position: Int, _ component: SymbolLinkComponent) -> Bool {
        let name = pages[position].name
        if name == component.full { return true }
        guard let disambiguation = component.disambiguation, name == component.name else { return false }
        return fits(position, disambiguation)
    }
}
