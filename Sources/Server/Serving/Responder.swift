import Core

/// The request → response core: a function of the request and the files under
/// the root, with no sockets, so every HTTP rule is tested by calling it.
struct Responder: Sendable {
    let site: SiteFolder
    let hostPolicy: HostPolicy
    /// Whether pages get the live-reload script and `/_sitegen/events` exists.
    let liveReload: Bool
    /// The path the site is served under (the base URL's path: `project` for `/project/`), so a site
    /// built for a subpath is previewed with exactly the links it will have when published.
    let mount: [String]

    static let allowedMethods = "GET, HEAD"

    init(root: String, hostPolicy: HostPolicy, liveReload: Bool, basePath: String = "/") {
        site = SiteFolder(root: root)
        self.hostPolicy = hostPolicy
        self.liveReload = liveReload
        mount = basePath.split(separator: "/").map(String.init)
    }

    func respond(to request: HTTPRequest) -> HTTPResponse {
        let response = route(request)
        return request.method == "HEAD" ? response.withoutBody : response
    }

    private func route(_ request: HTTPRequest) -> HTTPResponse {
        let target: RequestTarget
        switch RequestTarget.parse(request.target) {
        case .success(let parsed): target = parsed
        case .failure(let problem): return .text(.badRequest, problem.message)
        }
        let host = target.authority ?? request.headers["Host"]
        guard hostPolicy.allows(host) else {
            return .text(.misdirectedRequest, "this preview server answers only requests for localhost, 127.0.0.1 or [::1] "
                + "with its port, not for '\(host ?? "")' (this protects the preview from DNS rebinding)")
        }
        guard request.method == "GET" || request.method == "HEAD" else {
            return .text(.methodNotAllowed, "the preview server only answers GET and HEAD", headers: ["Allow": Self.allowedMethods])
        }
        if target.segments.first == PreviewRoutes.prefix, let response = previewRoute(target) {
            return response
        }
        guard target.segments.starts(with: mount) else {
            if target.segments.isEmpty {
                return HTTPResponse(status: .found, headers: ["Location": mountPath, "Cache-Control": "no-cache"])
            }
            return notFound(target)
        }
        return file(target, request: request)
    }

    /// `/project/`, or `/` when the site is served at the root.
    private var mountPath: String {
        RequestTarget(segments: mount, hasTrailingSlash: true).path
    }

    /// The server's own pages under `/_sitegen/`; nil for paths it does not have.
    private func previewRoute(_ target: RequestTarget) -> HTTPResponse? {
        guard target.segments.count == 2, !target.hasTrailingSlash else { return nil }
        let name = target.segments[1]
        switch name {
        case PreviewRoutes.events where liveReload:
            return HTTPResponse(status: .ok, headers: [
                "Content-Type": "text/event-stream",
                "Cache-Control": "no-cache",
            ], body: .eventStream)
        case PreviewRoutes.appearances:
            return HTTPResponse(status: .ok, headers: [
                "Content-Type": MediaType.html,
                "Cache-Control": "no-cache",
            ], body: .bytes(Array(appearancesPage(QueryItems(target.query)["page"]).html.utf8)))
        default:
            guard let asset = PreviewAssets.file(named: name, liveReload: liveReload) else { return nil }
            return HTTPResponse(status: .ok, headers: [
                "Content-Type": asset.mediaType,
                "Cache-Control": "no-cache",
            ], body: .bytes(asset.bytes))
        }
    }

    private func appearancesPage(_ requested: String?) -> AppearancesPage {
        var stylesheets: [String] = []
        if case .file(let home) = site.entry(at: ["index.html"]) {
            stylesheets = StylesheetLinks.find(in: home.read(0..<home.status.size))
        }
        return AppearancesPage(
            page: requested ?? mountPath,
            pagePaths: site.pagePaths(limit: AppearancesPage.maximumListedPages).map { String(mountPath.dropLast()) + $0 },
            sitePath: mountPath,
            siteStylesheets: stylesheets,
            liveReload: liveReload)
    }

