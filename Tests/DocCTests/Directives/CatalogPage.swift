@testable import DocC
import Markdown

/// A page of a catalog `Guide.docc`, rendered as the site renders it: with the site's Markdown
/// extensions, and the catalog's articles and files to resolve against.
struct CatalogPage {
    var catalog = DocCCatalog()
    var contentPath = "Guide.docc/Page.md"

    /// A catalog of these articles (name, title, text), published at `/guide/<name>/`, and files; on disk at
    /// `folder` when given.
    init(articles: [(name: String, title: String, text: String)] = [], files: [DocCCatalog.File] = [], folder: String? = nil) {
        let pages = articles.map { article in
            DocCCatalog.Article(contentPath: "Guide.docc/\(article.name).md", url: "/guide/\(article.name.lowercased())/", title: article.title,
                                metadata: DocCPageMetadata(DirectiveParser.parse(article.text)), absolutePath: folder.map { $0 + "/\(article.name).md" })
        }
        catalog = DocCCatalog(pages: pages, files: files)
    }

    var renderer: DocCRenderer {
        DocCRenderer(catalog: catalog, contentPath: contentPath, markdownOptions: MarkdownOptions(extensions: MarkdownExtensions.gfm.union(.docs)),
                     renderOptions: RenderOptions())
    }

    /// The page's HTML.
    func html(_ text: String) -> String {
        String(decoding: renderer.render(DirectiveParser.parse(text)).html, as: UTF8.self)
    }

    /// What the page's directives name that the catalog does not have.
    func problems(_ text: String) -> [DocCProblem] {
        var problems: [DocCProblem] = []
        _ = renderer.render(DirectiveParser.parse(text), reporting: &problems)
        return problems
    }
}
