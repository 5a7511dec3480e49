import Testing
@testable import CLI

@Suite struct ArgumentParserTests {
    let command = CommandDefinition(
        name: "build", abstract: "Build.",
        options: [.value("source", "dir", short: "s", help: "Source."), .flag("drafts", help: "Drafts."), .flag("quiet", short: "q", help: "Quiet.")],
        arguments: [.init(name: "file", help: "A file.", isOptional: true)])

    func parse(_ arguments: String...) throws(UsageError) -> ParsedArguments {
        try ArgumentParser.parse(arguments, for: command)
    }

    func error(_ arguments: String...) -> String? {
        do {
            _ = try ArgumentParser.parse(arguments, for: command)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func readsSeparateAndJoinedValues() throws {
        #expect(try parse("--source", "site").value("source") == "site")
        #expect(try parse("--source=my site").value("source") == "my site")
        #expect(try parse("--source=").value("source") == "")
    }

    @Test func readsFlagsAndPositionals() throws {
        let parsed = try parse("a.md", "--drafts")
        #expect(parsed.flag("drafts"))
        #expect(parsed.positionals == ["a.md"])
    }

    @Test func doubleDashEndsOptions() throws {
        #expect(try parse("--", "--drafts").positionals == ["--drafts"])
    }

    @Test func acceptsADashAsAValue() throws {
        #expect(try parse("-").positionals == ["-"])
    }

    @Test func rejectsUnknownOptions() {
        #expect(error("--x") == "Unknown option '--x'")
        #expect(error("-x") == "Unknown option '-x'")
    }

    @Test func suggestsTheOptionAMisspellingMeant() {
        #expect(error("--draft") == "Unknown option '--draft' (did you mean '--drafts'?)")
        #expect(error("--sorce", "site") == "Unknown option '--sorce' (did you mean '--source'?)")
        #expect(error("--qiuet") == "Unknown option '--qiuet' (did you mean '--quiet'?)")
    }

    @Test func readsShortNames() throws {
        let parsed = try parse("-s", "site", "-q")
        #expect(parsed.value("source") == "site")
        #expect(parsed.flag("quiet"))
        #expect(error("-s") == "Missing value for '--source <dir>'")
    }

    @Test func rejectsAMissingValue() {
        #expect(error("--source") == "Missing value for '--source <dir>'")
        #expect(error("--source", "--drafts") == "Missing value for '--source <dir>'")
    }

    @Test func rejectsAValueForAFlag() {
        #expect(error("--drafts=yes") == "The flag '--drafts' does not take a value")
    }

    @Test func rejectsRepeatedOptions() {
        #expect(error("--source", "a", "--source", "b") == "The option '--source <dir>' was given more than once")
    }

    @Test func rejectsExtraArguments() {
        #expect(error("a", "b") == "Unexpected argument 'b'")
    }
}
