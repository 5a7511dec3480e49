import Core
import Foundation

/// The HTTP/1.1 server behind `sitegen serve`: serves a folder on loopback,
/// injects live reload into pages, and shows build errors over open pages.
///
///     let server = PreviewServer(PreviewServer.Configuration(root: "Public", displayName: "Public/"))
///     try server.start()          // prints "Serving Public/ at http://127.0.0.1:8000/ — press Ctrl-C to stop"
    ///                                 // and "Appearances side by side at http://127.0.0.1:8000/_sitegen/appearances"
///     // from the watcher, after each rebuild: server.didRebuild() or server.buildFailed(message:)
///     server.runUntilInterrupted() // returns after Ctrl-C, with the server stopped
///
/// Sockets use blocking I/O on threads of their own (one to accept, one per
/// connection), never on Swift's cooperative thread pool. The folder is looked
/// up by path on every request, so a build may swap it by renaming.
public final class PreviewServer: Sendable {
    /// What was asked for.
    let configuration: Configuration
    private let log: ServerLog
    private let hub: LiveReloadHub
    private let connections: ConnectionList
    private let state = Locked(RunState.idle)

    private enum RunState {
        case idle
        case starting
        case running(Running)
        case stopped
    }

    private struct Running {
        let listener: ListeningSocket
        let wakePipe: (read: Int32, write: Int32)
        let acceptLoopEnded: DispatchSemaphore
        let url: URL
    }

    /// Creates a server; nothing is bound until `start()`.
    public convenience init(_ configuration: Configuration, log: ServerLog = .standard) {
        self.init(configuration, log: log, hub: LiveReloadHub())
    }

    /// A server whose pages listen to `hub` (a test's, which tells it when pages come and go).
    init(_ configuration: Configuration, log: ServerLog, hub: LiveReloadHub) {
        self.configuration = configuration
        self.log = log
        self.hub = hub
        connections = ConnectionList(limit: configuration.maximumConnections)
    }

    /// The address being served, once started.
    var url: URL? {
        state.withLock { state in
            if case .running(let running) = state { return running.url }
            return nil
        }
    }

    /// Binds the socket, starts serving on threads of its own and prints where.
    /// - Returns: the URL the site is served at (with the port actually bound).
    /// - Throws: `ServerError` when the address cannot be bound.
    @discardableResult
    public func start() throws(ServerError) -> URL {
        let claimed = state.withLock { state in
            guard case .idle = state else { return false }
            state = .starting
            return true
        }
        guard claimed else { throw .alreadyStarted }
        let listener: ListeningSocket
        do {
            listener = try bind()
        } catch {
            state.withLock { $0 = .idle }
            throw error
        }
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else {
            listener.close()
            state.withLock { $0 = .idle }
            throw systemError("pipe")
        }
        for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let url = Self.url(host: configuration.host, port: listener.port, basePath: configuration.basePath)
        let running = Running(listener: listener, wakePipe: (pipeEnds[0], pipeEnds[1]), acceptLoopEnded: DispatchSemaphore(value: 0), url: url)
        state.withLock { $0 = .running(running) }

        let responder = Responder(
            root: configuration.root,
            hostPolicy: HostPolicy(boundHost: configuration.host, port: listener.port),
            liveReload: configuration.liveReload,
            basePath: configuration.basePath)
        let thread = Thread { [self] in
            acceptLoop(listener: listener, wakeDescriptor: running.wakePipe.read, responder: responder)
            running.acceptLoopEnded.signal()
        }
        thread.name = "sitegen accept"
        thread.start()

        if !configuration.quiet {
            log.info("Serving \(configuration.displayName) at \(url.absoluteString) — press Ctrl-C to stop")
            log.info("Appearances side by side at \(Self.appearancesURL(of: url).absoluteString)")
        }
        if !HostPolicy.isLoopback(configuration.host) {
            log.warning("warning: the site is visible on the network: \(configuration.host) accepts connections from other machines")
        }
        return url
    }

