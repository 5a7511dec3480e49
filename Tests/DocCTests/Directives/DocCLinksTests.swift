@testable import DocC
import Testing

/// `@Links(visualStyle:)`: the linked pages by their titles, with their abstracts and card images as DocC shows them.
@Suite struct DocCLinksTests {
    let page = CatalogPage(
        articles: [
            ("Feeding", "Feeding Sloths", "# Feeding Sloths\n\n@Metadata {\n  @PageImage(purpose: card, source: leaf, alt: \"A leaf\")\n}\n\nWhat sloths *eat*.\n"),
            ("Sleeping", "Sleeping", "# Sleeping\n\nWhere sloths sleep.\n"),
        ],
        files: [.init(contentPath: "Guide.docc/Resources/leaf.png", path: "/guide/Resources/leaf.png", absolutePath: "/site/Content/Guide.docc/Resources/leaf.png")])

    @Test func aListShowsEachPageByItsTitleOverItsAbstract() {
        let html = page.html("@Links(visualStyle: list) {\n  - <doc:Feeding>\n  - <doc:Sleeping>\n}\n")
        #expect(html == """
            <ul class="docc-links docc-topics">
            <li><a href="/guide/feeding/">Feeding Sloths</a>
            <p>What sloths <em>eat</em>.</p>
            </li>
            <li><a href="/guide/sleeping/">Sleeping</a>
            <p>Where sloths sleep.</p>
            </li>
            </ul>

            """)
    }

    @Test func aCompactGridShowsCardsWithTheirImageAndTitle() {
        let html = page.html("@Links(visualStyle: compactGrid) {\n  - <doc:Feeding>\n  - <doc:Sleeping>\n}\n")
        #expect(html == """
            <ul class="docc-links docc-cards docc-cards-compact">
            <li class="docc-card"><a href="/guide/feeding/">
            <span class="docc-card-image"><img src="/guide/Resources/leaf.png" alt="A leaf" /></span>
            <span class="docc-card-title">Feeding Sloths</span></a>
            </li>
            <li class="docc-card"><a href="/guide/sleeping/">
            <span class="docc-card-title">Sleeping</span></a>
            </li>
            </ul>

            """)
    }

    @Test func aDetailedGridAddsTheAbstracts() {
        let html = page.html("@Links(visualStyle: detailedGrid) {\n  - [Read this](doc:Sleeping)\n}\n")
        #expect(html == """
            <ul class="docc-links docc-cards">
            <li class="docc-card"><a href="/guide/sleeping/">
            <span class="docc-card-title">Sleeping</span></a>
            <p>Where sloths sleep.</p>
            </li>
            </ul>

            """)
    }

    // Found by the long fuzz run: an abstract that the page's own Markdown reads as a definition list holding a
    // heading gave the link card the heading's id too.
    @Test func anAbstractIsReadAsAParagraphWhateverElseItCouldBe() {
        let odd = CatalogPage(articles: [("Odd", "Odd", "# Odd\n\nTerm ~~gone~~\n: # Heading\n")])
        #expect(odd.html("@Links(visualStyle: list) {\n  - <doc:Odd>\n}\n") == """
            <ul class="docc-links docc-topics">
            <li><a href="/guide/odd/">Odd</a>
            <p>Term <del>gone</del>
            : # Heading</p>
            </li>
            </ul>

            """)
    }

    @Test func aLinkToNoPageIsLeftOutAndAListOfNoneIsNothing() {
        #expect(page.html("@Links(visualStyle: list) {\n  - <doc:Missing>\n  - Plain text\n}\n") == "")
    }

    @Test func aSymbolLinkToNoPageIsLeftOutAndOneToItsDocumentationExtensionShowsIt() {
        #expect(page.html("@Links(visualStyle: list) {\n  - ``Guide/Sloth``\n}\n") == "")
        let html = CatalogPage(articles: [("Sloth", "Sloth", "# ``Guide/Sloth``\n\nA sloth.\n")]).html("@Links(visualStyle: list) {\n  - ``Guide/Sloth``\n}\n")
        #expect(html == "<ul class=\"docc-links docc-topics\">\n<li><a href=\"/guide/sloth/\">Sloth</a>\n<p>A sloth.</p>\n</li>\n</ul>\n")
    }

    @Test func anAbstractsFootnoteReferencesAreLeftOut() {
        #expect(DocCRenderer.withoutFootnoteReferences("A claim[^a], [^not one] and b[^b].") == "A claim, [^not one] and b.")
    }
}
