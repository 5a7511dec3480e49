/// A light English stemmer, so that "themes", "themed" and "theming" find
/// "theme". Deliberately simple (search.js repeats it for the reader's query,
/// so the two must change together), applied to lower-case ASCII words only;
/// words with other characters are kept whole. In order:
/// 1. plurals: -ies → -y (more than 4 letters), -sses/-xes/-ches/-shes/-zes
///    lose -es, any other -s goes unless the word ends in -ss, -us or -is or
///    has 3 letters or fewer;
/// 2. one suffix: -ied → -y (more than 4 letters); -ing and -ed go when at least
///    3 letters with a vowel remain, and then a doubled final consonant other
///    than l, s or z is made single (running → run); -ly goes when at least 4
///    letters remain;
/// 3. a final -e goes from words of more than 3 letters (theme → them).
enum SearchStemmer {
    /// The stem of a lower-case word. The word's array is cut in place: each new word of a site is
    /// stemmed, and the stemmer was most of the cost of a word new to the vocabulary when it made
    /// arrays and compared suffixes as strings.
    static func stem(_ word: [UInt8]) -> [UInt8] {
        guard word.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else { return word }
        var stem = word
        removePlural(from: &stem)
        removeSuffix(from: &stem)
        if stem.count > 3 && stem.last == e { stem.removeLast() }
        return stem
    }

    private static let e = UInt8(ascii: "e")
    private static let y = UInt8(ascii: "y")

    private static func removePlural(from word: inout [UInt8]) {
        if word.ends(with: "ies") && word.count > 4 {
            word.replaceLast(3, with: y)
        } else if word.ends(with: "sses") || word.ends(with: "xes") || word.ends(with: "ches") || word.ends(with: "shes") || word.ends(with: "zes") {
            word.removeLast(2)
        } else if word.ends(with: "s") && !word.ends(with: "ss") && !word.ends(with: "us") && !word.ends(with: "is") && word.count > 3 {
            word.removeLast()
        }
    }

    private static func removeSuffix(from word: inout [UInt8]) {
        if word.ends(with: "ied") && word.count > 4 {
            word.replaceLast(3, with: y)
        } else if word.ends(with: "ing") || word.ends(with: "ed") {
            let stemCount = word.count - (word.last == UInt8(ascii: "g") ? 3 : 2)
            guard stemCount >= 3, word[..<stemCount].contains(where: isVowel) else { return }
            word.removeLast(word.count - stemCount)
            undouble(&word)
        } else if word.ends(with: "ly") && word.count >= 6 {
            word.removeLast(2)
        }
    }

    /// Makes a doubled final consonant other than l, s or z single (running → run).
    private static func undouble(_ stem: inout [UInt8]) {
        let last = stem[stem.count - 1]
        guard stem[stem.count - 2] == last, !isVowel(last), !"lsz".utf8.contains(last) else { return }
        stem.removeLast()
    }

    private static func isVowel(_ byte: UInt8) -> Bool {
        "aeiouy".utf8.contains(byte)
    }
}

private extension Array where Element == UInt8 {
    func ends(with suffix: StaticString) -> Bool {
        let length = suffix.utf8CodeUnitCount
        guard count >= length else { return false }
        return (0..<length).allSatisfy { self[count - length + $0] == suffix.utf8Start[$0] }
    }

    mutating func replaceLast(_ count: Int, with byte: UInt8) {
        removeLast(count)
        append(byte)
    }
}
