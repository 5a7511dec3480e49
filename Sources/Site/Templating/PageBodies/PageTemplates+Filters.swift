import Core
import Templates

/// The filters of a page body, besides the built-in ones and `markdown`: they find pages and files from the page
/// (the built-in shortcodes `ref`, `relref`, `link`, `post_url` and `figure` use them), and write code as Markdown.
extension PageTemplates {
    /// The filters for the body of the page at `contentPath`.
    func filters(forPageAt contentPath: String) -> [String: TemplateFilter] {
        let resolver = self.resolver
        let templates = self
        return [
            "markdown": TemplateStep.markdownFilter(config: config),
            "page_ref": { input, _ throws(TemplateFilterError) in
                let reference = try Self.text(input, "page_ref")
                return .string(Self.pageReference(reference, from: contentPath, in: resolver.pageURLs) ?? reference)
            },
            "post_ref": { input, _ throws(TemplateFilterError) in
                let name = try Self.text(input, "post_ref")
                return .string(templates.postReference(name) ?? name)
            },
            "resolve_url": { input, _ throws(TemplateFilterError) in
                .string(resolver.resolve(try Self.text(input, "resolve_url"), from: contentPath))
            },
            "code_block": { input, arguments throws(TemplateFilterError) in
                let language = try arguments.first.map { value throws(TemplateFilterError) in try Self.text(value, "code_block's language") } ?? ""
                let options = try arguments.dropFirst().first.map { value throws(TemplateFilterError) in try Self.text(value, "code_block's options") } ?? ""
                return .html(CodeBlockMarkdown(code: try Self.text(input, "code_block"), language: language, options: options).markdown)
            },
        ]
    }

    private static func text(_ value: TemplateValue, _ role: String) throws(TemplateFilterError) -> String {
        switch value {
        case .string(let text), .html(let text): return text
        case .null: return ""
        default: throw TemplateFilterError("\(role) expects text")
        }
    }

    /// A link to the page a reference names, as Hugo's `ref` and Jekyll's `link` find pages: `/docs/setup.md#install`
    /// (from Content/), for a Markdown link to resolve and check; nil when no page has it. The reference may leave
    /// out `.md`, name a folder for its index page, and start from the page's folder (then from Content/) or, with a
    /// leading `/`, from Content/.
    static func pageReference(_ reference: String, from contentPath: String, in pageURLs: PageURLs) -> String? {
        let hash = reference.firstIndex(of: "#") ?? reference.endIndex
        let path = reference[..<hash]
        let fragment = reference[hash...]
        guard !path.isEmpty else { return String(fragment) }
        let folder = contentPath.pathSegments().dropLast().joined(separator: "/")
        let bases = path.hasPrefix("/") ? [String(path)] : ["/" + folder + "/" + path, "/" + path]
        for base in bases {
            let trimmed = base.normalizedPath().pathSegments().joined(separator: "/")
            for candidate in [trimmed, trimmed + ".md", trimmed + ".markdown", trimmed + "/index.md", trimmed + "/_index.md"]
            where !candidate.isEmpty && pageURLs.url(ofPage: candidate) != nil {
                return "/" + candidate + fragment
            }
        }
        return nil
    }

    /// A link to the post a Jekyll post name names (`2016-01-29-hello`, or `news/2016-01-29-hello` for one in a
    /// folder named so): the page of that file name, in the first folder that ends so; nil when none.
    func postReference(_ name: String) -> String? {
        let parts = name.split(separator: "/").map(String.init)
        guard let file = parts.last else { return nil }
        let folder = parts.dropLast().joined(separator: "/")
        let stem = file.hasSuffix(".md") || file.hasSuffix(".markdown") ? Route.stem(ofFile: file) : file
        let found = pagePaths(named: stem).first { path in
            folder.isEmpty || ("/" + path.pathSegments().dropLast().joined(separator: "/")).hasSuffix("/" + folder)
        }
        return found.map { "/" + $0 }
    }
}
