import Core
import DefaultSite
import Foundation

/// What `sitegen new` writes: a working site with the default layouts written
/// out for customising, a home page on the `home` layout, a docs section, a blog
/// with one post, and a GitHub Pages workflow that publishes it.
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
                layout: home
                hero:
                  tagline: A site made with sitegen.
                  actions:
                    - text: Read the documentation
                      link: /docs/
                    - text: Read the blog
                      link: /blog/
                features:
                  - title: Write in Markdown
                    text: Every Markdown file in Content/ is a page; its front matter sets the title, date and layout.
                    link: /docs/getting-started/
                  - title: Preview as you type
                    text: sitegen serve rebuilds the site and reloads the browser whenever a file changes.
                    link: /docs/getting-started/
                  - title: Publish anywhere
                    text: Public/ is plain files; the workflow in .github/workflows/pages.yml deploys them to GitHub Pages.
                ---
                This home page uses the `home` layout: the title, tagline, buttons and cards above come from its
                front matter, this text from its Markdown, and the newest posts are listed below.\n
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
        files[".github/workflows/pages.yml"] = pagesWorkflow
        // The built-in output templates stay built in: a site overrides one only when it means to.
        for (name, text) in DefaultTemplates.files where !OutputTemplates.names.contains(name) {
            files["Templates/" + name] = text
        }
        return files
    }
}
