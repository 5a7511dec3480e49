extension PreviewServer {
    /// How `sitegen serve` runs the server.
    public struct Configuration: Sendable {
        /// The folder to serve (the build's output folder, or `--root`).
        var root: String
        /// How the folder is named in the banner, e.g. `Public/`.
        var displayName: String
        /// The address to listen on; loopback unless the user asks for another on purpose.
        var host: String
        /// The port to listen on; 0 lets the system choose a free one.
        var port: Int
        /// When the port is busy, try the next ones (up to `portsTried` in all) and say which is used;
        /// when false, a busy port is an error.
        var usesNextFreePort: Bool
        /// The path the site is served under, the path of its base URL (`/project/` for
        /// `https://example.org/project/`), so its links work exactly as when published.
        var basePath: String
        /// Whether pages get the live-reload script and `/_sitegen/events` exists (`sitegen serve`);
        /// false for `sitegen serve --root`, which serves a folder exactly as it is.
        var liveReload: Bool
        /// Print nothing but warnings: no banner, no failed-request lines.
        var quiet: Bool
        /// How long a connection stays open with no request on it: a kept-alive connection
        /// between requests, or a new one that has sent nothing yet (Go's `IdleTimeout`).
        var idleTimeout: Duration
        /// How long a client has to send the rest of a request head once it has begun it
        /// (Go's `ReadHeaderTimeout`); slower clients get 408 and are closed.
        var headerTimeout: Duration
        /// How long a write may wait for a client that does not read.
        var sendTimeout: Duration
        /// How often an idle event stream gets a comment, which finds connections that vanished without
        /// closing (a page that closes its stream is let go at once).
        var heartbeatInterval: Duration
        /// Connections beyond this many are answered 503 and closed.
        var maximumConnections: Int

        /// How many ports `usesNextFreePort` tries, starting with `port`.
        static let portsTried = 10

        /// A configuration with the defaults of `sitegen serve`: 127.0.0.1:8000, live reload on.
        public init(
            root: String,
            displayName: String? = nil,
            host: String = "127.0.0.1",
            port: Int = 8000,
            basePath: String = "/",
            usesNextFreePort: Bool = true,
            liveReload: Bool = true,
            quiet: Bool = false,
            idleTimeout: Duration = .seconds(5),
            headerTimeout: Duration = .seconds(5),
            sendTimeout: Duration = .seconds(30),
            heartbeatInterval: Duration = .seconds(15),
            maximumConnections: Int = 1000
        ) {
            self.root = root
            self.displayName = displayName ?? Self.defaultDisplayName(of: root)
            self.host = host
            self.port = port
            self.basePath = basePath
            self.usesNextFreePort = usesNextFreePort
            self.liveReload = liveReload
            self.quiet = quiet
            self.idleTimeout = idleTimeout
            self.headerTimeout = headerTimeout
            self.sendTimeout = sendTimeout
            self.heartbeatInterval = heartbeatInterval
            self.maximumConnections = maximumConnections
        }

        /// `Public/` for `/path/to/Public`: the folder's name with a slash.
        static func defaultDisplayName(of root: String) -> String {
            let name = root.split(separator: "/").last.map(String.init) ?? root
            return name.hasSuffix("/") ? name : name + "/"
        }
    }
}
