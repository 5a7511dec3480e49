import Core
import Foundation

/// The templates of a site: files in its `Templates/` folder, falling back to the built-in
/// defaults. Each template is parsed once and cached; a file is parsed again only when its
/// modification time or size changes, so `serve` never re-parses unchanged files.
/// Safe to use from many threads at once.
public final class TemplateLibrary: Sendable {
    private let directory: String?
    private let builtIns: [String: String]
    private let displayPrefix: String
    private let cache = Locked<[String: CacheEntry]>([:])

    private struct CacheEntry {
        enum Origin: Equatable {
            case file(FileStatus)
            case builtIn
        }

        var origin: Origin
        /// Failures are cached too, so a broken file is reported once per change, not parsed per page.
        var result: Result<Template, Diagnostic>
    }

    /// What looking a name up found.
    enum Lookup {
        case found(Template)
        case missing
        case invalidName
    }

    /// - Parameters:
    ///   - directory: the site's templates folder, or nil when it has none.
    ///   - builtIns: the default templates compiled into the binary, name → source, used when the folder lacks a file.
    ///   - displayPrefix: how the folder is named in messages (`Templates/page.html`).
    public init(directory: String?, builtIns: [String: String], displayPrefix: String = "Templates") {
        self.directory = directory
        self.builtIns = builtIns
        self.displayPrefix = displayPrefix
    }

    /// Whether a template of that name exists in the folder or among the built-ins.
    public func contains(_ name: String) -> Bool {
        guard Self.isValidName(name) else { return false }
        if let path = filePath(name), FileStatus.of(path)?.kind == .regular { return true }
        return builtIns[name] != nil
    }

    /// The parsed template called `name`, from the cache when its file has not changed.
    /// - Throws: the template's syntax errors, or an error naming what was looked for when it does not exist.
    public func template(named name: String) throws(DiagnosticList) -> Template {
        let found: Lookup
        do {
            found = try lookup(name)
        } catch {
            throw DiagnosticList([error])
        }
        switch found {
        case .found(let template): return template
        case .missing: throw DiagnosticList([Diagnostic(.error, missingMessage(name))])
        case .invalidName: throw DiagnosticList([Diagnostic(.error, invalidNameMessage(name))])
        }
    }

    /// The names `name` extends and includes, directly or through other templates, for deciding
    /// which pages to rebuild when a template changes. `name` itself is not in the set.
    public func dependencies(of name: String) throws(DiagnosticList) -> Set<String> {
        var found: Set<String> = []
        var pending = [try template(named: name)]
        while let template = pending.popLast() {
            for reference in (template.parsed.parent.map { [$0] } ?? []) + template.parsed.includes {
                guard reference.name != name, found.insert(reference.name).inserted else { continue }
                do {
                    pending.append(try resolve(reference, from: template))
                } catch {
                    throw DiagnosticList([error])
                }
            }
        }
        return found
    }

    /// The template a reference in `template` names, or an error at the reference.
    func resolve(_ reference: TemplateReference, from template: Template) throws(Diagnostic) -> Template {
        switch try lookup(reference.name) {
        case .found(let found): return found
        case .missing: throw .error(missingMessage(reference.name), at: reference.offset, in: template.source)
        case .invalidName: throw .error(invalidNameMessage(reference.name), at: reference.offset, in: template.source)
        }
    }

    func lookup(_ name: String) throws(Diagnostic) -> Lookup {
        guard Self.isValidName(name) else { return .invalidName }
        if let path = filePath(name), let stamp = FileStatus.of(path), stamp.kind == .regular {
            return .found(try cached(name, origin: .file(stamp)) { () throws(Diagnostic) -> SourceText in
                guard let data = FileManager.default.contents(atPath: path) else {
                    throw Diagnostic(.error, "could not read \(displayPrefix)/\(name)")
                }
                // Editors on Windows start files with a byte order mark; output mid-page, it would end a <head>.
                let bytes = data.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(data.dropFirst(3)) : Array(data)
                return SourceText(path: "\(displayPrefix)/\(name)", bytes: bytes)
            })
        }
        if let source = builtIns[name] {
            return .found(try cached(name, origin: .builtIn) { () throws(Diagnostic) -> SourceText in SourceText(path: "<built-in>/\(name)", text: source) })
        }
        return .missing
    }

    private func cached(_ name: String, origin: CacheEntry.Origin, read: () throws(Diagnostic) -> SourceText) throws(Diagnostic) -> Template {
        if let entry = cache.withLock({ $0[name] }), entry.origin == origin {
            return try entry.result.get()
        }
        // Parse outside the lock; two threads racing here parse the same file twice, harmlessly.
        let result: Result<Template, Diagnostic>
        do {
            result = .success(try Template(name: name, source: try read()))
        } catch {
            result = .failure(error)
        }
        cache.withLock { $0[name] = CacheEntry(origin: origin, result: result) }
        return try result.get()
    }

    private func filePath(_ name: String) -> String? {
        directory.map { ($0.hasSuffix("/") ? $0 : $0 + "/") + name }
    }

    private func missingMessage(_ name: String) -> String {
        directory == nil
            ? "no template named '\(name)' (there is no \(displayPrefix)/ folder and no built-in template of that name)"
            : "no template named '\(name)' (looked for \(displayPrefix)/\(name) and a built-in template of that name)"
    }

    private func invalidNameMessage(_ name: String) -> String {
        "template name '\(name)' must be a relative path inside \(displayPrefix)/, such as 'partials/nav.html'"
    }

    private static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix("/") && !name.contains("\\")
            && !name.split(separator: "/", omittingEmptySubsequences: false).contains { $0.isEmpty || $0 == "." || $0 == ".." }
    }
}
