import Core
import Templates

/// `page` for the page being rendered: a `PageObject` that keeps what is costly to make and read more
/// than once. The default layout reads `toc` three times and `headings` once, and each is made from the
/// page's headings, read back from the spool and decoded: they are made once, from headings decoded once.
struct RenderedPageObject: TemplateObject {
    let page: PageObject
    private let memo = Locked(Memo())

    private struct Memo {
        var members: [String: TemplateValue] = [:]
        var headings: [Page.Heading]?
    }

    init(_ page: PageObject) {
        self.page = page
    }

    var memberNames: [String] { page.memberNames }

    func member(_ name: String) -> TemplateValue? {
        guard name == "toc" || name == "headings" else { return page.member(name) }
        page.reportRead(of: name)
        if let kept = memo.withLock({ $0.members[name] }) { return kept }
        let value = page.value(of: name, headings: { headings })
        memo.withLock { $0.members[name] = value }
        return value
    }

    func markupUTF8(_ name: String) -> [UInt8]? {
        page.markupUTF8(name)
    }

    private var headings: [Page.Heading] {
        if let kept = memo.withLock({ $0.headings }) { return kept }
        let headings = page.page.headings
        memo.withLock { $0.headings = headings }
        return headings
    }
}
