/// The files the server answers itself under `/_sitegen/`, embedded in the
/// binary at build time from the real files next to the code that uses them.
enum PreviewAssets {
    /// The file named `name`, with its media type; the live-reload scripts only when `liveReload` is on.
    static func file(named name: String, liveReload: Bool) -> (bytes: [UInt8], mediaType: String)? {
        switch name {
        case "live-reload.js" where liveReload: (PackageResources.live_reload_js, MediaType.of(fileNamed: name))
        case "live-reload-worker.js" where liveReload: (PackageResources.live_reload_worker_js, MediaType.of(fileNamed: name))
        case "appearances.css": (PackageResources.appearances_css, MediaType.of(fileNamed: name))
        case "appearances.js": (PackageResources.appearances_js, MediaType.of(fileNamed: name))
        default: nil
        }
    }
}
