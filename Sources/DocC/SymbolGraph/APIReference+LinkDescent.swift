/// Several children fit a link's component, and nothing in the component chooses between them.
struct LinkCollision: Error {
    let candidates: [Int]
    /// The candidates share a hash and differ in kind: suggest kinds.
    var differInKindOnly = false
}

extension APIReference {
    /// The page `components` lead to from `start`, one child per component. A collision is settled by looking one
    /// component ahead (`Kind/triangle` where only one `Kind` has a `triangle`), else by the one favoured
    /// candidate; as in DocC, one settled that way before the last component ends the search there.
    func descend(from start: Int, _ components: ArraySlice<SymbolLinkComponent>) throws(SymbolLinkFailure) -> Int {
        var node = start
        var remaining = components
        while let component = remaining.first {
            var disambiguation = component.disambiguation
            // A name with a `-` that is no suffix (`my-name`) is tried whole first.
            var siblings = linkIndex.children(of: node, named: component.full)
            if siblings.isEmpty {
                siblings = linkIndex.children(of: node, named: component.name)
            } else {
                disambiguation = nil
            }
            guard !siblings.isEmpty else { throw .unknownName(at: node, component) }
            let child: Int?
            do throws(LinkCollision) {
                child = try find(in: siblings, disambiguation)
            } catch {
                guard let next = remaining.dropFirst().first else { return try settle(error, at: node, component) }
                let below = error.candidates.compactMap { candidate in
                    try? find(in: linkIndex.children(of: candidate, named: next.name), next.disambiguation)
                }
                guard below.count == 1, let only = below.first else { return try settle(error, at: node, component) }
                node = only
                remaining = remaining.dropFirst(2)
                continue
            }
            guard let child else { throw .unknownDisambiguation(at: node, component, candidates: siblings) }
            node = child
            remaining = remaining.dropFirst()
        }
        return node
    }

    /// Whether `node` has a child named `name` that the suffix (or none) chooses alone.
    func hasChild(of node: Int, named name: String, fitting disambiguation: SymbolLinkComponent.Disambiguation?) -> Bool {
        (try? find(in: linkIndex.children(of: node, named: Substring(name)), disambiguation)) != nil
    }

    /// The one favoured candidate of a collision, or the failure that lists them with their suffixes.
    private func settle(_ collision: LinkCollision, at node: Int, _ component: SymbolLinkComponent) throws(SymbolLinkFailure) -> Int {
        let favored = collision.candidates.filter { !pages[$0].isDisfavored }
        if favored.count == 1 { return favored[0] }
        throw .ambiguous(at: node, component, candidates: collision.candidates, differInKindOnly: collision.differInKindOnly)
    }

    /// The sibling a suffix (or none) chooses; nil when it fits none of them.
    private func find(in siblings: [Int], _ disambiguation: SymbolLinkComponent.Disambiguation?) throws(LinkCollision) -> Int? {
        guard !siblings.isEmpty else { return nil }
        guard let disambiguation else {
            if let single = singleMatch(siblings) { return single }
            throw LinkCollision(candidates: siblings)
        }
        switch disambiguation {
        case .kindAndHash(kind: _?, hash: _?), .typeSignature(parameters: _?, returns: _?):
            return siblings.first { fits($0, disambiguation) }
        case .kindAndHash(kind: nil, hash: nil), .typeSignature(parameters: nil, returns: nil):
            throw LinkCollision(candidates: siblings)
        case .kindAndHash(kind: nil, hash: _?):
            let matches = siblings.filter { fits($0, disambiguation) }
            guard matches.count <= 1 else { throw LinkCollision(candidates: matches, differInKindOnly: true) }
            return matches.first
        case .kindAndHash, .typeSignature:
            let matches = siblings.filter { fits($0, disambiguation) }
            guard matches.count <= 1 else { throw LinkCollision(candidates: matches) }
            return matches.first
        }
    }

    /// The only sibling, or the only one not disfavoured.
    private func singleMatch(_ siblings: [Int]) -> Int? {
        guard siblings.count > 1 else { return siblings.first }
        let favored = siblings.filter { !pages[$0].isDisfavored }
        return favored.count == 1 ? favored[0] : nil
    }

    func fits(_ position: Int, _ disambiguation: SymbolLinkComponent.Disambiguation) -> Bool {
        switch disambiguation {
        case .kindAndHash(let kind, let hash):
            let kindFits = kind.map { $0 == linkKind(of: position) } ?? true
            let hashFits = hash.map { written in linkHash(of: position).map { $0 == written } ?? false } ?? true
            return kindFits && hashFits
        case .typeSignature(let parameters, let returns):
            let types = linkTypeNames(of: position)
            return (parameters.map { Self.typesMatch($0, types?.parameters) } ?? true)
                && (returns.map { Self.typesMatch($0, types?.returns) } ?? true)
        }
    }

    private static func typesMatch(_ written: [Substring], _ actual: [String]?) -> Bool {
        guard let actual, written.count == actual.count else { return false }
        return zip(written, actual).allSatisfy { $0 == "_" || $0 == $1 }
    }
}
