/// Why a theme value (a color, a night schedule) is not understood.
public struct ThemeSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// One sentence for the user, naming the offending text.
    public var message: String

    /// Creates an error.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
