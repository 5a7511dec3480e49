import Core

extension SiteVersions {
    /// Reads site.json's `"versions"`: `[{ "name": "2.0", "source": "Content", "default": true }, { "name": "1.0",
    /// "source": "Versions/1.0" }, { "name": "0.9", "git": "v0.9" }]`. Without a `"default": true` the first is the
    /// default. Every mistake is reported, at its line and column, in one run.
    static func read(_ value: JSONValue) throws(DiagnosticList) -> SiteVersions {
        guard let entries = value.array, !entries.isEmpty else {
            throw DiagnosticList([value.error("'versions' must be an array of versions, such as [{\"name\": \"2.0\", \"source\": \"Content\"}]")])
        }
        var versions: [Version] = []
        var defaults: [(Version, JSONValue)] = []
        var errors: [Diagnostic] = []
        for entry in entries {
            do throws(Diagnostic) {
                let (version, defaultFlag) = try read(entry)
                if let existing = versions.first(where: { $0.name == version.name }) {
                    throw entry.error("a second version named '\(version.name)' (\(existing.entry.location.line):\(existing.entry.location.column) is one)")
                }
                if let defaultFlag { defaults.append((version, defaultFlag)) }
                versions.append(version)
            } catch {
                errors.append(error)
            }
        }
        errors += defaults.dropFirst().map { $0.1.error("'\($0.0.name)' is a second default version ('\(defaults[0].0.name)' is one); only one may be") }
        guard errors.isEmpty else { throw DiagnosticList(errors) }
        let defaultPosition = defaults.first.flatMap { first in versions.firstIndex { $0.name == first.0.name } } ?? 0
        return SiteVersions(all: versions, defaultPosition: defaultPosition)
    }

    /// One version, and its `"default": true` when it has one.
    private static func read(_ entry: JSONValue) throws(Diagnostic) -> (Version, defaultFlag: JSONValue?) {
        guard let fields = entry.members else {
            throw entry.error("a version must be an object, such as {\"name\": \"1.0\", \"source\": \"Versions/1.0\"}")
        }
        var name: String?, folder: String?, ref: String?, defaultFlag: JSONValue?
        for field in fields {
            switch field.key {
            case "name": name = try string(field)
            case "source": folder = try relativeFolder(field)
            case "git": ref = try gitRef(field)
            case "default":
                guard let flag = field.value.bool else { throw field.value.error("'default' must be true or false") }
                if flag { defaultFlag = field.value }
            default:
                throw field.keyError("unknown key '\(field.key)' in a version (known: name, source, git, default)")
            }
        }
        guard let name else { throw entry.error("a version needs a \"name\", such as \"1.0\"") }
        guard isSafeFolderName(name), !reservedNames.contains(name) else {
            throw entry.error("version name '\(name)' cannot be a URL folder: use letters, digits, '.', '-' and '_', not starting with '.', "
                + "and none of \(reservedNames.sorted().joined(separator: ", "))")
        }
        let source: Source
        switch (folder, ref) {
        case (let folder?, nil): source = .folder(folder)
        case (let folder, let ref?): source = .git(ref: ref, folder: folder ?? "Content")
        case (nil, nil): throw entry.error("version '\(name)' needs a \"source\" folder (such as \"Versions/\(name)\") or a \"git\" ref (such as \"v\(name)\")")
        }
        return (Version(name: name, source: source, entry: entry), defaultFlag)
    }

    private static func string(_ field: JSONMember) throws(Diagnostic) -> String {
        guard let text = field.value.string else { throw field.value.error("'\(field.key)' must be a string, not \(field.value.typeDescription)") }
        return text
    }

    /// A folder inside the site folder: no absolute path, no `..`.
    private static func relativeFolder(_ field: JSONMember) throws(Diagnostic) -> String {
        let path = try string(field)
        let parts = path.split(separator: "/")
        guard !path.hasPrefix("/"), !parts.isEmpty, !parts.contains("..") else {
            throw field.value.error("'source' must be a folder inside the site folder, such as \"Versions/1.0\", not '\(path)'")
        }
        return parts.joined(separator: "/")
    }

    /// A ref git can be given as one argument: not empty, not an option.
    private static func gitRef(_ field: JSONMember) throws(Diagnostic) -> String {
        let ref = try string(field)
        guard !ref.isEmpty, !ref.hasPrefix("-"), !ref.contains(":"), !ref.contains(where: \.isWhitespace) else {
            throw field.value.error("'git' must be a branch, tag or commit, such as \"v1.0\", not '\(ref)'")
        }
        return ref
    }

    /// Problems between the versions and the languages: a version named like a language's folder.
    func clashes(with languages: SiteLanguages) -> [Diagnostic] {
        prefixed.compactMap { version in
            guard languages.isMultilingual, languages.language(version.name) != nil else { return nil }
            return version.entry.error("version '\(version.name)' has the name of a language; its folder would be that language's")
        }
    }
}
