import Foundation

/// One `*.symbols.json` file, as `swift-symbolgraph-extract` and the compiler's `-emit-symbol-graph` write
/// it (format 0.6): a module's public symbols and how they relate. Only what a reference page shows is
/// read; the rest of the format is skipped.
public struct SymbolGraph: Sendable, Decodable {
    public var module: Module
    public var symbols: [Symbol]
    public var relationships: [Relationship]

    public struct Module: Sendable, Decodable {
        public var name: String
    }

    /// A symbol: a type, a member, a global, or an extension block (`swift.extension`).
    public struct Symbol: Sendable, Decodable {
        public var kind: Kind
        public var identifier: Identifier
        /// The names from the module down to the symbol: `["Shape", "area()"]`.
        public var pathComponents: [String]
        public var names: Names
        public var docComment: DocComment?
        public var declarationFragments: [Fragment]?
        public var accessLevel: String
        public var availability: [Availability]?
        /// For a symbol declared in an extension: the module it extends, and the constraints on it.
        public var swiftExtension: SwiftExtension?


        public var preciseIdentifier: String { identifier.precise }

        /// A symbol the compiler made rather than the author wrote (an `Equatable` `!=`, a memberwise
        /// `init`): its identifier holds `::SYNTHESIZED::`.
        public var isSynthesized: Bool { identifier.precise.contains("::SYNTHESIZED::") }
    }

    public struct Kind: Sendable, Decodable {
        /// `swift.struct`, `swift.method`, `swift.type.property`, …
        public var identifier: String
        /// `Structure`, `Instance Method`, …
        public var displayName: String
    }

    public struct Identifier: Sendable, Decodable {
        /// The symbol's USR: the same in every graph that mentions it.
        public var precise: String
        public var interfaceLanguage: String
    }

    public struct Names: Sendable, Decodable {
        public var title: String
        public var navigator: [Fragment]?
        public var subHeading: [Fragment]?
    }

    /// A piece of a declaration: a keyword, an identifier, a type name that links to its symbol, text.
    public struct Fragment: Sendable, Decodable, Equatable {
        public var kind: String
        public var spelling: String
        /// For a type name: the USR of the type, to link to its page.
        public var preciseIdentifier: String?
    }

    public struct DocComment: Sendable, Decodable {
        public var lines: [Line]
        /// Set when the comment is inherited from another module's declaration (`Swift`).
        public var module: String?

        public struct Line: Sendable, Decodable {
            public var text: String
        }
    }

    public struct Availability: Sendable, Decodable {
        public var domain: String?
        public var introduced: Version?
        public var deprecated: Version?
        public var obsoleted: Version?
        public var message: String?
        public var renamed: String?
        public var isUnconditionallyDeprecated: Bool?
    }

    public struct Version: Sendable, Decodable {
        public var major: Int
        public var minor: Int?
        public var patch: Int?
    }

    public struct SwiftExtension: Sendable, Decodable {
        public var extendedModule: String
        public var typeKind: String?
    }

    /// `source` is `memberOf`, `conformsTo`, `inheritsFrom`, `defaultImplementationOf`, `requirementOf`,
    /// `optionalRequirementOf`, `overrides` or `extensionTo` `target`.
    public struct Relationship: Sendable, Decodable {
        public var kind: String
        public var source: String
        public var target: String
        /// The target's name when it is outside the graph (`Swift.Equatable`).
        public var targetFallback: String?
    }
}
