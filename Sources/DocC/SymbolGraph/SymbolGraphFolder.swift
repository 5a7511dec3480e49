import Core
import Foundation

/// The `*.symbols.json` files of a folder, as `--symbol-graphs DIR` (docc's `--additional-symbol-graph-dir`)
/// names it: a module's graph and its extension graphs (`Module@Swift.symbols.json`).
enum SymbolGraphFolder {
    /// Every graph in `folder`, by file name; one error for each file that is not a symbol graph.
    static func load(_ folder: String, displayPath: String) throws(DiagnosticList) -> [(fileName: String, graph: SymbolGraph)] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            throw DiagnosticList([Diagnostic(.error, "cannot read the symbol graph folder \(displayPath)")])
        }
        var graphs: [(fileName: String, graph: SymbolGraph)] = []
        var errors: [Diagnostic] = []
        for name in names.sorted() where name.hasSuffix(".symbols.json") {
            do throws(Diagnostic) {
                graphs.append((name, try read(folder + "/" + name, displayPath: displayPath + "/" + name)))
            } catch {
                errors.append(error)
            }
        }
        guard errors.isEmpty else { throw DiagnosticList(errors) }
        return graphs
    }

    /// The graphs of `files`, by file name; one error for each that is not a symbol graph.
    static func load(files: [(path: String, displayPath: String)]) throws(DiagnosticList) -> [(fileName: String, graph: SymbolGraph)] {
        var graphs: [(fileName: String, graph: SymbolGraph)] = []
        var errors: [Diagnostic] = []
        for file in files {
            do throws(Diagnostic) {
                graphs.append(((file.path as NSString).lastPathComponent, try read(file.path, displayPath: file.displayPath)))
            } catch {
                errors.append(error)
            }
        }
        guard errors.isEmpty else { throw DiagnosticList(errors) }
        return graphs
    }

    static func read(_ path: String, displayPath: String) throws(Diagnostic) -> SymbolGraph {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Diagnostic(.error, "cannot read \(displayPath)", at: SourceLocation(path: displayPath, line: 1, column: 1))
        }
        do throws(Diagnostic) {
            return try SymbolGraph(SourceText(path: displayPath, bytes: [UInt8](data)))
        } catch {
            var problem = error
            problem.message = "not a symbol graph: " + problem.message
            throw problem
        }
    }
}

/// Symbol graphs read, each with its file name, before they become one `APIReference`: a site's come from the
/// `--symbol-graphs` folder and from its catalogs, which DocC reads graphs from too.
public struct SymbolGraphSet: Sendable {
    let graphs: [(fileName: String, graph: SymbolGraph)]

    /// No graphs.
    public init() {
        graphs = []
    }

    init(_ graphs: [(fileName: String, graph: SymbolGraph)]) {
        self.graphs = graphs
    }

    /// The `*.symbols.json` files of a folder (`--symbol-graphs DIR`); one error for each file that is not a symbol graph.
    public static func load(folder: String, displayPath: String) throws(DiagnosticList) -> SymbolGraphSet {
        SymbolGraphSet(try SymbolGraphFolder.load(folder, displayPath: displayPath))
    }

    /// The graphs of `files`; one error for each that is not a symbol graph.
    public static func load(files: [(path: String, displayPath: String)]) throws(DiagnosticList) -> SymbolGraphSet {
        SymbolGraphSet(try SymbolGraphFolder.load(files: files))
    }

    /// These graphs and those of `other` whose file names these do not have.
    public func adding(_ other: SymbolGraphSet) -> SymbolGraphSet {
        let names = Set(graphs.map(\.fileName))
        return SymbolGraphSet(graphs + other.graphs.filter { !names.contains($0.fileName) })
    }

    public var isEmpty: Bool { graphs.isEmpty }

    /// The modules the graphs document (not those they only extend), in the order they were read.
    public var moduleNames: [String] {
        var seen: Set<String> = []
        return graphs.filter { !$0.fileName.contains("@") }.map(\.graph.module.name).filter { seen.insert($0).inserted }
    }
}
