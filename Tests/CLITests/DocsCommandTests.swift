import Foundation
import TestSupport
import Testing
@testable import CLI

/// `sitegen docs` on a copy of DocCTests' Geometry package, with a stand-in for `swift` that answers as the real
/// one did on it (`FakeSwift`): what the command does around the toolchain, without running it.
@Suite struct DocsCommandTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("DocCTests/Fixtures/SymbolGraphs/Geometry").path

    /// What `swift package describe --type json` printed for the Geometry package, as Swift 6.3.1 printed it
    /// but for its `sources`, which the command does not read.
    static let describe = """
        {"name": "Geometry", "path": "/tmp/docs-cmd/geo", "products": [{"name": "Geometry", "targets": ["Geometry"], "type": {"library": ["automatic"]}}],
         "targets": [{"c99name": "Geometry", "module_type": "SwiftTarget", "name": "Geometry", "path": "Sources/Geometry",
                      "product_memberships": ["Geometry"], "type": "library"}], "tools_version": "6.0"}
        """

    /// A copy of the Geometry package, and a fake `swift` whose builds write the fixture's graphs.
    static func package(buildOutput: String = "", buildStatus: Int32 = 0) throws -> (folder: TemporaryDirectory, swift: FakeSwift) {
        let folder = TemporaryDirectory()
        try FileManager.default.copyItem(atPath: fixture + "/Package.swift", toPath: folder.path(to: "Package.swift"))
        try FileManager.default.copyItem(atPath: fixture + "/Sources", toPath: folder.path(to: "Sources"))
        var graphs: [String: String] = [:]
        for name in ["Geometry.symbols.json", "Geometry@Swift.symbols.json"] {
            graphs[name] = try String(contentsOfFile: fixture + "/symbol-graphs/" + name, encoding: .utf8)
        }
        let swift = FakeSwift(in: folder, describe: describe, graphs: graphs, buildOutput: buildOutput, buildStatus: buildStatus)
        return (folder, swift)
    }

    @Test func publishesEveryPageDocCMakesAndAHomePageListingTheModules() throws {
        let (package, swift) = try Self.package()
        let result = sitegen("docs", package.path, "--swift", swift.path)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.hasPrefix("Building Geometry for its symbol graph…\nMade 2 symbol graph files of 1 module in "))
        #expect(result.output.hasPrefix("Built 116 pages, "))
        #expect(result.output.hasSuffix(" → \(package.path)/.build/sitegen/Public/\n"))
        #expect(swift.builtTargets == ["Geometry"])
        let docc = try String(contentsOfFile: Self.fixture + "/docc-expected-urls.txt", encoding: .utf8).split(separator: "\n")
        for url in docc {
            #expect(package.exists(".build/sitegen/Public" + url + "/index.html"), "\(url)")
        }
        let home = try #require(package.read(".build/sitegen/Public/index.html"))
        #expect(home.contains("<li><a href=\"/documentation/geometry/\">Geometry</a>: Points, vectors and shapes in the plane.</li>"))
        #expect(home.contains("<title>Geometry</title>"))
    }

    @Test func writesWhereOutputSaysWithTheBaseURL() throws {
        let (package, swift) = try Self.package()
        let output = package.path(to: "site")
        let result = sitegen("docs", package.path, "--swift", swift.path, "--output", output, "--base-url", "/geometry/", "--quiet")
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.isEmpty && result.error.isEmpty)
        #expect(try #require(package.read("site/index.html")).contains("href=\"/geometry/documentation/geometry/\""))
    }

    @Test func warningsNameTheCatalogsOwnFiles() throws {
        let (package, swift) = try Self.package()
        package.write("Sources/Geometry/Geometry.docc/Hexagon.md", "# ``Geometry/Hexagon``\n\nSix sides.\n")
        let result = sitegen("docs", package.path, "--swift", swift.path, "--quiet")
        #expect(result.status == 0)
        let catalogFile = package.path(to: "Sources/Geometry/Geometry.docc/Hexagon.md")
        #expect(result.error == "\(catalogFile):1:1: warning: '\(catalogFile)' documents ``Geometry/Hexagon``, which the symbol graphs of Geometry do not have; it is published as an article\n")
        let strict = sitegen("docs", package.path, "--swift", swift.path, "--quiet", "--strict")
        #expect(strict.status == 1)
        #expect(strict.error.hasPrefix("\(catalogFile):1:1: error: "))
    }

    @Test func aFailedBuildSaysWhichCommandFailedAndWhatTheCompilerSaid() throws {
        let compilerError = "/p/Sources/Geometry/Circle.swift:3:5: error: cannot find 'x' in scope\n"
        let (package, swift) = try Self.package(buildOutput: "[1/12] Compiling Geometry Circle.swift\n" + compilerError, buildStatus: 1)
        let result = sitegen("docs", package.path, "--swift", swift.path, "--quiet")
        #expect(result.status == 1)
        #expect(result.error.hasPrefix("error: 'swift build' exited with status 1\ncommand: \(swift.path) build --package-path \(package.path) "))
        #expect(result.error.hasSuffix("\nits output:\n" + compilerError))
        #expect(!package.exists(".build/sitegen/Public"))
    }

    /// The one test that runs the real toolchain, on a package small enough to build in seconds.
    @Test(.enabled(if: isSwiftOnPath, "needs swift on PATH")) func theRealToolchainMakesTheGraphs() throws {
        let package = TemporaryDirectory()
        try FileManager.default.copyItem(atPath: Self.fixture + "/Package.swift", toPath: package.path(to: "Package.swift"))
        try FileManager.default.copyItem(atPath: Self.fixture + "/Sources", toPath: package.path(to: "Sources"))
        let result = sitegen("docs", package.path, "--quiet")
        #expect(result.status == 0, "\(result.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: package.path(to: ".build/sitegen/symbol-graphs")).sorted()
            == ["Geometry.symbols.json", "Geometry@Swift.symbols.json"])
        #expect(package.exists(".build/sitegen/Public/documentation/geometry/circle/area()/index.html"))
    }

    @Test func aFolderWithoutAPackageIsAnError() {
        let folder = TemporaryDirectory()
        let result = sitegen("docs", folder.path, "--swift", "/nonexistent/swift")
        #expect(result.status == 1)
        #expect(result.error == "error: no Package.swift in \(folder.path): 'sitegen docs' documents a Swift package\n")
    }
}

private let isSwiftOnPath = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
    FileManager.default.isExecutableFile(atPath: $0 + "/swift")
}
