/// Each page's children by the name a link gives them (`init(_:)`, `Kind`), so that finding a link's next
/// component is one dictionary probe. Names keep their case: `outline` and `Outline` are different children.
/// The lists of inherited members (`Equatable Implementations`) are not children a link can name.
struct SymbolLinkIndex: Sendable {
    private struct Key: Hashable, Sendable {
        let parent: Int
        let name: Substring
    }

    private var children: [Key: [Int]] = [:]
    /// The module pages by name.
    private(set) var modules: [Substring: Int] = [:]

    init(_ pages: [APIReference.Page]) {
        children.reserveCapacity(pages.count)
        for (position, page) in pages.enumerated() where page.role != .implementations {
            if let parent = page.parent {
                children[Key(parent: parent, name: Substring(page.name)), default: []].append(position)
            } else {
                modules[Substring(page.name)] = position
            }
        }
    }

    /// The children of `parent` named `name`, in page order; empty when there is none.
    func children(of parent: Int, named name: Substring) -> [Int] {
        children[Key(parent: parent, name: name)] ?? []
    }

    func hasChild(of parent: Int, named name: Substring) -> Bool {
        children[Key(parent: parent, name: name)] != nil
    }
}
