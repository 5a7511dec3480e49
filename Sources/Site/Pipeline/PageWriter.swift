import Core
import Output

/// Where a full build writes each content page the moment its template has rendered it, so that
/// no build holds every page's HTML at once: render, write, drop.
struct PageWriter: Sendable {
    let transaction: OutputTransaction
    /// Whether the build remembers what it wrote (`serve`), by fingerprint.
    let fingerprints: Bool

    /// Writes one page; what the output folder now has at `path`. The text is written from its own storage.
    func write(_ text: String, to path: String) throws(DiagnosticList) -> SiteOutputs.Content {
        try listingFailure { () throws(Diagnostic) in try transaction.write(text, to: path) }
        return .written(fingerprints ? OutputFingerprint.text(bytes: Array(text.utf8)) : nil)
    }

    /// Writes one page given as UTF-8 bytes (a template's output), never made a `String`.
    func write(_ bytes: [UInt8], to path: String) throws(DiagnosticList) -> SiteOutputs.Content {
        try listingFailure { () throws(Diagnostic) in try transaction.write(bytes, to: path) }
        return .written(fingerprints ? OutputFingerprint.text(bytes: bytes) : nil)
    }

    private func listingFailure(_ write: () throws(Diagnostic) -> Void) throws(DiagnosticList) {
        do throws(Diagnostic) {
            try write()
        } catch {
            throw DiagnosticList([error])
        }
    }
}
