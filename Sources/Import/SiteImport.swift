import Core
import Foundation

/// `sitegen import`: turns a Hugo, Jekyll or MkDocs site into a sitegen site with the same URLs.
public enum SiteImport {
    /// The generators a site can be imported from.
    public enum Generator: String, Sendable, CaseIterable {
        case hugo, jekyll, mkdocs
    }

    /// Why an import could not start; nothing is written then.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        /// What went wrong, for the user.
        public var description: String
    }

    /// Reads the site in `source` and writes a sitegen site into `destination`, which must be
    /// missing or empty. `source` is only read.
    /// - Throws: `Failure` when the source has no site of that kind or the destination is not empty;
    ///   a configuration file that does not parse, as a located `Diagnostic`.
    public static func run(_ generator: Generator, source: String, destination: String) throws -> ImportReport {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: destination)) ?? []
        guard entries.isEmpty else { throw Failure(description: "\(destination) is not empty: import into a new folder") }
        var site = ImportedSite(source: source, destination: destination, generator: generator)
        switch generator {
        case .hugo: try HugoImporter(site: site).run(into: &site)
        case .jekyll: try JekyllImporter(site: site).run(into: &site)
        case .mkdocs: try MkDocsImporter(site: site).run(into: &site)
        }
        try site.finish()
        return site.report
    }
}
