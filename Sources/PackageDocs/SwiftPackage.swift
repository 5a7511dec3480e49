import Foundation

/// A Swift package as `sitegen docs` documents it: its name and the modules it publishes the API reference of.
public struct SwiftPackage: Sendable, Equatable {
    /// The package's name (`swift-argument-parser`), which titles the site.
    public var name: String
    /// The package's folder, absolute.
    public var root: String
    /// The documented modules, in the order the manifest lists its library products and their targets.
    public var modules: [DocumentedModule]

    /// Creates a package.
    public init(name: String, root: String, modules: [DocumentedModule]) {
        self.name = name
        self.root = root
        self.modules = modules
    }

    /// What `docs` says in its help about which modules it documents.
    public static let documentedModulesRule = "The Swift targets that the package's library products list are documented, each with "
        + "the DocC catalog (a *.docc folder) in its source folder if it has one; a package without library products "
        + "(an executable's) has its regular Swift targets documented. Test, executable, plugin, macro and C targets are not."

    /// Reads the package at `root` (absolute) with `swift package describe`.
    /// - Throws: `PackageDocsError` when there is no package or no module to document, `ToolchainFailure` when `swift` fails.
    public static func read(at root: String, with toolchain: Toolchain) throws -> SwiftPackage {
        guard FileManager.default.fileExists(atPath: root + "/Package.swift") else {
            throw PackageDocsError("no Package.swift in \(root): 'sitegen docs' documents a Swift package")
        }
        let output = try toolchain.run(["package", "describe", "--type", "json"], in: root)
        let package = try read(describeOutput: Data(output.utf8), root: root)
        guard !package.modules.isEmpty else {
            throw PackageDocsError("\(package.name) has no Swift module to document: \(documentedModulesRule)")
        }
        return package
    }

    /// Reads the package from what `swift package describe --type json` printed, finding each documented
    /// module's catalog under `root`.
    public static func read(describeOutput: Data, root: String) throws(PackageDocsError) -> SwiftPackage {
        let description: PackageDescriptionJSON
        do {
            description = try JSONDecoder().decode(PackageDescriptionJSON.self, from: describeOutput)
        } catch {
            throw PackageDocsError("cannot read the package description that 'swift package describe --type json' printed: \(error.localizedDescription)")
        }
        let swiftTargets = description.targets.filter(\.isRegularSwift)
        let byName = Dictionary(swiftTargets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let libraries = description.products.filter(\.isLibrary)
        var names = libraries.flatMap(\.targets).filter { byName[$0] != nil }
        if libraries.isEmpty { names = swiftTargets.map(\.name).sorted() }
        var seen: Set<String> = []
        let modules = names.filter { seen.insert($0).inserted }.map { name in
            let folder = (root as NSString).appendingPathComponent(byName[name]!.path)
            return DocumentedModule(name: name, sourceFolder: folder, catalogs: DocumentationCatalogSearch.catalogs(in: folder))
        }
        return SwiftPackage(name: description.name, root: root, modules: modules)
    }
}

/// A module whose API reference the site publishes.
public struct DocumentedModule: Sendable, Equatable {
    /// The module's name, as `import` spells it.
    public var name: String
    /// The target's source folder, absolute.
    public var sourceFolder: String
    /// The DocC catalogs in the source folder, absolute, sorted: the first is the module's; SwiftPM allows one.
    public var catalogs: [String]

    /// Creates a module.
    public init(name: String, sourceFolder: String, catalogs: [String]) {
        self.name = name
        self.sourceFolder = sourceFolder
        self.catalogs = catalogs
    }

    /// The module's catalog, if it has one.
    public var catalog: String? { catalogs.first }
}

/// The part of `swift package describe --type json` that says which targets are documented.
private struct PackageDescriptionJSON: Decodable {
    var name: String
    var products: [Product]
    var targets: [Target]

    struct Product: Decodable {
        var targets: [String]
        /// `"type": {"library": ["automatic"]}`; an executable is `{"executable": null}`.
        var isLibrary: Bool

        private enum CodingKeys: String, CodingKey { case targets, type }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            targets = try container.decode([String].self, forKey: .targets)
            let kind = try container.nestedContainer(keyedBy: AnyKey.self, forKey: .type)
            isLibrary = kind.contains(AnyKey(stringValue: "library"))
        }
    }

    struct Target: Decodable {
        var name: String
        /// `library` (a regular target), `executable`, `test`, `plugin`, `macro`, `snippet`, …
        var type: String
        /// `SwiftTarget`, `ClangTarget`, `PluginTarget`, …
        var moduleType: String?
        /// The source folder, relative to the package.
        var path: String

        private enum CodingKeys: String, CodingKey {
            case name, type, path
            case moduleType = "module_type"
        }

        var isRegularSwift: Bool { type == "library" && moduleType == "SwiftTarget" }
    }

    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
