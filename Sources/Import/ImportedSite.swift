import Core
import FrontMatter
import Foundation

/// The new site as an importer builds it up: site.json, pages and files, then written in one go.
struct ImportedSite {
    /// A page of the new site.
    struct Page {
        /// The path inside Content/ (`posts/2016-01-29-hello.md`).
        var contentPath: String
        /// The page as written, front matter and all, conversions made.
        var text: String
        /// Front matter keys to add (`url`, `aliases`, `weight`, `title`).
        var additions: [FrontMatterAddition] = []
        /// Lines of `text` whose template syntax is text (a snippet's), not a leftover.
        var verbatimLines: Set<Int> = []
        /// What the conversion to sitegen's template syntax could not convert, by line of `text`; nil for a page
        /// whose leftovers are looked for in its text.
        var unconverted: [(kind: String, line: Int)]?
        /// The URL the old generator published the page at; nil for a page the import made.
        var oldURL: String?
        /// The page's language code; `` in a site of one language.
        var language = ""
        /// The source file it was made from, where that is not Markdown (a Jekyll HTML page).
        var htmlSource: String?
    }

    let source: String
    let destination: String
    var report: ImportReport
    /// site.json's members, in order, as JSON text.
    var siteJSON: [(key: String, json: String)] = []
    var pages: [Page] = []
    /// Content/ path → source file path.
    var files: [(contentPath: String, sourcePath: String)] = []
    /// Content/ path → the text of a file the import made (a source file without its front matter, or a template).
    var madeFiles: [(contentPath: String, text: String)] = []
    /// Files of a type sitegen renders as templates (JSON, XML, text) whose Liquid is still to convert: the source
    /// path, the Content/ path, and the file read as a page.
    var liquidFiles: [(sourcePath: String, contentPath: String, page: SourcePage)] = []
    /// The URLs of the old site's feeds, which sitegen's own feed.xml replaces (`/atom.xml`): links to them go there.
    var replacedFeedURLs: Set<String> = []
    /// Data/ path → source file path: the data files templates read as `site.data`.
    var dataFiles: [(dataPath: String, sourcePath: String)] = []
    /// The values of the YAML and TOML data files at the top of the data folder, by name without extension (`docs`
    /// for `data/docs.yaml`): what an import that resolves a shortcode of the site's data reads.
    var data: [String: FrontMatterValue] = [:]
    /// Templates/ path (`shortcodes/note.html`) → the template converted from the source's.
    var templates: [(path: String, text: String)] = []
    /// The languages the site is built in, for the report's count of each one's pages.
    var languages: SourceLanguages?

    init(source: String, destination: String, generator: SiteImport.Generator) {
        self.source = source
        self.destination = destination
        report = ImportReport(generator: generator, destination: destination)
    }

    /// Writes site.json, the pages and the files, and lists what the pages still hold unconverted.
    mutating func finish() throws {
        let manager = FileManager.default
        try manager.createDirectory(atPath: destination + "/Content", withIntermediateDirectories: true)
        let members = siteJSON.map { "  \(JSONString.quoted($0.key)): \($0.json)" }
        try write("{\n" + members.joined(separator: ",\n") + "\n}\n", to: destination + "/site.json")
        dropRepeated()
        for page in pages {
            let text = FrontMatterAddition.apply(page.additions, to: page.text)
            try write(text, to: destination + "/Content/" + page.contentPath)
            let shift = text.count { $0 == "\n" } - page.text.count { $0 == "\n" }
            let leftovers = page.unconverted.map { $0.map { (kind: $0.kind, line: $0.line + shift) } }
                ?? Leftovers.find(in: text, generator: report.generator).filter { !page.verbatimLines.contains($0.line - shift) }
            report.leftovers += leftovers.map {
                ImportReport.Leftover(kind: $0.kind, file: "Content/" + page.contentPath, line: $0.line)
            }
            if page.additions.contains(where: { $0.key == "url" }) { report.urlsAdded += 1 }
        }
        countURLs()
        if let languages, languages.isMultilingual { countPages(in: languages) }
        for file in files {
            let target = destination + "/Content/" + file.contentPath
            try manager.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try manager.copyItem(atPath: file.sourcePath, toPath: target)
        }
        for file in madeFiles { try write(file.text, to: destination + "/Content/" + file.contentPath) }
        for file in dataFiles {
            let target = destination + "/Data/" + file.dataPath
            try manager.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try manager.copyItem(atPath: file.sourcePath, toPath: target)
        }
        for template in templates { try write(template.text, to: destination + "/Templates/" + template.path) }
        report.pages = pages.count
        report.files = files.count + madeFiles.count
    }

    /// Leaves out a page or file whose Content/ path an earlier one has (Hugo's `about.md` and
    /// `about.en.md`, MkDocs' `docs/img.png` and `docs/en/img.png`).
    private mutating func dropRepeated() {
        var written: Set<String> = []
        var repeated: [String] = []
        pages.removeAll { page in
            if written.insert(page.contentPath).inserted { return false }
            repeated.append("Content/\(page.contentPath): another source page gives the same page; the first is kept")
            return true
        }
        files.removeAll { file in
            if written.insert(file.contentPath).inserted { return false }
            repeated.append("Content/\(file.contentPath): another source file has the same path; the first is kept")
            return true
        }
        report.skipped += repeated
    }

