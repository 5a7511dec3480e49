import Foundation
import TestSupport
import Testing
@testable import Site

/// The headings of a DocC catalog's pages have DocC's anchors, case kept (`#Should-TCA-be-used`), which its links
/// name; the lower-case ids sitegen once wrote still reach them; other pages keep their GitHub ids.
@Suite struct DocCAnchorTests {
    let site = TemporaryDirectory()
    let warnings: [String]

    init() throws {
        site.write("Content/Guide.docc/Guide.md", "# Guide\n\nA catalog.\n\n## Topics\n\n### Articles\n\n- <doc:FAQ>\n- <doc:Tour>\n")
        site.write("Content/Guide.docc/FAQ.md", """
            # FAQ

            Questions: [every app?](#Should-TCA-be-used-for-every-kind-of-app),
            [as sitegen wrote it](#should-tca-be-used-for-every-kind-of-app), [nowhere](#Nowhere-at-all).

            ## Should TCA be used for every kind of app?

            ## C++ & Objective-C: what's new?

            ## Duplicate

            ## Duplicate

            """)
        site.write("Content/Guide.docc/Tour.md", """
            # Tour

            See <doc:FAQ#Should-TCA-be-used-for-every-kind-of-app>, [in lower case](doc:FAQ#should-tca-be-used-for-every-kind-of-app)
            and <doc:FAQ#Missing-Heading>.

            """)
        site.write("Content/Guide.docc/Tutorials/First.tutorial", """
            @Tutorial(time: 10) {
                @Intro(title: "First Tutorial") {
                    Build something.
                }

                @Section(title: "Create a File") {
                    @ContentAndMedia {
                        Make the project, then [read on](#create-a-file) or [nowhere](#Nowhere).
                    }
                }
            }

            """)
        site.write("Content/plain.md", """
            # Plain

            ## Getting Started

            [Here](#getting-started), [not here](#Getting-Started), [the FAQ](Guide.docc/FAQ.md#should-tca-be-used-for-every-kind-of-app).

            """)
        warnings = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build().warnings.map(\.summary)
    }

    func page(_ path: String) throws -> String {
        try #require(site.read("Public/" + path + "/index.html"))
    }

    @Test func theHeadingsOfACatalogPageHaveDocCsAnchorsMadeUnique() throws {
        let html = try page("documentation/guide/faq")
        #expect(html.contains("""
            <h2 id="Should-TCA-be-used-for-every-kind-of-app">Should TCA be used for every kind of app? \
            <a class="heading-anchor" href="#Should-TCA-be-used-for-every-kind-of-app" \
            aria-label="Permalink to Should TCA be used for every kind of app?">#</a></h2>
            <h2 id="C++--Objective-C-whats-new">C++ &amp; Objective-C: what's new? <a class="heading-anchor" \
            href="#C++--Objective-C-whats-new" aria-label="Permalink to C++ &amp; Objective-C: what&#39;s new?">#</a></h2>
            <h2 id="Duplicate">Duplicate <a class="heading-anchor" href="#Duplicate" aria-label="Permalink to Duplicate">#</a></h2>
            <h2 id="Duplicate-1">Duplicate <a class="heading-anchor" href="#Duplicate-1" aria-label="Permalink to Duplicate">#</a></h2>
            """))
    }

    @Test func aSamePageLinkToAnAnchorInAnotherCaseIsPointedAtTheHeading() throws {
        #expect(try page("documentation/guide/faq").contains("""
            <p>Questions: <a href="#Should-TCA-be-used-for-every-kind-of-app">every app?</a>,
            <a href="#Should-TCA-be-used-for-every-kind-of-app">as sitegen wrote it</a>, <a href="#Nowhere-at-all">nowhere</a>.</p>
            """))
    }

    @Test func aDocLinkWithAFragmentReachesTheHeadingOfTheArticle() throws {
        #expect(try page("documentation/guide/tour").contains("""
            <p>See <a href="/documentation/guide/faq/#Should-TCA-be-used-for-every-kind-of-app">Should TCA be used for every kind of app</a>, \
            <a href="/documentation/guide/faq/#should-tca-be-used-for-every-kind-of-app">in lower case</a>
            """))
    }

    @Test func aTutorialSectionHasDocCsAnchorWhichALinkInADirectiveReaches() throws {
        let html = try page("tutorials/guide/first")
        #expect(html.contains("<h2 id=\"Create-a-File\">Create a File <a class=\"heading-anchor\" href=\"#Create-a-File\""))
        #expect(html.contains("<p>Make the project, then <a href=\"#Create-a-File\">read on</a> or <a href=\"#Nowhere\">nowhere</a>.</p>"))
    }

    @Test func aPageOutsideCatalogsKeepsItsLowerCaseIDs() throws {
        #expect(try page("plain").contains("""
            <h2 id="getting-started">Getting Started <a class="heading-anchor" href="#getting-started" \
            aria-label="Permalink to Getting Started">#</a></h2>
            """))
    }

    /// Links in lower case to a catalog's headings are not reported (the site's script takes a reader who follows
    /// one to the heading); an anchor of a page outside catalogs must match in case, as browsers match it. A link
    /// inside a directive is checked, and located, as any other.
    @Test func onlyAnchorsThatMatchNoHeadingEvenIgnoringCaseAreReported() {
        #expect(warnings == [
            "Content/Guide.docc/FAQ.md:4:67: warning: broken link '#Nowhere-at-all': no heading with id 'Nowhere-at-all' in any case in Content/Guide.docc/FAQ.md",
            "Content/Guide.docc/Tour.md:4:5: warning: broken link 'doc:FAQ#Missing-Heading': no heading with id 'Missing-Heading' in any case in Content/Guide.docc/FAQ.md",
            "Content/Guide.docc/Tutorials/First.tutorial:8:65: warning: broken link '#Nowhere': no heading with id 'Nowhere' in any case in Content/Guide.docc/Tutorials/First.tutorial",
            "Content/plain.md:5:27: warning: broken link '#Getting-Started': no heading with id 'Getting-Started' in Content/plain.md",
        ])
    }
}
