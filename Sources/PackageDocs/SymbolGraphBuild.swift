import Foundation

/// Makes the documented modules' symbol graphs with `swift build`, one module at a time, and gathers each
/// module's own graphs (`M.symbols.json`, `M@Other.symbols.json`) into one folder.
///
/// `swift build --target M` compiles M and what it depends on; `swift package dump-symbol-graph` builds every
/// target, tests and examples included, and exits 1 whenever a test module cannot be loaded, so a failure
/// could be told apart only by the files it left.
public struct SymbolGraphBuild: Sendable {
    public let package: SwiftPackage
    public let toolchain: Toolchain
    public let folders: DocsFolders
    /// The package traits to build with, as `swift build --traits` takes them; nil builds with the default traits,
    /// the API the package's users get. (`dump-symbol-graph` enables every trait, even ones that exclude each other.)
    public let traits: String?

    /// A build of `package`'s graphs with `toolchain`, in `folders`.
    public init(package: SwiftPackage, toolchain: Toolchain, folders: DocsFolders, traits: String? = nil) {
        self.package = package
        self.toolchain = toolchain
        self.folders = folders
        self.traits = traits
    }

    /// The `swift` arguments that build `module` and write the graphs of every module compiled.
    func arguments(building module: String) -> [String] {
        let compilerFlags = [
            "-emit-symbol-graph", "-emit-symbol-graph-dir", folders.emittedSymbolGraphs, "-emit-extension-block-symbols",
            "-symbol-graph-minimum-access-level", "public",
        ]
        return ["build", "--package-path", package.root, "--scratch-path", folders.build, "--target", module]
            + (traits.map { ["--traits", $0] } ?? []) + compilerFlags.flatMap { ["-Xswiftc", $0] }
    }

    /// Builds every documented module, then replaces the graph folder with their graphs.
    /// - Parameter willBuild: told each module's name before its build starts.
    public func run(willBuild: (String) -> Void = { _ in }) throws -> [String] {
        try FileManager.default.createDirectory(atPath: folders.emittedSymbolGraphs, withIntermediateDirectories: true)
        for module in package.modules {
            willBuild(module.name)
            let arguments = arguments(building: module.name)
            let output = try toolchain.run(arguments, in: package.root)
            guard FileManager.default.fileExists(atPath: folders.emittedSymbolGraphs + "/\(module.name).symbols.json") else {
                throw ToolchainFailure(
                    command: [toolchain.swift] + arguments, output: output,
                    problem: "wrote no \(module.name).symbols.json into \(folders.emittedSymbolGraphs) (delete \(folders.build) to build every module again)")
            }
        }
        return try gather()
    }

    /// Copies the documented modules' own graphs into `folders.symbolGraphs`, emptied first; their file names.
    func gather() throws -> [String] {
        let fileManager = FileManager.default
        try? fileManager.removeItem(atPath: folders.symbolGraphs)
        try fileManager.createDirectory(atPath: folders.symbolGraphs, withIntermediateDirectories: true)
        let modules = Set(package.modules.map(\.name))
        let names = try fileManager.contentsOfDirectory(atPath: folders.emittedSymbolGraphs).filter { name in
            guard name.hasSuffix(".symbols.json") else { return false }
            let module = name.dropLast(".symbols.json".count).prefix { $0 != "@" }
            return modules.contains(String(module))
        }.sorted()
        for name in names {
            try fileManager.copyItem(atPath: folders.emittedSymbolGraphs + "/" + name, toPath: folders.symbolGraphs + "/" + name)
        }
        return names
    }
}
