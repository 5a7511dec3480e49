import Core

/// search-index.json: what the default layout's search script looks through
/// (title, URL, headings and text of every page). Text is cut at a word
/// boundary so a 10,000-page site stays a download a browser can hold.
enum SearchIndex {
    static let textLimit = 600

    static func json(index: SiteIndex, baseURL: BaseURL) -> String {
        var json = "["
        for (position, page) in index.pages.enumerated() {
            if position > 0 { json += "," }
            json += "\n{\"title\":\(JSONString.quoted(page.title)),\"url\":\(JSONString.quoted(baseURL.url(page.route.url)))"
            json += ",\"headings\":[" + page.headings.map { JSONString.quoted($0.text) }.joined(separator: ",") + "]"
            json += ",\"text\":\(JSONString.quoted(TextExcerpt.make(page.plainText, maximumLength: textLimit)))}"
        }
        return json + "\n]\n"
    }
}
