import Core
import Foundation

/// The front matter keys sitegen itself understands, checked and typed;
/// every other key is kept for templates as a page parameter.
public struct PageMetadata: Sendable, Equatable {
    /// A color scheme a page forces, like SwiftUI's `preferredColorScheme` on a view.
    public enum ColorScheme: String, Sendable {
        case light, dark
    }

    public var title: String?
    public var date: Date?
    public var description: String?
    public var tags: [String] = []
    public var draft = false
    public var layout: String?
    public var slug: String?
    public var weight: Int?
    public var aliases: [String] = []
    public var colorScheme: ColorScheme?
    /// Every other key, in the order written.
    public var params: [FrontMatterEntry] = []

    /// The keys above, as written in front matter.
    public static let knownKeys: Set<String> = [
        "title", "date", "description", "tags", "draft", "layout", "slug", "weight", "aliases", "color-scheme",
    ]

    /// Metadata with every key at its default.
    public init() {}

    /// Reads the known keys of `frontMatter`.
    /// - Throws: every key whose value has the wrong form, each at its value.
    public init(frontMatter: FrontMatter) throws(DiagnosticList) {
        var errors: [Diagnostic] = []
        for entry in frontMatter.entries {
            do throws(Diagnostic) {
                try read(entry)
            } catch {
                errors.append(error)
            }
        }
        if !errors.isEmpty { throw DiagnosticList(errors) }
    }

    private mutating func read(_ entry: FrontMatterEntry) throws(Diagnostic) {
        switch entry.key {
        case "title": title = try Self.text(entry)
        case "description": description = try Self.text(entry)
        case "layout": layout = try Self.text(entry)
        case "date": date = try Self.date(entry)
        case "tags": tags = try Self.textList(entry)
        case "aliases": aliases = try Self.textList(entry)
        case "draft":
            guard case .bool(let value) = entry.value else {
                throw entry.valueError("'draft' must be true or false, not \(entry.value.formDescription)")
            }
            draft = value
        case "weight":
            guard case .number(let value, _) = entry.value, value == value.rounded(), abs(value) < 1e15 else {
                throw entry.valueError("'weight' must be a whole number such as 10")
            }
            weight = Int(value)
        case "slug":
            let value = try Self.text(entry)
            guard !value.isEmpty, !value.contains("/"), value != ".", value != ".." else {
                throw entry.valueError("'slug' must be one URL path component, without '/' (for example: getting-started)")
            }
            // A NUL would cut the output path short, and the preview server refuses the others in a path.
            guard !value.unicodeScalars.contains(where: { $0 == "\\" || $0.value < 0x20 || $0.value == 0x7F }) else {
                throw entry.valueError("'slug' must not hold a backslash or control characters")
            }
            slug = value
        case "color-scheme":
            let value = try Self.text(entry)
            guard let scheme = ColorScheme(rawValue: value) else {
                throw entry.valueError("'color-scheme' must be light or dark")
            }
            colorScheme = scheme
        default:
            params.append(entry)
        }
    }

    private static func text(_ entry: FrontMatterEntry) throws(Diagnostic) -> String {
        guard let text = entry.value.scalarText else {
            throw entry.valueError("'\(entry.key)' must be text, not \(entry.value.formDescription)")
        }
        return text
    }

    private static func date(_ entry: FrontMatterEntry) throws(Diagnostic) -> Date {
        switch entry.value {
        case .date(let date, _):
            return date
        case .string(let text):
            guard let date = CivilDate.parse(text) else {
                throw entry.valueError("bad date '\(text)': expected \(FrontMatterDate.expectedForm)")
            }
            return date
        default:
            throw entry.valueError("'date' must be a date: \(FrontMatterDate.expectedForm)")
        }
    }

    /// A list of text, or one text standing for a list of one (`tags: swift`).
    private static func textList(_ entry: FrontMatterEntry) throws(Diagnostic) -> [String] {
        switch entry.value {
        case .null:
            return []
        case .list(let items):
            var texts: [String] = []
            for item in items {
                guard let text = item.scalarText else {
                    throw entry.valueError("'\(entry.key)' must be a list of text, such as [swift, \"web dev\"]")
                }
                texts.append(text)
            }
            return texts
        default:
            guard let text = entry.value.scalarText else {
                throw entry.valueError("'\(entry.key)' must be a list of text, such as [swift, \"web dev\"]")
            }
            return [text]
        }
    }
}
