import Core
import Foundation

/// feed.xml: an Atom feed of the newest dated pages. Dates come from front
/// matter only, so the feed is the same on every build of the same input.
enum AtomFeed {
    static let entryLimit = 20

    /// The pages the feed shows: the newest dated ones.
    static func entries(of index: SiteIndex) -> [Int] {
        Array(index.newestFirst.lazy.filter { index.pages[$0].metadata.date != nil }.prefix(entryLimit))
    }

    static func xml(index: SiteIndex, config: SiteConfig) -> String {
        let base = config.baseURL
        let dated = entries(of: index)
        let updated = dated.first.flatMap { index.pages[$0].metadata.date } ?? Date(timeIntervalSince1970: 0)
        var xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom" xml:lang="\(HTMLEscaping.attribute(config.language))" xml:base="\(HTMLEscaping.attribute(base.absoluteURL("/")))">
              <title>\(HTMLEscaping.text(config.title))</title>\n
            """
        if let description = config.description {
            xml += "  <subtitle>\(HTMLEscaping.text(description))</subtitle>\n"
        }
        xml += """
              <link href="\(HTMLEscaping.attribute(base.absoluteURL("/feed.xml")))" rel="self" type="application/atom+xml"/>
              <link href="\(HTMLEscaping.attribute(base.absoluteURL("/")))"/>
              <id>\(HTMLEscaping.text(base.absoluteURL("/")))</id>
              <updated>\(CivilDate(updated).rfc3339)</updated>
              <author><name>\(HTMLEscaping.text(config.author ?? config.title))</name></author>
              <generator uri="https://github.com/sitegen/sitegen" version="\(SitegenVersion.current)">sitegen</generator>\n
            """
        for pageIndex in dated {
            let page = index.pages[pageIndex]
            let url = base.absoluteURL(page.route.url)
            xml += """
                  <entry>
                    <title>\(HTMLEscaping.text(page.title))</title>
                    <link href="\(HTMLEscaping.attribute(url))"/>
                    <id>\(HTMLEscaping.text(url))</id>
                    <updated>\(CivilDate(page.metadata.date!).rfc3339)</updated>
                    <summary>\(HTMLEscaping.text(page.summary))</summary>
                    <content type="html">\(HTMLEscaping.text(page.content))</content>\n
                """
            for tag in page.metadata.tags {
                xml += "    <category term=\"\(HTMLEscaping.attribute(tag))\"/>\n"
            }
            xml += "  </entry>\n"
        }
        return xml + "</feed>\n"
    }
}
