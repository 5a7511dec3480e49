import Foundation
import Testing
@testable import Site

/// The repository's Templates/ folder is the single source of the default layouts compiled into
/// sitegen. This test fails when the embedded copy drifts; `SITEGEN_RECORD_SNAPSHOTS=1 swift test --filter
/// DefaultTemplatesTests` writes Sources/Site/Generated/DefaultTemplates.swift anew.
@Suite struct DefaultTemplatesTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every file of Templates/ by relative path, split the way DefaultTemplates splits them.
    static func folder() -> (templates: [String: String], assets: [String: String], other: [String: String]) {
        let root = repository.appendingPathComponent("Templates").path
        var templates: [String: String] = [:]
        var assets: [String: String] = [:]
        var other: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let relative = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root + "/" + relative, isDirectory: &isDirectory), !isDirectory.boolValue,
                  !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }),
                  let data = FileManager.default.contents(atPath: root + "/" + relative)
            else { continue }
            let text = String(decoding: data, as: UTF8.self)
            if relative.hasPrefix("assets/") {
                assets[relative] = text
            } else if relative.hasSuffix(".html") {
                templates[relative] = text
            } else {
                other[relative] = text
            }
        }
        return (templates, assets, other)
    }

    @Test func embeddedLayoutsMatchTheTemplatesFolder() throws {
        let folder = Self.folder()
        if ProcessInfo.processInfo.environment["SITEGEN_RECORD_SNAPSHOTS"] == "1" {
            let source = Self.swiftSource(folder)
            try Data(source.utf8).write(to: Self.repository.appendingPathComponent("Sources/Site/Generated/DefaultTemplates.swift"))
            return
        }
        #expect(!folder.templates.isEmpty, "Templates/ holds no layouts")
        #expect(DefaultTemplates.templates == folder.templates, "DefaultTemplates.swift drifted from Templates/: run SITEGEN_RECORD_SNAPSHOTS=1 swift test --filter DefaultTemplatesTests")
        #expect(DefaultTemplates.assets == folder.assets, "DefaultTemplates.swift drifted from Templates/assets/: run SITEGEN_RECORD_SNAPSHOTS=1 swift test --filter DefaultTemplatesTests")
        #expect(DefaultTemplates.otherFiles == folder.other, "DefaultTemplates.swift drifted from Templates/: run SITEGEN_RECORD_SNAPSHOTS=1 swift test --filter DefaultTemplatesTests")
    }

    @Test func rawLiteralsSurviveQuotesHashesAndBackslashes() {
        let text = "a \"# b \\# c \"\"\" d\n"
        let delimiter = Self.hashes(for: text)
        #expect(!text.contains("\"" + delimiter) && !text.contains("\\" + delimiter))
    }

    static func swiftSource(_ folder: (templates: [String: String], assets: [String: String], other: [String: String])) -> String {
        var source = """
            // Generated from Templates/ by `SITEGEN_RECORD_SNAPSHOTS=1 swift test --filter DefaultTemplatesTests`; do not edit.
            // The repository's Templates/ folder is the single source of these files.

            /// The default layouts compiled into sitegen, so a folder of Markdown builds with nothing else.
            public enum DefaultTemplates {\n
            """
        source += dictionary("templates", "Template sources by name (`page.html`, `partials/nav.html`).", folder.templates)
        source += dictionary("assets", "Layout files copied to the output (`assets/site.css`).", folder.assets)
        source += dictionary("otherFiles", "Other files of Templates/ (`theme.json`), written out by `sitegen new`.", folder.other)
        return source + "}\n"
    }

    static func dictionary(_ name: String, _ documentation: String, _ files: [String: String]) -> String {
        guard !files.isEmpty else { return "    /// \(documentation)\n    public static let \(name): [String: String] = [:]\n" }
        var source = "    /// \(documentation)\n    public static let \(name): [String: String] = [\n"
        for key in files.keys.sorted() {
            let text = files[key]!
            let hashes = hashes(for: text)
            source += "        \"\(key)\": \(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes),\n"
        }
        return source + "    ]\n"
    }

    /// Enough `#` that neither `"#…` nor `\#…` in the text ends the raw literal or starts an escape.
    static func hashes(for text: String) -> String {
        var delimiter = "#"
        while text.contains("\"" + delimiter) || text.contains("\\" + delimiter) {
            delimiter += "#"
        }
        return delimiter
    }
}