    /// Old URLs, and how many of them sitegen gives a page: every one, unless two pages had the same.
    private mutating func countURLs() {
        let oldURLs = pages.compactMap(\.oldURL)
        report.oldURLs = oldURLs.count
        report.keptOldURLs = Set(oldURLs).count
    }

    private mutating func countPages(in languages: SourceLanguages) {
        let counts = Dictionary(grouping: pages.filter { $0.oldURL != nil }, by: \.language).mapValues(\.count)
        report.languages = languages.languages.map {
            ImportReport.LanguagePages(code: $0.siteCode, name: $0.name, isDefault: $0.isDefault, pages: counts[$0.code] ?? 0)
        }
    }

    private func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// The text of a source file, nil when it cannot be read as UTF-8.
    func read(_ relativePath: String) -> String? {
        Self.read(relativePath, in: source)
    }

    /// The text of a file of the source folder `source`, without a byte order mark; nil when there is none, or it is
    /// no UTF-8. Read with FileBytes: Foundation keeps a 4 KB buffer for good each time it reads an empty file.
    static func read(_ relativePath: String, in source: String) -> String? {
        guard let bytes = FileBytes.contents(ofFile: source + "/" + relativePath), UTF8Validation.isValid(bytes) else { return nil }
        let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
        return String(decoding: bytes.starts(with: byteOrderMark) ? bytes[3...] : bytes[...], as: UTF8.self)
    }

    /// Every file under `folder` of the source (relative to it), in sorted order; hidden files and
    /// folders are left out.
    func files(under folder: String) -> [String] {
        let root = folder.isEmpty ? source : source + "/" + folder
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var found: [String] = []
        while let path = enumerator.nextObject() as? String {
            if path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue {
                found.append(path)
            }
        }
        return found.sorted()
    }

    /// Whether the source has a folder at `path`.
    func hasFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: source + "/" + path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}

extension ImportedSite.Page {
    /// Gives the page its converted text, and `template: true` when it holds template syntax now; an output or a
    /// block the template language would refuse where it stands is listed as not converted.
    mutating func setConverted(_ converted: TemplateText) {
        var converted = converted
        converted.refusingWhatDoesNotCompile()
        text = converted.text
        unconverted = converted.unconverted
        if converted.isTemplate { additions.append(.template) }
    }
}

extension ImportedSite {
    /// Sets a site.json string key when the old site had a value for it.
    mutating func setSite(_ key: String, _ text: String?) {
        guard let text, !text.isEmpty else { return }
        siteJSON.append((key, JSONString.quoted(text)))
    }

    /// Sets the languages the site is built in, and site.json's `languages` when there are several.
    mutating func setLanguages(_ languages: SourceLanguages) {
        self.languages = languages
        if languages.isMultilingual { siteJSON.append(("languages", languages.json)) }
    }

    /// Sets site.json's `markdown` options, each with its value as JSON (`definitionTermIDs`: `true`).
    mutating func setMarkdownOptions(_ options: [(name: String, json: String)]) {
        guard !options.isEmpty else { return }
        siteJSON.append(("markdown", "{" + options.map { JSONString.quoted($0.name) + ": " + $0.json }.joined(separator: ", ") + "}"))
    }

    /// Sets site.json's `params` from a map of the old configuration.
    mutating func setParams(_ entries: [FrontMatterEntry]) {
        guard !entries.isEmpty else { return }
        siteJSON.append(("params", FrontMatterValue.map(entries).json))
    }

    /// Copies the data files of a source folder (`_data`, `data`) into Data/, where they are `site.data`; those of
    /// another format or that sitegen's parsers do not read are listed as not imported, with why.
    mutating func copyData(from folder: String) {
        var copied = 0
        for path in files(under: folder) {
            let format = path.split(separator: ".").last.map(String.init) ?? ""
            guard ["yml", "yaml", "json", "toml"].contains(format) else {
                report.skipped.append("\(folder)/\(path): a data file sitegen does not read (Data/ takes YAML, JSON and TOML)")
                continue
            }
            let text = SourceText(path: "\(folder)/\(path)", text: read(folder + "/" + path) ?? "")
            do throws(Diagnostic) {
                if format == "json" {
                    _ = try JSONParser.parse(text)
                } else {
                    let value = try FrontMatterParser.dataFile(text, format: format == "toml" ? .toml : .yaml).value
                    if !path.contains("/") { data[String(path.prefix { $0 != "." })] = value }
                }
            } catch {
                report.skipped.append("\(folder)/\(path): sitegen cannot read it (\(error.description))")
                continue
            }
            dataFiles.append((path, source + "/" + folder + "/" + path))
            copied += 1
        }
        if copied > 0 { report.count("\(folder)/ → Data/ (site.data)", copied) }
    }

    /// Copies a source file into Content/ unchanged.
    mutating func copy(_ sourcePath: String, to contentPath: String) {
        files.append((contentPath, source + "/" + sourcePath))
    }
}
