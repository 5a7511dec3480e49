import Core

/// What a render needs besides the template and its variables.
public struct RenderEnvironment: Sendable {
    /// The site's base URL, used by the `url` and `absolute_url` filters.
    var baseURL: BaseURL
    /// Filters beyond the built-in ones, by name (the Site registers `markdown`). Built-in names cannot be replaced.
    var filters: [String: TemplateFilter]
    /// Whether an undefined variable is an error (`--strict`) rather than a warning.
    var strictUndefined: Bool

    /// Creates an environment.
    public init(baseURL: BaseURL = .root, filters: [String: TemplateFilter] = [:], strictUndefined: Bool = false) {
        self.baseURL = baseURL
        self.filters = filters
        self.strictUndefined = strictUndefined
    }
}

/// The output of one render and what it noticed on the way.
public struct RenderResult: Sendable {
    /// The rendered text as UTF-8, always valid (templates are repaired when read): a page can be
    /// written as it is, without the check and copy that making a `String` of it costs.
    public var bytes: [UInt8]
    /// Undefined variables, each at the `path:line:col` where it was used (once per location).
    public var warnings: [Diagnostic]

    /// The rendered text.
    public var output: String { String(decoding: bytes, as: UTF8.self) }

    init(bytes: [UInt8], warnings: [Diagnostic]) {
        self.bytes = bytes
        self.warnings = warnings
    }
}
