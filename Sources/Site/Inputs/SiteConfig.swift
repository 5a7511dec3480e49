import Core
import Foundation

/// `site.json`: what a site says about itself. Every key is optional; keys
/// sitegen does not know reach templates as `site.params`.
public struct SiteConfig: Sendable {
    var title = "My Site"
    public var baseURL = BaseURL.root
    /// The default language's code: site.json's `"language"`, or the default of its `"languages"`.
    var language: String { languages.defaultLanguage.code }
    /// `"languages"`; a site without it is in `"language"` alone. Its `versions` are `"versions"`.
    var languages = SiteLanguages(single: "en")
    /// `"versions"`: none for a site of one version.
    var versions: SiteVersions { languages.versions }
    var description: String?
    var author: String?
    /// Where the site's sources live, for "Edit this page" links (`https://github.com/me/site`).
    var repoURL: String?
    /// The path of Content/ inside `repoURL` for edit links (`edit/main/Content/`).
    var editPath: String?
    /// `"markdown": {"unsafe": true}` lets raw HTML and every URL scheme through.
    var allowsUnsafeMarkdown = false
    /// `"markdown": {"definitionTermIDs": true}` gives each definition list term an id, as headings have (Hugo's
    /// `autoDefinitionTermID`), for links to a term.
    var givesDefinitionTermsIDs = false
    /// `"markdown": {"smartPunctuation": true}` writes curly quotes, dashes and ellipses, as Jekyll and Hugo do.
    var usesSmartPunctuation = false
    /// `"markdown": {"headingIDs": "python-markdown"}` gives headings the ids Python-Markdown gives them (an MkDocs
    /// site's, which its links name); `"github"`, the default, GitHub's.
    var usesPythonMarkdownHeadingIDs = false
    /// `"keepURLCase": true` keeps the case of file names in URLs; by default URLs are lowercase, as in Hugo and Zola.
    var keepsURLCase = false
    /// `"search": false` builds no search index, and the default layouts show no search box: for a
    /// site that links to an outside search, or whose templates have none.
    var buildsSearchIndex = true
    /// `"nav"`: the header's links; nil lists the top-level sections of the page's language and version.
    var nav: [HeaderLink]?
    /// The `"theme"` object, read by the Theme module.
    var theme: JSONValue?
    /// Every other key, plus the members of a `"params"` object, in the order written.
    var params: [JSONMember] = []

    /// The configuration of a site without a site.json.
    init() {}

    /// Reads site.json from the site folder; a missing file gives the defaults.
    /// - Throws: malformed JSON (with line and column) or keys of the wrong type.
    public static func load(siteDirectory: String, displayPath: String = "site.json") throws(DiagnosticList) -> SiteConfig {
        let path = siteDirectory + "/site.json"
        guard let data = FileManager.default.contents(atPath: path) else { return SiteConfig() }
        return try parse(SourceText(path: displayPath, bytes: Array(data)))
    }

    /// Reads a site.json text.
    static func parse(_ source: SourceText) throws(DiagnosticList) -> SiteConfig {
        let root: JSONValue
        do throws(Diagnostic) {
            root = try JSONParser.parse(source)
        } catch {
            throw DiagnosticList([error])
        }
        guard let members = root.members else {
            throw DiagnosticList([root.error("site.json must hold an object ({ \"title\": \"…\" }), not \(root.typeDescription)")])
        }
        var config = SiteConfig()
        var errors: [Diagnostic] = []
        var versions = SiteVersions.none
        for member in members {
            // Each language and version is checked on its own: a site.json with several mistakes hears of all of them at once.
            if member.key == "languages" {
                do throws(DiagnosticList) { config.languages = try SiteLanguages.read(member.value) } catch { errors += error.diagnostics }
                continue
            }
            if member.key == "nav" {
                do throws(DiagnosticList) { config.nav = try HeaderLink.read(member.value) } catch { errors += error.diagnostics }
                continue
            }
            if member.key == "versions" {
                do throws(DiagnosticList) { versions = try SiteVersions.read(member.value) } catch { errors += error.diagnostics }
                continue
            }
            do throws(Diagnostic) {
                try config.read(member)
            } catch {
                errors.append(error)
            }
        }
        errors += versions.clashes(with: config.languages)
        if !errors.isEmpty { throw DiagnosticList(errors) }
        config.languages.versions = versions
        return config
    }

    private mutating func read(_ member: JSONMember) throws(Diagnostic) {
        let value = member.value
        switch member.key {
        case "title": title = try Self.string(member)
        case "baseURL": baseURL = BaseURL(try Self.string(member))
        case "language":
            let code = try Self.string(member)
            if !languages.isMultilingual { languages = SiteLanguages(single: code) }
        case "description": description = try Self.string(member)
        case "author": author = try Self.string(member)
        case "repoURL": repoURL = try Self.string(member)
        case "editPath": editPath = try Self.string(member)
        case "keepURLCase":
            guard let keeps = member.value.bool else { throw member.value.error("'keepURLCase' must be true or false") }
            keepsURLCase = keeps
        case "search":
            guard let builds = member.value.bool else { throw member.value.error("'search' must be true or false") }
            buildsSearchIndex = builds
        case "theme":
            guard value.members != nil else { throw value.error("'theme' must be an object, such as {\"nightSchedule\": \"22:00-06:00\"}") }
            theme = value
        case "markdown":
            guard let options = value.members else { throw value.error("'markdown' must be an object, such as {\"unsafe\": true}") }
            for option in options {
                if option.key == "headingIDs" {
                    guard let rule = option.value.string, ["github", "python-markdown"].contains(rule) else {
                        throw option.value.error("'headingIDs' must be \"github\" or \"python-markdown\"")
                    }
                    usesPythonMarkdownHeadingIDs = rule == "python-markdown"
                    continue
                }
                guard let setting = option.value.bool else { throw option.value.error("'\(option.key)' must be true or false") }
                switch option.key {
                case "unsafe": allowsUnsafeMarkdown = setting
                case "definitionTermIDs": givesDefinitionTermsIDs = setting
                case "smartPunctuation": usesSmartPunctuation = setting
                default: throw option.keyError("unknown markdown option '\(option.key)' (known: unsafe, definitionTermIDs, headingIDs, smartPunctuation)")
                }
            }
        case "params":
            guard let nested = value.members else { throw value.error("'params' must be an object") }
            params.append(contentsOf: nested)
        default:
            params.append(member)
        }
    }

    private static func string(_ member: JSONMember) throws(Diagnostic) -> String {
        guard let string = member.value.string else {
            throw member.value.error("'\(member.key)' must be a string, not \(member.value.typeDescription)")
        }
        return string
    }
}
