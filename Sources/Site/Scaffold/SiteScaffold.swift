import Core
import DefaultSite
import Foundation

/// What `sitegen new` writes: a working site with a home page on the `home` layout, a docs section, a blog
/// with one post, a GitHub Pages workflow that publishes it, and a .gitignore for what builds write. The
/// files are DefaultSite's (Sources/DefaultSite/NewSite); this fills in the site's title, the day, and the
/// sitegen the workflow builds. No layouts are written out: the site uses the built-in ones until it has a
/// file of the same name in Templates/, so a new site never holds a stale copy of a layout it did not change.
public enum SiteScaffold {
    /// The workflow, whose first lines name the sitegen it builds.
    public static let workflowPath = ".github/workflows/pages.yml"
    /// The workflow's variable naming the git repository it fetches sitegen from.
    public static let repositoryVariable = "SITEGEN_REPOSITORY"
    /// Its value when the sitegen making the site knows of no public clone of itself. It is no URL, so the
    /// workflow stops at its first step with a message naming the variable instead of cloning a guess.
    public static let unknownRepository = "set me: the https:// URL of sitegen's git repository"

    /// Files of a new site by relative path.
    /// - Parameters:
    ///   - repository: the git URL the workflow clones sitegen from; nil writes `unknownRepository`.
    ///   - ref: the commit (or release tag) of sitegen the workflow builds, the one making the site.
    public static func files(title: String, today: Date, repository: String?, ref: String) -> [String: String] {
        let values = ["title": title, "date": CivilDate(today).iso8601Date,
                      "sitegen_repository": repository ?? unknownRepository, "sitegen_ref": ref]
        var files: [String: String] = [:]
        for (path, text) in NewSite.files {
            files[path] = filled(text, with: values, inJSONStrings: path.hasSuffix(".json"))
        }
        return files
    }

    /// `text` with each `${name}` of `values` replaced by its value (escaped as the inside of a JSON string
    /// in a JSON file, where they stand between quotes); anything else written `${…}`, such as a workflow's
    /// `${{ … }}`, is kept.
    static func filled(_ text: String, with values: [String: String], inJSONStrings: Bool) -> String {
        var filled = ""
        var rest = text[...]
        while let opening = rest.range(of: "${") {
            filled += rest[..<opening.lowerBound]
            rest = rest[opening.upperBound...]
            guard let closing = rest.firstIndex(of: "}"), let value = values[String(rest[..<closing])] else {
                filled += "${"
                continue
            }
            filled += inJSONStrings ? String(JSONString.quoted(value).dropFirst().dropLast()) : value
            rest = rest[rest.index(after: closing)...]
        }
        return filled + rest
    }

    /// The line and column (from 1) where `repositoryVariable`'s value starts in the workflow's `text`.
    public static func repositoryLocation(in text: String) -> (line: Int, column: Int)? {
        let prefix = "  \(repositoryVariable): "
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let index = lines.firstIndex(where: { $0.hasPrefix(prefix) }) else { return nil }
        return (index + 1, prefix.count + 1)
    }
}
