extension JekyllImporter {
    /// Makes a page Jekyll publishes at the URL of a folder of pages that has no index page its own folder's index
    /// page: `_docs/configuration.md` (at /docs/configuration/) beside `_docs/configuration/options.md`, or
    /// `_docs/community/community.md` with `permalink: /docs/community/`. sitegen titles and links a folder's section
    /// by its index page; without one, the section showed its lower-case folder name (Jekyll's docs: `configuration`,
    /// `installation`, …) beside the page that is its front page. The page's links keep their targets: Jekyll's
    /// relative links are relative to the URL, and the file now sits where its URL is. Returns the pages moved:
    /// Content/ path → new path.
    func makeFolderIndexPages(in site: inout ImportedSite) -> [String: String] {
        var moved: [String: String] = [:]
        var folders: Set<String> = []
        var indexed: Set<String> = []
        for path in site.pages.map(\.contentPath) + site.files.map(\.contentPath) {
            folders.formUnion(path.enclosingFolders)
            if Self.claimsFolderURL(path) { indexed.insert(path.containingFolder) }
        }
        for position in site.pages.indices {
            let page = site.pages[position]
            guard let oldURL = page.oldURL, !Self.claimsFolderURL(page.contentPath) else { continue }
            let folder = String(NavItem.urlKey(oldURL).dropFirst())
            guard folders.contains(folder), !indexed.contains(folder),
                  [folder, folder.containingFolder].contains(page.contentPath.containingFolder) else { continue }
            let contentPath = folder + "/index" + (page.contentPath.hasSuffix(".markdown") ? ".markdown" : ".md")
            let source = SourcePage(text: page.text, path: page.contentPath)
            moved[page.contentPath] = contentPath
            site.pages[position].contentPath = contentPath
            site.pages[position].additions.removeAll { $0.key == "url" }
            site.pages[position].additions += source.urlAddition(oldURL: oldURL, contentPath: contentPath)
            indexed.insert(folder)
            site.report.count("page at its folder's URL → the folder's index.md")
        }
        return moved
    }

    /// An index page for the posts' folder, titled "Posts": sitegen titles a section by its index page, and without one
    /// the posts showed as `posts` in the navigation. Not where a page of the site is published at /posts/ already.
    func addPostsIndexPage(into site: inout ImportedSite) {
        guard site.pages.contains(where: { $0.contentPath.hasPrefix("posts/") }),
              !site.pages.contains(where: { Self.claimsFolderURL($0.contentPath) && $0.contentPath.containingFolder == "posts" }),
              !site.pages.contains(where: { ["/posts/", "/posts/index.html"].contains($0.oldURL) }) else { return }
        site.pages.append(.init(contentPath: "posts/_index.md", text: "", additions: [.title("Posts")]))
        site.report.count("_posts/ → posts/_index.md titled Posts")
    }

    /// `Templates/posts.html`, the section template of `posts/`: the built-in blog layout, so that the posts show their
    /// date, tags and the newer and older posts, as a Jekyll theme's post layout does, rather than the documentation's
    /// layout. A post's own `layout` wins when the site has its template.
    func addPostsLayout(into site: inout ImportedSite) {
        guard site.pages.contains(where: { $0.contentPath.hasPrefix("posts/") && !$0.contentPath.hasPrefix("posts/_index.") }) else { return }
        site.templates.append(("posts.html", """
            {#- Jekyll's posts, in the built-in blog layout (sitegen import). -#}
            {% extends "blog.html" %}

            """))
        site.report.count("_posts/ → Templates/posts.html, the blog layout")
    }

    /// Jekyll's title of a document (a collection's or a post) whose front matter has none: its slug, words
    /// capitalized (`rendering-process.md` → `Rendering Process`), which its navigation and layouts show.
    static func documentTitle(at path: String, isPost: Bool) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        var slug = Substring(name.split(separator: ".").dropLast().joined(separator: "."))
        if isPost, SourcePage.day(String(slug)) != nil { slug = slug.dropFirst(11) }
        return slug.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined(separator: " ")
    }

    /// Whether a page or file is its folder's index (`index.md`, `_index.md`, `index.html`), which has the folder's URL.
    private static func claimsFolderURL(_ path: String) -> Bool {
        let name = path.split(separator: "/").last ?? ""
        return name.hasPrefix("index.") || name.hasPrefix("_index.")
    }
}
