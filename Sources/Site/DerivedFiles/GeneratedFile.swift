import Core
import Templates

/// A file the build makes whole (a stylesheet, the sitemap, the feed), made in pieces so that a writer
/// streams it into the output folder rather than holding it: the sitemap grows with the site.
enum GeneratedFile {
    /// Takes one piece of the file; the bytes are valid only during the call.
    typealias Write = (UnsafeBufferPointer<UInt8>) throws(Diagnostic) -> Void
    /// Makes the file, handing each piece to `write` in order; returns its warnings.
    typealias Make = (_ write: Write) throws(DiagnosticList) -> [Diagnostic]

    /// A file made whole, as one piece.
    static func whole(_ make: @escaping () -> String) -> Make {
        { write throws(DiagnosticList) in
            var text = make()
            // `withUTF8` rethrows untyped errors: the write's failure comes out as a value.
            let written = text.withUTF8 { bytes in Swift.Result { () throws(Diagnostic) in try write(bytes) } }
            if case .failure(let error) = written { throw DiagnosticList([error]) }
            return []
        }
    }

    /// A file made by one of the site's templates (a built-in one unless the site overrides it), handed on
    /// in pieces of about `pieceSize` bytes as it is rendered.
    static func rendered(
        _ template: String, variables: [String: TemplateValue], library: TemplateLibrary, environment: RenderEnvironment,
        pieceSize: Int = pieceSize
    ) -> Make {
        { write throws(DiagnosticList) in
            try library.render(
                template, variables: variables, environment: environment, subject: "(generated) " + template, pieceSize: pieceSize, to: write)
        }
    }

    /// Whether `template`, or one it extends or includes, changed since the previous build.
    static func templateChanged(_ template: String, in pages: PageRendering) -> Bool {
        guard !pages.changedTemplates.isEmpty else { return false }
        let templates = (try? pages.closures.of(template)) ?? [template]
        return !templates.isDisjoint(with: pages.changedTemplates)
    }

    /// About how many bytes a file made in pieces hands on at once.
    static let pieceSize = 1 << 16

    /// The file's content, written now with a `writer` (only its fingerprint kept), else its text; and its warnings.
    static func output(of make: Make, to path: String, writer: PageWriter?) throws(DiagnosticList) -> (SiteOutputs.Content, [Diagnostic]) {
        guard let writer else {
            var bytes: [UInt8] = []
            let warnings = try make { piece throws(Diagnostic) in bytes.append(contentsOf: piece) }
            return (.text(String(decoding: bytes, as: UTF8.self)), warnings)
        }
        return try writer.write(to: path, rendering: make)
    }
}
