import Core

/// One link of the header's navigation, as site.json's `"nav"` writes it: `{"title": "Docs", "url": "/docs/"}`.
/// A site-relative URL is the default language's and version's; each page's header leads to the same place in its
/// own language and version.
struct HeaderLink: Sendable, Equatable {
    var title: String
    var url: String

    /// Reads site.json's `"nav"`, an array of links; every mistake in it is reported, not just the first.
    static func read(_ value: JSONValue) throws(DiagnosticList) -> [HeaderLink] {
        guard let entries = value.array else {
            throw DiagnosticList([value.error("'nav' must be an array of links, such as [{\"title\": \"Docs\", \"url\": \"/docs/\"}]")])
        }
        var links: [HeaderLink] = []
        var errors: [Diagnostic] = []
        for entry in entries {
            do throws(DiagnosticList) { links.append(try read(entry: entry)) } catch { errors += error.diagnostics }
        }
        guard errors.isEmpty else { throw DiagnosticList(errors) }
        return links
    }

    private static func read(entry: JSONValue) throws(DiagnosticList) -> HeaderLink {
        guard let fields = entry.members else {
            throw DiagnosticList([entry.error("a 'nav' link must be an object, such as {\"title\": \"Docs\", \"url\": \"/docs/\"}, not \(entry.typeDescription)")])
        }
        var title: String?, url: String?
        var errors: [Diagnostic] = []
        for field in fields {
            switch field.key {
            case "title", "url":
                guard let text = field.value.string else {
                    errors.append(field.value.error("'\(field.key)' of a 'nav' link must be a string, not \(field.value.typeDescription)"))
                    continue
                }
                guard !text.isEmpty else {
                    errors.append(field.value.error("'\(field.key)' of a 'nav' link must not be empty"))
                    continue
                }
                if field.key == "title" { title = text } else { url = text }
            default:
                errors.append(field.keyError("unknown key '\(field.key)' in a 'nav' link (known: title, url)"))
            }
        }
        for (name, value) in [("title", title), ("url", url)] where value == nil && !fields.contains(where: { $0.key == name }) {
            errors.append(entry.error("a 'nav' link needs a '\(name)'"))
        }
        guard errors.isEmpty, let title, let url else { throw DiagnosticList(errors) }
        return HeaderLink(title: title, url: url)
    }

    /// Whether `url` leads inside the site (`/docs/`) rather than away from it (`https://…`, `//host/`, `mailto:`).
    var isSiteRelative: Bool { url.hasPrefix("/") && !url.hasPrefix("//") }
}
