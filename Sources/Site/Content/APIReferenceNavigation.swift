import Core
import DocC

/// The navigation of a module of the API reference as one file (`/documentation/<module>/navigation.json`), which
/// the layout's script shows as the sidebar's tree: the module's Topics, each symbol under its parent in Topics
/// order, group headings kept. Written once a module rather than into each of its thousands of pages.
///
/// `{"title": "NIOCore", "url": "/documentation/niocore/", "children": NODES}`; a node is `["Group Title"]`, a
/// heading for the nodes after it, or `["Title", "url/relative/to/the/module/", NODES?]`, NODES for a page with children.
struct APIReferenceNavigation: Sendable {
    /// The file's output path (`documentation/niocore/navigation.json`) and its bytes, a module each.
    let files: [(path: String, json: [UInt8])]

    init(reference: APIReference, topics: (Int) -> [TopicGroup]) {
        var files: [(path: String, json: [UInt8])] = []
        for module in reference.modules {
            let moduleURL = reference.pages[module].url + "/"
            var json: [UInt8] = Array("{\"title\":".utf8)
            JSONString.appendQuoted(reference.pages[module].title, to: &json)
            json += Array(",\"url\":".utf8)
            JSONString.appendQuoted(moduleURL, to: &json)
            json += Array(",\"children\":".utf8)
            Self.appendChildren(of: module, reference: reference, moduleURL: moduleURL, topics: topics, to: &json)
            json += Array("}\n".utf8)
            files.append((String(moduleURL.dropFirst()) + "navigation.json", json))
        }
        self.files = files
    }

    /// The URL of the navigation file of the module `page` belongs to.
    static func url(ofModule module: String, in reference: APIReference) -> String? {
        reference.page(identifier: module).map { reference.pages[$0].url + "/navigation.json" }
    }

    /// A page's Topics as nodes: its own children with theirs, a symbol curated from elsewhere as a plain link.
    private static func appendChildren(
        of page: Int, reference: APIReference, moduleURL: String, topics: (Int) -> [TopicGroup], to json: inout [UInt8]
    ) {
        json.append(UInt8(ascii: "["))
        var first = true
        func separate() {
            if !first { json.append(UInt8(ascii: ",")) }
            first = false
        }
        for group in topics(page) {
            if let title = group.title {
                separate()
                json.append(UInt8(ascii: "["))
                JSONString.appendQuoted(title, to: &json)
                json.append(UInt8(ascii: "]"))
            }
            for target in group.targets {
                separate()
                appendNode(target, under: page, reference: reference, moduleURL: moduleURL, topics: topics, to: &json)
            }
        }
        json.append(UInt8(ascii: "]"))
    }

    private static func appendNode(
        _ target: TopicTarget, under parent: Int, reference: APIReference, moduleURL: String, topics: (Int) -> [TopicGroup],
        to json: inout [UInt8]
    ) {
        json.append(UInt8(ascii: "["))
        switch target {
        case .symbol(let page):
            JSONString.appendQuoted(reference.pages[page].title, to: &json)
            json.append(UInt8(ascii: ","))
            JSONString.appendQuoted(relative(reference.pages[page].url + "/", to: moduleURL), to: &json)
            if reference.pages[page].parent == parent, !reference.pages[page].children.isEmpty {
                json.append(UInt8(ascii: ","))
                appendChildren(of: page, reference: reference, moduleURL: moduleURL, topics: topics, to: &json)
            }
        case .article(let url, let title, _):
            JSONString.appendQuoted(title, to: &json)
            json.append(UInt8(ascii: ","))
            JSONString.appendQuoted(relative(url, to: moduleURL), to: &json)
        }
        json.append(UInt8(ascii: "]"))
    }

    private static func relative(_ url: String, to moduleURL: String) -> String {
        url.hasPrefix(moduleURL) ? String(url.dropFirst(moduleURL.count)) : url
    }
}
