import Foundation
import TestSupport

/// A site with three versions: 2.0 (Content/, the default), 1.0 (Versions/1.0) and 0.9 (Content/ at the git tag v0.9),
/// in English and German.
enum VersionedSite {
    static let config = #"""
        { "title": "Docs",
          "languages": { "en": { "name": "English" }, "de": { "name": "Deutsch" } },
          "versions": [
            { "name": "2.0", "source": "Content", "default": true },
            { "name": "1.0", "source": "Versions/1.0" },
            { "name": "0.9", "git": "v0.9" } ] }
        """#

    /// Whether `git` can be run here: the git version needs it.
    static let hasGit = (try? ExternalCommand.run(["git", "--version"], in: FileManager.default.temporaryDirectory.path)) != nil

    /// The site, its folder a git repository whose tag v0.9 has 0.9's pages in Content/.
    static func make() throws -> TemporaryDirectory {
        let site = TemporaryDirectory()
        try ExternalCommand.run(["git", "init", "-q"], in: site.path)
        try ExternalCommand.run(["git", "config", "user.email", "docs@example.org"], in: site.path)
        try ExternalCommand.run(["git", "config", "user.name", "Docs"], in: site.path)
        site.write("Content/index.md", "# Home 0.9\n")
        site.write("Content/guide/intro.md", "# Intro 0.9\n\n[Old](old.md)\n")
        site.write("Content/guide/old.md", "# Old\n")
        try ExternalCommand.run(["git", "add", "-A"], in: site.path)
        try ExternalCommand.run(["git", "commit", "-q", "-m", "0.9"], in: site.path)
        try ExternalCommand.run(["git", "tag", "v0.9"], in: site.path)
        site.remove("Content/guide/old.md")
        site.write("site.json", config)
        let pages = [
            "Content/index.md": "# Home\n",
            "Content/guide/intro.md": "# Intro\n\n[Routing](routing.md)\n",
            "Content/guide/routing.md": "# Routing\n",
            "Content/guide/new.md": "# New in 2.0\n",
            "Content/guide/intro.de.md": "# Einführung\n",
            "Versions/1.0/index.md": "# Home 1.0\n",
            "Versions/1.0/guide/intro.md": "# Intro 1.0\n\n[Routing](routing.md), [absolute](/guide/routing/), [new](/guide/new/).\n",
            "Versions/1.0/guide/routing.md": "# Routing 1.0\n",
            "Versions/1.0/guide/only.md": "# Only in 1.0\n",
            "Versions/1.0/guide/intro.de.md": "# Einführung 1.0\n\n[Routing](routing.md)\n",
        ]
        for (path, text) in pages { site.write(path, text) }
        return site
    }
}
