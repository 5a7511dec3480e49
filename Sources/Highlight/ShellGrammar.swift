/// Shell: sh, bash and zsh.
///
/// - function: the command word of each simple command (`git`, `./build.sh`), and function names
///   (`function deploy`, `deploy()`).
/// - keyword: reserved words in command position (`if`, `then`, `for`, `do`, `done`, `case`, `esac`, `[[`…)
///   and the `in` of `for`/`case`/`select`.
/// - attribute: variables (`$NAME`, `${NAME:-default}`, `$1`, `$@`), the name of an assignment (`NAME=value`) and
///   options (`-c`, `--product`, the name of `--source=site`).
/// - string: quoted strings and here-document bodies and delimiters; `$…` inside double quotes and
///   unquoted here-documents stays a variable.
/// - number: words of digits (`exit 1`, `2>&1`).
/// - comment: `#` starting a word.
/// - punctuation: operators (`|`, `&&`, `;`, `>`, `<<`…) and `$(`, `$((`, `` ` `` around substitutions.
struct ShellGrammar {
    static func highlight(_ lexer: inout Lexer) {
        var grammar = ShellGrammar()
        grammar.run(&lexer, closer: nil)
    }

    private struct HereDocument {
        let delimiter: ArraySlice<UInt8>
        let stripsTabs: Bool
        let expands: Bool
    }

    private enum Expecting {
        case nothing, functionName, redirectTarget
        /// The word after `for`, `select` or `case`, then the `in` after it.
        case subject(ofCase: Bool), keywordIn(ofCase: Bool)
    }

    var commandPosition = true
    private var expecting = Expecting.nothing
    /// Inside `case … in`, before a pattern's `)`: words are patterns, not commands.
    private var inCasePatterns = false
    /// After `export`, `local`, `declare`…: `NAME=value` arguments are assignments too.
    private var declaresVariables = false
    private var caseDepth = 0
    private var hereDocuments: [HereDocument] = []
    /// Where the last assignment's value has got to: a quoted string or
    /// variable glued to it continues the value rather than being an argument.
    private var assignmentEnd = -1

