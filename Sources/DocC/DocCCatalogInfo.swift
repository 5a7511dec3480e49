import Foundation

/// What a catalog's `Info.plist` says of it: the name DocC shows and publishes it under, and the
/// language of code listings that name none. Every key is optional, as in DocC.
public struct DocCCatalogInfo: Sendable, Hashable {
    /// `CFBundleDisplayName`: the catalog's title, and (made readable in a URL) the folder of its articles.
    public var displayName: String?
    /// `CFBundleIdentifier`.
    public var identifier: String?
    /// `CDDefaultCodeListingLanguage`: the language of a code block that names none.
    public var defaultCodeListingLanguage: String?

    /// Creates the information of a catalog without an `Info.plist`, or with the given values.
    public init(displayName: String? = nil, identifier: String? = nil, defaultCodeListingLanguage: String? = nil) {
        self.displayName = displayName
        self.identifier = identifier
        self.defaultCodeListingLanguage = defaultCodeListingLanguage
    }

    /// Reads a property list (XML or binary); nil when `data` is not one whose top level is a dictionary.
    public init?(plist data: Data) {
        guard let dictionary = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else { return nil }
        func text(_ key: String) -> String? {
            (dictionary[key] as? String).flatMap { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : $0 }
        }
        self.init(displayName: text("CFBundleDisplayName"), identifier: text("CFBundleIdentifier"),
                  defaultCodeListingLanguage: text("CDDefaultCodeListingLanguage"))
    }

    /// The name DocC titles the catalog at `path` with: its display name, else the module a top-level article
    /// is titled with (` # ``Module`` `, as a package's catalog is built with its module), else its folder's name.
    public static func title(ofCatalogAt path: String) -> String {
        if let name = read(catalogAt: path)?.displayName { return name }
        let files = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        for file in files.sorted() where file.hasSuffix(".md") {
            guard let handle = FileHandle(forReadingAtPath: path + "/" + file) else { continue }
            let start = String(decoding: (try? handle.read(upToCount: 4096)) ?? Data(), as: UTF8.self)
            try? handle.close()
            let heading = start.split(separator: "\n").first { $0.hasPrefix("# ") }.map { $0.dropFirst(2).trimmingCharacters(in: .whitespaces) }
            if let module = heading.flatMap(DocCRenderer.symbol(inTitle:)), !module.dropFirst().contains("/") {
                return module.hasPrefix("/") ? String(module.dropFirst()) : module
            }
        }
        return String((path as NSString).lastPathComponent.dropLast(5))
    }

    /// The `Info.plist` of the catalog folder at `path`: empty when there is none, nil when it cannot be read as one.
    public static func read(catalogAt path: String) -> DocCCatalogInfo? {
        guard let data = FileManager.default.contents(atPath: path + "/Info.plist") else { return DocCCatalogInfo() }
        return DocCCatalogInfo(plist: data)
    }
}
