/// `Content-Type` by file extension. Text types carry `charset=utf-8` because
/// sitegen writes every text file in UTF-8.
enum MediaType {
    /// The content type of a file named `name`; unknown extensions are `application/octet-stream`.
    static func of(fileNamed name: String) -> String {
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return fallback }
        let fileExtension = String(name[name.index(after: dot)...]).lowercased()
        return types[fileExtension] ?? fallback
    }

    static let html = "text/html; charset=utf-8"
    static let fallback = "application/octet-stream"

    private static let types: [String: String] = [
        "html": html, "htm": html,
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8", "mjs": "text/javascript; charset=utf-8",
        "txt": "text/plain; charset=utf-8", "md": "text/markdown; charset=utf-8",
        "csv": "text/csv; charset=utf-8",
        "xml": "application/xml; charset=utf-8", "xsl": "application/xml; charset=utf-8",
        "rss": "application/rss+xml; charset=utf-8", "atom": "application/atom+xml; charset=utf-8",
        "json": "application/json", "map": "application/json",
        "webmanifest": "application/manifest+json",
        "svg": "image/svg+xml; charset=utf-8",
        "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif",
        "webp": "image/webp", "avif": "image/avif", "ico": "image/vnd.microsoft.icon", "bmp": "image/bmp",
        "woff": "font/woff", "woff2": "font/woff2", "ttf": "font/ttf", "otf": "font/otf",
        "mp4": "video/mp4", "m4v": "video/mp4", "webm": "video/webm", "mov": "video/quicktime", "ogv": "video/ogg",
        "mp3": "audio/mpeg", "m4a": "audio/mp4", "ogg": "audio/ogg", "oga": "audio/ogg", "wav": "audio/wav",
        "flac": "audio/flac", "vtt": "text/vtt; charset=utf-8",
        "pdf": "application/pdf", "wasm": "application/wasm", "zip": "application/zip",
        "gz": "application/gzip",
    ]
}
