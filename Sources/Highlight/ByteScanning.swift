/// Byte-level scanning shared by the lexer and its lookahead probes. Each
/// step moves forward by at least one byte or not at all, never past the limit.
protocol ByteScanning {
    var bytes: [UInt8] { get }
    var position: Int { get set }
    /// The end of the stretch that may be read.
    var limit: Int { get }
}

/// A lookahead copy of a scanner's position: scanning it leaves the lexer where it was.
struct Probe: ByteScanning {
    let bytes: [UInt8]
    var position: Int
    let limit: Int
}

extension ByteScanning {
    /// A probe at the current position, for looking ahead.
    var probe: Probe {
        Probe(bytes: bytes, position: position, limit: limit)
    }

    var isAtEnd: Bool { position >= limit }

    /// The byte at `position + offset`, or 0 past the limit.
    func peek(_ offset: Int = 0) -> UInt8 {
        let index = position + offset
        return index < limit && index >= 0 ? bytes[index] : 0
    }

    /// The byte before `position`, or 0 at the start.
    var previousByte: UInt8 {
        position > 0 ? bytes[position - 1] : 0
    }

    mutating func advance(by count: Int = 1) {
        position = min(position + count, limit)
    }

    /// Steps over one whole Unicode scalar, so that no token boundary ever
    /// falls inside a multi-byte character.
    mutating func advanceScalar() {
        advance()
        while !isAtEnd, peek().isUTF8Continuation {
            advance()
        }
    }

    /// Steps over a backslash and the whole character it escapes.
    mutating func skipEscape() {
        advance()
        if !isAtEnd { advanceScalar() }
    }

    /// Whether the bytes at `position + offset` spell `literal` (ASCII).
    func hasPrefix(_ literal: StaticString, at offset: Int = 0, ignoringCase: Bool = false) -> Bool {
        literal.withUTF8Buffer { expected in
            let start = position + offset
            guard start >= 0, start + expected.count <= limit else { return false }
            for (index, byte) in expected.enumerated() {
                let actual = bytes[start + index]
                if ignoringCase ? actual.asciiLowercased != byte.asciiLowercased : actual != byte {
                    return false
                }
            }
            return true
        }
    }

    /// The bytes from `start` up to `position`.
    func text(from start: Int) -> ArraySlice<UInt8> {
        bytes[start..<position]
    }

    mutating func skip(while predicate: (UInt8) -> Bool) {
        while position < limit, predicate(bytes[position]) {
            position += 1
        }
    }

    mutating func skipIdentifier() {
        skip(while: \.isIdentifierByte)
    }

    mutating func skipHorizontalSpace() {
        skip(while: \.isHorizontalSpace)
    }

    mutating func skipWhitespace() {
        skip(while: \.isASCIIWhitespace)
    }

    /// Moves to the line break ending the current line (or the limit).
    mutating func skipToLineEnd() {
        skip { !$0.isLineBreak }
    }

    /// Steps over one line break: LF, CRLF or a lone CR.
    mutating func skipLineBreak() {
        if peek() == UInt8(ascii: "\r") { advance() }
        if peek() == UInt8(ascii: "\n") { advance() }
    }

    /// Moves just past the next `terminator`, or to the limit when there is none.
    /// Returns whether the terminator was found.
    @discardableResult
    mutating func skip(past terminator: StaticString) -> Bool {
        let first = terminator.withUTF8Buffer { $0.first ?? 0 }
        while position < limit {
            if bytes[position] == first, hasPrefix(terminator) {
                advance(by: terminator.utf8CodeUnitCount)
                return true
            }
            position += 1
        }
        return false
    }

    /// How many spaces and tabs (and line breaks, `acrossLines`) follow `position + offset`.
    func spaces(from offset: Int = 0, acrossLines: Bool = false) -> Int {
        var index = position + offset
        while index < limit, bytes[index].isHorizontalSpace || (acrossLines && bytes[index].isLineBreak) {
            index += 1
        }
        return index - position - offset
    }

    /// The first byte at or after `position + offset` that is not a space or a tab (0 at the limit).
    func nextByte(skippingSpacesFrom offset: Int = 0, acrossLines: Bool = false) -> UInt8 {
        peek(offset + spaces(from: offset, acrossLines: acrossLines))
    }

    /// Whether only spaces and tabs stand between the start of the line and `index`.
    func isFirstOnLine(_ index: Int) -> Bool {
        var index = index - 1
        while index >= 0, bytes[index].isHorizontalSpace {
            index -= 1
        }
        return index < 0 || bytes[index].isLineBreak
    }

    /// Scans a quoted string whose opening quote is already consumed, up to and
    /// including the closing `quote`. A backslash escapes the next byte when
    /// `escapes` is set; an unterminated single-line string ends at the line break.
    mutating func skipQuoted(_ quote: UInt8, escapes: Bool = true, multiline: Bool = false) {
        while position < limit {
            let byte = bytes[position]
            if byte == quote {
                position += 1
                return
            }
            if !multiline, byte.isLineBreak {
                return
            }
            if escapes, byte == UInt8(ascii: "\\"), position + 1 < limit, multiline || !bytes[position + 1].isLineBreak {
                position += 1
            }
            position += 1
        }
    }

