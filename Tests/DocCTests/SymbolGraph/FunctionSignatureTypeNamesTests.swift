import Core
import Foundation
import Testing
@testable import DocC

/// How a function's parameter and return types are spelled for a link's type suffix (`-([Int])`, `->String?`),
/// from declaration fragments as the compiler writes them.
@Suite struct FunctionSignatureTypeNamesTests {
    typealias Fragment = SymbolGraph.Fragment

    static func type(_ spelling: String, _ preciseIdentifier: String? = nil) -> Fragment {
        Fragment(kind: "typeIdentifier", spelling: spelling, preciseIdentifier: preciseIdentifier)
    }

    static func text(_ spelling: String) -> Fragment {
        Fragment(kind: "text", spelling: spelling, preciseIdentifier: nil)
    }

    static let label = Fragment(kind: "identifier", spelling: "value", preciseIdentifier: nil)

    func names(parameters: [[Fragment]], returns: [Fragment]?) -> FunctionSignatureTypeNames? {
        var json = JSONScanner(SourceText(path: "f.json", text: """
            {"kind":{"identifier":"swift.func","displayName":"Function"},"identifier":{"precise":"s:f","interfaceLanguage":"swift"},
             "pathComponents":["f(_:)"],"names":{"title":"f(_:)"},"accessLevel":"public"}
            """))
        var symbol = try! SymbolGraph.Symbol(reading: &json)
        symbol.functionSignature = .init(parameters: parameters.map { .init(declarationFragments: $0) }, returns: returns)
        return FunctionSignatureTypeNames(symbol)
    }

    func parameter(_ fragments: Fragment...) -> String? {
        names(parameters: [[Self.label, Self.text(": ")] + fragments], returns: nil)?.parameters.first
    }

    @Test func labelsAndSpacesAreLeftOut() {
        #expect(parameter(Self.type("Int", "s:Si")) == "Int")
        #expect(names(parameters: [], returns: nil)?.parameters == [])
    }

    @Test func arraysOptionalsAndDictionariesAreSpelledShort() {
        #expect(parameter(Self.type("Array", "s:Sa"), Self.text("<"), Self.type("Point"), Self.text(">")) == "[Point]")
        #expect(parameter(Self.type("Optional", "s:Sq"), Self.text("<"), Self.type("String"), Self.text(">")) == "String?")
        #expect(parameter(Self.type("Dictionary", "s:SD"), Self.text("<"), Self.type("String"), Self.text(", "), Self.type("Int"), Self.text(">"))
            == "[String:Int]")
        #expect(parameter(Self.text("["), Self.type("String"), Self.text(" : "), Self.type("Int"), Self.text("]?")) == "[String:Int]?")
    }

    @Test func closureTypesKeepTheirArrowAndDropATypedThrowsErrorType() {
        #expect(parameter(Self.text("("), Self.type("Int"), Self.text(") "), Fragment(kind: "keyword", spelling: "throws", preciseIdentifier: nil),
                          Self.text("("), Self.type("MyError"), Self.text(") -> "), Self.type("Bool")) == "(Int)->Bool")
    }

    @Test func redundantParenthesesGoAndMetatypesKeepTheirSuffix() {
        #expect(parameter(Self.text("(("), Self.type("Int"), Self.text("))")) == "Int")
        #expect(parameter(Self.type("Int"), Self.text(".Type")) == "Int.Type")
    }

    @Test func aTupleReturnValueGivesOneNamePerElementAndVoidNone() {
        #expect(names(parameters: [], returns: [Self.text("("), Self.type("Int"), Self.text(", "), Self.type("String"), Self.text(")")])?.returns
            == ["Int", "String"])
        #expect(names(parameters: [], returns: [Self.text("()")])?.returns == [])
        #expect(names(parameters: [], returns: [Self.type("Void", "s:s4Voida")])?.returns == [])
        // An initializer's signature has no return value at all: one empty name, as DocC has it.
        #expect(names(parameters: [], returns: nil)?.returns == [""])
    }
}
