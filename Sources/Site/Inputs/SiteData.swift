import Core
import Templates

/// The site's data files, `site.data` in every template: each `.yml`, `.yaml`, `.json` and `.toml` file under
/// `Data/` by its name without the extension, each folder a dictionary of its own (`Data/team/people.yml` is
/// `site.data.team.people`), as Jekyll's `_data/` and Hugo's `data/` are. Read once a build, in step 1.
struct SiteData: Sendable {
    /// The folder of a site that holds them.
    static let folderName = "Data"

    /// `site.data`.
    var value: TemplateValue = .dictionary([:])
    /// Every data file's path (`Data/team/people.yml`) and status, in path order: what a rebuild compares.
    var statuses: [(path: String, status: FileStatus)] = []

    /// Reads every data file under the site's `Data/` folder (none when it has none).
    /// - Returns: the data, and every file's mistakes, each located once: a file that does not parse, two files
    ///   that give the same key, a file sitegen does not read.
    static func load(siteDirectory: String) -> (SiteData, [Diagnostic]) {
        var reader = Reader(root: siteDirectory + "/" + folderName)
        let members = reader.folder(relativePath: "", depth: 0)
        return (SiteData(value: .dictionary(members), statuses: reader.statuses), reader.problems)
    }

    /// A walk of `Data/`, collecting values, statuses and problems as it goes.
    private struct Reader {
        let root: String
        var statuses: [(path: String, status: FileStatus)] = []
        var problems: [Diagnostic] = []

        /// The members of the folder at `relativePath` (`` for `Data/` itself, else ending in `/`), in name order.
        mutating func folder(relativePath: String, depth: Int) -> [String: TemplateValue] {
            var members: [String: TemplateValue] = [:]
            /// The file or folder each key came from, for the message when another gives it too.
            var sources: [String: String] = [:]
            let entries = DirectoryListing.entries(in: root + "/" + relativePath).sorted { $0.name < $1.name }
            for entry in entries where !entry.name.hasPrefix(".") {
                let path = relativePath + entry.name
                let shown = SiteData.folderName + "/" + path
                let status = entry.status.kind == .symbolicLink ? FileStatus.of(root + "/" + path) : entry.status
                guard let status, let (key, value) = read(path, shown: shown, status: status, depth: depth) else { continue }
                let named = status.kind == .directory ? shown + "/" : shown
                if let earlier = sources[key] {
                    problems.append(Diagnostic(
                        .error, "'\(key)' of site.data\(Self.keyPath(relativePath)) is given by both \(earlier) and \(named): rename one",
                        at: SourceLocation(path: shown, line: 1, column: 1)))
                    continue
                }
                sources[key] = named
                members[key] = value
            }
            return members
        }

        /// A folder's members or a data file's value, by its key; nil for what is left out.
        private mutating func read(_ path: String, shown: String, status: FileStatus, depth: Int) -> (String, TemplateValue)? {
            let name = String(path.split(separator: "/").last ?? "")
            switch status.kind {
            case .directory:
                guard depth < DirectoryListing.maximumDepth else { return nil }
                return (name, .dictionary(folder(relativePath: path + "/", depth: depth + 1)))
            case .regular:
                guard let dot = name.lastIndex(of: "."), let format = DataFileFormat(fileExtension: String(name[name.index(after: dot)...])) else {
                    problems.append(Diagnostic(
                        .warning, "\(shown) is left out of site.data: data files are YAML, JSON or TOML (.yml, .yaml, .json, .toml)",
                        at: SourceLocation(path: shown, line: 1, column: 1)))
                    return nil
                }
                statuses.append((shown, status))
                guard let bytes = FileBytes.contents(ofFile: root + "/" + path) else {
                    problems.append(Diagnostic(.error, "could not read \(shown)"))
                    return nil
                }
                let (value, problems) = format.read(SourceText(path: shown, bytes: bytes))
                self.problems += problems
                return value.map { (String(name[..<dot]), $0) }
            case .symbolicLink, .other:
                return nil
            }
        }

        /// `.team` for the folder `team/`, as the message names where a key is.
        private static func keyPath(_ relativePath: String) -> String {
            relativePath.split(separator: "/").map { "." + $0 }.joined()
        }
    }
}
