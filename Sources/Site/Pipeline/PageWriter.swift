import Core
import Output

/// Where a full build writes each content page the moment its template has rendered it, so that
/// no build holds every page's HTML at once: render, write, drop.
struct PageWriter: Sendable {
    let transaction: OutputTransaction
    /// Whether the build remembers what it wrote (`serve`), by fingerprint.
    let fingerprints: Bool

    /// Writes one page; what the output folder now has at `path`.
    func write(_ text: String, to path: String) throws(DiagnosticList) -> SiteOutputs.Content {
        do throws(Diagnostic) {
            try transaction.write(text, to: path)
        } catch {
            throw DiagnosticList([error])
        }
        return .written(fingerprints ? OutputFingerprint(.text(text)) : nil)
    }
}
