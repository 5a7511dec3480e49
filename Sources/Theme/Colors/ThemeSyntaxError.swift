/// Why a theme value (a color, a night schedule) is not understood.
struct ThemeSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// One sentence for the user, naming the offending text.
    var message: String

    /// Creates an error.
    init(_ message: String) {
        self.message = message
    }

    var description: String { message }
}
