// libFuzzer target: any bytes as a page's text, split into words by the search index's tokenizer
// (SearchTokenizer, which reads 64 bytes at a time with bit tricks), its words stemmed, and counted
// in the stem cache's word map (PaddedWordMap, which hashes and compares 8 bytes at a time through
// pointers), as the index builder does. Besides crashes, hangs and sanitizer reports it fails when
// - the words of valid UTF-8 text differ from those the tokenizer's documented rule gives, written
//   here the plain way, a Unicode scalar at a time; or its three ways of giving words disagree;
// - a word's buffer is not 8-byte aligned and zero-filled to a whole number of 8 bytes, as the map
//   reads it;
// - a stem is not the word, or its start, or its start with a final `y`;
// - the map finds a word it was not given, misses one it was, or gives it another's value.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSearch(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let words = wordsFromBytes(bytes)
    if let text = String(validating: bytes, as: UTF8.self) {
        let expected = documentedWords(of: text)
        guard words == expected else { fatalError("the tokenizer gives \(describe(words)) where the rule gives \(describe(expected))") }
        var fromString: [[UInt8]] = []
        SearchTokenizer.forEachWord(in: text) { fromString.append(Array($0)) }
        guard fromString == expected else { fatalError("the tokenizer gives \(describe(fromString)) from the string") }
    }
    var fromBuffer: [[UInt8]] = []
    SearchTokenizer.forEachWord(in: bytes) { word in
        checkPadding(word)
        fromBuffer.append(Array(word))
    }
    guard fromBuffer == words else { fatalError("the tokenizer gives \(describe(fromBuffer)) through its buffer, \(describe(words)) as numbers") }
    for word in words { checkStem(word) }
    checkWordMap(bytes)
    return 0
}

/// The words as the index builder's loop takes them: short ones and two-chunk ones as numbers.
private func wordsFromBytes(_ bytes: UnsafeBufferPointer<UInt8>) -> [[UInt8]] {
    var words: [[UInt8]] = []
    SearchTokenizer.forEachWord(in: bytes, short: { head, count in
        words.append(chunkBytes([head], count: count, wordCount: count))
    }, twoChunk: { head, tail, count in
        words.append(chunkBytes([head, tail], count: count, wordCount: count))
    }, other: { word in
        checkPadding(word)
        words.append(Array(word))
    })
    return words
}

/// A word given as little-endian chunks; fails unless the bytes past it are zero.
private func chunkBytes(_ chunks: [UInt64], count: Int, wordCount: Int) -> [UInt8] {
    let all = chunks.flatMap { chunk in (0..<8).map { UInt8(truncatingIfNeeded: chunk >> (8 * $0)) } }
    guard all[count...].allSatisfy({ $0 == 0 }) else { fatalError("a word of \(wordCount) bytes is given with bytes past it: \(all)") }
    return Array(all[..<count])
}

/// The rule SearchTokenizer documents: runs of ASCII letters and digits and other characters than
/// U+00A0 and U+2000–U+206F, ASCII lower-cased, of 2 to 40 bytes.
private func documentedWords(of text: String) -> [[UInt8]] {
    var words: [[UInt8]] = []
    var word: [UInt8] = []
    func end() {
        if (2...SearchTokenizer.maximumLength).contains(word.count) { words.append(word) }
        word = []
    }
    for scalar in text.unicodeScalars {
        let isASCIIWordCharacter = scalar.isASCII && [("0"..."9"), ("a"..."z"), ("A"..."Z")].contains { $0.contains(scalar) }
        let isSeparator = scalar.isASCII ? !isASCIIWordCharacter : scalar.value == 0xA0 || (0x2000...0x206F).contains(scalar.value)
        if isSeparator {
            end()
        } else {
            word += scalar.isASCII ? Array(String(scalar).lowercased().utf8) : Array(String(scalar).utf8)
        }
    }
    end()
    return words
}

private func checkPadding(_ word: UnsafeBufferPointer<UInt8>) {
    guard Int(bitPattern: word.baseAddress) % 8 == 0 else { fatalError("a word's buffer is not 8-byte aligned") }
    let padded = (word.count + 7) / 8 * 8
    guard (word.count..<padded).allSatisfy({ word.baseAddress![$0] == 0 }) else { fatalError("a word's buffer is not zero-filled to \(padded) bytes") }
}

private func checkStem(_ word: [UInt8]) {
    let stem = SearchStemmer.stem(word)
    let isStart = stem.count <= word.count && word.starts(with: stem)
    let isStartAndY = stem.last == UInt8(ascii: "y") && stem.count <= word.count && word.starts(with: stem.dropLast())
    guard !stem.isEmpty, isStart || isStartAndY else {
        fatalError("'\(String(decoding: word, as: UTF8.self))' stems to '\(String(decoding: stem, as: UTF8.self))'")
    }
}

/// Adds each new word to a map that starts small, so that it grows, looking every word up the way the
/// stem cache does, and compares with a dictionary.
private func checkWordMap(_ bytes: UnsafeBufferPointer<UInt8>) {
    var map = PaddedWordMap(capacity: 1)
    var expected: [[UInt8]: Int32] = [:]
    func check(_ found: Int32?, _ word: [UInt8], addingFrom buffer: UnsafeBufferPointer<UInt8>) {
        guard found == expected[word] else {
            fatalError("the word map gives \(found.map(String.init) ?? "nothing") for '\(String(decoding: word, as: UTF8.self))', not \(expected[word].map(String.init) ?? "nothing")")
        }
        if found == nil {
            expected[word] = Int32(expected.count)
            map.add(buffer, value: Int32(expected.count - 1))
        }
    }
    SearchTokenizer.forEachWord(in: bytes, short: { head, count in
        withUnsafeBytes(of: head.littleEndian) { chunk in
            let buffer = UnsafeBufferPointer(rebasing: chunk.bindMemory(to: UInt8.self)[0..<count])
            check(map.lookup.value(ofShortWord: head), Array(buffer), addingFrom: buffer)
        }
    }, twoChunk: { head, tail, count in
        withUnsafeBytes(of: (head.littleEndian, tail.littleEndian)) { chunks in
            let buffer = UnsafeBufferPointer(rebasing: chunks.bindMemory(to: UInt8.self)[0..<count])
            check(map.value(ofHead: head, tail: tail), Array(buffer), addingFrom: buffer)
        }
    }, other: { word in
        check(map.value(of: word), Array(word), addingFrom: word)
    })
    guard map.count == expected.count else { fatalError("the word map holds \(map.count) words, not \(expected.count)") }
}

private func describe(_ words: [[UInt8]]) -> String {
    words.map { String(decoding: $0, as: UTF8.self) }.debugDescription
}
