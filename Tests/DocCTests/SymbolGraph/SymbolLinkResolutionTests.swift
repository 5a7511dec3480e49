import Foundation
import Testing
@testable import DocC

/// Symbol links resolved on the Geometry fixture as `docc convert` resolved them (Fixtures/SymbolGraphs/Geometry:
/// its README lists each link form and where docc sent it). URLs are given under `/documentation/geometry`.
@Suite struct SymbolLinkResolutionTests {
    static let reference = try! APIReference.load(folder: GeometryFixtureTests.folder + "/symbol-graphs", displayPath: "symbol-graphs")
    static let root = "/documentation/geometry"

    func page(_ url: String) -> Int {
        Self.reference.pages.firstIndex { $0.url == Self.root + url }!
    }

    /// The URL `link` leads to from the page at `scope`, under the module's URL; the reason when it leads nowhere.
    func resolve(_ link: String, from scope: String) -> String {
        switch Self.reference.resolve(link, from: page(scope)) {
        case .page(let position): String(Self.reference.pages[position].url.dropFirst(Self.root.count))
        case .unresolved(let reason): "unresolved: " + reason
        }
    }

    // MARK: Where a link is looked for

    @Test func aNameIsLookedForAmongTheScopesChildrenFirst() {
        #expect(resolve("distance(to:)", from: "/point") == "/point/distance(to:)")
        #expect(resolve("x", from: "/point") == "/point/x")
    }

    @Test func aNameTheScopeLacksIsLookedForInEachPageAboveItUpToTheModule() {
        #expect(resolve("origin", from: "/point/init(_:)-3cn3j") == "/point/origin")
        #expect(resolve("Vector", from: "/point") == "/vector")
        #expect(resolve("Vector", from: "/polygon/kind-swift.struct/triangle") == "/vector")
    }

    @Test func aTypeAndMemberPathStartsAtTheFirstPageThatHasTheType() {
        #expect(resolve("Point/init(x:y:)", from: "") == "/point/init(x:y:)")
        #expect(resolve("GeometryError/tooFewVertices(count:)", from: "/polygon/init(_:)") == "/geometryerror/toofewvertices(count:)")
        #expect(resolve("Polygon/Kind/triangle", from: "/circle") == "/polygon/kind-swift.struct/triangle")
    }

    @Test func aPathMayStartWithTheNameOfThePageItIsWrittenOn() {
        #expect(resolve("Polygon/init(_:)-swift.init", from: "/polygon") == "/polygon/init(_:)")
        #expect(resolve("Polygon/kind-swift.property", from: "/polygon/kind-swift.struct") == "/polygon/kind-swift.property")
    }

    @Test func anAbsolutePathStartsAtTheModuleAndIgnoresTheScope() {
        #expect(resolve("/Geometry/distance(_:_:)", from: "/point") == "/distance(_:_:)")
        #expect(resolve("/documentation/Geometry/Point", from: "/circle") == "/point")
        #expect(resolve("perimeter", from: "/circle") == "/circle/perimeter")
        #expect(resolve("/Geometry/perimeter", from: "/circle") == "unresolved: 'perimeter' doesn't exist at '/Geometry'")
    }

    @Test func aPathMayNameItsModule() {
        #expect(resolve("Geometry/Point", from: "/circle") == "/point")
        #expect(resolve("Geometry", from: "/polygon/kind-swift.struct") == "")
        #expect(resolve("/Geometry", from: "/point") == "")
    }

    @Test func theTypesAModuleExtendsAreUnderTheExtendedModule() {
        #expect(resolve("Swift/Int/degrees", from: "/angle") == "/swift/int/degrees")
        #expect(resolve("Geometry/Swift/String/init(svgPoints:)", from: "/polygon") == "/swift/string/init(svgpoints:)")
        #expect(resolve("Swift", from: "/angle") == "/swift")
        // Not under the module itself: docc warns the same about `Int/degrees` written on `Angle`.
        #expect(resolve("Int/degrees", from: "/angle") == "unresolved: 'Int' doesn't exist at '/Geometry/Angle'")
    }

