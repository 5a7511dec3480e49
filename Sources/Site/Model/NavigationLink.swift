import Core
import FrontMatter

/// A link page: a file of Content/ whose front matter has `nav_link`. Its section's navigation lists it
/// among its pages, by its weight and title, as a link to where it leads (another site, or a path of this
/// one that no page of Content/ makes); it is not published, listed or searched itself. It is how a site
/// says what an MkDocs `nav:` entry `- GitHub: https://…` or a Hugo menu entry with a `url` says.
struct NavigationLink: Sendable, Equatable {
    /// Path under Content/: `community/github.md`.
    var contentPath: String
    /// Where it leads: an `http`, `https` or `mailto` URL, or a path from the site root (`/blog/`).
    var target: String
    /// The title it is listed by: its `nav_title`, else its `title`, else the file name.
    var title: String
    var weight: Int?
    /// The heading it is listed under (`nav_group`).
    var group: String?

    init(contentPath: String, metadata: PageMetadata, target: String) {
        self.contentPath = contentPath
        self.target = target
        let stem = contentPath.pathSegments().last.map { String($0.prefix { $0 != "." }) } ?? contentPath
        title = metadata.navTitle ?? metadata.title ?? stem
        weight = metadata.weight
        group = metadata.navGroup
    }

    /// The folder of the section that lists it: `community`, or `` at the root.
    var sectionPath: String {
        contentPath.pathSegments().dropLast().joined(separator: "/")
    }

    /// Whether it leads out of the site.
    var isExternal: Bool {
        !target.hasPrefix("/")
    }

    /// Where it leads as a link of a site published at `baseURL`.
    func url(_ baseURL: BaseURL) -> String {
        isExternal ? target : baseURL.url(target)
    }

    /// A route that orders it among its section's entries where weight and title tie, as a page's URL does;
    /// it is never claimed or written.
    var sortingRoute: Route {
        Route(url: "/" + contentPath + "/", outputPath: "")
    }
}
