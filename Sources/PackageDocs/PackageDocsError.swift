/// Why `sitegen docs` cannot document a package, in one sentence (clang's style: lower-case start, no period).
public struct PackageDocsError: Error, Equatable, CustomStringConvertible {
    public var message: String

    /// Creates an error.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
