import Foundation
import Testing
@testable import Theme

struct ScriptStripperTests {
    @Test func dropsLineCommentsIndentationAndBlankLines() {
        let source = "// Why.\n(() => {\n\n  // Why not.\n  run();\n})()\n"
        #expect(ScriptStripper.strip(source) == "(() => {\nrun();\n})()")
    }

    @Test func keepsLineBreaksBetweenStatements() {
        #expect(ScriptStripper.strip("let a = 1\n    let b = a\n") == "let a = 1\nlet b = a")
    }

    @Test func dropsBlockCommentsOverSeveralLinesAndKeepsCodeAfterThem() {
        let source = "/* One\n   // two\n   three */ run();\n/* four */\nstop();"
        #expect(ScriptStripper.strip(source) == "run();\nstop();")
    }

    @Test func leavesStringsAndRegularExpressionsOnCodeLinesAlone() {
        let source = "  const url = \"https://x/*y*/\"; const slashes = /\\/\\//;\n"
        #expect(ScriptStripper.strip(source) == "const url = \"https://x/*y*/\"; const slashes = /\\/\\//;")
    }

    @Test func keepsACommentAfterCodeOnItsLine() {
        #expect(ScriptStripper.strip("run(); // why\n") == "run(); // why")
    }

    @Test func readsWindowsLineEndings() {
        #expect(ScriptStripper.strip("// why\r\n  run();\r\n") == "run();")
    }

    @Test func leavesAnUnclosedBlockCommentOut() {
        #expect(ScriptStripper.strip("run();\n/* never closed\nstop();") == "run();")
    }

    /// The stripper cannot see inside template literals or `\` continued strings.
    @Test func themeScriptStaysWithinTheStrippersLimits() throws {
        let source = String(decoding: PackageResources.theme_js, as: UTF8.self)
        #expect(!source.contains("`"))
        for line in source.split(separator: "\n") {
            #expect(!line.hasSuffix("\\"), "\(line)")
            let code = line.drop { $0 == " " }
            if !code.hasPrefix("/*"), let open = code.range(of: "/*") {
                #expect(code[open.upperBound...].contains("*/"), "\(line)")
            }
        }
    }
}