    /// Scans a `/* … */` comment whose opener is already consumed; with
    /// `nested`, inner openers need their own closers (Swift).
    mutating func skipBlockComment(nested: Bool) {
        var depth = 1
        while position < limit {
            if hasPrefix("*/") {
                position += 2
                depth -= 1
                if depth == 0 { return }
            } else if nested, hasPrefix("/*") {
                position += 2
                depth += 1
            } else {
                position += 1
            }
        }
    }

    /// Scans a number literal starting at a digit (or a `.` before a digit):
    /// `0x1F`, `0b1010`, `0o17`, `1_000_000`, `1.5e-3`, `0x1p-2`, and with `suffix`
    /// the letters after it (`10px`, `1.0f`, `100n`, `2j`, `10ULL`). With
    /// `quoteSeparators`, `1'000'000` (C++14) is one number.
    mutating func skipNumber(quoteSeparators: Bool = false, suffix: Bool = true) {
        let isSeparator: (UInt8) -> Bool = { $0 == UInt8(ascii: "_") || (quoteSeparators && $0 == UInt8(ascii: "'")) }
        func skipDigits(_ lexer: inout Self, _ isDigit: (UInt8) -> Bool) {
            while !lexer.isAtEnd {
                let byte = lexer.peek()
                if isDigit(byte) || (isSeparator(byte) && isDigit(lexer.peek(1))) {
                    lexer.advance()
                } else {
                    return
                }
            }
        }
        let radixMark = peek(1) | 0x20
        if peek() == UInt8(ascii: "0"), radixMark == UInt8(ascii: "x"), peek(2).isASCIIHexDigit || isSeparator(peek(2)) {
            advance(by: 2)
            skipDigits(&self, \.isASCIIHexDigit)
            if peek() == UInt8(ascii: "."), peek(1).isASCIIHexDigit {
                advance()
                skipDigits(&self, \.isASCIIHexDigit)
            }
            skipExponent(marker: UInt8(ascii: "p"))
        } else if peek() == UInt8(ascii: "0"), radixMark == UInt8(ascii: "b") || radixMark == UInt8(ascii: "o"), peek(2).isASCIIDigit {
            advance(by: 2)
            skipDigits(&self, \.isASCIIDigit)
        } else {
            skipDigits(&self, \.isASCIIDigit)
            if peek() == UInt8(ascii: "."), peek(1).isASCIIDigit {
                advance()
                skipDigits(&self, \.isASCIIDigit)
            }
            skipExponent(marker: UInt8(ascii: "e"))
        }
        if suffix {
            skipIdentifier()
        }
    }

    /// Whether a number starts here: a digit, or `.`, `-` or `+` before one (`.5`, `-1`, `+.5`).
    var startsSignedNumber: Bool {
        var offset = peek() == UInt8(ascii: "-") || peek() == UInt8(ascii: "+") ? 1 : 0
        if peek(offset) == UInt8(ascii: ".") { offset += 1 }
        return peek(offset).isASCIIDigit
    }

    /// Scans a number after which `startsSignedNumber` held, sign included.
    mutating func skipSignedNumber() {
        if peek() == UInt8(ascii: "-") || peek() == UInt8(ascii: "+") { advance() }
        skipNumber()
    }

    /// Whether the bytes in `range` are exactly one number literal, without a suffix.
    func spellsNumber(_ range: Range<Int>) -> Bool {
        guard let first = range.first.map({ bytes[$0] }), first.isASCIIDigit || first == UInt8(ascii: ".") else { return false }
        var number = Probe(bytes: bytes, position: range.lowerBound, limit: range.upperBound)
        number.skipNumber(suffix: false)
        return number.isAtEnd
    }

    private mutating func skipExponent(marker: UInt8) {
        guard peek() | 0x20 == marker else { return }
        let sign = peek(1) == UInt8(ascii: "+") || peek(1) == UInt8(ascii: "-") ? 1 : 0
        if peek(1 + sign).isASCIIDigit {
            advance(by: 1 + sign)
            skip(while: \.isASCIIDigit)
        }
    }
}

extension ByteScanning {
    /// Where `literal` next occurs at or after `position`, before the limit.
    func offset(of literal: StaticString, ignoringCase: Bool = false) -> Int? {
        var probe = self.probe
        while !probe.isAtEnd {
            if probe.hasPrefix(literal, ignoringCase: ignoringCase) {
                return probe.position
            }
            probe.position += 1
        }
        return nil
    }

    /// How many times `byte` repeats from `position`.
    func run(of byte: UInt8) -> Int {
        var count = 0
        while peek(count) == byte, position + count < limit {
            count += 1
        }
        return count
    }
}
