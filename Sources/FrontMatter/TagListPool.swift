import Core

/// Tag lists shared between pages with the same tags. A site's tags come from a small vocabulary, so
/// many pages carry the same list: every page keeps its tags for the whole build, and a list longer
/// than a string holds inline was an allocation a page.
public final class TagListPool: Sendable {
    /// Lists longer than a string holds inline, each kept once.
    private let lists = Locked(Set<TextList>())

    /// An empty pool.
    public init() {}

    /// `list`, or an equal one already in the pool.
    func shared(_ list: TextList) -> TextList {
        guard !list.isInline else { return list }
        return lists.withLock { lists in lists.insert(list).memberAfterInsert }
    }
}
