import Testing
@testable import DocC

/// Same-named pages the Geometry fixture does not have, on small graphs written by hand: a kind suffix choosing
/// between symbols whose names are equal in case too, and a collision settled by the next component.
@Suite struct SymbolLinkCollisionTests {
    /// Module `Shapes`: a struct `Swift` with a property `version`, beside the extended module `Swift` (whose `Int`
    /// gains `degrees`); a struct `Square` with an instance and a static property both named `name`.
    static let reference: APIReference = {
        let graph = SymbolURLsTests().graph
        let own = graph("Shapes", [
            ("s:Swift", "swift.struct", ["Swift"]), ("s:Swift.version", "swift.property", ["Swift", "version"]),
            ("s:Square", "swift.struct", ["Square"]), ("s:Square.name", "swift.property", ["Square", "name"]),
            ("s:Square.name.static", "swift.type.property", ["Square", "name"]),
        ], [("s:Swift.version", "memberOf", "s:Swift"), ("s:Square.name", "memberOf", "s:Square"), ("s:Square.name.static", "memberOf", "s:Square")], nil)
        let extensions = graph("Shapes", [
            ("s:e:Int", "swift.extension", ["Int"]), ("s:Int.degrees", "swift.property", ["Int", "degrees"]),
        ], [("s:e:Int", "extensionTo", "s:Si"), ("s:Int.degrees", "memberOf", "s:e:Int")], "Swift")
        return APIReference(graphs: [("Shapes.symbols.json", own), ("Shapes@Swift.symbols.json", extensions)])
    }()

    /// The identifier of the page `link` leads to from the module, or the reason it leads nowhere.
    func resolve(_ link: String) -> String {
        let module = Self.reference.modules[0]
        switch Self.reference.resolve(link, from: module) {
        case .page(let position): return Self.reference.pages[position].identifier
        case .unresolved(let reason): return "unresolved: " + reason
        }
    }

    @Test func aKindSuffixChoosesBetweenNamesEqualInCaseToo() {
        #expect(resolve("Square/name-property") == "s:Square.name")
        #expect(resolve("Square/name-type.property") == "s:Square.name.static")
        #expect(resolve("Square/name-swift.type.property") == "s:Square.name.static")
        #expect(resolve("Square/name") == """
            unresolved: 'name' is ambiguous at '/Shapes/Square': insert '-property' for 'name'; insert '-type.property' for 'name'
            """)
    }

    @Test func theNextComponentSettlesACollisionWhenOnlyOneCandidateHasIt() {
        #expect(resolve("Swift/Int/degrees") == "s:Int.degrees")
        #expect(resolve("Swift/version") == "s:Swift.version")
        #expect(resolve("Swift-struct") == "s:Swift")
        #expect(resolve("Swift-module.extension/Int") == "extension:Shapes/Swift/Int")
        #expect(resolve("Swift") == """
            unresolved: 'Swift' is ambiguous at '/Shapes': insert '-module.extension' for 'Swift'; insert '-struct' for 'Swift'
            """)
    }
}
