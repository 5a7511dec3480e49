import Core

/// search-index.json: what the default layout's search script looks through
/// (title, URL, headings and text of every page). Text is cut at a word
/// boundary so a 10,000-page site stays a download a browser can hold.
enum SearchIndex {
    static let textLimit = 600

    /// The index of pages whose entries are given, in order.
    static func json(entries: [String]) -> String {
        "[\n" + entries.joined(separator: ",\n") + "\n]\n"
    }

    /// One page's entry: made once per page, when its text is at hand (pages do not keep their
    /// text), and kept between incremental builds.
    static func entry(for page: Page, text: String, baseURL: BaseURL) -> String {
        var json = "{\"title\":\(JSONString.quoted(page.title)),\"url\":\(JSONString.quoted(baseURL.url(page.route.url)))"
        json += ",\"headings\":[" + page.headings.map { JSONString.quoted($0.text) }.joined(separator: ",") + "]"
        json += ",\"text\":\(JSONString.quoted(TextExcerpt.make(text, maximumLength: textLimit)))}"
        return json
    }
}
