import Core
import Foundation

/// The templates of a site: files in its `Templates/` folder, falling back to the built-in
/// defaults. Each template is parsed once and cached. The folder is looked at once per
/// `checkForChanges()` (a builder calls it at the start of every build), not on every
/// lookup — every page of a build renders from one look — and a file is parsed again only when its
/// modification time or size changed, so `serve` never re-parses unchanged files.
/// Safe to use from many threads at once.
public final class TemplateLibrary: Sendable {
    private let directory: String?
    private let builtIns: [String: String]
    private let displayPrefix: String
    private let cache = Locked<Cache>(Cache())
    /// Per entry template, what it extends and includes, so a render resolves each include once per
    /// generation instead of once per page.
    private let referenceSets = Locked<[String: ReferenceSet]>([:])

    private struct ReferenceSet {
        var generation: Int
        var entry: Template
        var templates: [String: Template]
    }

    private struct Cache {
        /// Bumped by `checkForChanges()`; entries from an earlier generation are checked against their file again.
        var generation = 0
        var entries: [String: CacheEntry] = [:]
    }

    private struct CacheEntry {
        enum Origin: Equatable {
            case file(FileStatus)
            case builtIn
            case missing
        }

        var origin: Origin
        /// Failures are cached too, so a broken file is reported once per change, not parsed per page.
        var result: Result<Lookup, Diagnostic>
        var checkedIn: Int
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

    /// Looks at the folder again at the next lookup of each template: files changed, added or
    /// removed since the last check are seen from then on.
    public func checkForChanges() {
        cache.withLock { $0.generation += 1 }
    }

    /// Whether a template of that name exists in the folder or among the built-ins.
    public func contains(_ name: String) -> Bool {
        guard case .found? = try? lookup(name) else { return false }
        return true
    }

    /// Whether a template of that name exists, like `contains`, but a template that exists and does
    /// not compile is an error, not an absence: a build must not quietly skip a page because its
    /// template is broken.
    /// - Throws: the template's syntax errors, at their location.
    public func exists(_ name: String) throws(DiagnosticList) -> Bool {
        do {
            guard case .found = try lookup(name) else { return false }
            return true
        } catch {
            throw DiagnosticList([error])
        }
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
        let root = try template(named: name)
        do throws(Diagnostic) {
            return Set(try reachable(from: root, strict: true).keys).subtracting([name])
        } catch {
            throw DiagnosticList([error])
        }
    }

    /// The templates `entry` extends and includes, directly or not, that exist and compile, by name
    /// (with `entry` itself), resolved once per `checkForChanges()`. The references left out fail
    /// where a render reaches them, so an include in a branch not taken stays harmless.
    func references(of entry: Template) -> [String: Template] {
        let generation = cache.withLock { $0.generation }
        let cached = referenceSets.withLock { $0[entry.name] }
        if let cached, cached.generation == generation, cached.entry.isSame(as: entry) { return cached.templates }
        let templates = (try? reachable(from: entry, strict: false)) ?? [entry.name: entry]
        referenceSets.withLock { $0[entry.name] = ReferenceSet(generation: generation, entry: entry, templates: templates) }
        return templates
    }

    /// Walks the references from `template`; `strict` throws at the first that fails to resolve,
    /// otherwise those are skipped.
    func reachable(from template: Template, strict: Bool) throws(Diagnostic) -> [String: Template] {
        var found = [template.name: template]
        var pending = [template]
        while let next = pending.popLast() {
            let templates = ((next.parsed.parent.map { [$0] } ?? []) + next.parsed.includes).map { ($0, false) }
            let shortcodes = next.parsed.shortcodes.map { (TemplateReference(name: ShortcodeCall.templateName(of: $0.name), offset: $0.offset), true) }
            for (reference, isShortcode) in templates + shortcodes where found[reference.name] == nil {
                let resolved: Template
                if strict {
                    resolved = try resolve(reference, from: next, isShortcode: isShortcode)
                } else {
                    // Skipped without the error's message, whose suggestion looks through every shortcode there is.
                    guard case .found(let template)? = try? lookup(reference.name) else { continue }
                    resolved = template
                }
                found[reference.name] = resolved
                pending.append(resolved)
            }
        }
        return found
    }

