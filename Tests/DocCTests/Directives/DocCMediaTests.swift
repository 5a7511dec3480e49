@testable import DocC
import Testing

/// `@Image` and `@Video`: the catalog's file by its name with its caption, or, when the catalog has none,
/// nothing on the page and a problem where the directive is.
@Suite struct DocCMediaTests {
    let page = CatalogPage(files: [
        .init(contentPath: "Guide.docc/Resources/chart.png", path: "/guide/Resources/chart.png", absolutePath: "/site/Content/Guide.docc/Resources/chart.png"),
        .init(contentPath: "Guide.docc/Resources/intro.mp4", path: "/guide/Resources/intro.mp4", absolutePath: "/site/Content/Guide.docc/Resources/intro.mp4"),
    ])

    @Test func anImageIsAFigureWithItsCaption() {
        #expect(page.html("@Image(source: chart, alt: \"A chart\") {\n  Sales by month.\n}\n") == """
            <figure class="docc-image">
            <p><img src="/guide/Resources/chart.png" alt="A chart" /></p>
            <figcaption>
            <p>Sales by month.</p>
            </figcaption>
            </figure>

            """)
    }

    @Test func aVideoWithACaptionIsAFigure() {
        #expect(page.html("@Video(source: intro, poster: chart, alt: \"Intro\") {\n  The tour.\n}\n") == """
            <figure class="docc-video">
            <video controls preload="metadata" src="/guide/Resources/intro.mp4" poster="/guide/Resources/chart.png" aria-label="Intro"></video>
            <figcaption>
            <p>The tour.</p>
            </figcaption>
            </figure>

            """)
    }

    @Test func anImageOrVideoTheCatalogDoesNotHaveIsLeftOutAndReported() {
        let text = "Text.\n\n@Image(source: missing, alt: \"Gone\")\n\n@Video(source: lost)\n"
        #expect(page.html(text) == "<p>Text.</p>\n")
        #expect(page.problems(text) == [
            DocCProblem(line: 3, message: "no image named 'missing' in the catalog"),
            DocCProblem(line: 5, message: "no video named 'lost' in the catalog"),
        ])
    }
}
