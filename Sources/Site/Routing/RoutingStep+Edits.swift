import Core
import Foundation

/// Step 2 after edits of pages the previous build had, the common case while writing: only the edited pages
/// are read, and Content/ is not listed again.
extension RoutingStep {
    /// The edited pages read and parsed; nil when a path is not a page of the previous build (a file added,
    /// removed or not a page, site.json or Templates/ changed), as then every page must be routed again.
    static func readEdits(
        _ paths: [String], previous: SiteContent, inputs: SiteInputs, diagnostics: inout Diagnostics
    ) throws(BuildFailure) -> EditedPages? {
        guard inputs.fingerprint == previous.inputsFingerprint, !paths.isEmpty, let scan = previous.scan.afterEditing(Set(paths)) else {
            return nil
        }
        let contentFolder = inputs.contentDirectory + "/"
        var pages: [EditedPages.Page] = []
        for path in paths {
            guard path.hasPrefix(contentFolder) else { return nil }
            let filePath = String(path.dropFirst(contentFolder.count))
            let contentPath = inputs.config.languages.languagePath(ofFile: filePath) ?? filePath
            guard Route.isPage(contentPath: contentPath), let position = previous.index.pageByContentPath[contentPath],
                  previous.cache.entries[contentPath] != nil, let status = FileStatus.of(path),
                  let folder = scan.files.first(where: { $0.contentPath == contentPath })?.folder
            else { return nil }
            let file = ContentFile(contentPath: contentPath, folder: folder, status: status)
            do throws(DiagnosticList) {
                pages.append(EditedPages.Page(position: position, parsed: try ParsedPage(try PageFile.read(file))))
            } catch {
                diagnostics.add(error.diagnostics)
            }
        }
        try diagnostics.check()
        return EditedPages(scan: scan, pages: pages)
    }
}

/// Pages of the previous build that an edit changed, read again.
struct EditedPages: Sendable {
    /// Content/'s listing with the edited files' new statuses.
    var scan: ContentScan
    var pages: [Page]

    struct Page: Sendable {
        /// The page's position in the previous build's index.
        var position: Int
        var parsed: ParsedPage
    }
}
