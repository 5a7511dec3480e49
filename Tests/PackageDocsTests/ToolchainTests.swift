import Foundation
import TestSupport
import Testing
@testable import PackageDocs

@Suite struct ToolchainTests {
    @Test func returnsWhatTheCommandPrintedOnStandardOutputOnly() throws {
        let folder = TemporaryDirectory()
        let swift = script(in: folder, "echo 'warning: an old manifest' >&2\necho '{\"name\": \"x\"}'\n")
        #expect(try Toolchain(swift: swift).run(["package", "describe"], in: folder.path) == "{\"name\": \"x\"}\n")
    }

    @Test func aFailureSaysTheCommandItsStatusAndTheLastLinesItPrintedWithoutProgress() {
        let folder = TemporaryDirectory()
        let lines = (1...30).map { "line \($0)" }.joined(separator: "\n")
        let swift = script(in: folder, "echo '[3/59] Compiling Shapes Circle.swift'\necho '\(lines)'\necho 'error: fatalError' >&2\nexit 1\n")
        #expect {
            try Toolchain(swift: swift).run(["build", "--target", "Shapes", "-Xswiftc", "a b"], in: folder.path)
        } throws: { error in
            let failure = error as! ToolchainFailure
            let expectedLines = (12...30).map { "line \($0)" } + ["error: fatalError"]
            return failure.description == """
                'swift build' exited with status 1
                command: \(swift) build --target Shapes -Xswiftc 'a b'
                the last 20 lines of its output:
                \(expectedLines.joined(separator: "\n"))
                """
        }
    }

    @Test func aShortOutputIsQuotedWhole() {
        let folder = TemporaryDirectory()
        let swift = script(in: folder, "echo 'Sources/Shapes/Circle.swift:3:5: error: cannot find x in scope'\nexit 1\n")
        #expect {
            try Toolchain(swift: swift).run(["build"], in: folder.path)
        } throws: { error in
            "\(error)" == "'swift build' exited with status 1\ncommand: \(swift) build\nits output:\nSources/Shapes/Circle.swift:3:5: error: cannot find x in scope"
        }
    }

    @Test func aCommandThatCannotStartIsAFailure() {
        let folder = TemporaryDirectory()
        #expect {
            try Toolchain(swift: folder.path(to: "missing/swift")).run(["build"], in: folder.path)
        } throws: { error in
            "\(error)" == "'swift build' could not be started: \(folder.path(to: "missing/swift")) is not an executable file\ncommand: \(folder.path(to: "missing/swift")) build"
        }
    }

    @Test func findsTheFirstSwiftOnTheSearchPath() {
        let folder = TemporaryDirectory()
        let swift = script(in: folder, "exit 0\n", at: "second/swift")
        folder.makeFolder("first")
        #expect(Toolchain.find(onSearchPath: folder.path(to: "first") + ":" + folder.path(to: "second"))?.swift == swift)
        #expect(Toolchain.find(onSearchPath: folder.path(to: "first")) == nil)
    }

    private func script(in folder: TemporaryDirectory, _ body: String, at name: String = "swift") -> String {
        folder.writeExecutable(name, "#!/bin/sh\n" + body)
        return folder.path(to: name)
    }
}
