import Core
import Foundation

/// How the known keys read their values: what is plainly meant is coerced (`"false"` for false,
/// `"10"` for 10, a date written in quotes), anything else is a located warning.
extension PageMetadata {
    static func text(_ entry: FrontMatterEntry) throws(Diagnostic) -> String {
        guard let text = entry.value.scalarText else {
            throw entry.valueWarning("'\(entry.key)' must be text, not \(entry.value.formDescription); ignored")
        }
        return text
    }

    static func bool(_ entry: FrontMatterEntry) throws(Diagnostic) -> Bool {
        switch entry.value {
        case .bool(let value): return value
        case .string(let text) where ["true", "false"].contains(text.lowercased()): return text.lowercased() == "true"
        default: throw entry.valueWarning("'\(entry.key)' must be true or false, not \(entry.value.formDescription); ignored")
        }
    }

    static func wholeNumber(_ entry: FrontMatterEntry) throws(Diagnostic) -> Int {
        switch entry.value {
        case .number(let value, _) where value == value.rounded() && abs(value) < 1e15: return Int(value)
        case .string(let text) where Int(text.trimmingCharacters(in: .whitespaces)) != nil:
            return Int(text.trimmingCharacters(in: .whitespaces))!
        default: throw entry.valueWarning("'\(entry.key)' must be a whole number such as 10; ignored")
        }
    }

    static func date(_ entry: FrontMatterEntry) throws(Diagnostic) -> FrontMatterDate.Parsed {
        switch entry.value {
        case .date(_, let text), .string(let text):
            guard let parsed = FrontMatterDate.parseKeepingOffset(text) else {
                throw entry.valueWarning("'\(entry.key)' is not a date ('\(text)'): expected \(FrontMatterDate.expectedForm); ignored")
            }
            return parsed
        default:
            throw entry.valueWarning("'\(entry.key)' must be a date, not \(entry.value.formDescription): \(FrontMatterDate.expectedForm); ignored")
        }
    }

    static func slug(_ entry: FrontMatterEntry) throws(Diagnostic) -> String {
        let value = try text(entry)
        guard !value.isEmpty, !value.contains("/"), value != ".", value != ".." else {
            throw entry.valueWarning("'slug' must be one URL path component, without '/' (for example: getting-started); ignored")
        }
        // A NUL would cut the output path short, and the preview server refuses the others in a path.
        guard !value.unicodeScalars.contains(where: { $0 == "\\" || $0.value < 0x20 || $0.value == 0x7F }) else {
            throw entry.valueWarning("'slug' must not hold a backslash or control characters; ignored")
        }
        return value
    }

    /// A site-relative URL path such as `/about/` or `/2016/01/29/post.html`.
    static func urlPath(_ entry: FrontMatterEntry) throws(Diagnostic) -> String {
        let value = try text(entry)
        let components = value.split(separator: "/", omittingEmptySubsequences: true)
        guard value.hasPrefix("/"), !value.contains("://"), !value.contains("//"),
              !components.contains(where: { $0 == "." || $0 == ".." }),
              !value.unicodeScalars.contains(where: { $0 == "\\" || $0 == "?" || $0 == "#" || $0 == ":" || $0.value < 0x20 || $0.value == 0x7F })
        else {
            throw entry.valueWarning("'\(entry.key)' must be a path from the site root such as /about/, without '..', ':' or '//'; ignored")
        }
        return value
    }

    /// Where a link page leads: an `http`, `https` or `mailto` URL, or a path from the site root (`/blog/`), which
    /// a browser opens as a link; any other scheme (`javascript:`) or a relative path is refused.
    static func linkTarget(_ entry: FrontMatterEntry) throws(Diagnostic) -> String {
        let value = try text(entry)
        let lowercased = value.lowercased()
        let isURL = ["http://", "https://", "mailto:"].contains { lowercased.hasPrefix($0) && lowercased.count > $0.count }
        let isSitePath = value.hasPrefix("/") && !value.hasPrefix("//")
        guard isURL || isSitePath, !value.unicodeScalars.contains(where: { $0 == " " || $0 == "\\" || $0.value < 0x20 || $0.value == 0x7F }) else {
            throw entry.valueWarning("'nav_link' must be an http, https or mailto URL, or a path from the site root such as /blog/; ignored")
        }
        return value
    }

    /// A list of text, or one text standing for a list of one (`tags: swift`).
    static func textList(_ entry: FrontMatterEntry) throws(Diagnostic) -> [String] {
        let items: [FrontMatterValue]
        if case .list(let list) = entry.value { items = list } else { items = [entry.value] }
        var texts: [String] = []
        for item in items where !item.isNull {
            guard let text = item.scalarText else {
                throw entry.valueWarning("'\(entry.key)' must be a list of text, such as [swift, \"web dev\"]; ignored")
            }
            texts.append(text)
        }
        return texts
    }
}
