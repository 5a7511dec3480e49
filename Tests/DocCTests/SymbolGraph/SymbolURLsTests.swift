import Core
import Foundation
import Testing
@testable import DocC

/// The URL rules on small graphs written by hand; `GeometryFixtureTests` checks them against what docc
/// published for a real module.
@Suite struct SymbolURLsTests {
    typealias Symbol = (id: String, kind: String, path: [String])

    func graph(_ module: String, _ symbols: [Symbol], _ relationships: [(String, String, String)], extending: String? = nil) -> SymbolGraph {
        let symbolJSON = symbols.map { symbol in
            let pathJSON = symbol.path.map { "\"\($0)\"" }.joined(separator: ",")
            let extensionJSON = extending.map { ",\"swiftExtension\":{\"extendedModule\":\"\($0)\",\"typeKind\":\"swift.struct\"}" } ?? ""
            return """
                {"kind":{"identifier":"\(symbol.kind)","displayName":"K"},"identifier":{"precise":"\(symbol.id)","interfaceLanguage":"swift"},
                 "pathComponents":[\(pathJSON)],"names":{"title":"\(symbol.path.last!)"},"accessLevel":"public"\(extensionJSON)}
                """
        }.joined(separator: ",")
        let relationshipJSON = relationships.map { "{\"kind\":\"\($0.1)\",\"source\":\"\($0.0)\",\"target\":\"\($0.2)\"}" }.joined(separator: ",")
        let json = "{\"module\":{\"name\":\"\(module)\"},\"symbols\":[\(symbolJSON)],\"relationships\":[\(relationshipJSON)]}"
        return try! SymbolGraph(SourceText(path: "\(module).symbols.json", text: json))
    }

    func urls(_ graphs: [(String, SymbolGraph)]) -> [String: String] {
        SymbolURLs(SymbolHierarchy(graphs: graphs.map { (fileName: $0.0, graph: $0.1) })).urls
    }

    @Test func aModuleAndItsMembersAreLowerCasedUnderDocumentation() {
        let urls = urls([("Shapes.symbols.json", graph("Shapes", [
            ("s:S", "swift.struct", ["Square"]), ("s:S.area", "swift.method", ["Square", "area()"]),
        ], [("s:S.area", "memberOf", "s:S")]))])
        #expect(urls["Shapes"] == "/documentation/shapes")
        #expect(urls["s:S"] == "/documentation/shapes/square")
        #expect(urls["s:S.area"] == "/documentation/shapes/square/area()")
    }

    @Test func namesThatDifferOnlyInCaseAreToldApartByKindAndTheirMembersKeepTheSuffix() {
        let urls = urls([("Shapes.symbols.json", graph("Shapes", [
            ("s:S", "swift.struct", ["Square"]), ("s:K", "swift.struct", ["Square", "Kind"]), ("s:k", "swift.property", ["Square", "kind"]),
            ("s:K.n", "swift.property", ["Square", "Kind", "name"]),
        ], [("s:K", "memberOf", "s:S"), ("s:k", "memberOf", "s:S"), ("s:K.n", "memberOf", "s:K")]))])
        #expect(urls["s:K"] == "/documentation/shapes/square/kind-swift.struct")
        #expect(urls["s:k"] == "/documentation/shapes/square/kind-swift.property")
        #expect(urls["s:K.n"] == "/documentation/shapes/square/kind-swift.struct/name")
    }

    @Test func overloadsOfOneKindAreToldApartByTheHashOfTheirIdentifiers() {
        let urls = urls([("Shapes.symbols.json", graph("Shapes", [
            ("s:S", "swift.struct", ["Square"]), ("s:init1", "swift.init", ["Square", "init(_:)"]), ("s:init2", "swift.init", ["Square", "init(_:)"]),
        ], [("s:init1", "memberOf", "s:S"), ("s:init2", "memberOf", "s:S")]))])
        #expect(urls["s:init1"] == "/documentation/shapes/square/init(_:)-" + DisambiguationHash.of("s:init1"))
        #expect(urls["s:init2"] == "/documentation/shapes/square/init(_:)-" + DisambiguationHash.of("s:init2"))
    }

    @Test func aRequirementKeepsThePlainNameAndItsDefaultImplementationTakesTheHash() {
        let urls = urls([("Shapes.symbols.json", graph("Shapes", [
            ("s:P", "swift.protocol", ["Shape"]), ("s:P.area", "swift.method", ["Shape", "area()"]), ("s:Pe.area", "swift.method", ["Shape", "area()"]),
        ], [("s:P.area", "requirementOf", "s:P"), ("s:Pe.area", "memberOf", "s:P"), ("s:Pe.area", "defaultImplementationOf", "s:P.area")]))])
        #expect(urls["s:P.area"] == "/documentation/shapes/shape/area()")
        #expect(urls["s:Pe.area"] == "/documentation/shapes/shape/area()-" + DisambiguationHash.of("s:Pe.area"))
    }

    @Test func aSynthesizedMemberGivesWayToTheOneWritten() {
        let urls = urls([("Shapes.symbols.json", graph("Shapes", [
            ("s:S", "swift.struct", ["Square"]), ("s:S.eq", "swift.func.op", ["Square", "==(_:_:)"]),
            ("s:SQ::SYNTHESIZED::s:S", "swift.func.op", ["Square", "==(_:_:)"]),
        ], [("s:S.eq", "memberOf", "s:S"), ("s:SQ::SYNTHESIZED::s:S", "memberOf", "s:S")]))])
        #expect(urls["s:S.eq"] == "/documentation/shapes/square/==(_:_:)")
        #expect(urls["s:SQ::SYNTHESIZED::s:S"] == "/documentation/shapes/square/==(_:_:)-" + DisambiguationHash.of("s:SQ::SYNTHESIZED::s:S"))
    }

    @Test func anExtensionOfAnotherModulesTypeLivesUnderThatModuleAndType() {
        let own = graph("Shapes", [("s:S", "swift.struct", ["Square"])], [])
        let extensions = graph("Shapes", [
            ("s:e:Int", "swift.extension", ["Int"]), ("s:Int.sq", "swift.property", ["Int", "squared"]),
        ], [("s:e:Int", "extensionTo", "s:Si"), ("s:Int.sq", "memberOf", "s:e:Int")], extending: "Swift")
        let urls = urls([("Shapes@Swift.symbols.json", extensions), ("Shapes.symbols.json", own)])
        #expect(urls["s:Int.sq"] == "/documentation/shapes/swift/int/squared")
        #expect(urls["s:S"] == "/documentation/shapes/square")
    }
}
