import Testing

@Suite struct ShellGrammarTests {
    @Test func firstWordOfACommandIsAFunction() {
        #expect(highlighted("git commit -m x | wc -l", "sh") == token("function", "git") + " commit " + token("attribute", "-m")
            + " x " + token("punctuation", "|") + " " + token("function", "wc") + " " + token("attribute", "-l"))
    }

    @Test func optionsAreAttributesUpToTheirValue() {
        #expect(highlighted("swift build -c release --source=site -- -x", "sh") == token("function", "swift") + " build "
            + token("attribute", "-c") + " release " + token("attribute", "--source") + "=site -- " + token("attribute", "-x"))
    }

    @Test func variablesAreAttributesAlsoInsideDoubleQuotes() {
        #expect(highlighted("echo \"$HOME/${DIR}\" '$NOT'", "bash") == token("function", "echo") + " "
            + token("string", "&quot;") + token("attribute", "$HOME") + token("string", "/") + token("attribute", "${DIR}")
            + token("string", "&quot;") + " " + token("string", "'$NOT'"))
    }

    @Test func assignmentNamesAreAttributesAndTheCommandAfterThemIsAFunction() {
        #expect(highlighted("CC=clang make", "sh") == token("attribute", "CC") + token("punctuation", "=") + "clang "
            + token("function", "make"))
    }

    @Test func exportedAssignmentsAreAssignments() {
        #expect(highlighted("export A=1 b", "sh") == token("function", "export") + " " + token("attribute", "A")
            + token("punctuation", "=") + "1 b")
    }

    @Test func commandSubstitutionHighlightsTheInnerCommand() {
        #expect(highlighted("x=$(date +%s)", "sh") == token("attribute", "x") + token("punctuation", "=$(")
            + token("function", "date") + " +%s" + token("punctuation", ")"))
    }

    @Test func hashStartsACommentOnlyAtAWordStart() {
        #expect(highlighted("echo a#b # c", "sh") == token("function", "echo") + " a#b " + token("comment", "# c"))
    }

    @Test func hereDocumentBodyIsAStringUpToItsDelimiter() {
        #expect(highlighted("cat <<'END'\n$x\nEND\nls", "sh") == token("function", "cat") + " " + token("punctuation", "&lt;&lt;")
            + token("string", "'END'") + "\n" + token("string", "$x") + "\n" + token("string", "END") + "\n" + token("function", "ls"))
    }

    @Test func reservedWordsAreKeywordsOnlyWhereACommandCouldStart() {
        #expect(highlighted("if true; then echo if; fi", "sh") == token("keyword", "if") + " " + token("function", "true")
            + token("punctuation", ";") + " " + token("keyword", "then") + " " + token("function", "echo") + " if"
            + token("punctuation", ";") + " " + token("keyword", "fi"))
    }

    @Test func consolePromptIsPunctuationAndOutputStaysPlain() {
        #expect(highlighted("$ ls -a\n.  ..\n% pwd", "console") == token("punctuation", "$") + " " + token("function", "ls")
            + " " + token("attribute", "-a") + "\n.  ..\n" + token("punctuation", "%") + " " + token("function", "pwd"))
    }

    @Test func consoleCommandContinuesAfterABackslash() {
        #expect(highlighted("$ a \\\n  b\nout", "console") == token("punctuation", "$") + " " + token("function", "a")
            + " \\\n  b\nout")
    }
}
