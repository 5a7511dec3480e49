/// Why a symbol link leads nowhere, with what a warning needs to say so in DocC's words.
enum SymbolLinkFailure: Error {
    /// Nothing in scope or among the modules has the first component's name (nil: the link is empty).
    case notFound(SymbolLinkComponent?)
    /// The page at `at` has no child of the component's name.
    case unknownName(at: Int, SymbolLinkComponent)
    /// Children have the component's name, but its suffix fits none of them.
    case unknownDisambiguation(at: Int, SymbolLinkComponent, candidates: [Int])
    /// The component fits several children and no suffix chooses one.
    case ambiguous(at: Int, SymbolLinkComponent, candidates: [Int], differInKindOnly: Bool)

    /// `'init(_:)' is ambiguous at '/Geometry/Point': insert '-(Angle)' for 'init(_ angle: Angle)'; …`.
    func reason(in reference: APIReference) -> String {
        switch self {
        case .notFound(nil):
            return "No local documentation matches this reference"
        case .notFound(let component?):
            let modules = reference.linkIndex.modules.keys.map(String.init)
            return "Can't resolve '\(component.full)'"
                + Self.list(NearMiss.bestMatches(for: modules, against: String(component.name)).map { "replace '\(component.full)' with '\($0)'" })
        case .unknownName(let node, let component):
            return "'\(component.full)' doesn't exist at '\(reference.linkPath(of: node))'" + Self.list(Self.nearMisses(component, at: node, in: reference))
        case .unknownDisambiguation(let node, let component, let candidates):
            let written = Self.writtenSuffix(component, candidates: candidates, in: reference)
            return "'\(written.dropFirst())' isn't a disambiguation for '\(component.name)' at '\(reference.linkPath(of: node))'"
                + Self.suggestions(replacing: written, with: reference.disambiguationSuffixes(candidates), in: reference)
        case .ambiguous(let node, let component, let candidates, let differInKindOnly):
            let suffixes = differInKindOnly
                ? candidates.map { ($0, "-" + reference.linkKind(of: $0)) }
                : reference.disambiguationSuffixes(candidates)
            return "'\(component.full)' is ambiguous at '\(reference.linkPath(of: node))'"
                + Self.suggestions(replacing: Self.writtenSuffix(component, candidates: candidates, in: reference), with: suffixes, in: reference)
        }
    }

    /// What the link wrote after the candidates' name (`-(Double)` of `length()-(Double)`).
    private static func writtenSuffix(_ component: SymbolLinkComponent, candidates: [Int], in reference: APIReference) -> Substring {
        let name = candidates.first.map { reference.pages[$0].name } ?? ""
        return component.full.dropFirst(name.count)
    }

    /// The children named most like the component; when the component's suffix fits some of them, only those, and
    /// only the name is replaced.
    private static func nearMisses(_ component: SymbolLinkComponent, at node: Int, in reference: APIReference) -> [String] {
        let names = Set(reference.pages[node].children.filter { reference.pages[$0].role != .implementations }.map { reference.pages[$0].name })
        let nearMisses = NearMiss.bestMatches(for: names, against: String(component.name))
        let fitting = nearMisses.filter { reference.hasChild(of: node, named: $0, fitting: component.disambiguation) }
        if fitting.isEmpty { return nearMisses.map { "replace '\(component.full)' with '\($0)'" } }
        return fitting.map { "replace '\(component.name)' with '\($0)'" }
    }

    private static func list(_ suggestions: [String]) -> String {
        suggestions.isEmpty ? "" : ": " + suggestions.joined(separator: "; ")
    }

    /// `: insert '-(Angle)' for 'init(_ angle: Angle)'; replace …`, the candidates in order of their declarations.
    private static func suggestions(replacing written: Substring, with suffixes: [(Int, String)], in reference: APIReference) -> String {
        let named = suffixes.map { (name: reference.linkFullName(of: $0.0), suffix: $0.1) }.sorted { ($0.name, $0.suffix) < ($1.name, $1.suffix) }
        return list(named.map { "\(change(from: written, to: $0.suffix)) for '\($0.name)'" })
    }

    private static func change(from written: Substring, to suggested: String) -> String {
        if written.isEmpty { return "insert '\(suggested)'" }
        if suggested.isEmpty { return "remove '\(written)'" }
        // A return type's `->` reads as an arrow and stays; the `-` before any other suffix goes.
        if written.hasPrefix("->") || suggested.hasPrefix("->") { return "replace '\(written)' with '\(suggested)'" }
        return "replace '\(written.dropFirst())' with '\(suggested.dropFirst())'"
    }
}
