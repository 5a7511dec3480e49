import Core
import Foundation

/// Where the pages of a version other than the default are on disk: its source folder, or the folder a git version was
/// read into.
struct VersionFolder: Sendable, Hashable {
    /// The version's name, its URL folder.
    let name: String
    /// Absolute, without a final `/`.
    let directory: String
    /// What messages show before a path in it: `Versions/1.0/`, `v0.9:Content/`.
    let displayPrefix: String
    /// A git version's folder, which sitegen made and which does not change while it serves.
    let isFromGit: Bool

    /// The folder of each version but the default. A folder that does not exist or is a folder of the default version's,
    /// and a version named like a top-level file or folder of Content/, is an error at its entry in site.json; a git
    /// version that cannot be read is a warning, and the version is left out: the site builds without it.
    static func resolve(
        _ versions: SiteVersions, siteDirectory: String, contentDirectory: String, diagnostics: inout Diagnostics
    ) -> [VersionFolder] {
        if let first = versions.defaultVersion, first.source != .folder("Content") {
            diagnostics.add(first.entry.error("the default version is the site's Content/ folder: give it \"source\": \"Content\" "
                + "(or no other), and the other versions their own folders"))
        }
        return versions.prefixed.compactMap { version in
            if FileManager.default.fileExists(atPath: contentDirectory + "/" + version.name) {
                diagnostics.add(version.entry.error("version '\(version.name)' is published at /\(version.name)/, "
                    + "where Content/\(version.name) is already; rename one of them"))
                return nil
            }
            switch version.source {
            case .folder(let folder):
                return resolveFolder(folder, of: version, siteDirectory: siteDirectory, diagnostics: &diagnostics)
            case .git(let ref, let folder):
                do throws(GitArchive.Failure) {
                    let directory = try GitArchive.folder(folder, at: ref, repositoryFolder: siteDirectory)
                    return VersionFolder(name: version.name, directory: directory, displayPrefix: "\(ref):\(folder)/", isFromGit: true)
                } catch {
                    var warning = version.entry.error("version '\(version.name)' is left out: \(error.message)")
                    warning.severity = .warning
                    diagnostics.add(warning)
                    return nil
                }
            }
        }
    }

    private static func resolveFolder(
        _ folder: String, of version: SiteVersions.Version, siteDirectory: String, diagnostics: inout Diagnostics
    ) -> VersionFolder? {
        let directory = siteDirectory + "/" + folder
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            diagnostics.add(version.entry.error("version '\(version.name)' has no folder \(folder)/ in the site folder"))
            return nil
        }
        guard folder != "Content", !folder.hasPrefix("Content/") else {
            diagnostics.add(version.entry.error("version '\(version.name)' cannot be in Content/, whose pages are the default version's"))
            return nil
        }
        return VersionFolder(name: version.name, directory: directory, displayPrefix: folder + "/", isFromGit: false)
    }
}