    /// Stops accepting, closes every connection and event stream, and returns
    /// when their threads have finished (or after two seconds).
    func stop() {
        let running: Running? = state.withLock { state in
            guard case .running(let running) = state else { return nil }
            state = .stopped
            return running
        }
        guard let running else { return }
        var byte: UInt8 = 1
        _ = write(running.wakePipe.write, &byte, 1)
        running.acceptLoopEnded.wait()
        running.listener.close()
        close(running.wakePipe.read)
        close(running.wakePipe.write)
        hub.close()
        connections.shutDownAll()
        _ = connections.waitUntilEmpty(timeout: .seconds(2))
    }

    /// A build succeeded: open pages reload, and any error overlay goes away.
    public func didRebuild() {
        hub.didRebuild()
    }

    /// A build failed: open pages (and pages opened until the next good build)
    /// show `message` — the diagnostics, `path:line:col: error: …` — over the
    /// last good output, which the server keeps serving.
    public func buildFailed(message: String) {
        hub.buildFailed(message: message)
    }

    /// The number of pages listening for reloads, for tests and status lines.
    var liveReloadClientCount: Int {
        hub.subscriberCount
    }

    private func bind() throws(ServerError) -> ListeningSocket {
        let first = configuration.port
        let last = configuration.port == 0 || !configuration.usesNextFreePort ? first : min(first + Configuration.portsTried - 1, 65_535)
        for port in first...last {
            do {
                let listener = try ListeningSocket.bind(host: configuration.host, port: port)
                if port != first {
                    log.warning("port \(first) is in use; serving on port \(port) instead")
                }
                return listener
            } catch .portInUse {
                continue
            }
        }
        throw .portInUse(host: configuration.host, ports: first...last)
    }

    private func acceptLoop(listener: ListeningSocket, wakeDescriptor: Int32, responder: Responder) {
        let timeouts = Connection.Timeouts(
            request: RequestDeadline.Timeouts(idle: configuration.idleTimeout, head: configuration.headerTimeout),
            heartbeat: configuration.heartbeatInterval)
        while let descriptor = listener.accept(orWakeOn: wakeDescriptor) {
            let socket = ClientSocket(descriptor: descriptor)
            socket.configure(sendTimeout: configuration.sendTimeout)
            guard connections.add(descriptor) else {
                let refusal = HTTPResponse.text(.serviceUnavailable, "too many open connections; try again in a moment")
                _ = socket.send(refusal.head(extraHeaders: ["Connection": "close"]) + refusal.body.readAll())
                close(descriptor)
                continue
            }
            let connection = Connection(
                socket: socket, responder: responder, hub: hub, timeouts: timeouts,
                isStopping: { [self] in isStopping },
                logResponse: { [self] request, status in logResponse(request, status) })
            let thread = Thread { [connections] in
                connection.run()
                connections.remove(descriptor)
            }
            thread.name = "sitegen connection"
            thread.stackSize = 512 * 1024
            thread.start()
        }
    }

    var isStopping: Bool {
        state.withLock { state in
            if case .running = state { return false }
            return true
        }
    }

    private func logResponse(_ request: HTTPRequest, _ status: HTTPStatus) {
        guard !configuration.quiet, status.code >= 400 else { return }
        log.info("\(status.code) \(request.method) \(request.target)")
    }

    /// The appearances page of the site served at `url`: its own path on the same host, whatever the site's base path.
    static func appearancesURL(of url: URL) -> URL {
        URL(string: "/\(PreviewRoutes.prefix)/\(PreviewRoutes.appearances)", relativeTo: url)!.absoluteURL
    }

    /// The address to open in a browser on this machine: a wildcard address
    /// (every interface) is reached through loopback, as browsers refuse 0.0.0.0.
    static func url(host: String, port: Int, basePath: String = "/") -> URL {
        let name = switch host {
        case "0.0.0.0", "": "127.0.0.1"
        case "::", "[::]": "[::1]"
        case _ where host.contains(":") && !host.hasPrefix("["): "[\(host)]"
        default: host
        }
        let path = RequestTarget(segments: basePath.split(separator: "/").map(String.init), hasTrailingSlash: true).path
        return URL(string: "http://\(name):\(port)\(path)")!
    }
}
