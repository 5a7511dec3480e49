/// A hash standing for everything one incremental-build decision depends on. `Subject` names the
/// decision, so a key of one kind cannot be compared with, stored as or passed for another.
struct BuildKey<Subject>: Hashable, Sendable {
    private let value: Int

    /// Hashes what `combine` feeds the hasher.
    init(_ combine: (inout Hasher) -> Void) {
        var hasher = Hasher()
        combine(&hasher)
        value = hasher.finalize()
    }
}

/// site.json, Templates/ and the build options: what every page shows (see `SiteInputs.fingerprints`).
typealias InputsFingerprint = BuildKey<SiteInputs>
/// Everything a page's rendered links depend on besides the page itself (see `ContentStep.linkKey`).
typealias LinkKey = BuildKey<LinkResolver>
/// What every page's links are checked against (see `ContentStep.linkCheckKey`).
typealias LinkCheckKey = BuildKey<LinkChecker>
/// What templates can read of every page besides its content (see `SiteContext.shapeKey`).
typealias ShapeKey = BuildKey<SiteIndex>
/// Everything every page's render depends on: the inputs and the site's shape (see `TemplateStep.renderKey`).
typealias RenderKey = BuildKey<TemplateStep>
