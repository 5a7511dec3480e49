import Foundation
import Markdown
import Testing
@testable import DocC

/// Every page of the Geometry fixture against what `docc convert` published for it
/// (`docc-expected.json`): the same abstract, declaration, sections, Topics and Relationships.
@Suite struct SymbolPageFixtureTests {
    let fixture: GeometryFixture
    let renderer: SymbolPageRenderer

    init() throws {
        fixture = try GeometryFixture()
        renderer = fixture.renderer()
    }

    func html(_ page: Int) -> String {
        String(decoding: fixture.render(page).html, as: UTF8.self)
    }

    @Test func everyPageOfDoccButTheArticleIsRendered() {
        #expect(fixture.referencePages.count == 113)
        #expect(fixture.docc.count == 114)
    }

    @Test func everyPageShowsDoccsAbstractAndDeclaration() {
        var missing: [String] = []
        for (page, docc) in fixture.referencePages {
            let text = GeometryFixture.text(ofHTML: html(page))
            for expected in [docc.abstract].compactMap({ $0 }) + (docc.declarations ?? []) where !text.contains(GeometryFixture.plain(expected)) {
                missing.append("\(docc.url): \(expected)")
            }
        }
        #expect(missing.isEmpty, "\(missing.joined(separator: "\n"))")
    }