    @Test func pagesThatAreNotSymbolsAreScopesToo() {
        #expect(resolve("Int/degrees", from: "/swift") == "/swift/int/degrees")
        #expect(resolve("degrees", from: "/swift/int") == "/swift/int/degrees")
        #expect(resolve("Angle/degrees(_:)", from: "/swift/int/degrees") == "/angle/degrees(_:)")
        // DocC makes the list of inherited members a heading of its type's page: links start from the type.
        #expect(resolve("!=(_:_:)", from: "/point/equatable-implementations") == "/point/!=(_:_:)")
        #expect(resolve("x", from: "/point/equatable-implementations") == "/point/x")
    }

    // MARK: Telling same-named pages apart

    @Test func namesDifferingInCaseNeedNoSuffix() {
        #expect(resolve("outline", from: "/shape") == "/shape/outline-swift.property")
        #expect(resolve("Outline", from: "/shape") == "/shape/outline-swift.associatedtype")
        #expect(resolve("Kind", from: "/polygon") == "/polygon/kind-swift.struct")
    }

    @Test func aKindSuffixWithOrWithoutItsLanguage() {
        #expect(resolve("kind-swift.property", from: "/polygon") == "/polygon/kind-swift.property")
        #expect(resolve("kind-property", from: "/polygon") == "/polygon/kind-swift.property")
        #expect(resolve("Kind-swift.struct", from: "/polygon") == "/polygon/kind-swift.struct")
        #expect(resolve("Outline-associatedtype", from: "/shape") == "/shape/outline-swift.associatedtype")
        #expect(resolve("Swift-module.extension/Int-struct.extension/degrees", from: "/angle") == "/swift/int/degrees")
    }

    @Test func aHashSuffixAloneOrAfterAKind() {
        #expect(resolve("init(_:)-1u15h", from: "/point") == "/point/init(_:)-1u15h")
        #expect(resolve("init(_:)-init-1u15h", from: "/point") == "/point/init(_:)-1u15h")
        #expect(resolve("init(_:)-swift.init-3cn3j", from: "/point") == "/point/init(_:)-3cn3j")
        #expect(resolve("Shape/area()-s76q", from: "/polygon") == "/shape/area()-s76q")
        #expect(resolve("Shape/perimeter-5t7sz", from: "/polygon") == "/shape/perimeter-5t7sz")
    }

    @Test func typeSuffixesNameParameterAndReturnTypes() {
        #expect(resolve("init(_:)-(Vector)", from: "/point") == "/point/init(_:)-3cn3j")
        #expect(resolve("init(_:)-(Angle)", from: "/point") == "/point/init(_:)-1u15h")
        #expect(resolve("Vector/length()->Double", from: "") == "/vector/length()-9hk8c")
        #expect(resolve("length()->Float", from: "/vector") == "/vector/length()-9nu0m")
        #expect(resolve("distance(_:_:)-(Point,_)->Double", from: "") == "/distance(_:_:)")
    }

    @Test func typeSuffixesSpellArraysOptionalsAndDictionariesShort() {
        #expect(resolve("Polygon/init(_:)-([Point])", from: "") == "/polygon/init(_:)")
        #expect(resolve("Polygon/subscript(_:)->Point", from: "") == "/polygon/subscript(_:)")
    }

    @Test func operatorNamesMayHoldSlashesAndDashes() {
        #expect(resolve("Vector//(_:_:)", from: "") == "/vector/_(_:_:)")
        #expect(resolve("/(_:_:)", from: "/vector") == "/vector/_(_:_:)")
        #expect(resolve("Point/-(_:_:)", from: "") == "/point/-(_:_:)")
        #expect(resolve("Vector/*(_:_:)", from: "") == "/vector/*(_:_:)")
        #expect(resolve("!=(_:_:)", from: "/point") == "/point/!=(_:_:)")
        #expect(resolve("Angle/...(_:_:)", from: "") == "/angle/'...(_:_:)")
        #expect(resolve("..<(_:)", from: "/angle") == "/angle/'.._(_:)")
    }

