import Foundation

/// A message about the user's input, printed the way clang prints them so that
/// Xcode, VS Code and CI annotate the line:
///
///     Content/post.md:3:8: error: unclosed quote in front matter value
///     title: "Hello
///            ^
public struct Diagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable, Hashable {
        case error, warning, note
    }

    /// Whether this stops the build.
    public var severity: Severity
    /// One sentence, lower-case start, no trailing period (clang's style).
    public var message: String
    /// Where the problem is, when it is somewhere in particular.
    public var location: SourceLocation?
    /// The text of the offending line, shown under the message with a caret.
    public var sourceLine: String?
    /// What the diagnostic is about, when it is one of many alike; the console counts those.
    public var kind: DiagnosticKind?
    /// A file to read the line at `location` from when the diagnostic is shown, instead of a
    /// `sourceLine` kept: for diagnostics that come by the thousand (broken links), where reading and
    /// keeping each one's line costs a file read and memory, and the console shows only the first few.
    public var quotedFile: String?

    /// Creates a diagnostic.
    public init(
        _ severity: Severity, _ message: String, at location: SourceLocation? = nil, sourceLine: String? = nil, kind: DiagnosticKind? = nil
    ) {
        self.severity = severity
        self.message = message
        self.location = location
        self.sourceLine = sourceLine
        self.kind = kind
    }

    /// An error at a location in a source text, quoting its line.
    public static func error(_ message: String, at offset: Int, in source: SourceText) -> Diagnostic {
        Diagnostic(.error, message, at: source.location(ofOffset: offset), sourceLine: source.line(containingOffset: offset))
    }

    /// A warning at a location in a source text, quoting its line.
    public static func warning(_ message: String, at offset: Int, in source: SourceText, kind: DiagnosticKind? = nil) -> Diagnostic {
        Diagnostic(.warning, message, at: source.location(ofOffset: offset), sourceLine: source.line(containingOffset: offset), kind: kind)
    }

    /// The same diagnostic as an error (what `--strict` does to warnings).
    public var promotedToError: Diagnostic {
        var copy = self
        copy.severity = .error
        return copy
    }

    /// The first line alone: `path:line:col: severity: message`.
    public var summary: String {
        if let location {
            return "\(location): \(severity.rawValue): \(message)"
        }
        return "\(severity.rawValue): \(message)"
    }

    /// The line shown under the message: `sourceLine`, else the line read from `quotedFile`.
    var quotedLine: String? {
        if let sourceLine { return sourceLine }
        guard let quotedFile, let location, let data = FileManager.default.contents(atPath: quotedFile) else { return nil }
        return SourceText(path: location.path, bytes: Array(data)).line(number: location.line)
    }

    /// The summary, then the source line and a caret under the column.
    public var description: String {
        guard let location, let sourceLine = quotedLine else { return summary }
        let prefix = sourceLine.unicodeScalars.prefix(max(0, location.column - 1))
        // Keep tabs in the caret line so it stays aligned under tabbed source.
        let padding = String(String.UnicodeScalarView(prefix.map { $0 == "\t" ? "\t" : " " }))
        return "\(summary)\n\(sourceLine)\n\(padding)^"
    }
}

/// An error that can be shown to the user as diagnostics.
public protocol DiagnosticConvertible: Error {
    /// The diagnostics that describe this error; at least one.
    var diagnostics: [Diagnostic] { get }
}

extension Diagnostic: DiagnosticConvertible {
    public var diagnostics: [Diagnostic] { [self] }
}

/// Several errors found in one pass, reported together.
public struct DiagnosticList: DiagnosticConvertible, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    /// Creates a list; callers pass at least one diagnostic.
    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
