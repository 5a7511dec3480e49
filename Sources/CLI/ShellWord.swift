/// A path or value as a user types it into a shell, for the commands sitegen suggests.
enum ShellWord {
    /// The word, in double quotes when it holds a space.
    static func quoted(_ word: String) -> String {
        word.contains(" ") ? "\"\(word)\"" : word
    }
}
