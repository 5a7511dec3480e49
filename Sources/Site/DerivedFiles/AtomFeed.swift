import Foundation
import Templates

/// feed.xml: an Atom feed of the newest dated pages, made by the `feed.xml` template. Dates come from
/// front matter only, so the feed is the same on every build of the same input.
enum AtomFeed {
    static let entryLimit = 20

    /// The pages a language's feed shows: its newest dated ones.
    static func entries(of index: SiteIndex, in language: SiteLanguages.Language, _ translations: PageTranslations) -> [Int] {
        let dated = index.newestFirst.lazy.filter { index.pages[$0].metadata.date != nil }
        guard translations.languages.isMultilingual else { return Array(dated.prefix(entryLimit)) }
        return Array(dated.filter { translations.language(of: index.pages[$0]) == language }.prefix(entryLimit))
    }

    /// Where a language's feed is: `/feed.xml`, `/de/feed.xml`.
    static func url(in language: SiteLanguages.Language, _ translations: PageTranslations) -> String {
        translations.homeURL(of: language) + "feed.xml"
    }

    /// `feed` in the template: `pages`, the entries' `page` values, `updated`, the newest one's date in UTC
    /// (1970 when no page is dated, so that the feed stays valid and the same on every build), and `url`, its own.
    static func value(in language: SiteLanguages.Language, context: SiteContext) -> TemplateValue {
        let index = context.index
        let dated = entries(of: index, in: language, context.translations)
        let updated = dated.first.flatMap { index.pages[$0].metadata.date } ?? Date(timeIntervalSince1970: 0)
        return .dictionary([
            "pages": context.values(of: dated), "updated": .date(updated, utcOffset: 0), "url": .string(url(in: language, context.translations)),
        ])
    }
}
