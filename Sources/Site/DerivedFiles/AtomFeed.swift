import Foundation
import Templates

/// feed.xml: an Atom feed of the newest dated pages, made by the `feed.xml` template. Dates come from
/// front matter only, so the feed is the same on every build of the same input.
enum AtomFeed {
    static let entryLimit = 20

    /// The pages the feed shows: the newest dated ones.
    static func entries(of index: SiteIndex) -> [Int] {
        Array(index.newestFirst.lazy.filter { index.pages[$0].metadata.date != nil }.prefix(entryLimit))
    }

    /// `feed` in the template: `pages`, the entries' `page` values, and `updated`, the newest one's
    /// date in UTC (1970 when no page is dated, so that the feed stays valid and the same on every build).
    static func value(context: SiteContext) -> TemplateValue {
        let index = context.index
        let dated = entries(of: index)
        let updated = dated.first.flatMap { index.pages[$0].metadata.date } ?? Date(timeIntervalSince1970: 0)
        return .dictionary(["pages": context.values(of: dated), "updated": .date(updated, utcOffset: 0)])
    }
}
