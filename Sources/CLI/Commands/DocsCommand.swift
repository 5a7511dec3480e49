import Core
import Foundation
import PackageDocs
import Server
import Site

/// `sitegen docs [PACKAGE]`: a Swift package's documentation, every module's API reference and catalog, as one site.
enum DocsCommand {
    static let definition = CommandDefinition(
        name: "docs",
        abstract: "Build a Swift package's documentation: each module's API reference and DocC catalog, in one site.",
        discussion: "Builds each documented module with 'swift build' and the compiler's symbol graph flags, in "
            + "PACKAGE/.build/sitegen/, so that the package's own build is left as it is; then builds one site with "
            + "every module under /documentation/<module>/ and a home page listing them. "
            + SwiftPackage.documentedModulesRule,
        options: [
            .value("output", "dir", short: "o", help: "The output folder.", default: "PACKAGE/.build/sitegen/Public"),
            .value("base-url", "url", help: "The URL the site is published at."),
            .value("traits", "list", help: "The package traits to build with, as 'swift build --traits' takes them.", default: "the default traits"),
            .value("swift", "path", help: "The swift command to run.", default: "swift on PATH"),
            .flag("serve", help: "Then serve the site on 127.0.0.1 until Ctrl-C."),
            .flag("strict", help: "Treat warnings as errors."),
            .quiet,
            .verbose,
        ],
        arguments: [.init(name: "package", help: "The package's folder, holding Package.swift. (default: the current folder)", isOptional: true)])

    static func run(_ arguments: ParsedArguments, console: any Console, treeRemoval: TreeRemoval) throws -> Int32 {
        let current = FileManager.default.currentDirectoryPath
        let root = URL(fileURLWithPath: arguments.positionals.first ?? current).standardizedFileURL.path
        guard let toolchain = arguments.value("swift").map(Toolchain.init(swift:))
                ?? Toolchain.find(onSearchPath: ProcessInfo.processInfo.environment["PATH"]) else {
            console.error("error: there is no swift on PATH: install a Swift toolchain, or name its swift with --swift\n")
            return SitegenCLI.ExitCode.failure
        }
        let package = try SwiftPackage.read(at: root, with: toolchain)
        for module in package.modules where module.catalogs.count > 1 {
            let names = module.catalogs.map { StagedSite.shown($0, from: current) }
            console.error("warning: \(module.name) has \(names.count) DocC catalogs (\(names.joined(separator: ", "))); only the first is published\n")
        }
        let folders = DocsFolders(packageRoot: root)
        try makeSymbolGraphs(SymbolGraphBuild(package: package, toolchain: toolchain, folders: folders, traits: arguments.value("traits")),
                             quiet: arguments.flag("quiet"), console: console)
        let staged = try StagedSite.stage(package, in: folders.site)
        var options = BuildOptions(
            sourceDirectory: staged.folder, outputDirectory: arguments.value("output") ?? folders.output, baseURL: arguments.value("base-url"),
            symbolGraphDirectory: folders.symbolGraphs, strict: arguments.flag("strict"), warningsListedPerKind: BuildCommand.warningsListedPerKind(arguments))
        options.contentLinkRoot = root
        let builder = SiteBuilder(options: options)
        let status = BuildCommand.build(builder, arguments: arguments, console: console, treeRemoval: treeRemoval) { staged.relocated($0, from: current) }
        guard status == SitegenCLI.ExitCode.success, arguments.flag("serve") else { return status }
        return serve(builder, baseURL: arguments.value("base-url"), quiet: arguments.flag("quiet"), console: console)
    }

    /// Runs the toolchain, saying which module it builds (the first build of a package can take minutes) and how long it all took.
    private static func makeSymbolGraphs(_ build: SymbolGraphBuild, quiet: Bool, console: any Console) throws {
        let start = ContinuousClock.now
        let graphs = try build.run { module in
            if !quiet { console.error("Building \(module) for its symbol graph…\n") }
        }
        guard !quiet else { return }
        let count = build.package.modules.count
        let folder = StagedSite.shown(build.folders.symbolGraphs, from: FileManager.default.currentDirectoryPath)
        console.error("Made \(graphs.count) symbol graph files of \(count) \(count == 1 ? "module" : "modules") in \(seconds(since: start)) → \(folder)/\n")
    }

    /// Serves the built site as `serve --root` does, until Ctrl-C.
    private static func serve(_ builder: SiteBuilder, baseURL: String?, quiet: Bool, console: any Console) -> Int32 {
        let server = PreviewServer(
            .init(root: builder.options.resolvedOutputDirectory, displayName: builder.outputDisplayName,
                  basePath: baseURL.map { BaseURL($0).path } ?? "/", liveReload: false, quiet: quiet),
            log: ServeCommand.log(console))
        return ServeCommand.serve(server, open: false, console: console)
    }

    /// `47.3 s`.
    private static func seconds(since start: ContinuousClock.Instant) -> String {
        let elapsed = ContinuousClock.now - start
        let tenths = (elapsed.components.seconds * 10) + elapsed.components.attoseconds / 100_000_000_000_000_000
        return "\(tenths / 10).\(tenths % 10) s"
    }
}
