extension String {
    /// The string lower-cased, for a case-insensitive key kept per page for the whole build: a string
    /// with no upper-case letter (most paths) is its own key, sharing its storage, where `lowercased()`
    /// would copy every page's path again.
    var lowercaseKey: String {
        utf8.contains { $0 >= 0x80 || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) } ? lowercased() : self
    }
}
