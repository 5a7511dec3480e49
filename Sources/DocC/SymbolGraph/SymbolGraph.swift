/// One `*.symbols.json` file, as `swift-symbolgraph-extract` and the compiler's `-emit-symbol-graph` write
/// it (format 0.6): a module's symbols and how they relate. Only what a reference page shows is
/// read; the rest of the format is skipped.
struct SymbolGraph: Sendable {
    var module: Module
    var symbols: [Symbol]
    var relationships: [Relationship]

    struct Module: Sendable {
        var name: String
    }

    /// A symbol: a type, a member, a global, or an extension block (`swift.extension`).
    struct Symbol: Sendable {
        var kind: Kind
        var identifier: Identifier
        /// The names from the module down to the symbol: `["Shape", "area()"]`.
        var pathComponents: [String]
        var names: Names
        var docComment: DocComment?
        var declarationFragments: [Fragment]?
        var accessLevel: String
        var availability: [Availability]?
        /// For a symbol declared in an extension: the module it extends, and the constraints on it.
        var swiftExtension: SwiftExtension?
        /// For a function, initializer or subscript: the fragments of its parameters and return value.
        var functionSignature: FunctionSignature?

        var preciseIdentifier: String { identifier.precise }

        /// A symbol the compiler made rather than the author wrote (an `Equatable` `!=`, a memberwise
        /// `init`): its identifier holds `::SYNTHESIZED::`.
        var isSynthesized: Bool { identifier.precise.contains("::SYNTHESIZED::") }
    }

    struct Kind: Sendable {
        /// `swift.struct`, `swift.method`, `swift.type.property`, …
        var identifier: String
        /// `Structure`, `Instance Method`, …
        var displayName: String
    }

    struct Identifier: Sendable {
        /// The symbol's USR: the same in every graph that mentions it.
        var precise: String
        var interfaceLanguage: String
    }

    struct Names: Sendable {
        var title: String
        var navigator: [Fragment]?
        var subHeading: [Fragment]?
    }

    /// A piece of a declaration: a keyword, an identifier, a type name that links to its symbol, text.
    struct Fragment: Sendable, Equatable {
        var kind: String
        var spelling: String
        /// For a type name: the USR of the type, to link to its page.
        var preciseIdentifier: String?
    }

    struct FunctionSignature: Sendable {
        /// Absent when the function takes none.
        var parameters: [Parameter]?
        /// Absent for an initializer.
        var returns: [Fragment]?

        struct Parameter: Sendable {
            /// `vector: Vector`: the parameter's name and type.
            var declarationFragments: [Fragment]?
        }
    }

    struct DocComment: Sendable {
        var lines: [Line]
        /// Set when the comment is inherited from another module's declaration (`Swift`).
        var module: String?
        /// The source file the comment is in (`file:///…/Angle.swift`), when the compiler saw it.
        var uri: String?

        struct Line: Sendable {
            var text: String
            /// Where the line's text starts in the file, 0-based.
            var range: Range?
        }

        struct Range: Sendable {
            var start: Position
        }

        struct Position: Sendable {
            var line: Int
            var character: Int
        }
    }

    struct Availability: Sendable {
        var domain: String?
        var introduced: Version?
        var deprecated: Version?
        var obsoleted: Version?
        var message: String?
        var renamed: String?
        var isUnconditionallyDeprecated: Bool?
        var isUnconditionallyUnavailable: Bool?
    }

    struct Version: Sendable {
        var major: Int
        var minor: Int?
        var patch: Int?
    }

    struct SourceOrigin: Sendable {
        var identifier: String
        /// `Equatable.!=(_:_:)`.
        var displayName: String
    }

    struct SwiftExtension: Sendable {
        var extendedModule: String
        var typeKind: String?
    }

    /// `source` is `memberOf`, `conformsTo`, `inheritsFrom`, `defaultImplementationOf`, `requirementOf`,
    /// `optionalRequirementOf`, `overrides` or `extensionTo` `target`.
    struct Relationship: Sendable {
        var kind: String
        var source: String
        var target: String
        /// The target's name when it is outside the graph (`Swift.Equatable`).
        var targetFallback: String?
        /// For a member a type inherits (a protocol's default implementation, `Equatable`'s `!=`): where it comes from.
        var sourceOrigin: SourceOrigin?
    }
}
