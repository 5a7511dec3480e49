/// English words too common to help a search, left out of the index (before
/// stemming: "them" is a stop word, the stem of "theme" is not). search.js skips
/// the same words in a query, except the word still being typed.
enum StopWords {
    static let list = [
        "an", "and", "are", "as", "at", "be", "but", "by", "for", "from", "has", "have", "if", "in", "into", "is", "it", "its",
        "of", "on", "or", "that", "the", "their", "them", "then", "there", "these", "they", "this", "to", "was", "we", "were",
        "which", "will", "with", "you", "your",
    ]

    /// The words as a table, to look up a page's words without making strings.
    static let table: WordTable = {
        var table = WordTable()
        for word in list { _ = table.intern(Array(word.utf8)) }
        return table
    }()
}
