import Core
import DefaultSite
import Foundation

/// What `sitegen new` writes: a working site with the default layouts written out for customising, a home
/// page on the `home` layout, a docs section, a blog with one post, a GitHub Pages workflow that
/// publishes it, and a .gitignore for what builds write. The files are DefaultSite's (Sources/DefaultSite/NewSite
/// and the root Templates/ folder); this chooses them and fills in the site's title and the day. The layout's
/// words in each language and the shortcodes stay built in: a site writes Templates/strings/<code>.json only for
/// the words it changes, and Templates/shortcodes/NAME.html only for a shortcode it changes or adds.
public enum SiteScaffold {
    /// Files of a new site by relative path.
    public static func files(title: String, today: Date) -> [String: String] {
        let values = ["title": title, "date": CivilDate(today).iso8601Date]
        var files: [String: String] = [:]
        for (path, text) in NewSite.files {
            files[path] = filled(text, with: values, inJSONStrings: path.hasSuffix(".json"))
        }
        for (name, text) in DefaultTemplates.files
        where !OutputTemplates.names.contains(name) && DefaultTemplates.strings[name] == nil && !name.hasPrefix("shortcodes/") {
            files["Templates/" + name] = text
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
}