    @Test func linksNameOperatorsByTheirOwnNamesNotTheirURLs() {
        // `<` and `>` share the URL name `_(_:_:)`; a link tells them apart by name.
        #expect(resolve("Angle/<(_:_:)", from: "") == "/angle/_(_:_:)")
        #expect(resolve("Angle/>(_:_:)", from: "") == "/angle/_(_:_:)-769cd")
        #expect(resolve("Angle/>=(_:_:)", from: "") == "/angle/_=(_:_:)-3cgdu")
        #expect(resolve("Angle/...(_:)-4s77w", from: "") == "/angle/'...(_:)-4s77w")
    }

    @Test func aRequirementIsFavouredOverItsDefaultImplementation() {
        #expect(resolve("Shape/area()", from: "/polygon") == "/shape/area()")
        #expect(resolve("area()", from: "/shape") == "/shape/area()")
        #expect(resolve("Shape/perimeter", from: "/polygon") == "/shape/perimeter")
        // Both are methods: the kind leaves two, and the favoured one wins.
        #expect(resolve("Shape/area()-method", from: "") == "/shape/area()")
    }

    @Test func aDisfavouredPageAloneNeedsNoSuffix() {
        #expect(resolve("area()", from: "/polygon") == "/polygon/area()")
        #expect(resolve("Point/!=(_:_:)", from: "") == "/point/!=(_:_:)")
    }

    // MARK: Links that lead nowhere

