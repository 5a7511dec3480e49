import Foundation

// usage: TemplateEmbedder TEMPLATES_FOLDER OUTPUT_SWIFT_FILE
// Writes `DefaultTemplates.files`: every file of the folder (hidden ones skipped) by relative path,
// each as a raw string literal. Run by the EmbedDefaultTemplates plugin whenever Templates/ changes.

/// Enough `#` that neither `"#…` nor `\#…` in the text ends the raw literal or starts an escape.
func rawDelimiter(for text: String) -> String {
    var delimiter = "#"
    while text.contains("\"" + delimiter) || text.contains("\\" + delimiter) {
        delimiter += "#"
    }
    return delimiter
}

/// Every file below the folder by relative path, hidden files and folders skipped.
func files(in root: String) -> [String: String] {
    var files: [String: String] = [:]
    let enumerator = FileManager.default.enumerator(atPath: root)
    while let relative = enumerator?.nextObject() as? String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root + "/" + relative, isDirectory: &isDirectory), !isDirectory.boolValue,
              !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }),
              let data = FileManager.default.contents(atPath: root + "/" + relative)
        else { continue }
        files[relative] = String(decoding: data, as: UTF8.self)
    }
    return files
}

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: TemplateEmbedder TEMPLATES_FOLDER OUTPUT_SWIFT_FILE\n".utf8))
    exit(64)
}
let templates = files(in: arguments[1])
var source = "// Generated at build time from Templates/ by the EmbedDefaultTemplates plugin.\n\n"
source += "extension DefaultTemplates {\n"
source += "    /// Every file of Templates/ by relative path (`partials/header.html`, `theme.json`).\n"
source += "    public static let files: [String: String] = [\n"
for name in templates.keys.sorted() {
    let text = templates[name]!
    let hashes = rawDelimiter(for: text)
    source += "        \"\(name)\": \(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes),\n"
}
source += "    ]\n}\n"
do {
    try Data(source.utf8).write(to: URL(fileURLWithPath: arguments[2]), options: .atomic)
} catch {
    FileHandle.standardError.write(Data("error: cannot write \(arguments[2]): \(error)\n".utf8))
    exit(1)
}
