import Core

/// What a builder that rebuilds incrementally (`serve`) keeps from its last
/// successful build.
struct BuildMemory: Sendable {
    /// Every page as read, rendered and indexed.
    var content: SiteContent
    /// Templates, configuration and the site's shape the pages were rendered with.
    var renderKey: RenderKey
    /// For each page's output path: which page it renders and which pages' content it read.
    var renders: [String: RenderRecord]
    /// What is in the output folder, by path.
    var outputs: [String: OutputFingerprint]
    /// The template files the pages were rendered with.
    var templateStatuses: [String: FileStatus]
    /// The warnings the build reported, in source order: an edit replaces only its pages'.
    var warnings: [Diagnostic]
    /// Each language's search index word chunks, by code, with its pages' postings grouped by stem.
    var searchWords: [String: SearchWordChunks]?

    /// What a first remembered build keeps.
    init(_ built: consuming BuiltSite, warnings: [Diagnostic]) {
        renderKey = built.site.renderKey!
        renders = built.site.renders
        outputs = built.committed.fingerprints
        templateStatuses = built.inputs.templateStatuses
        self.warnings = warnings
        searchWords = built.site.searchWords
        content = built.content
    }

    /// Takes in a rebuild that succeeded. The memory is this builder's alone by now, so its whole-site
    /// dictionaries are changed in place, only at the entries the build changed.
    /// - Returns: the whole-site values the build replaced, for the caller to free off the critical path.
    mutating func update(with built: consuming BuiltSite, warnings: [Diagnostic]) -> [any Sendable] {
        swap(&content, &built.content)
        // The old content shares the page cache with the new one: let go of it, so the cache is this
        // memory's alone and changes in place.
        built.content.cache = PageCache()
        let replaced: [any Sendable] = [built.content.index, built.content.scan, self.warnings]
        for (path, entry) in content.editedEntries { content.cache.entries[path] = entry }
        content.editedEntries = [:]
        // Always there: a remembered build makes the key.
        if let key = built.site.renderKey { renderKey = key }
        searchWords = built.site.searchWords
        if built.site.keepsPreviousRenders {
            for (path, record) in built.site.renders { renders[path] = record }
        } else {
            renders = built.site.renders
        }
        built.committed.apply(to: &outputs)
        templateStatuses = built.inputs.templateStatuses
        self.warnings = warnings
        return replaced
    }

    struct RenderRecord: Sendable {
        var contentPath: String
        var reads: RenderTracker.Reads
        /// The template the page was rendered with, and every template it extends or includes.
        var template: String
        var templates: Set<String>
    }
}

/// How to tell whether an output file must be written again.
enum OutputFingerprint: Sendable, Equatable {
    /// A rendered file: the hash of its text.
    case text(Int)
    /// A copied file: its source and the source's status. Boxed: inline, the status would make every
    /// fingerprint, and every page's entry in the build's list of files, larger by a whole `FileStatus`.
    indirect case copy(String, FileStatus?)

    /// The fingerprint of new content; nil for `.unchanged`, which keeps the previous one, and for a
    /// page written without one.
    init?(_ content: SiteOutputs.Content) {
        switch content {
        case .text(let text):
            var hasher = Hasher()
            hasher.combineBytes(of: text)
            self = .text(hasher.finalize())
        case .copy(let source):
            self = .copy(source, FileStatus.of(source))
        case .written(let fingerprint?):
            self = fingerprint
        case .written(nil), .unchanged:
            return nil
        }
    }

    /// The fingerprint of a rendered file written as UTF-8 bytes: that of `.text` with the same text.
    static func text(bytes: [UInt8]) -> OutputFingerprint {
        var hasher = Hasher()
        hasher.combineBytes(of: bytes)
        return .text(hasher.finalize())
    }
}
