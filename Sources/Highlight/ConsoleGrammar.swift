/// A terminal session: lines starting with `$ ` or `% ` (or a bare `$`) are commands, highlighted as shell
/// with the prompt as punctuation; a command ending in `\` goes on to the next line. Other lines are the
/// commands' output and stay plain.
enum ConsoleGrammar {
    static func highlight(_ lexer: inout Lexer) {
        while !lexer.isAtEnd {
            if isPrompt(lexer) {
                lexer.consume(1, as: .punctuation)
                lexer.limited(to: commandEnd(lexer)) { command in
                    ShellGrammar.highlight(&command)
                }
            } else {
                lexer.skipToLineEnd()
            }
            lexer.skipLineBreak()
        }
    }

    private static func isPrompt(_ lexer: Lexer) -> Bool {
        let byte = lexer.peek()
        guard byte == UInt8(ascii: "$") || byte == UInt8(ascii: "%") else { return false }
        let next = lexer.peek(1)
        return next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") || next.isLineBreak || (byte == UInt8(ascii: "$") && lexer.position + 1 == lexer.limit)
    }

    /// The end of the command's last line, following `\` continuations.
    private static func commandEnd(_ lexer: Lexer) -> Int {
        var scanner = lexer.probe
        while true {
            scanner.skipToLineEnd()
            guard scanner.position > lexer.position, scanner.previousByte == UInt8(ascii: "\\"), !scanner.isAtEnd else {
                return scanner.position
            }
            scanner.skipLineBreak()
        }
    }
}
