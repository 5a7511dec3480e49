import Foundation

// usage: DefaultSiteEmbedder OUTPUT_SWIFT_FILE TYPE=FOLDER…
// Writes, for each TYPE, `TYPE.files`: every file of its FOLDER by relative path, each as a raw string
// literal. Hidden files (.DS_Store, an editor's swap file) are skipped, but for .gitignore (a new site's own);
// hidden folders (.github) are not.
// Run by the EmbedDefaultSite plugin whenever one of the folders changes.

/// Enough `#` that neither `"#…` nor `\#…` in the text ends the raw literal or starts an escape.
func rawDelimiter(for text: String) -> String {
    var delimiter = "#"
    while text.contains("\"" + delimiter) || text.contains("\\" + delimiter) {
        delimiter += "#"
    }
    return delimiter
}

/// Every file below the folder by relative path, hidden files but .gitignore skipped.
func files(in root: String) -> [String: String] {
    var files: [String: String] = [:]
    let enumerator = FileManager.default.enumerator(atPath: root)
    while let relative = enumerator?.nextObject() as? String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root + "/" + relative, isDirectory: &isDirectory), !isDirectory.boolValue,
              let name = relative.split(separator: "/").last, !name.hasPrefix(".") || name == ".gitignore",
              let data = FileManager.default.contents(atPath: root + "/" + relative)
        else { continue }
        files[relative] = String(decoding: data, as: UTF8.self)
    }
    return files
}

/// `extension TYPE { public static let files = […] }` for the folder.
func source(declaring type: String, from folder: String) -> String {
    let found = files(in: folder)
    let name = (folder as NSString).lastPathComponent
    var source = "extension \(type) {\n"
    source += "    /// Every file of \(name)/ by relative path (hidden files but .gitignore skipped).\n"
    source += "    public static let files: [String: String] = [\n"
    for path in found.keys.sorted() {
        let text = found[path]!
        let hashes = rawDelimiter(for: text)
        source += "        \"\(path)\": \(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes),\n"
    }
    return source + "    ]\n}\n"
}

let arguments = CommandLine.arguments
let folders = arguments.dropFirst(2).map { $0.split(separator: "=", maxSplits: 1).map(String.init) }
guard arguments.count >= 3, folders.allSatisfy({ $0.count == 2 }) else {
    FileHandle.standardError.write(Data("usage: DefaultSiteEmbedder OUTPUT_SWIFT_FILE TYPE=FOLDER…\n".utf8))
    exit(64)
}
var output = "// Generated at build time by the EmbedDefaultSite plugin.\n"
for folder in folders {
    output += "\n" + source(declaring: folder[0], from: folder[1])
}
do {
    try Data(output.utf8).write(to: URL(fileURLWithPath: arguments[1]), options: .atomic)
} catch {
    FileHandle.standardError.write(Data("error: cannot write \(arguments[1]): \(error)\n".utf8))
    exit(1)
}
