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

    /// Writes one page in pieces as `render` makes them, handing each to the function it is given, so that a
    /// page listing thousands of others is never held whole. Returns what the output folder now has at
    /// `path`, and what `render` returned.
    func write<Rendered>(
        to path: String, rendering render: (_ write: (UnsafeBufferPointer<UInt8>) throws(Diagnostic) -> Void) throws(DiagnosticList) -> Rendered
    ) throws(DiagnosticList) -> (SiteOutputs.Content, Rendered) {
        let file = try listingFailure { () throws(Diagnostic) in try transaction.create(path) }
        var fingerprint = fingerprints ? StreamedFingerprint() : nil
        let rendered = try render { bytes throws(Diagnostic) in
            try file.write(bytes)
            fingerprint?.add(bytes)
        }
        try listingFailure { () throws(Diagnostic) in try file.finish() }
        return (.written(fingerprint?.finalize()), rendered)
    }

    private func listingFailure<Written>(_ write: () throws(Diagnostic) -> Written) throws(DiagnosticList) -> Written {
        do throws(Diagnostic) {
            return try write()
        } catch {
            throw DiagnosticList([error])
        }
    }
}
