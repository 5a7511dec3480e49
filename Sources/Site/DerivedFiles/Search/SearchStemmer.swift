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
    /// The stem of a lower-case word.
    static func stem(_ word: [UInt8]) -> [UInt8] {
        guard word.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else { return word }
        var stem = withoutPlural(word)
        stem = withoutSuffix(stem)
        if stem.count > 3 && stem.last == e { stem.removeLast() }
        return stem
    }

    private static let e = UInt8(ascii: "e")

    private static func withoutPlural(_ word: [UInt8]) -> [UInt8] {
        if word.ends(with: "ies") && word.count > 4 { return word.dropLast(3) + [UInt8(ascii: "y")] }
        if word.ends(with: "sses") || word.ends(with: "xes") || word.ends(with: "ches") || word.ends(with: "shes") || word.ends(with: "zes") {
            return Array(word.dropLast(2))
        }
        if word.ends(with: "s") && !word.ends(with: "ss") && !word.ends(with: "us") && !word.ends(with: "is") && word.count > 3 {
            return Array(word.dropLast())
        }
        return word
    }

    private static func withoutSuffix(_ word: [UInt8]) -> [UInt8] {
        if word.ends(with: "ied") && word.count > 4 { return word.dropLast(3) + [UInt8(ascii: "y")] }
        for suffix in ["ing", "ed"] where word.ends(with: suffix) {
            let stem = Array(word.dropLast(suffix.utf8.count))
            guard stem.count >= 3, stem.contains(where: isVowel) else { return word }
            return undoubled(stem)
        }
        if word.ends(with: "ly") && word.count >= 6 { return Array(word.dropLast(2)) }
        return word
    }

    private static func undoubled(_ stem: [UInt8]) -> [UInt8] {
        let last = stem[stem.count - 1]
        guard stem[stem.count - 2] == last, !isVowel(last), !"lsz".utf8.contains(last) else { return stem }
        return Array(stem.dropLast())
    }

    private static func isVowel(_ byte: UInt8) -> Bool {
        "aeiouy".utf8.contains(byte)
    }
}

private extension Array where Element == UInt8 {
    func ends(with suffix: String) -> Bool {
        let suffix = suffix.utf8
        return count >= suffix.count && self[(count - suffix.count)...].elementsEqual(suffix)
    }
}
