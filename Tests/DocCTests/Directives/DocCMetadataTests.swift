@testable import DocC
import Testing

/// What `@Metadata` shows in a page's text, as DocC shows it under the abstract: the platforms
/// `@Available` names and the `@CallToAction` button.
@Suite struct DocCMetadataTests {
    let page = CatalogPage()

    @Test func availabilityIsListedInDocCsOrderWithIOSVersionsForIPadOSAndMacCatalyst() {
        let html = page.html("# Page\n\n@Metadata {\n  @Available(\"My Package\", introduced: \"1.2.3\")\n  @Available(macOS, introduced: \"12\", deprecated: \"14.0\")\n  @Available(ios, introduced: \"15.0\")\n}\n\nThe abstract.\n")
        #expect(html == """
            <p>The abstract.</p>
            <ul class="docc-availability">
            <li>iOS 15.0+</li>
            <li>iPadOS 15.0+</li>
            <li>Mac Catalyst 15.0+</li>
            <li>macOS 12.0–14.0 (deprecated)</li>
            <li>My Package 1.2.3+</li>
            </ul>

            """)
    }

    @Test func aCallToActionOfASampleCodePageWithoutALabelIsViewSource() {
        let html = page.html("# Page\n\n@Metadata {\n  @PageKind(sampleCode)\n  @CallToAction(url: \"https://example.org/repo\", purpose: link)\n}\n\nThe abstract.\n\nMore.\n")
        #expect(html == """
            <p>The abstract.</p>
            <div class="docc-call-to-action"><p><a href="https://example.org/repo">View Source</a></p>
            </div>
            <h2 id="overview">Overview</h2>
            <p>More.</p>

            """)
        #expect(page.html("@Metadata {\n  @CallToAction(url: \"https://example.org\", purpose: link)\n}\n").contains(">Visit</a>"))
        #expect(page.html("@Metadata {\n  @CallToAction(url: \"https://example.org\", label: \"Get it\")\n}\n").contains(">Get it</a>"))
    }
}
