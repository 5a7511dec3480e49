import Core
import Foundation
import TestSupport
import Testing
@testable import FrontMatter

/// Front matter nested deeper than anyone writes is an error at the first line too deep, not a
/// stack overflow (pages are parsed on worker threads with small stacks).
@Suite struct HostileFrontMatterTests {
    func parse(_ text: String) -> String? {
        do {
            _ = try FrontMatterParser.split(SourceText(path: "Content/x.md", text: text))
            return nil
        } catch {
            return error.summary
        }
    }

    @Test func keysNestedAThousandLevelsDeepAreAnError() {
        let keys = (0..<1_000).map { String(repeating: " ", count: $0) + "k\($0):\n" }.joined()
        #expect(parse("---\n" + keys + "---\n") == "Content/x.md:34:33: error: front matter nested more than 32 levels deep")
    }

    @Test func listsNestedAThousandLevelsDeepAreAnError() {
        let items = (0..<1_000).map { String(repeating: " ", count: $0) + "-\n" }.joined()
        #expect(parse("---\nk:\n" + items + "---\n") == "Content/x.md:34:32: error: front matter nested more than 32 levels deep")
    }

    @Test func nestingWithinTheLimitParses() throws {
        let keys = (0..<32).map { String(repeating: " ", count: $0) + "k\($0):\n" }.joined()
        #expect(parse("---\n" + keys + "---\n") == nil)
    }
}
