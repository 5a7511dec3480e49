import Core
import DocC

extension RoutingStep {
    /// The API reference of the `--symbol-graphs` folder's graphs and those in the site's catalogs (DocC reads a
    /// catalog's `*.symbols.json` as its own), if there are any.
    static func apiReference(of inputs: SiteInputs, scan: ContentScan, diagnostics: inout Diagnostics) -> APIReference? {
        let files = scan.files.filter(SymbolGraphSet.isCatalogGraph).map { (path: $0.absolutePath, displayPath: $0.sourcePath) }
        var graphs = inputs.symbolGraphs
        do throws(DiagnosticList) {
            graphs = graphs.adding(try SymbolGraphSet.load(files: files))
        } catch {
            diagnostics.add(error.diagnostics)
        }
        return graphs.isEmpty ? nil : APIReference(graphs)
    }

    /// The pages of catalogs without a symbol graph that document a symbol (` # ``Module/Type`` `, but not the module's
    /// own page, which roots the catalog): with no symbol to extend they are not published, as DocC leaves them out,
    /// with one warning a catalog that says how to give the symbols.
    static func extensionPagesWithoutSymbols(_ sources: [PageSource], modules: [String: String]) -> (paths: Set<String>, warnings: [Diagnostic]) {
        var byCatalog: [String: [(PageSource, String)]] = [:]
        for source in sources {
            guard let catalog = DocCCatalog.root(of: source.file.contentPath), modules[catalog] == nil,
                  let symbol = (source.parsed?.docCMetadata ?? source.cached?.page.docC)?.documentedSymbol, symbol.contains("/")
            else { continue }
            byCatalog[catalog, default: []].append((source, symbol))
        }
        let warnings = byCatalog.sorted { $0.key < $1.key }.map { catalog, pages in
            let (first, symbol) = pages.min { $0.0.file.contentPath < $1.0.file.contentPath }!
            let module = String(symbol.split(separator: "/").first ?? "")
            let count = pages.count == 1 ? "1 page documents a symbol" : "\(pages.count) pages document symbols"
            return Diagnostic(
                .warning, "\(count) of \(module) (such as ``\(symbol)``) but the site has no symbol graph of it, so they are not published; "
                    + "give its graphs with --symbol-graphs DIR, or build the package's documentation with 'sitegen docs'",
                at: SourceLocation(path: first.file.sourcePath, line: 1, column: 1))
        }
        return (Set(byCatalog.values.flatMap { $0.map(\.0.file.contentPath) }), warnings)
    }
}

extension SymbolGraphSet {
    /// Whether a Content/ file is a symbol graph in a catalog: read as the catalog's, not published.
    static func isCatalogGraph(_ file: ContentFile) -> Bool {
        file.contentPath.hasSuffix(".symbols.json") && DocCCatalog.root(of: file.contentPath) != nil
    }
}
