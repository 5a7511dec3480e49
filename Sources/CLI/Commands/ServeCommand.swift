import Core
import Foundation
import Output
import Server
import Site

/// `sitegen serve`: build, serve on loopback, rebuild what changed and reload the open pages.
enum ServeCommand {
    static let definition = CommandDefinition(
        name: "serve",
        abstract: "Build the site, serve it on 127.0.0.1, and rebuild and reload on every change.",
        discussion: "With --root, serves an already built folder as it is: no build, no watching. "
            + "The appearances page, /_sitegen/appearances on the server (its address is printed at start-up), "
            + "shows a page in light, dark and night side by side, at phone, tablet or desktop width.",
        options: [
            .source,
            .value("host", "address", help: "The address to listen on; any other than loopback makes the site visible on the network.", default: "127.0.0.1"),
            .value("port", "port", short: "p", help: "The port to listen on. Without --port, a busy 8000 moves to the next free port.", default: "8000"),
            .value("base-url", "url", help: "The URL the site is published at; pages are served under its path, as they will be."),
            .flag("no-watch", help: "Build and serve once, without watching for changes."),
            .drafts,
            .symbolGraphs,
            .flag("open", help: "Open the site in the default browser."),
            .quiet,
            .verbose,
            .value("root", "dir", help: "Serve this already built folder as it is."),
        ])

    static func run(_ arguments: ParsedArguments, console: any Console, treeRemoval: TreeRemoval) throws -> Int32 {
        let port = try parsePort(arguments.value("port"))
        let host = arguments.value("host") ?? "127.0.0.1"
        let quiet = arguments.flag("quiet")
        let verbose = arguments.flag("verbose")
        let baseURL = arguments.value("base-url")
        // An explicit --port is a promise to whoever opens that URL: a busy port is an error then.
        let movesWhenBusy = arguments.value("port") == nil
        if let root = arguments.value("root") {
            let basePath = baseURL.map { BaseURL($0) } ?? OutputMarker.baseURL(ofOutputFolder: root) ?? .root
            let server = PreviewServer(
                .init(root: root, host: host, port: port, basePath: basePath.path, usesNextFreePort: movesWhenBusy, liveReload: false, quiet: quiet),
                log: log(console))
            return serve(server, open: arguments.flag("open"), console: console)
        }
        let watching = !arguments.flag("no-watch")
        let builder = SiteBuilder(
            options: BuildOptions(
                sourceDirectory: try BuildCommand.sourceFolder(arguments, of: definition),
                baseURL: baseURL,
                includeDrafts: arguments.flag("drafts"),
                symbolGraphDirectory: arguments.value("symbol-graphs")),
            mode: watching ? .remembered : .once)
        let basePath = baseURL.map { BaseURL($0) }
            ?? (try? SiteConfig.load(siteDirectory: builder.options.sourceDirectory))?.baseURL ?? .root
        let server = PreviewServer(
            .init(root: builder.options.resolvedOutputDirectory, displayName: builder.outputDisplayName,
                  host: host, port: port, basePath: basePath.path, usesNextFreePort: movesWhenBusy, liveReload: watching, quiet: quiet),
            log: log(console))
        // The port first: a busy one is reported at once, not after the whole build.
        guard let url = start(server, console: console) else { return SitegenCLI.ExitCode.failure }
        if let failure = build(builder, console: console, quiet: quiet, verbose: verbose, treeRemoval: treeRemoval) {
            server.buildFailed(message: failure)
        } else {
            server.didRebuild()
        }
        let source = builder.options.sourceDirectory
        let versionFolders = builder.options.isCatalog ? [] : (try? SiteConfig.load(siteDirectory: source))?.versionSourceFolders ?? []
        let watched = (builder.options.isCatalog ? [source] : [source + "/Content", source + "/Templates", source + "/Data", source + "/site.json"])
            + versionFolders.map { source + "/" + $0 } + [builder.options.symbolGraphDirectory].compactMap { $0 }
        let watcher = FileWatcher(paths: watched) { changed in
            if let failure = rebuild(builder, changedPaths: changed, console: console, quiet: quiet, verbose: verbose) {
                server.buildFailed(message: failure)
            } else {
                server.didRebuild()
            }
        }
        if watching { watcher.start() }
        defer { watcher.stop() }
        return serve(server, at: url, open: arguments.flag("open"))
    }

    /// Starts the server and blocks until Ctrl-C.
    static func serve(_ server: PreviewServer, open: Bool, console: any Console) -> Int32 {
        guard let url = start(server, console: console) else { return SitegenCLI.ExitCode.failure }
        return serve(server, at: url, open: open)
    }

    /// Binds the port and starts answering; nil, with the reason printed, when it cannot.
    private static func start(_ server: PreviewServer, console: any Console) -> URL? {
        do throws(ServerError) {
            return try server.start()
        } catch {
            console.error("error: \(error)\n")
            return nil
        }
    }

    /// Serves a started server until Ctrl-C.
    private static func serve(_ server: PreviewServer, at url: URL, open: Bool) -> Int32 {
        if open { openInBrowser(url) }
        server.runUntilInterrupted()
        return SitegenCLI.ExitCode.success
    }

    /// The first build; returns the error text to show in the page when it failed.
    private static func build(_ builder: SiteBuilder, console: any Console, quiet: Bool, verbose: Bool, treeRemoval: TreeRemoval) -> String? {
        do throws(BuildFailure) {
            let report = try builder.build()
            SitegenCLI.report(report.warnings, console: console, verbose: verbose)
            if !quiet { console.output(report.summary + "\n") }
            OutputCleanupCommand.remove(report.treesToRemove, treeRemoval)
            return nil
        } catch {
            SitegenCLI.report(error.diagnostics, console: console, verbose: verbose)
            return error.description
        }
    }

    private static func rebuild(_ builder: SiteBuilder, changedPaths: [String], console: any Console, quiet: Bool, verbose: Bool) -> String? {
        do throws(BuildFailure) {
            let report = try builder.rebuild(changedPaths: changedPaths)
            SitegenCLI.report(report.warnings, console: console, verbose: verbose)
            if !quiet {
                let changed = report.changedFiles.count
                let rendered = report.renderedPageCount
                let milliseconds = report.duration.components.seconds * 1000 + report.duration.components.attoseconds / 1_000_000_000_000_000
                console.output("Rebuilt in \(milliseconds) ms: \(rendered) \(rendered == 1 ? "page" : "pages") rendered, \(changed) \(changed == 1 ? "file" : "files") changed\n")
            }
            return nil
        } catch {
            SitegenCLI.report(error.diagnostics, console: console, verbose: verbose)
            return error.description
        }
    }

    private static func parsePort(_ text: String?) throws(UsageError) -> Int {
        guard let text else { return 8000 }
        guard let port = Int(text), (0...65_535).contains(port) else {
            throw UsageError(message: "Invalid value for '--port <port>': '\(text)' is not a port number (0 to 65535)", command: definition.name)
        }
        return port
    }

    static func log(_ console: any Console) -> ServerLog {
        ServerLog(info: { console.output($0 + "\n") }, warning: { console.error($0 + "\n") })
    }

    private static func openInBrowser(_ url: URL) {
        let process = Process()
        #if canImport(Darwin)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/open")
        process.arguments = [url.absoluteString]
        #else
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open", url.absoluteString]
        #endif
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try? process.run()
    }
}
