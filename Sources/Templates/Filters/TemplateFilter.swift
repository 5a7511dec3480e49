/// A filter the caller adds to the language (the Site registers `markdown`):
/// `{{ input | name: argument, … }}`. An undefined input arrives as `.null`.
public typealias TemplateFilter = @Sendable (_ input: TemplateValue, _ arguments: [TemplateValue]) throws(TemplateFilterError) -> TemplateValue

/// Why a filter could not transform its input; reported at the filter's name in the template.
public struct TemplateFilterError: Error, Sendable {
    /// One sentence, lower-case start, no trailing period (`expects a number, got a string`).
    var message: String

    /// Creates an error with a message.
    public init(_ message: String) {
        self.message = message
    }
}
