import Core
import DefaultSite
import Foundation

/// What `sitegen new` writes: a working site with the default layouts written
/// out for customising, a docs section and a blog with one post.
public enum SiteScaffold {
    /// Files of a new site by relative path.
    // Longer than a screen only because it spells out the new site's pages as text; there is no logic to split off.
    public static func files(title: String, today: Date) -> [String: String] {
        let date = CivilDate(today).iso8601Date
        var files: [String: String] = [
            "site.json": """
                {
                  "title": \(JSONString.quoted(title)),
                  "baseURL": "/",
                  "language": "en",
                  "description": "A site built with sitegen."
                }\n
                """,
            "Content/index.md": """
                ---
                title: \(title)
                ---
                # Welcome

                This site was made with `sitegen new`. Read the [documentation](docs/index.md) or the [blog](blog/index.md).\n
                """,
            "Content/docs/index.md": """
                ---
                title: Documentation
                weight: 1
                ---
                # Documentation

                Every Markdown file in `Content/docs/` is a page of this section.\n
                """,
            "Content/docs/getting-started.md": """
                ---
                title: Getting started
                description: Build and preview the site.
                weight: 1
                ---
                # Getting started

                ## Build

                ```console
                $ sitegen build
                ```

                ## Preview

                ```console
                $ sitegen serve
                ```

                > [!TIP]
                > Pages reload in the browser as you save them.\n
                """,
            "Content/blog/index.md": """
                ---
                title: Blog
                weight: 2
                ---
                # Blog\n
                """,
            "Content/blog/hello-world.md": """
                ---
                title: Hello, world
                date: \(date)
                tags: [news]
                ---
                The first post of this site.\n
                """,
        ]
        for (name, text) in DefaultTemplates.files {
            files["Templates/" + name] = text
        }
        return files
    }
}
