extension APIReference {
    /// The suffix that names each of same-named siblings alone among them, as DocC suggests it: its kind when no
    /// other has it (`-struct`); else the fewest and shortest types that tell it apart, return types first
    /// (`->Double`), then parameter types (`-(Vector)`, `-(_,Int)`), then both (`-(Int)->Bool`); else its hash
    /// (`-3cn3j`). When all but one are synthesized or default implementations, that one needs no suffix.
    func disambiguationSuffixes(_ siblings: [Int]) -> [(Int, String)] {
        guard siblings.count > 1 else { return siblings.map { ($0, "") } }
        var suffixes: [(Int, String)] = []
        var remaining = Set(siblings)
        let byKind = Dictionary(grouping: siblings, by: linkKind(of:))
        for sibling in siblings where byKind[linkKind(of: sibling)]?.count == 1 {
            suffixes.append((sibling, "-" + linkKind(of: sibling)))
            remaining.remove(sibling)
        }
        let typeNames = Dictionary(uniqueKeysWithValues: siblings.map { ($0, linkTypeNames(of: $0)) })
        let passes: [(types: (FunctionSignatureTypeNames) -> [String]?, suffix: (FunctionSignatureTypeNames, [String]) -> String)] = [
            ({ $0.returns }, { Self.returnsSuffix($1) }),
            ({ $0.parameters }, { "-(" + $1.joined(separator: ",") + ")" }),
            ({ $0.parameters.isEmpty ? nil : $0.parameters + $0.returns }, { names, chosen in
                "-(" + chosen.dropLast(names.returns.count).joined(separator: ",") + ")" + Self.returnsSuffix(Array(chosen.suffix(names.returns.count)))
            }),
        ]
        for pass in passes where !remaining.isEmpty {
            let listed = siblings.compactMap { sibling -> (sibling: Int, names: FunctionSignatureTypeNames, types: [String])? in
                guard let names = typeNames[sibling] ?? nil, let types = pass.types(names) else { return nil }
                return (sibling, names, types)
            }
            for group in Dictionary(grouping: listed, by: \.types.count).values {
                let chosen: [[String]?] = group.count == 1
                    ? [Array(repeating: "_", count: group[0].types.count)]
                    : (group[0].types.isEmpty ? [] : MinimalTypeDisambiguation.choose(group.map(\.types)))
                for (member, types) in zip(group, chosen) {
                    guard let types, remaining.remove(member.sibling) != nil else { continue }
                    suffixes.append((member.sibling, pass.suffix(member.names, types)))
                }
            }
        }
        for sibling in siblings where remaining.contains(sibling) {
            suffixes.append((sibling, linkHash(of: sibling).map { "-" + $0 } ?? ""))
        }
        let favored = suffixes.indices.filter { !pages[suffixes[$0].0].isDisfavored }
        if favored.count == 1 { suffixes[favored[0]].1 = "" }
        return suffixes
    }

    /// `->Double`, `->(Int,String)`, `->()`.
    private static func returnsSuffix(_ types: [String]) -> String {
        switch types.count {
        case 0: "->()"
        case 1: "->" + types[0]
        default: "->(" + types.joined(separator: ",") + ")"
        }
    }
}
