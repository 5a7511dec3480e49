/// The relationships DocC lists on a symbol's page, indexed once for every page of a reference:
/// Inherits From (a class's superclass, a protocol's protocols), Inherited By, Conforms To and
/// Conforming Types, each group's targets by title (one outside the graphs by the graph's name for it,
/// `Swift.Equatable`); and on a protocol requirement, its default implementations.
struct SymbolRelationships: Sendable {
    /// Who a relationship group names.
    enum Target: Equatable, Sendable {
        case page(Int)
        /// A type outside the graphs, by the graph's name for it.
        case external(String)
    }

    struct Group: Equatable, Sendable {
        let title: String
        let targets: [Target]
    }

    private enum Kind: Int, CaseIterable {
        case inheritsFrom, inheritedBy, conformsTo, conformingTypes

        var title: String {
            switch self {
            case .inheritsFrom: "Inherits From"
            case .inheritedBy: "Inherited By"
            case .conformsTo: "Conforms To"
            case .conformingTypes: "Conforming Types"
            }
        }
    }

    /// Each page's relationships, by page position.
    private var groups: [Int: [Kind: [Target]]] = [:]
    /// A requirement's default implementations, by the requirement's page position.
    private var implementations: [Int: [Int]] = [:]
    /// Where a default implementation comes from, when its graph says (`Channel.write(_:promise:)`).
    private var origins: [Int: SymbolGraph.SourceOrigin] = [:]

    init(_ reference: APIReference) {
        for relationship in reference.relationships {
            let source = reference.page(identifier: relationship.source)
            let target = reference.page(identifier: relationship.target)
            switch relationship.kind {
            case "conformsTo", "inheritsFrom":
                guard let source else { continue }
                let fromProtocol = reference.pages[source].role == .symbol && reference.pages[source].kind == "swift.protocol"
                let isInheritance = relationship.kind == "inheritsFrom" || fromProtocol
                if let named = target.map(Target.page) ?? relationship.targetFallback.map(Target.external) {
                    add(named, as: isInheritance ? .inheritsFrom : .conformsTo, to: source)
                }
                if let target { add(.page(source), as: isInheritance ? .inheritedBy : .conformingTypes, to: target) }
            case "defaultImplementationOf":
                if let source, let origin = relationship.sourceOrigin { origins[source] = origin }
                if let source, let target { implementations[target, default: []].append(source) }
            default:
                continue
            }
        }
    }

    private mutating func add(_ target: Target, as kind: Kind, to page: Int) {
        if groups[page, default: [:]][kind, default: []].contains(target) { return }
        groups[page, default: [:]][kind, default: []].append(target)
    }

    /// The page's relationship groups in DocC's order, each sorted by its targets' titles.
    func groups(of page: Int, in reference: APIReference) -> [Group] {
        guard let byKind = groups[page] else { return [] }
        return Kind.allCases.compactMap { kind in
            guard let targets = byKind[kind] else { return nil }
            let titled = targets.map { target in
                switch target {
                case .page(let position): (title: reference.pages[position].title, target: target)
                case .external(let name): (title: name, target: target)
                }
            }
            return Group(title: kind.title, targets: titled.sorted { $0.title < $1.title }.map(\.target))
        }
    }

    /// Where a member comes from: the origin of its place in its type, else of the requirement it implements.
    func origin(of page: Int, in reference: APIReference) -> SymbolGraph.SourceOrigin? {
        reference.pages[page].origin ?? origins[page]
    }

    /// A requirement's default implementations, grouped as DocC titles them by the type that provides
    /// them (`Shape Implementations`), groups by that title and each by path.
    func defaultImplementations(of page: Int, in reference: APIReference) -> [(title: String, pages: [Int])] {
        guard let members = implementations[page] else { return [] }
        let byProvider = Dictionary(grouping: members) { member in
            reference.pages[member].parent.map { reference.pages[$0].title } ?? ""
        }
        return byProvider.keys.sorted().map { provider in
            ((provider.isEmpty ? "" : provider + " ") + "Implementations",
             byProvider[provider]!.sorted { reference.pathOrder($0, $1) })
        }
    }
}
