import Core
import Foundation
import Markdown
import Testing
@testable import DocC

/// Symbol page rules on a small module written by hand, for what the Geometry fixture does not show.
@Suite struct SymbolPageGraphTests {
    static func symbol(_ id: String, _ kind: String, _ path: [String], extending module: String? = nil) -> String {
        let extensionJSON = module.map { #","swiftExtension":{"extendedModule":"\#($0)","typeKind":"swift.struct"}"# } ?? ""
        return #"{"kind":{"identifier":"\#(kind)","displayName":"K"},"identifier":{"precise":"\#(id)","interfaceLanguage":"swift"},"#
            + #""pathComponents":[\#(path.map { "\"\($0)\"" }.joined(separator: ","))],"names":{"title":"\#(path.last!)"},"#
            + #""accessLevel":"public"\#(extensionJSON)}"#
    }

    static func graph(_ module: String, symbols: [String], relationships: [String]) -> SymbolGraph {
        let json = #"{"module":{"name":"\#(module)"},"symbols":[\#(symbols.joined(separator: ","))],"relationships":[\#(relationships.joined(separator: ","))]}"#
        return try! SymbolGraph(SourceText(path: "\(module).symbols.json", text: json))
    }

    /// `Kit`: a struct `Box` with properties `URL` and `absolute`; a protocol `P` whose `f()` has a default
    /// implementation; `Bool` extended to conform to `P`, and `Task` extended with a property.
    let reference = APIReference(graphs: [
        ("Kit.symbols.json", graph("Kit", symbols: [
            symbol("s:Box", "swift.struct", ["Box"]), symbol("s:Box.URL", "swift.property", ["Box", "URL"]),
            symbol("s:Box.absolute", "swift.property", ["Box", "absolute"]), symbol("s:P", "swift.protocol", ["P"]),
            symbol("s:P.f", "swift.method", ["P", "f()"]), symbol("s:Pe.f", "swift.method", ["P", "f()"], extending: "Kit"),
        ], relationships: [
            #"{"kind":"memberOf","source":"s:Box.URL","target":"s:Box"}"#, #"{"kind":"memberOf","source":"s:Box.absolute","target":"s:Box"}"#,
            #"{"kind":"requirementOf","source":"s:P.f","target":"s:P"}"#, #"{"kind":"memberOf","source":"s:Pe.f","target":"s:P"}"#,
            #"{"kind":"defaultImplementationOf","source":"s:Pe.f","target":"s:P.f","sourceOrigin":{"identifier":"s:P.f","displayName":"P.f()"}}"#,
        ])),
        ("Kit@Swift.symbols.json", graph("Kit", symbols: [
            symbol("s:e:s:Sb", "swift.extension", ["Bool"], extending: "Swift"),
        ], relationships: [#"{"kind":"conformsTo","source":"s:e:s:Sb","target":"s:P"}"#])),
        ("Kit@_Concurrency.symbols.json", graph("Kit", symbols: [
            symbol("s:e:s:ScT", "swift.extension", ["Task"], extending: "_Concurrency"),
            symbol("s:ScT.kit", "swift.property", ["Task", "kit"], extending: "_Concurrency"),
        ], relationships: [#"{"kind":"memberOf","source":"s:ScT.kit","target":"s:e:s:ScT"}"#])),
    ])

    var renderer: SymbolPageRenderer {
        SymbolPageRenderer(reference: reference, markdownOptions: MarkdownOptions(), renderOptions: RenderOptions(), resolveTopic: { _, _ in nil })
    }

    func page(_ url: String) -> Int {
        reference.pages.firstIndex { $0.url == "/documentation/kit" + url }!
    }

    func urls(_ group: TopicGroup?) -> [String] {
        (group?.targets ?? []).map { target in
            guard case .symbol(let position) = target else { return "" }
            return reference.pages[position].url.replacingOccurrences(of: "/documentation/kit", with: "")
        }
    }

    @Test func aGroupListsItsPagesByTheirNamesInTheirOwnCase() {
        #expect(urls(renderer.topics(of: page("/box")).first) == ["/box/url", "/box/absolute"])
        let extendedModules = renderer.topics(of: page("")).first { $0.title == "Extended Modules" }
        #expect(urls(extendedModules) == ["/swift", "/_concurrency"])
    }

    @Test func aDefaultImplementationWithoutDocumentationIsInheritedFromItsRequirement() {
        let implementation = reference.pages.firstIndex { $0.identifier == "s:Pe.f" }!
        #expect(renderer.abstract(of: implementation) == "Inherited from P.f().")
    }

    @Test func anExtensionBlocksConformanceIsItsExtendedTypes() {
        let relationships = renderer.relationships
        #expect(relationships.groups(of: page("/swift/bool"), in: reference) == [.init(title: "Conforms To", targets: [.page(page("/p"))])])
        #expect(relationships.groups(of: page("/p"), in: reference) == [.init(title: "Conforming Types", targets: [.page(page("/swift/bool"))])])
    }
}
