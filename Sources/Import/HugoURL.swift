import Foundation

/// The URL Hugo gives a page: its section's `permalinks` pattern, or its path with `slug`
/// replacing the last part, lowercased and with spaces as dashes.
extension HugoImporter {
    func url(of page: SourcePage, at contentPath: String) -> String {
        var folders = contentPath.split(separator: "/").map(String.init)
        let stem = folders.removeLast().split(separator: ".").dropLast().joined(separator: ".")
        let isSection = stem == "_index"
        let fileName = stem == "index" ? folders.last ?? "" : stem
        if !isSection, let pattern = permalinks[folders.first ?? ""] {
            return cleanURL(expand(pattern, page: page, folders: folders, fileName: fileName))
        }
        var parts = folders.map(Self.urlize)
        if !isSection {
            if stem != "index" { parts.append(Self.urlize(fileName)) }
            if let slug = page.string("slug"), !parts.isEmpty { parts[parts.count - 1] = Self.urlize(slug) }
        }
        return cleanURL("/" + parts.joined(separator: "/") + "/")
    }

    private func expand(_ pattern: String, page: SourcePage, folders: [String], fileName: String) -> String {
        let day = page.day ?? SourcePage.day(page.string("publishDate") ?? "")
        let title = page.string("title").map(Self.urlize) ?? Self.urlize(fileName)
        let slug = page.string("slug").map(Self.urlize)
        let tokens: [(String, String)] = [
            (":year", day?.year ?? "0001"), (":monthname", Self.monthName(day?.month)), (":month", day?.month ?? "01"), (":day", day?.day ?? "01"),
            (":sections", folders.map(Self.urlize).joined(separator: "/")), (":section", folders.first.map(Self.urlize) ?? ""),
            (":slugorfilename", slug ?? Self.urlize(fileName)), (":slugorcontentbasename", slug ?? Self.urlize(fileName)),
            (":slug", slug ?? title), (":title", title), (":filename", Self.urlize(fileName)), (":contentbasename", Self.urlize(fileName)),
        ]
        var url = pattern
        for (token, value) in tokens { url = url.replacingOccurrences(of: token, with: value) }
        return url
    }

    private static func monthName(_ month: String?) -> String {
        let names = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"]
        guard let month, let number = Int(month), (1...12).contains(number) else { return names[0] }
        return names[number - 1]
    }

    /// Hugo's `urlize`: lowercase, spaces become `-`, characters other than letters, digits and `._-~+#` go.
    static func urlize(_ text: String) -> String {
        var output = ""
        for character in text.lowercased() {
            if character == " " { output.append("-") }
            else if character.isLetter || character.isNumber || "._-~+#".contains(character) { output.append(character) }
        }
        return output
    }
}
