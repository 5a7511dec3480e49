import Core

/// The versions of a site's documentation (site.json's `"versions"`), each a folder of pages like Content/ or
/// Content/ as a git ref has it.
///
/// The default version is published at `/`, every other under `/<name>/`. The build knows a page of another version by
/// its *version path*, its path in its version's folder under a top-level folder named for the version
/// (`1.0/guide/intro.md`, with a language `1.0/de/guide/intro.md`): versions route, nest and link as languages do,
/// each (version, language) with its own folder, navigation, lists and search.
public struct SiteVersions: Sendable {
    public struct Version: Sendable {
        /// `2.0`: the version menu's label and, for every version but the default, the URL folder.
        public let name: String
        public let source: Source
        /// Its entry in site.json, where problems with its source are reported.
        let entry: JSONValue
    }

    /// Where a version's pages come from.
    public enum Source: Sendable, Equatable {
        /// A folder like Content/, relative to the site folder.
        case folder(String)
        /// A folder (Content/ unless `"source"` says) as the git ref has it.
        case git(ref: String, folder: String)
    }

    /// In the order site.json declares them, as the version menu lists them; empty for a site without versions.
    public let all: [Version]
    private let defaultPosition: Int
    /// The names of the versions published under `/<name>/`.
    private let prefixedNames: Set<String>

    /// A site without versions.
    static let none = SiteVersions(all: [], defaultPosition: 0)

    init(all: [Version], defaultPosition: Int) {
        self.all = all
        self.defaultPosition = defaultPosition
        prefixedNames = Set(all.indices.filter { $0 != defaultPosition }.map { all[$0].name })
    }

    /// Whether the site declares versions.
    public var isVersioned: Bool { !all.isEmpty }

    /// The version published at `/`, if the site has versions.
    public var defaultVersion: Version? { all.isEmpty ? nil : all[defaultPosition] }

    /// The versions published under `/<name>/`.
    var prefixed: [Version] { all.indices.filter { $0 != defaultPosition }.map { all[$0] } }

    /// The folder of a version's pages: empty for the default version, its name for any other.
    func folder(of version: Version) -> String {
        prefixedNames.contains(version.name) ? version.name : ""
    }

    /// `1.0/de/guide/intro.md` → (`1.0`, `de/guide/intro.md`): a version path's version folder and the path in it.
    func split(_ path: String) -> (folder: String, rest: String) {
        guard !prefixedNames.isEmpty, let slash = path.firstIndex(of: "/") else { return ("", path) }
        let first = String(path[..<slash])
        return prefixedNames.contains(first) ? (first, String(path[path.index(after: slash)...])) : ("", path)
    }

    /// The version whose folder is `folder` (empty: the default one).
    func version(inFolder folder: String) -> Version? {
        folder.isEmpty ? defaultVersion : all.first { $0.name == folder }
    }

    /// The versions named `names`, and the default: a git version that could not be read is left out, from its menu too.
    func keeping(_ names: Set<String>) -> SiteVersions {
        let kept = all.indices.filter { $0 == defaultPosition || names.contains(all[$0].name) }
        return SiteVersions(all: kept.map { all[$0] }, defaultPosition: kept.firstIndex(of: defaultPosition) ?? 0)
    }

    /// Whether `name` may be a URL folder: letters, digits, `.`, `-` and `_`, not starting with a dot.
    static func isSafeFolderName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first != "." else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "._-".unicodeScalars.contains($0)) }
    }

    /// Top-level folders the build writes itself, which no version may be named.
    static let reservedNames: Set<String> = ["assets", "search", "tags"]
}

extension SiteConfig {
    /// The source folders of the versions other than the default that are read from a folder, relative to the site
    /// folder: what `serve` watches besides Content/. A git version does not change while it serves.
    public var versionSourceFolders: [String] {
        versions.prefixed.compactMap { version in
            if case .folder(let folder) = version.source { folder } else { nil }
        }
    }
}
