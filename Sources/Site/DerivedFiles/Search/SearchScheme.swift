/// How the words of a language's pages become the terms of its index; search.js makes a query's terms the
/// same way, told which scheme by the index's manifest.
/// - `english` (`en`, `en-*`): English stop words left out, ASCII words stemmed (`SearchStemmer`), other
///   words as they are: the one scheme of sites from before languages, whose indexes it keeps byte for byte;
/// - `plain` (every other language): no stop words and no stemming, which would take rules of each language's
///   own, but every word lower-cased, not only its ASCII letters (`Über` is `über`, `ΣΟΦΙΑ` is `σοφια`);
///   CJK text, written without spaces, is split into its letters and each pair of neighbouring letters
///   (`SearchCJKText`).
enum SearchScheme: Sendable, Equatable {
    case english
    case plain

    /// The scheme of the language with this code (`en`, `pt-BR`).
    init(languageCode code: String) {
        let primary = code.split(separator: "-", maxSplits: 1).first.map { $0.lowercased() }
        self = primary == "en" ? .english : .plain
    }

    /// What the manifest says: nil for English, whose manifests say nothing, as they did before there were others.
    var manifestName: String? {
        switch self {
        case .english: nil
        case .plain: "plain"
        }
    }

    /// The term a word as `SearchTokenizer` gives it is indexed under; nil for a stop word.
    func term(of word: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        switch self {
        case .english:
            StopWords.table.find(word) == nil ? SearchStemmer.stem(Array(word)) : nil
        case .plain:
            Self.lowerCased(word)
        }
    }

    /// The word lower-cased as JavaScript's `toLowerCase` does (Unicode's full mappings), with a final sigma
    /// made a plain one: `toLowerCase` writes `ς` at the end of a word and Swift does not, and a reader types
    /// either. The tokenizer has lower-cased ASCII already.
    private static func lowerCased(_ word: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        guard word.contains(where: { $0 >= 0x80 }) else { return Array(word) }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: String(decoding: word, as: UTF8.self).lowercased().unicodeScalars.lazy.map { $0 == "ς" ? "σ" : $0 })
        return Array(String(scalars).utf8)
    }
}
