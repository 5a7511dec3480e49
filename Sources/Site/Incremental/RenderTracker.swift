import Core

/// Records which other pages' content a page's render read, so an incremental
/// rebuild knows which outputs an edit can change. The render in progress is
/// a task-local value: page objects reached any way — `page.prev`, `page.pages`
/// or the shared `site.pages` — report to the render that reads them.
final class RenderTracker: Sendable {
    /// The tracker of the render running on this task or thread, if any.
    @TaskLocal static var current: RenderTracker?

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

    var reads: Reads { state.withLock { $0 } }
}
