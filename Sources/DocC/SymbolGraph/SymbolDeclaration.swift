import Core

/// A symbol's declaration as DocC shows it: its fragments as written, keywords, names and types in
/// the classes the site's Swift highlighting colours (`tok-keyword`, `tok-type`…), each type the
/// reference documents linked to its page.
enum SymbolDeclaration {
    /// The `<pre>` of a declaration; `link` gives the href of a type's page by its precise identifier.
    static func html(_ fragments: [SymbolGraph.Fragment], link: (String) -> String?) -> String {
        "<pre class=\"docc-declaration\"><code>" + tokens(fragments, link: link) + "</code></pre>\n"
    }

    /// The fragments as highlighted inline HTML; with `link`, the types linked.
    static func tokens(_ fragments: [SymbolGraph.Fragment], link: (String) -> String? = { _ in nil }) -> String {
        var html = ""
        for fragment in fragments {
            let text = HTMLEscaping.text(fragment.spelling)
            let tokenClass = Self.tokenClass[fragment.kind]
            if let identifier = fragment.preciseIdentifier, let href = link(identifier) {
                html += "<a href=\"\(HTMLEscaping.attribute(href))\"" + (tokenClass.map { " class=\"\($0)\"" } ?? "") + ">\(text)</a>"
            } else if let tokenClass {
                html += "<span class=\"\(tokenClass)\">\(text)</span>"
            } else {
                html += text
            }
        }
        return html
    }

    /// The site's token class of each kind of fragment; parameter names and punctuation stay plain.
    private static let tokenClass: [String: String] = [
        "keyword": "tok-keyword", "attribute": "tok-attribute", "number": "tok-number", "string": "tok-string",
        "typeIdentifier": "tok-type", "genericParameter": "tok-type", "identifier": "tok-function",
    ]
}