    /// The template a reference in `template` names, or an error at the reference.
    func resolve(_ reference: TemplateReference, from template: Template, isShortcode: Bool = false) throws(Diagnostic) -> Template {
        switch try lookup(reference.name) {
        case .found(let found): return found
        case .missing where isShortcode: throw .error(unknownShortcodeMessage(reference.name), at: reference.offset, in: template.source)
        case .missing: throw .error(missingMessage(reference.name), at: reference.offset, in: template.source)
        case .invalidName: throw .error(invalidNameMessage(reference.name), at: reference.offset, in: template.source)
        }
    }

    func lookup(_ name: String) throws(Diagnostic) -> Lookup {
        let (generation, entry) = cache.withLock { ($0.generation, $0.entries[name]) }
        if let entry, entry.checkedIn == generation { return try entry.result.get() }
        guard Self.isValidName(name) else { return .invalidName }
        let origin: CacheEntry.Origin
        if let path = filePath(name), let stamp = FileStatus.of(path), stamp.kind == .regular {
            origin = .file(stamp)
        } else if builtIns[name] != nil {
            origin = .builtIn
        } else {
            origin = .missing
        }
        if let entry, entry.origin == origin {
            cache.withLock { $0.entries[name]?.checkedIn = generation }
            return try entry.result.get()
        }
        // Parse outside the lock; two threads racing here parse the same file twice, harmlessly.
        let result: Result<Lookup, Diagnostic>
        do throws(Diagnostic) {
            result = .success(try parse(name, origin: origin))
        } catch {
            result = .failure(error)
        }
        cache.withLock { $0.entries[name] = CacheEntry(origin: origin, result: result, checkedIn: generation) }
        return try result.get()
    }

    private func parse(_ name: String, origin: CacheEntry.Origin) throws(Diagnostic) -> Lookup {
        switch origin {
        case .file:
            guard let path = filePath(name), let data = FileManager.default.contents(atPath: path) else {
                throw Diagnostic(.error, "could not read \(displayPrefix)/\(name)")
            }
            // Editors on Windows start files with a byte order mark; output mid-page, it would end a <head>.
            let text = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data
            // Repaired once here, so every render's output (this text cut at ASCII tags, and strings) is
            // valid UTF-8 without a check per page.
            let bytes = Array(String(decoding: text, as: UTF8.self).utf8)
            return .found(try Template(name: name, source: SourceText(path: "\(displayPrefix)/\(name)", bytes: bytes)))
        case .builtIn:
            return .found(try Template(name: name, source: SourceText(path: "<built-in>/\(name)", text: builtIns[name] ?? "")))
        case .missing:
            return .missing
        }
    }

    private func filePath(_ name: String) -> String? {
        directory.map { ($0.hasSuffix("/") ? $0 : $0 + "/") + name }
    }

    private func missingMessage(_ name: String) -> String {
        directory == nil
            ? "no template named '\(name)' (there is no \(displayPrefix)/ folder and no built-in template of that name)"
            : "no template named '\(name)' (looked for \(displayPrefix)/\(name) and a built-in template of that name)"
    }

    /// `unknown shortcode 'figur' (did you mean 'figure'?)`, naming where it was looked for.
    private func unknownShortcodeMessage(_ templateName: String) -> String {
        let name = String(templateName.dropFirst("shortcodes/".count).dropLast(".html".count))
        let hint = Suggestion.closest(to: name, among: shortcodeNames()).map { " (did you mean '\($0)'?)" } ?? ""
        let folder = directory == nil ? "" : "\(displayPrefix)/\(templateName) or "
        return "unknown shortcode '\(name)'\(hint): there is no \(folder)built-in shortcode of that name"
    }

    /// The shortcodes there are: the built-in ones and the templates in the folder's `shortcodes/`, by name.
    func shortcodeNames() -> [String] {
        let prefix = "shortcodes/"
        var names = Set(builtIns.keys.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".html") })
        if let folder = filePath(prefix), let files = try? FileManager.default.contentsOfDirectory(atPath: folder) {
            names.formUnion(files.filter { $0.hasSuffix(".html") }.map { prefix + $0 })
        }
        return names.map { String($0.dropFirst(prefix.count).dropLast(".html".count)) }.sorted()
    }

    private func invalidNameMessage(_ name: String) -> String {
        "template name '\(name)' must be a relative path inside \(displayPrefix)/, such as 'partials/nav.html'"
    }

    private static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix("/") && !name.contains("\\")
            && !name.split(separator: "/", omittingEmptySubsequences: false).contains { $0.isEmpty || $0 == "." || $0 == ".." }
    }
}
