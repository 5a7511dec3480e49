import Core

/// Records which other pages' content a page's render read, so an incremental
/// rebuild knows which outputs an edit can change. A render that reads a
/// site-wide collection (`site.pages`) depends on every page.
final class RenderTracker: Sendable {
    /// Which pages' content a render read.
    enum Reads: Sendable, Equatable {
        case all
        case pages(Set<String>)

        func intersects(_ changed: Set<String>) -> Bool {
            switch self {
            case .all: !changed.isEmpty
            case .pages(let pages): !pages.isDisjoint(with: changed)
            }
        }
    }

    /// The page being rendered: reading its own content is not a dependency on another page.
    let page: Int
    private let state = Locked(Reads.pages([]))

    init(page: Int) {
        self.page = page
    }

    func readContent(of page: Int, contentPath: String) {
        guard page != self.page else { return }
        state.withLock { reads in
            if case .pages(var pages) = reads {
                pages.insert(contentPath)
                reads = .pages(pages)
            }
        }
    }

    func readEverything() {
        state.withLock { $0 = .all }
    }

    var reads: Reads { state.withLock { $0 } }
}