    @Test func theDeclarationIsOnePreformattedBlockWithTheTypesLinked() throws {
        let html = html(fixture.page("/polygon/init(_:)"))
        #expect(html.contains("""
            <pre class="docc-declaration"><code><span class="tok-keyword">init</span>(_ vertices: \
            [<a href="/documentation/geometry/point/" class="tok-type">Point</a>]) <span class="tok-keyword">throws</span></code></pre>
            """))
        // A type outside the graphs keeps its colour without a link.
        #expect(self.html(fixture.page("/angle/radians")).contains("<span class=\"tok-type\">Double</span>"))
    }

    @Test func thePlainAbstractIsDoccsForEveryPage() {
        for (page, docc) in fixture.referencePages {
            #expect(renderer.abstract(of: page).map(GeometryFixture.plain) == docc.abstract.map(GeometryFixture.plain), "\(docc.url)")
        }
    }

    @Test func theRoleHeadingIsDoccsForEveryPage() {
        for (page, docc) in fixture.referencePages {
            #expect(renderer.roleHeading(of: page) == docc.roleHeading, "\(docc.url)")
        }
    }

    @Test func topicGroupsHaveDoccsTitlesAndPagesInDoccsOrder() {
        for (page, docc) in fixture.referencePages {
            let ours = renderer.topics(of: page).map { group in
                (group.title, group.targets.map(url), group.isAutomatic)
            }
            let expected = (docc.topics ?? []).map { ($0.title, $0.urls, $0.generated ?? false) }
            #expect(ours.map(\.0) == expected.map(\.0), "\(docc.url)")
            #expect(ours.map(\.1) == expected.map(\.1), "\(docc.url)")
            #expect(ours.map(\.2) == expected.map(\.2), "\(docc.url)")
        }
    }

    @Test func topicGroupsAreHeadingsUnderTopicsOnThePage() {
        for (page, docc) in fixture.referencePages {
            let headings = fixture.render(page).headings
            let titles = (docc.topics ?? []).compactMap(\.title)
            guard let topics = headings.firstIndex(where: { $0.level == 2 && $0.text == "Topics" }) else {
                #expect(titles.isEmpty, "\(docc.url)")
                continue
            }
            let groups = headings[(topics + 1)...].prefix { $0.level == 3 }.map(\.text)
            #expect(groups == titles, "\(docc.url)")
        }
    }

    /// The anchors `docc convert` gave these pages: its sections' in lower case, a Topics group's and a heading of the
    /// documentation's with their case.
    @Test func headingsHaveDoccsAnchors() {
        #expect(fixture.render(fixture.page("/shape")).headings.map(\.id) == [
            "declaration", "overview", "Conforming-to-Shape", "topics", "Describing-the-Boundary", "Measuring", "Type-Properties",
            "relationships", "inherits-from", "conforming-types",
        ])
        #expect(fixture.render(fixture.page("/circle")).headings.map(\.id) == [
            "declaration", "Overview", "topics", "Initializers", "Instance-Properties", "Instance-Methods", "Type-Properties",
            "Default-Implementations", "relationships", "conforms-to",
        ])
    }

    @Test func aSymbolCuratedOutsideItsParentStaysInItsParentsGroups() {
        let kind = TopicTarget.symbol(fixture.page("/polygon/kind-swift.struct"))
        #expect(renderer.topics(of: fixture.page("")).first { $0.title == "Shapes" }?.targets.contains(kind) == true)
        #expect(renderer.topics(of: fixture.page("/polygon")).first { $0.title == "Structures" }?.targets == [kind])
    }

    @Test func aTopLevelSymbolCuratedUnderAnotherLeavesItsModulesGroups() {
        var files = fixture.extensionFiles
        files[fixture.page("/point")] = DirectiveParser.parse("# ``Geometry/Point``\n\n## Topics\n\n### Moving\n\n- ``Vector``")
        let renderer = fixture.renderer(extensionFiles: files)
        let structures = renderer.topics(of: fixture.page("")).first { $0.title == "Structures" }
        #expect(structures?.targets == [.symbol(fixture.page("/angle"))])
        #expect(renderer.topics(of: fixture.page("/point")).first?.title == "Moving")
    }

    @Test func everyTopicEntryLinksToItsPageWithItsAbstract() {
        let html = html(fixture.page(""))
        #expect(html.contains("""
            <li><a href="/documentation/geometry/gettingstarted">Getting Started with Geometry</a>
            <p>Build shapes from points and measure them.</p>
            </li>
            """))
        #expect(html.contains("""
            <li><a href="/documentation/geometry/polygon/"><code class="docc-symbol"><span class="tok-keyword">struct</span> \
            <span class="tok-function">Polygon</span></code></a>
            <p>A shape bounded by straight sides between its vertices.</p>
            </li>
            """))
    }

    @Test func parametersAreASectionOfNamesAndDescriptions() {
        for (page, docc) in fixture.referencePages {
            guard let parameters = docc.parameters else { continue }
            let html = html(page)
            #expect(fixture.render(page).headings.contains { $0.level == 2 && $0.text == "Parameters" }, "\(docc.url)")
            let names = parameters.map { "<dt><code>\($0[0])</code></dt>" }
            let positions = names.compactMap { html.range(of: $0)?.lowerBound }
            #expect(positions.count == names.count && positions == positions.sorted(), "\(docc.url)")
            let text = GeometryFixture.text(ofHTML: html)
            for parameter in parameters { #expect(text.contains(GeometryFixture.plain(parameter[1])), "\(docc.url)") }
        }
    }

    @Test func theReturnValueIsASectionBeforeTheDiscussion() {
        for (page, docc) in fixture.referencePages {
            guard let returns = docc.returns else { continue }
            let rendered = fixture.render(page)
            let text = GeometryFixture.text(ofHTML: String(decoding: rendered.html, as: UTF8.self))
            #expect(text.contains("Return Value " + GeometryFixture.plain(returns)), "\(docc.url)")
        }
    }

    @Test func theDiscussionHasDoccsHeadingsInDoccsOrder() {
        for (page, docc) in fixture.referencePages {
            let expected = (docc.content ?? []).filter { $0.hasPrefix("#") }.map { String($0.drop { $0 == "#" }.dropFirst()) }
            let ours = fixture.render(page).headings.map(\.text).filter { !["Declaration", "Parameters"].contains($0) }
            #expect(Array(ours.prefix(expected.count)) == expected, "\(docc.url)")
        }
    }

    @Test func asidesAreCalloutsWithDoccsNameAndText() {
        for (page, docc) in fixture.referencePages {
            guard let asides = docc.asides else { continue }
            let html = html(page)
            for aside in asides {
                #expect(html.contains("<p class=\"callout-title\">\(aside[0])</p>"), "\(docc.url)")
                #expect(GeometryFixture.text(ofHTML: html).contains(aside[0] + " " + GeometryFixture.plain(aside[2])), "\(docc.url)")
            }
        }
    }

    @Test func relationshipsHaveDoccsGroupsAndTargetsInOrder() {
        for (page, docc) in fixture.referencePages {
            let ours = renderer.relationships.groups(of: page, in: fixture.reference).map { group in
                (group.title, group.targets.map { target in
                    switch target {
                    case .page(let position): fixture.reference.pages[position].url
                    case .external(let name): name
                    }
                })
            }
            let expected = (docc.relationships ?? []).map { ($0.title ?? "", $0.urls) }
            #expect(ours.map(\.0) == expected.map(\.0), "\(docc.url)")
            #expect(ours.map(\.1) == expected.map(\.1), "\(docc.url)")
        }
    }

    @Test func relationshipsLinkWhatTheReferenceDocumentsAndNameTheRest() {
        let html = html(fixture.page("/circle"))
        #expect(html.contains("""
            <h3 id="conforms-to">Conforms To</h3>
            <ul class="docc-relationships">
            <li><a href="/documentation/geometry/scalable/"><code>Scalable</code></a></li>
            <li><a href="/documentation/geometry/shape/"><code>Shape</code></a></li>
            <li><code>Swift.Equatable</code></li>
            """))
    }

    @Test func aRequirementListsItsDefaultImplementations() {
        for (page, docc) in fixture.referencePages {
            let ours = renderer.relationships.defaultImplementations(of: page, in: fixture.reference).map { group in
                (group.title, group.pages.map { fixture.reference.pages[$0].url })
            }
            let expected = (docc.defaultImplementations ?? []).map { ($0.title ?? "", $0.urls) }
            #expect(ours.map(\.0) == expected.map(\.0), "\(docc.url)")
            #expect(ours.map(\.1) == expected.map(\.1), "\(docc.url)")
        }
        let headings = fixture.render(fixture.page("/shape/area()")).headings.map(\.text)
        #expect(headings.suffix(2) == ["Default Implementations", "Shape Implementations"])
    }

    @Test func availabilityListsThePlatformsInDoccsOrder() {
        let html = html(fixture.page("/point/init(_:)-1u15h"))
        let expected = try! #require(fixture.docc["/documentation/geometry/point/init(_:)-1u15h"]?.platforms)
        #expect(html.contains("<ul class=\"docc-availability\">\n" + expected.map { "<li>\($0)</li>\n" }.joined() + "</ul>"))
    }

    @Test func aDeprecatedSymbolSaysSoWithItsMessage() throws {
        let docc = try #require(fixture.docc["/documentation/geometry/circle/circumference"])
        let html = html(fixture.page("/circle/circumference"))
        #expect(html.contains("""
            <aside class="callout deprecated">
            <p class="callout-title">Deprecated</p>
            <p>\(try #require(docc.deprecated))</p>
            </aside>
            """))
    }

    @Test func anExtensionFileAppendsItsSectionsAndTopicsToTheDocComment() {
        let rendered = fixture.render(fixture.page("/shape"))
        #expect(rendered.headings.map(\.text) == [
            "Declaration", "Overview", "Conforming to Shape", "Topics", "Describing the Boundary", "Measuring", "Type Properties",
            "Relationships", "Inherits From", "Conforming Types",
        ])
        let text = GeometryFixture.text(ofHTML: String(decoding: rendered.html, as: UTF8.self))
        #expect(text.contains("Overview A shape describes its boundary as an outline of points"))
        #expect(text.contains("Conforming to Shape Conform a type to Shape by listing its boundary"))
        #expect(text.contains("Tip Compare two shapes of different types with isLarger(than:)."))
    }

    @Test func anExtensionFileThatOverridesReplacesTheSourceDocumentation() {
        let text = GeometryFixture.text(ofHTML: html(fixture.page("/circle")))
        #expect(text.hasPrefix("A round shape with an exact area and perimeter. Declaration struct Circle Overview Unlike Polygon,"))
        #expect(!text.contains("every point of its boundary"))
        #expect(!text.contains("This comment is replaced"))
    }

    @Test func theModulePageIsItsCatalogsRootPage() {
        let page = fixture.page("")
        #expect(renderer.abstract(of: page) == "Points, vectors and shapes in the plane.")
        let headings = fixture.render(page).headings.map(\.text)
        #expect(headings.prefix(5) == ["Overview", "Topics", "Essentials", "Shapes", "Measuring"])
    }

    @Test func aDocCommentFromAnotherModuleIsNotShown() {
        let html = html(fixture.page("/point/!=(_:_:)"))
        #expect(html.contains("<p>Inherited from <code>Equatable.!=(_:_:)</code>.</p>"))
        #expect(!html.contains("Boolean value"))
        #expect(!html.contains("Parameters"))
    }

    @Test func anInheritedDefaultImplementationKeepsItsModulesDocComment() {
        let text = GeometryFixture.text(ofHTML: html(fixture.page("/polygon/area()")))
        #expect(text.contains("Returns the area enclosed by the outline, by the shoelace formula."))
        #expect(text.contains("Note The result is exact for polygons"))
    }
}

extension SymbolPageFixtureTests {
    func url(_ target: TopicTarget) -> String {
        switch target {
        case .symbol(let position): fixture.reference.pages[position].url
        case .article(let url, _, _): url
        }
    }
}