    private func file(_ target: RequestTarget, request: HTTPRequest) -> HTTPResponse {
        let segments = Array(target.segments.dropFirst(mount.count))
        switch site.entry(at: segments) {
        case .file(let file):
            guard !target.hasTrailingSlash else { return notFound(target) }
            return serve(file, named: target.segments.last ?? "index.html", request: request)
        case .directory:
            guard target.hasTrailingSlash || segments.isEmpty else {
                var directory = target
                directory.hasTrailingSlash = true
                return HTTPResponse(status: .movedPermanently, headers: [
                    "Location": directory.pathAndQuery,
                    "Cache-Control": "no-cache",
                ])
            }
            guard case .file(let index) = site.entry(at: segments + ["index.html"]) else { return notFound(target) }
            return serve(index, named: "index.html", request: request)
        case .missing:
            return notFound(target)
        case .outside:
            return .text(.forbidden, "this path leads outside the site through a symbolic link")
        }
    }

    private func serve(_ file: OpenFile, named name: String, request: HTTPRequest) -> HTTPResponse {
        let contentType = MediaType.of(fileNamed: name)
        let injects = liveReload && contentType == MediaType.html
        let validators = Validators(status: file.status, variant: injects ? "live" : nil)
        var headers: HTTPHeaders = [
            "Content-Type": contentType,
            "Cache-Control": "no-cache",
            "ETag": validators.entityTag,
            "Last-Modified": HTTPDate.format(validators.lastModified),
        ]
        if validators.allowNotModified(request.headers) {
            return HTTPResponse(status: .notModified, headers: headers)
        }
        if injects {
            return HTTPResponse(status: .ok, headers: headers, body: .bytes(LiveReloadScript.inject(into: file.read(0..<file.status.size))))
        }
        headers.add("Accept-Ranges", "bytes")
        let size = file.status.size
        let range = request.method == "GET" && validators.rangeApplies(request.headers)
            ? ByteRange(field: request.headers["Range"], size: size) : .whole
        switch range {
        case .whole:
            return HTTPResponse(status: .ok, headers: headers, body: .file(file, range: 0..<size))
        case .partial(let bytes):
            headers.add("Content-Range", "bytes \(bytes.lowerBound)-\(bytes.upperBound - 1)/\(size)")
            return HTTPResponse(status: .partialContent, headers: headers, body: .file(file, range: bytes))
        case .unsatisfiable:
            return .text(.rangeNotSatisfiable, "the requested range is outside the file's \(size) bytes",
                         headers: ["Content-Range": "bytes */\(size)"])
        }
    }

    /// The site's own `404.html` with status 404, or a short page when it has none: one that says nothing is
    /// built yet when the output folder does not exist (the first build of `serve` failed), rather than that this
    /// one address is missing.
    private func notFound(_ target: RequestTarget) -> HTTPResponse {
        var page: [UInt8]
        if case .file(let file) = site.entry(at: ["404.html"]) {
            page = file.read(0..<file.status.size)
        } else if case .missing = site.entry(at: []) {
            page = Array("""
            <!doctype html>
            <html lang="en"><meta charset="utf-8"><title>Not built yet</title>
            <h1>Not built yet</h1><p>No build of this site has succeeded yet, so nothing is published at <code>\(HTMLEscaping.text(target.path))</code>. The errors are in the terminal.</p>
            </html>

            """.utf8)
        } else {
            page = Array("""
            <!doctype html>
            <html lang="en"><meta charset="utf-8"><title>Not Found</title>
            <h1>Not Found</h1><p>Nothing is published at <code>\(HTMLEscaping.text(target.path))</code>.</p>
            </html>

            """.utf8)
        }
        if liveReload { page = LiveReloadScript.inject(into: page) }
        return HTTPResponse(status: .notFound, headers: ["Content-Type": MediaType.html, "Cache-Control": "no-cache"], body: .bytes(page))
    }
}

/// The paths the server answers itself, under `/_sitegen/`.
enum PreviewRoutes {
    static let prefix = "_sitegen"
    static let events = "events"
    static let appearances = "appearances"
}
