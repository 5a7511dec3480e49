import Foundation
import TestSupport
import Testing
@testable import PackageDocs

@Suite struct SymbolGraphBuildTests {
    static let package = SwiftPackage(name: "shapes", root: "/p", modules: [
        DocumentedModule(name: "Shapes", sourceFolder: "/p/Sources/Shapes", catalogs: []),
        DocumentedModule(name: "Colors", sourceFolder: "/p/Sources/Colors", catalogs: []),
    ])

    @Test func buildsEachModuleWithTheSymbolGraphFlagsInItsOwnScratchFolder() {
        let build = SymbolGraphBuild(package: Self.package, toolchain: Toolchain(swift: "swift"), folders: DocsFolders(packageRoot: "/p"))
        #expect(build.arguments(building: "Shapes") == [
            "build", "--package-path", "/p", "--scratch-path", "/p/.build/sitegen/build", "--target", "Shapes",
            "-Xswiftc", "-emit-symbol-graph", "-Xswiftc", "-emit-symbol-graph-dir", "-Xswiftc", "/p/.build/sitegen/build/symbol-graphs",
            "-Xswiftc", "-emit-extension-block-symbols", "-Xswiftc", "-symbol-graph-minimum-access-level", "-Xswiftc", "public",
        ])
    }

    @Test func buildsWithTheTraitsAskedFor() {
        let build = SymbolGraphBuild(package: Self.package, toolchain: Toolchain(swift: "swift"), folders: DocsFolders(packageRoot: "/p"), traits: "defaults,Unstable")
        #expect(build.arguments(building: "Shapes").starts(with: [
            "build", "--package-path", "/p", "--scratch-path", "/p/.build/sitegen/build", "--target", "Shapes", "--traits", "defaults,Unstable", "-Xswiftc",
        ]))
    }

    @Test func keepsOnlyEachDocumentedModulesOwnGraphs() throws {
        let root = TemporaryDirectory()
        let swift = FakeSwift(in: root, describe: "", graphs: [
            "Shapes.symbols.json": "{}", "Shapes@Swift.symbols.json": "{}", "Colors.symbols.json": "{}",
            "Geometry.symbols.json": "{}", "Geometry@Shapes.symbols.json": "{}", "ShapesTests.symbols.json": "{}",
        ])
        let package = SwiftPackage(name: "shapes", root: root.path, modules: Self.package.modules)
        let folders = DocsFolders(packageRoot: root.path)
        root.write(".build/sitegen/symbol-graphs/Old.symbols.json", "{}")
        let names = try SymbolGraphBuild(package: package, toolchain: Toolchain(swift: swift.path), folders: folders).run()
        #expect(names == ["Colors.symbols.json", "Shapes.symbols.json", "Shapes@Swift.symbols.json"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folders.symbolGraphs).sorted() == names)
        #expect(swift.builtTargets == ["Shapes", "Colors"])
    }

    @Test func aModuleWhoseGraphTheBuildDidNotWriteIsAFailure() {
        let root = TemporaryDirectory()
        let swift = FakeSwift(in: root, describe: "", graphs: ["Shapes.symbols.json": "{}"], buildOutput: "Build complete!\n")
        let package = SwiftPackage(name: "shapes", root: root.path, modules: Self.package.modules)
        let folders = DocsFolders(packageRoot: root.path)
        #expect {
            _ = try SymbolGraphBuild(package: package, toolchain: Toolchain(swift: swift.path), folders: folders).run()
        } throws: { error in
            "\(error)".hasPrefix("'swift build' wrote no Colors.symbols.json into \(folders.emittedSymbolGraphs)")
                && "\(error)".contains("--target Colors") && "\(error)".hasSuffix("\nits output:\nBuild complete!")
        }
    }

    @Test func aFailedBuildStopsBeforeTheNextModule() {
        let root = TemporaryDirectory()
        let swift = FakeSwift(in: root, describe: "", buildOutput: "/p/Sources/Shapes/Circle.swift:3:5: error: cannot find 'x' in scope\n", buildStatus: 1)
        let package = SwiftPackage(name: "shapes", root: root.path, modules: Self.package.modules)
        #expect {
            _ = try SymbolGraphBuild(package: package, toolchain: Toolchain(swift: swift.path), folders: DocsFolders(packageRoot: root.path)).run()
        } throws: { error in
            "\(error)".hasPrefix("'swift build' exited with status 1\n")
                && "\(error)".hasSuffix("\nits output:\n/p/Sources/Shapes/Circle.swift:3:5: error: cannot find 'x' in scope")
        }
        #expect(swift.builtTargets == ["Shapes"])
    }
}
