import Core
import DefaultSite
import Foundation
import Markdown
import Templates
import Theme

/// Step 4: every content page through its template, then the pages the build makes itself (tag pages, the
/// tag list, a home page when Content/ has none, 404). With a previous build whose render key is this one's,
/// a page whose inputs did not change keeps the file that build wrote.
struct TemplateStep {
    let pages: PageRendering
    let renderKey: RenderKey?
    /// The previous build's files, when its render key is this build's: generated files whose content did not
    /// change are kept.
    let keptOutputs: [String: OutputFingerprint]?
    private let routing: Routing

    init(inputs: SiteInputs, content: SiteContent, previous: BuildMemory?, mode: BuildMode, strict: Bool) {
        let context = SiteContext(
            index: content.index, config: inputs.config,
            themeHead: ThemeMarkup.head(palette: inputs.palette, baseURL: inputs.config.baseURL), catalogChrome: content.catalogChrome,
            strings: inputs.strings, data: inputs.data.value)
        // Hashing the shape reads every page, on one core: an edit known to keep it keeps the previous key,
        // and a build with nothing to compare it with and no next build to hand it to makes none.
        let keptKey = content.keepsShape ? previous?.renderKey : nil
        let renderKey = mode.remembers || previous != nil ? keptKey ?? RenderKey { hasher in
            hasher.combine(inputs.fingerprint)
            hasher.combine(context.shapeKey)
            hasher.combine(content.catalogChrome)
        } : nil
        self.renderKey = renderKey
        let sameShape = previous.map { $0.renderKey == renderKey } ?? false
        keptOutputs = sameShape ? previous?.outputs : nil
        routing = Routing(over: content.routing)
        let environment = RenderEnvironment(
            baseURL: inputs.config.baseURL,
            filters: ["markdown": Self.markdownFilter(config: inputs.config)],
            strictUndefined: strict)
        pages = PageRendering(
            index: content.index, templates: inputs.templates, context: context, environment: environment,
            closures: TemplateClosures(library: inputs.templates),
            reusable: sameShape ? previous?.renders ?? [:] : [:],
            changedPages: content.changedPages,
            changedTemplates: previous.map { Self.changedTemplates(from: $0.templateStatuses, to: inputs.templateStatuses) } ?? [],
            mode: mode)
    }

    /// Every content page rendered (or kept), with a `writer` written as soon as it is.
    func renderContentPages(concurrency: Int?, writer: PageWriter?, diagnostics: inout Diagnostics) throws(BuildFailure) -> RenderedSite {
        var site = RenderedSite(routing: routing, renderKey: renderKey, keptOutputs: keptOutputs, keepsPreviousRenders: !pages.reusable.isEmpty)
        site.outputs.files = pages.contentPages(renders: &site.renders, diagnostics: &diagnostics, concurrency: concurrency, writer: writer)
        try diagnostics.check()
        return site
    }

    /// The pages the build makes, each where no file of Content/ has its path.
    func renderGeneratedPages(into site: inout RenderedSite, concurrency: Int?, writer: PageWriter?, diagnostics: inout Diagnostics) throws(BuildFailure) {
        site.outputs.files += pages.generatedPages(
            routing: &site.routing, renders: &site.renders, diagnostics: &diagnostics, concurrency: concurrency, writer: writer)
        site.outputs.pageCount = site.outputs.files.count
    }

    /// Names of templates added, removed or changed between two builds.
    static func changedTemplates(from old: [String: FileStatus], to new: [String: FileStatus]) -> Set<String> {
        Set(old.keys).union(new.keys).filter { old[$0] != new[$0] }
    }

    /// The template filter `markdown`: text rendered as a site page's Markdown is, without its links resolved.
    static func markdownFilter(config: SiteConfig) -> TemplateFilter {
        let allowsUnsafeHTML = config.allowsUnsafeMarkdown
        let smartPunctuation = config.usesSmartPunctuation
        return { input, _ throws(TemplateFilterError) in
            let text: String
            switch input {
            case .string(let string), .html(let string): text = string
            case .null: text = ""
            default: throw TemplateFilterError("markdown expects text")
            }
            var options = RenderOptions(keepsPunctuationWithCode: true)
            options.allowsUnsafeHTML = allowsUnsafeHTML
            options.smartPunctuation = smartPunctuation
            return .html(HTMLRenderer(options: options).render(text, parsing: ParsedPage.markdownOptions))
        }
    }
}

/// What steps 4 and 5 made: every file of the site, the claims of their paths, and what the next build reads of them.
struct RenderedSite {
    var outputs = SiteOutputs()
    /// Every output path claimed: the content's claims, then the generated files'.
    var routing: Routing
    /// Made only for a build that remembers or has a previous build to compare with: hashing the shape
    /// reads every template-visible member of every page, on one core.
    var renderKey: RenderKey?
    /// The previous build's files, when its render key is this build's (see `TemplateStep.keptOutputs`).
    var keptOutputs: [String: OutputFingerprint]?
    /// The records of the files rendered or generated this build, when it remembers them.
    var renders: [String: BuildMemory.RenderRecord] = [:]
    /// Whether the previous build's records stand beside `renders` (its render key is this build's).
    var keepsPreviousRenders: Bool
    /// Each language's search index word chunks, by its folder (`de`, `1.0/de`), which the next build updates rather than makes again.
    var searchWords: [String: SearchWordChunks]?
    /// What the user should know about the build that is no problem with it (files left out, and why).
    var notes: [Diagnostic] = []
}
