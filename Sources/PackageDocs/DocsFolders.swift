/// Where `sitegen docs` works, all under the package's `.build/sitegen/`: git ignores `.build/` in nearly
/// every package, and nothing the package's own build or site uses is touched.
public struct DocsFolders: Sendable, Equatable {
    /// `.build/sitegen`, absolute.
    public var root: String

    /// The folders of the package at `packageRoot`.
    public init(packageRoot: String) {
        root = packageRoot + "/.build/sitegen"
    }

    /// The scratch folder of `swift build`. Its own, not the package's `.build/`: the symbol graph flags are
    /// compiler flags, and sharing a build folder would rebuild every module each time a plain `swift build`
    /// and `sitegen docs` take turns.
    public var build: String { root + "/build" }
    /// Where the compiler writes the graph of every module it compiles, dependencies included. It lives inside
    /// the build folder because a module that is not recompiled does not write its graph again.
    public var emittedSymbolGraphs: String { build + "/symbol-graphs" }
    /// The documented modules' graphs only: what the site is built from.
    public var symbolGraphs: String { root + "/symbol-graphs" }
    /// The site folder staged around the package's catalogs.
    public var site: String { root + "/site" }
    /// The output folder unless `--output` names another.
    public var output: String { root + "/Public" }
}
