@testable import DocC
import Testing
import TestSupport

/// `@Snippet(path:slice:)`: a file of the package's `Snippets/` folder read as the Swift-DocC plugin reads it.
@Suite struct DocCSnippetTests {
    static let tour = """

        // Opens a file and reads it.
        //
        //   Indented under the first line.

        // snippet.hide
        import Files
        func main() {
            // snippet.show
            // snippet.open
            let file = try File(path: "a.txt")

            // snippet.read
            let text = try file.read()
            // snippet.end
            print(text)
            // snippet.hide
        }
        """

    @Test func theOpeningCommentIsTheExplanationAndHiddenLinesAreLeftOut() {
        let snippet = DocCSnippet(Self.tour)
        #expect(snippet.explanation == "Opens a file and reads it.\n\n  Indented under the first line.")
        #expect(snippet.code == "let file = try File(path: \"a.txt\")\n\nlet text = try file.read()\nprint(text)\n")
    }

    @Test func aSliceRunsToTheNextSliceOrItsEndWithoutBlankLinesAtItsEnds() {
        let snippet = DocCSnippet(Self.tour)
        #expect(snippet.code(ofSlice: "open") == "let file = try File(path: \"a.txt\")\n")
        #expect(snippet.code(ofSlice: "read") == "let text = try file.read()\n")
        #expect(snippet.code(ofSlice: "close") == nil)
    }

    @Test func aPathMayStartWithSnippetsOrThePackagesNameAndSnippets() {
        #expect(DocCRenderer.snippetName("tour") == "tour")
        #expect(DocCRenderer.snippetName("Snippets/tour") == "tour")
        #expect(DocCRenderer.snippetName("swift-nio/Snippets/Group/tour") == "Group/tour")
        #expect(DocCRenderer.snippetName("../secret") == nil)
        #expect(DocCRenderer.snippetName("") == nil)
    }

    /// A package whose catalog has one file, and whose Snippets folder has the tour.
    func package() -> (TemporaryDirectory, CatalogPage) {
        let folder = TemporaryDirectory()
        folder.write("Package.swift", "// swift-tools-version: 6.0\n")
        folder.write("Snippets/tour.swift", Self.tour)
        folder.write("Sources/Files/Guide.docc/Info.plist", "")
        let page = CatalogPage(files: [.init(contentPath: "Guide.docc/Info.plist", path: "/guide/Info.plist",
                                             absolutePath: folder.path(to: "Sources/Files/Guide.docc/Info.plist"))])
        return (folder, page)
    }

    @Test func aSnippetIsItsExplanationOverItsCode() {
        let (folder, page) = package()
        #expect(page.html("@Snippet(path: \"files/Snippets/tour\")\n") == """
            <p>Opens a file and reads it.</p>
            <p>Indented under the first line.</p>
            <pre><code class="language-swift">let file = try File(path: &quot;a.txt&quot;)

            let text = try file.read()
            print(text)
            </code></pre>

            """)
        _ = folder
    }

    @Test func aSliceIsItsCodeAlone() {
        let (folder, page) = package()
        #expect(page.html("@Snippet(path: \"tour\", slice: \"read\")\n") == "<pre><code class=\"language-swift\">let text = try file.read()\n</code></pre>\n")
        _ = folder
    }

    @Test func aMissingSnippetOrSliceIsReportedAndLeftOut() {
        let (folder, page) = package()
        let text = "@Snippet(path: \"nowhere\")\n\n@Snippet(path: \"tour\", slice: \"close\")\n"
        #expect(page.html(text) == "")
        #expect(page.problems(text) == [
            DocCProblem(line: 1, message: "no snippet named 'nowhere' in \(folder.path)/Snippets"),
            DocCProblem(line: 3, message: "snippet 'tour' has no slice named 'close'"),
        ])
    }

    @Test func aCatalogOfNoPackageFindsTheSitesSnippetsFolder() {
        let site = TemporaryDirectory()
        site.write("Snippets/tour.swift", "let x = 1\n")
        site.write("Content/Guide.docc/Info.plist", "")
        let page = CatalogPage(files: [.init(contentPath: "Guide.docc/Info.plist", path: "/guide/Info.plist",
                                             absolutePath: site.path(to: "Content/Guide.docc/Info.plist"))])
        #expect(page.html("@Snippet(path: \"tour\")\n") == "<pre><code class=\"language-swift\">let x = 1\n</code></pre>\n")
    }

    @Test func aCatalogOfPagesAloneIsFoundByItsPages() {
        let (folder, _) = package()
        let page = CatalogPage(articles: [("Page", "Page", "# Page\n")], folder: folder.path(to: "Sources/Files/Guide.docc"))
        #expect(page.html("@Snippet(path: \"tour\", slice: \"open\")\n") == "<pre><code class=\"language-swift\">let file = try File(path: &quot;a.txt&quot;)\n</code></pre>\n")
    }
}