    /// Highlights to the limit, or up to `closer` (a `)` or `` ` `` ending a substitution), left unconsumed.
    mutating func run(_ lexer: inout Lexer, closer: UInt8?) {
        var parenthesisDepth = 0
        while !lexer.isAtEnd {
            let start = lexer.position
            let byte = lexer.peek()
            switch byte {
            case _ where byte.isLineBreak:
                lexer.skipLineBreak()
                readHereDocuments(&lexer)
                commandPosition = true
                declaresVariables = false
            case _ where byte.isASCIIWhitespace:
                lexer.skipWhitespace()
            case UInt8(ascii: "\\"):
                lexer.skipEscape()
                endWord(start: start, lexer: lexer)
            case UInt8(ascii: "#") where start == 0 || lexer.previousByte.isASCIIWhitespace || lexer.previousByte == UInt8(ascii: ";"):
                lexer.markLineComment()
            case UInt8(ascii: "'"):
                lexer.markString(escapes: false, multiline: true)
                endWord(start: start, lexer: lexer)
            case UInt8(ascii: "\""):
                lexer.advance()
                Self.stringContent(&lexer, from: start, expands: true, terminator: UInt8(ascii: "\""))
                endWord(start: start, lexer: lexer)
            case UInt8(ascii: "$"):
                Self.dollar(&lexer)
                endWord(start: start, lexer: lexer)
            case UInt8(ascii: "`"):
                if closer == UInt8(ascii: "`") { return }
                Self.substitution(&lexer, opener: 1, closer: UInt8(ascii: "`"))
                endWord(start: start, lexer: lexer)
            case UInt8(ascii: ")") where inCasePatterns:
                lexer.consume(1, as: .punctuation)
                inCasePatterns = false
                commandPosition = true
            case UInt8(ascii: ")") where closer == UInt8(ascii: ")") && parenthesisDepth == 0:
                return
            case UInt8(ascii: ";") where caseDepth > 0 && (lexer.peek(1) == UInt8(ascii: ";") || lexer.peek(1) == UInt8(ascii: "&")):
                lexer.consume(lexer.hasPrefix(";;&") ? 3 : 2, as: .punctuation)
                inCasePatterns = true
            case UInt8(ascii: "<"), UInt8(ascii: ">"):
                redirection(&lexer)
            case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: ";"), UInt8(ascii: "|"), UInt8(ascii: "&"):
                if byte == UInt8(ascii: "(") { parenthesisDepth += 1 }
                if byte == UInt8(ascii: ")") { parenthesisDepth -= 1 }
                lexer.consume(1, as: .punctuation)
                commandPosition = true
                declaresVariables = false
            default:
                word(&lexer)
            }
        }
    }

    /// After an argument-like token: the command has been named, unless the token continues an assignment.
    private mutating func endWord(start: Int, lexer: Lexer) {
        if case .subject(let ofCase) = expecting {
            expecting = .keywordIn(ofCase: ofCase)
        }
        if start == assignmentEnd {
            assignmentEnd = lexer.position
        } else {
            commandPosition = false
        }
    }

    private mutating func word(_ lexer: inout Lexer) {
        let start = lexer.position
        lexer.skip { !$0.isASCIIWhitespace && !Self.wordBreaks.contains($0) }
        if lexer.position == start {
            lexer.advanceScalar()
            return
        }
        let word = lexer.text(from: start)
        if finishExpected(word: word, start: start, lexer: &lexer) { return }
        if word.elementsEqual("esac".utf8), inCasePatterns || caseDepth > 0 {
            lexer.mark(.keyword, from: start)
            inCasePatterns = false
            caseDepth = max(0, caseDepth - 1)
            commandPosition = false
        } else if inCasePatterns {
            return
        } else if word.elementsEqual("{".utf8) || word.elementsEqual("}".utf8) {
            lexer.mark(.punctuation, from: start)
            commandPosition = word.elementsEqual("{".utf8)
        } else if word.elementsEqual("[[".utf8) || word.elementsEqual("]]".utf8) {
            lexer.mark(.keyword, from: start)
            commandPosition = false
        } else if word.allSatisfy(\.isASCIIDigit) {
            lexer.mark(.number, from: start)
            endWord(start: start, lexer: lexer)
        } else if commandPosition, Self.keywords.contains(word) {
            lexer.mark(.keyword, from: start)
            if word.elementsEqual("function".utf8) {
                expecting = .functionName
            } else if Self.loops.contains(word) {
                expecting = .subject(ofCase: word.elementsEqual("case".utf8))
            }
            commandPosition = Self.commandFollows.contains(word)
        } else if commandPosition || declaresVariables, let equals = word.firstIndex(of: UInt8(ascii: "=")), equals > start,
                  word[start..<equals].allSatisfy(\.isIdentifierByte) {
            lexer.mark(.attribute, start..<equals)
            lexer.mark(.punctuation, equals..<(equals + 1))
            assignmentEnd = lexer.position
        } else if commandPosition {
            lexer.mark(.function, from: start)
            commandPosition = false
            declaresVariables = Self.declarations.contains(word)
        } else {
            if let name = Self.optionName(word) { lexer.mark(.attribute, name) }
            endWord(start: start, lexer: lexer)
        }
    }

    /// The option an argument names (`-c`, `--product`, the `--source` of `--source=site`), so that a command's
    /// options stand out from its other arguments; nil for other words and for `--` alone, which ends the options.
    private static func optionName(_ word: ArraySlice<UInt8>) -> Range<Int>? {
        let dash = UInt8(ascii: "-")
        guard word.count > 1, word.first == dash, !word.elementsEqual("--".utf8) else { return nil }
        let end = word.firstIndex(of: UInt8(ascii: "=")) ?? word.endIndex
        return end - word.startIndex > 1 ? word.startIndex..<end : nil
    }

    /// Handles a word an earlier one announced (a function's name, a redirection's target, the
    /// subject of `for`/`case` and its `in`); false when nothing was expected of this one.
    private mutating func finishExpected(word: ArraySlice<UInt8>, start: Int, lexer: inout Lexer) -> Bool {
        let expected = expecting
        expecting = .nothing
        switch expected {
        case .functionName:
            lexer.mark(.function, from: start)
        case .redirectTarget:
            break
        case .subject(let ofCase):
            expecting = .keywordIn(ofCase: ofCase)
        case .keywordIn(let ofCase) where word.elementsEqual("in".utf8):
            lexer.mark(.keyword, from: start)
            commandPosition = false
            if ofCase {
                inCasePatterns = true
                caseDepth += 1
            }
        default:
            return false
        }
        return true
    }

    /// `<`, `>`, `>>`, `2>&1`-style operators, and `<<DELIMITER` here-documents.
    private mutating func redirection(_ lexer: inout Lexer) {
        if lexer.hasPrefix("<<<") {
            lexer.consume(3, as: .punctuation)
            return
        }
        if lexer.hasPrefix("<<") {
            let stripsTabs = lexer.peek(2) == UInt8(ascii: "-")
            lexer.consume(stripsTabs ? 3 : 2, as: .punctuation)
            lexer.skipHorizontalSpace()
            hereDocumentDelimiter(&lexer, stripsTabs: stripsTabs)
            return
        }
        let start = lexer.position
        lexer.skip { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "|") }
        lexer.mark(.punctuation, from: start)
        if lexer.peek().isASCIIDigit || lexer.peek() == UInt8(ascii: "-") {
            let target = lexer.position
            lexer.skip(while: \.isASCIIDigit)
            lexer.mark(.number, from: target)
        } else {
            expecting = .redirectTarget
        }
    }

    private mutating func hereDocumentDelimiter(_ lexer: inout Lexer, stripsTabs: Bool) {
        let start = lexer.position
        let quote = lexer.peek()
        let delimiter: ArraySlice<UInt8>
        let expands: Bool
        if quote == UInt8(ascii: "'") || quote == UInt8(ascii: "\"") {
            lexer.advance()
            let wordStart = lexer.position
            lexer.skip { $0 != quote && !$0.isLineBreak }
            delimiter = lexer.text(from: wordStart)
            if lexer.peek() == quote { lexer.advance() }
            expands = false
        } else {
            lexer.skip { !$0.isASCIIWhitespace && !Self.wordBreaks.contains($0) }
            delimiter = lexer.text(from: start)
            expands = true
        }
        guard !delimiter.isEmpty else { return }
        lexer.mark(.string, from: start)
        hereDocuments.append(HereDocument(delimiter: delimiter, stripsTabs: stripsTabs, expands: expands))
    }

    /// The bodies of the here-documents opened on the line just ended, each up to its delimiter line.
    private mutating func readHereDocuments(_ lexer: inout Lexer) {
        for document in hereDocuments {
            while !lexer.isAtEnd {
                let lineStart = lexer.position
                if document.stripsTabs { lexer.skip { $0 == UInt8(ascii: "\t") } }
                let contentStart = lexer.position
                lexer.skipToLineEnd()
                let lineEnd = lexer.position
                if lexer.bytes[contentStart..<lineEnd].elementsEqual(document.delimiter) {
                    lexer.mark(.string, contentStart..<lineEnd)
                    lexer.skipLineBreak()
                    break
                }
                lexer.position = lineStart
                if document.expands {
                    lexer.limited(to: lineEnd) { line in
                        Self.stringContent(&line, from: lineStart, expands: true, terminator: nil)
                    }
                } else {
                    lexer.mark(.string, lineStart..<lineEnd)
                }
                lexer.position = lineEnd
                lexer.skipLineBreak()
            }
        }
        hereDocuments.removeAll()
    }

    static let wordBreaks: Set<UInt8> = Set("|&;()<>'\"`$".utf8)

    private static let keywords: WordSet = [
        "if", "then", "else", "elif", "fi", "for", "while", "until", "do", "done", "case", "esac", "in",
        "function", "select", "time", "coproc", "!",
    ]

    /// Keywords after which the next word is a command.
    private static let commandFollows: WordSet = ["if", "then", "else", "elif", "while", "until", "do", "time", "!", "coproc"]

    private static let declarations: WordSet = ["export", "local", "declare", "readonly", "typeset"]

    private static let loops: WordSet = ["for", "select", "case"]
}
