import DocC
import Foundation

/// What to build and how.
public struct BuildOptions: Sendable {
    /// The site folder (holding Content/, Templates/ and site.json), or a DocC catalog (`Name.docc`)
    /// built on its own as a documentation site.
    public var sourceDirectory: String
    /// The output folder; nil means SOURCE/Public (Public beside a catalog given as the source).
    var outputDirectory: String?
    /// Replaces site.json's baseURL (`--base-url`).
    var baseURL: String?
    /// Builds `draft: true` pages too (`--drafts`).
    var includeDrafts = false
    /// A folder of `*.symbols.json` whose modules' API reference the site publishes (`--symbol-graphs`).
    public var symbolGraphDirectory: String?
    /// Turns warnings into errors (`--strict`).
    var strict = false
    /// How many pages are read, rendered and written at once: nil means one per core, 1 builds on one
    /// thread. Every value builds the same bytes; 1 is there to check exactly that.
    var concurrency: Int?
    /// How many warnings of one kind a build's report lists, the rest only counted (`BuildReport.warningCounts`);
    /// nil lists every one. A build remembered for rebuilds lists every one.
    var warningsListedPerKind: Int?
    /// The folder that symbolic links in Content/ may lead into; nil means the site folder. `sitegen docs`
    /// links a package's catalogs into the site it stages in the package's `.build/`.
    public var contentLinkRoot: String?

    /// Options for building the site in `sourceDirectory`.
    public init(sourceDirectory: String, outputDirectory: String? = nil, baseURL: String? = nil, includeDrafts: Bool = false,
                symbolGraphDirectory: String? = nil, strict: Bool = false,
                concurrency: Int? = nil, warningsListedPerKind: Int? = nil) {
        self.sourceDirectory = sourceDirectory
        self.outputDirectory = outputDirectory
        self.baseURL = baseURL
        self.includeDrafts = includeDrafts
        self.symbolGraphDirectory = symbolGraphDirectory.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        self.strict = strict
        self.concurrency = concurrency
        self.warningsListedPerKind = warningsListedPerKind
    }

    /// The output folder, resolved.
    public var resolvedOutputDirectory: String {
        // A catalog's own folder would publish the output as its next build's content.
        let site = isCatalog ? (sourceDirectory as NSString).deletingLastPathComponent : sourceDirectory
        return outputDirectory ?? (site as NSString).appendingPathComponent("Public")
    }

    /// Whether the source is a DocC catalog rather than a site folder.
    public var isCatalog: Bool {
        DocCCatalog.root(of: (sourceDirectory as NSString).lastPathComponent) != nil
    }
}
