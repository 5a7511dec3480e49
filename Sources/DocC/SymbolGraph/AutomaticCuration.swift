/// DocC's automatic Topics groups: the members a page lists without curation, grouped by kind under
/// DocC's titles ("Instance Properties", "Extended Structures"…), the groups in DocC's order
/// (`AutomaticCuration.groupKindOrder` in swift-docc) and each group's members by path
/// (`APIReference.pathOrder`). A kind DocC has no group for is not listed.
enum AutomaticCuration {
    /// The groups of `members`, in DocC's order.
    static func groups(_ members: [Int], in reference: APIReference) -> [(title: String, pages: [Int])] {
        var byGroup: [Int: [Int]] = [:]
        for member in members {
            if let group = group(of: reference.pages[member]) { byGroup[group, default: []].append(member) }
        }
        return byGroup.keys.sorted().map { group in
            (order[group].title, byGroup[group]!.sorted(by: reference.pathOrder))
        }
    }

    /// The group a page is listed in, by its place in `order`.
    static func group(of page: APIReference.Page) -> Int? {
        let key: String
        switch page.role {
        case .symbol: key = String(page.kind.drop { $0 != "." }.dropFirst())
        case .extendedModule: key = "extended module"
        case .extendedType: key = extendedKinds[page.kind] ?? "extended type"
        case .module, .implementations: return nil
        }
        return positions[key]
    }

    /// Each group: the kinds it lists (a symbol's kind without its language, `type.method`), and its title.
    static let order: [(kinds: [String], title: String)] = [
        (["namespace"], "Namespaces"), (["class"], "Classes"), (["protocol"], "Protocols"), (["struct"], "Structures"),
        (["union"], "Unions"), (["var"], "Variables"), (["func"], "Functions"), (["func.op", "op"], "Operators"),
        (["macro"], "Macros"), (["associatedtype"], "Associated Types"), (["enum.case"], "Enumeration Cases"),
        (["init"], "Initializers"), (["deinit"], "Deinitializers"), (["ivar"], "Instance Variables"),
        (["property"], "Instance Properties"), (["method"], "Instance Methods"), (["subscript"], "Subscripts"),
        (["typealias"], "Type Aliases"), (["type.property"], "Type Properties"), (["type.method"], "Type Methods"),
        (["enum"], "Enumerations"), (["type.subscript"], "Type Subscripts"), (["extended module"], "Extended Modules"),
        (["extended class"], "Extended Classes"), (["extended protocol"], "Extended Protocols"),
        (["extended struct"], "Extended Structures"), (["extended enum"], "Extended Enumerations"),
        (["extended type"], "Extended Types"), (["extension"], "Extensions"),
    ]

    private static let positions: [String: Int] = {
        var positions: [String: Int] = [:]
        for (position, group) in order.enumerated() {
            for kind in group.kinds { positions[kind] = position }
        }
        return positions
    }()

    /// An extended type's group, by the kind of the type it extends.
    private static let extendedKinds = [
        "swift.class": "extended class", "swift.protocol": "extended protocol", "swift.struct": "extended struct",
        "swift.enum": "extended enum",
    ]
}

extension APIReference {
    /// DocC's order of pages in a Topics group: by their paths as its references spell them, names in
    /// their own case (`Dispatch`, `Swift`, `_Concurrency`; `URL` before `absolute`), the disambiguation
    /// the URL adds after them.
    func pathOrder(_ first: Int, _ second: Int) -> Bool {
        let (left, right) = (pathName(of: first), pathName(of: second))
        return left != right ? left < right : pages[first].url < pages[second].url
    }

    /// The page's last path component as DocC's reference spells it: its URL's, with the name's case.
    private func pathName(of page: Int) -> String {
        let component = pages[page].url.split(separator: "/").last.map(String.init) ?? ""
        let lowercased = SymbolFileName.of(pages[page].name.lowercased())
        guard component.hasPrefix(lowercased) else { return component }
        return SymbolFileName.of(pages[page].name) + component.dropFirst(lowercased.count)
    }
}