    @Test func anUnknownNameSaysWhereTheSearchStopped() {
        #expect(resolve("Hexagon", from: "/point") == "unresolved: 'Hexagon' doesn't exist at '/Geometry/Point'")
        #expect(resolve("Point/z", from: "/circle") == "unresolved: 'z' doesn't exist at '/Geometry/Point'")
        #expect(resolve("/Geometri/Point", from: "/circle") == "unresolved: Can't resolve 'Geometri': replace 'Geometri' with 'Geometry'")
        #expect(resolve("Point/distance(too:)", from: "") == """
            unresolved: 'distance(too:)' doesn't exist at '/Geometry/Point': replace 'distance(too:)' with 'distance(to:)'
            """)
        #expect(resolve("", from: "/circle") == "unresolved: No local documentation matches this reference")
    }

    @Test func anAmbiguousNameListsDocCsSuggestions() {
        #expect(resolve("init(_:)", from: "/point") == """
            unresolved: 'init(_:)' is ambiguous at '/Geometry/Point': \
            insert '-(Angle)' for 'init(_ angle: Angle)'; insert '-(Vector)' for 'init(_ vector: Vector)'
            """)
        #expect(resolve("Vector/length()", from: "") == """
            unresolved: 'length()' is ambiguous at '/Geometry/Vector': \
            insert '->Double' for 'func length() -> Double'; insert '->Float' for 'func length() -> Float'
            """)
    }

    @Test func aSuffixThatFitsNoneListsTheOnesThatDo() {
        // A parameter-type suffix cannot choose between overloads without parameters.
        #expect(resolve("Vector/length()-(Double)", from: "") == """
            unresolved: '(Double)' isn't a disambiguation for 'length()' at '/Geometry/Vector': \
            replace '-(Double)' with '->Double' for 'func length() -> Double'; replace '-(Double)' with '->Float' for 'func length() -> Float'
            """)
        #expect(resolve("Shape/area()-property", from: "") == """
            unresolved: 'property' isn't a disambiguation for 'area()' at '/Geometry/Shape': \
            remove '-property' for 'func area() -> Double'; replace 'property' with 's76q' for 'func area() -> Double'
            """)
    }

    // MARK: Every link docc resolved in the fixture

    struct DocCPage: Decodable {
        var url: String
        var usr: String?
        var links: [String]?
        var topics: [Topic]?

        struct Topic: Decodable {
            var urls: [String]
            var generated: Bool?
        }
    }

    static let doccPages: [DocCPage] = {
        let data = FileManager.default.contents(atPath: GeometryFixtureTests.folder + "/docc-expected.json")!
        return try! JSONDecoder().decode([DocCPage].self, from: data)
    }()

    static let catalog = GeometryFixtureTests.folder + "/Sources/Geometry/Geometry.docc"

    /// The ``` ``symbol`` ``` links of a text, in order, outside its fenced code.
    func symbolLinks(in text: String) -> [String] {
        let prose = text.components(separatedBy: "```").enumerated().filter { $0.offset % 2 == 0 }.map(\.element).joined()
        return prose.components(separatedBy: "``").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
    }

    /// A catalog file's links before and after its `## Topics` heading.
    func catalogLinks(_ name: String) throws -> (content: [String], topics: [String]) {
        let parts = try String(contentsOfFile: Self.catalog + "/" + name, encoding: .utf8).components(separatedBy: "## Topics")
        return (symbolLinks(in: parts[0]), parts.count > 1 ? symbolLinks(in: parts[1]) : [])
    }

    /// What the catalog's extension files (`# ``Geometry/Shape```) add to their symbols' pages, by page: the links
    /// of their content and of their Topics, and whether they replace the doc comment. The title's link names
    /// the page from the module, as DocC reads it.
    func extensionFiles() throws -> [Int: (content: [String], topics: [String], overrides: Bool)] {
        var files: [Int: (content: [String], topics: [String], overrides: Bool)] = [:]
        for name in ["Geometry.md", "Circle.md", "Shape.md"] {
            let (content, topics) = try catalogLinks(name)
            let text = try String(contentsOfFile: Self.catalog + "/" + name, encoding: .utf8)
            let symbol = try #require(position(of: Self.reference.resolve(content[0], from: page(""))))
            files[symbol] = (Array(content.dropFirst()), topics, text.contains("mergeBehavior: override"))
        }
        return files
    }

    /// docc's URLs of the links on a page that name symbols (not the catalog's article).
    func expectedSymbolLinks(_ urls: [String]?) -> [String] {
        (urls ?? []).filter { $0 != "/documentation/geometry/gettingstarted" }
    }

    @Test func everyLinkWrittenForAPageLeadsWhereDocCSentIt() throws {
        let files = try extensionFiles()
        var checked = 0
        for expected in Self.doccPages {
            guard let usr = expected.usr, let position = Self.reference.page(identifier: usr) else { continue }
            var links: [String] = []
            // A doc comment inherited from another module (`Swift`'s `!=`) is not shown, nor are its links resolved.
            let page = Self.reference.pages[position]
            if let comment = page.symbol?.docComment, comment.module == page.module, files[position]?.overrides != true {
                links += symbolLinks(in: comment.lines.map(\.text).joined(separator: "\n"))
            }
            links += files[position]?.content ?? []
            let resolved = links.map { url(Self.reference.resolve($0, from: position)) }
            // docc lists a page's links abstract first, then parameters, then the rest: compare without order.
            #expect(resolved.sorted() == expectedSymbolLinks(expected.links).sorted(), "\(expected.url)")
            checked += links.count
        }
        // All 43 symbol links docc resolved on the fixture's symbol pages.
        #expect(checked == 43)
    }

    @Test func everyLinkCuratedInTheCatalogLeadsWhereDocCSentIt() throws {
        let expected = Dictionary(uniqueKeysWithValues: Self.doccPages.map { ($0.url, $0) })
        for (position, file) in try extensionFiles() {
            let page = try #require(expected[Self.reference.pages[position].url])
            let curated = (page.topics ?? []).filter { $0.generated != true }.flatMap(\.urls)
            #expect(file.topics.map { url(Self.reference.resolve($0, from: position)) } == expectedSymbolLinks(curated), "\(page.url)")
        }
    }

    @Test func everyLinkOfTheArticleLeadsWhereDocCSentIt() throws {
        // An article's links resolve from the module, whose name the catalog's articles are under.
        let links = try catalogLinks("GettingStarted.md").content
        let expected = try #require(Self.doccPages.first { $0.url == Self.root + "/gettingstarted" })
        #expect(links.map { url(Self.reference.resolve($0, from: page(""))) } == expected.links)
    }

    func url(_ resolution: SymbolLinkResolution) -> String {
        switch resolution {
        case .page(let position): Self.reference.pages[position].url
        case .unresolved(let reason): "unresolved: " + reason
        }
    }

    func position(of resolution: SymbolLinkResolution) -> Int? {
        if case .page(let position) = resolution { return position }
        return nil
    }
}
