import Core

/// A file the build makes whole (a stylesheet, the sitemap, the feed), made in pieces so that a writer
/// streams it into the output folder rather than holding it: the sitemap grows with the site.
enum GeneratedFile {
    /// Makes the file, handing each piece to `add` in order.
    typealias Make = (_ add: (String) throws(Diagnostic) -> Void) throws(Diagnostic) -> Void

    /// A file made whole, as one piece.
    static func whole(_ make: @escaping () -> String) -> Make {
        { add throws(Diagnostic) in try add(make()) }
    }

    /// About how many bytes a file made in pieces hands on at once.
    static let pieceSize = 1 << 16

    /// The file's content: written now with a `writer` (only its fingerprint kept), else its text.
    static func output(of make: Make, to path: String, writer: PageWriter?) throws(DiagnosticList) -> SiteOutputs.Content {
        guard let writer else {
            var text = ""
            try listed { () throws(Diagnostic) in try make { text += $0 } }
            return .text(text)
        }
        return try writer.write(to: path) { write throws(DiagnosticList) in
            // `make` and `write` are both the caller's closures: `write` is made escaping only for this call.
            try withoutActuallyEscaping(write) { write throws(DiagnosticList) in
                try listed { () throws(Diagnostic) in
                    try make { piece throws(Diagnostic) in
                        var piece = piece
                        // `withUTF8` rethrows untyped errors: the write's failure comes out as a value.
                        try piece.withUTF8 { bytes in Swift.Result { () throws(Diagnostic) in try write(bytes) } }.get()
                    }
                }
            }
        }.0
    }

    private static func listed(_ make: () throws(Diagnostic) -> Void) throws(DiagnosticList) {
        do throws(Diagnostic) {
            try make()
        } catch {
            throw DiagnosticList([error])
        }
    }
}
