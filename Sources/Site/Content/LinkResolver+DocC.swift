import Core
import DocC

extension LinkResolver {
    /// In a DocC catalog's page, a `doc:` link names an article by file name, and a bare name
    /// (`bitwiseNOT`) an image of the catalog; nil for every other link, resolved as on any page.
    func docCTarget(of destination: String, from contentPath: String) -> Target? {
        guard DocCCatalog.root(of: contentPath) != nil else { return nil }
        if let reference = DocCReference(destination) {
            guard let article = docC.article(reference.path, from: contentPath) else {
                if reference.heading == nil, let anchor = docC.heading(reference.path, onPage: contentPath),
                   let page = docC.article("", from: contentPath) {
                    return Target(path: PercentEncoding.decoded(page.url), fragment: "#" + anchor, query: "", namedMarkdownFile: true)
                }
                if let symbol = symbolPage(reference.path, from: contentPath) {
                    return Target(path: PercentEncoding.decoded(symbol), fragment: "", query: "", namedMarkdownFile: false)
                }
                return Target(path: nil, fragment: "", query: "", namedMarkdownFile: false)
            }
            return Target(path: PercentEncoding.decoded(article.url), fragment: reference.anchor, query: "", namedMarkdownFile: true)
        }
        guard !destination.contains("/"), !destination.contains(":"), !destination.contains("#"),
              let image = docC.image(destination, from: contentPath)
        else { return nil }
        return Target(path: image.light, fragment: "", query: "", namedMarkdownFile: false)
    }

    /// The URL of the symbol a `doc:` path names, from the module of the catalog holding `contentPath`.
    private func symbolPage(_ path: String, from contentPath: String) -> String? {
        guard let apiReference, let module = apiReference.modulePage(ofCatalogPage: contentPath),
              case .page(let page) = apiReference.reference.resolve(path, from: module) else { return nil }
        return apiReference.reference.pages[page].url + "/"
    }
}
