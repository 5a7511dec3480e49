import FrontMatter

/// Hugo's build options for a page: whether it is rendered (`render: always`, `link` or `never`, once `true` or
/// `false`), listed (`list: always`, `local` or `never`) and its bundle's files published (`publishResources`).
/// A page sets them with `build` (once `_build`) or `headless: true`; a branch's `_index.md` hands them down with
/// `cascade`, to its own page as well unless that sets them itself, and to every page below it that does not.
struct HugoBuildOptions: Equatable {
    var rendered = true
    var listed = true
    var publishesResources = true

    /// The options the front matter sets for its own page, nil when it sets none.
    static func own(_ frontMatter: FrontMatter) -> HugoBuildOptions? {
        if let value = frontMatter["build"]?.value ?? frontMatter["_build"]?.value { return read(value) }
        if frontMatter["headless"]?.value == .bool(true) { return HugoBuildOptions(rendered: false, listed: false, publishesResources: false) }
        return nil
    }

    /// The options a branch's `cascade` hands down: its map, or the first entry of its list that targets no
    /// particular pages; nil when it hands none down.
    static func cascaded(_ frontMatter: FrontMatter) -> HugoBuildOptions? {
        let cascade = frontMatter["cascade"]?.value
        let maps: [FrontMatterValue] = if case .list(let entries)? = cascade { entries } else { cascade.map { [$0] } ?? [] }
        for map in maps where map.member("_target") == nil && map.member("target") == nil {
            if let value = map.member("build") ?? map.member("_build") { return read(value) }
        }
        return nil
    }

    private static func read(_ value: FrontMatterValue) -> HugoBuildOptions {
        var options = HugoBuildOptions()
        if let render = value.member("render")?.scalarText?.lowercased() { options.rendered = !["never", "link", "false"].contains(render) }
        if let list = value.member("list")?.scalarText?.lowercased() { options.listed = !["never", "local", "false"].contains(list) }
        if let publish = value.member("publishResources") { options.publishesResources = publish != .bool(false) && publish.scalarText != "false" }
        return options
    }
}

/// The build options of a content folder's pages, from their own front matter and their branches' cascades.
struct HugoBuilds {
    /// Each branch's cascade by folder (`` for the content folder's `_index.md`).
    private var cascades: [String: HugoBuildOptions] = [:]
    /// The options of each bundle's index page (`_index.md`, `index.md`) by folder, for its files.
    private var bundles: [String: HugoBuildOptions] = [:]

    /// Reads the index pages, whose front matter cascades and whose options their bundles' files follow.
    init(indexPages: [(path: String, frontMatter: FrontMatter)]) {
        for page in indexPages {
            let folder = page.path.containingFolder
            if let cascade = HugoBuildOptions.cascaded(page.frontMatter) { cascades[folder] = cascade }
        }
        for page in indexPages { bundles[page.path.containingFolder] = options(of: page.path, frontMatter: page.frontMatter) }
    }

    /// The options of the page at `path` (in its content folder): its own, else the nearest cascade above it.
    func options(of path: String, frontMatter: FrontMatter) -> HugoBuildOptions {
        if let own = HugoBuildOptions.own(frontMatter) { return own }
        var folder = path.containingFolder
        while true {
            if let cascade = cascades[folder] { return cascade }
            guard !folder.isEmpty else { return HugoBuildOptions() }
            folder = folder.containingFolder
        }
    }

    /// Whether a file of a bundle is published: unless the bundle's page is not rendered and does not publish its files.
    func publishes(file path: String) -> Bool {
        var folder = path.containingFolder
        while true {
            if let bundle = bundles[folder] { return bundle.rendered || bundle.publishesResources }
            guard !folder.isEmpty else { return true }
            folder = folder.containingFolder
        }
    }
}
