import Foundation
import TestSupport
import Testing
@testable import PackageDocs

@Suite struct SwiftPackageTests {
    static let argumentParser = Bundle.module.resourcePath! + "/Fixtures/swift-argument-parser-1.8.2.describe.json"

    @Test func documentsTheSwiftTargetsOfLibraryProductsOnly() throws {
        let root = TemporaryDirectory()
        root.write("Sources/ArgumentParser/Documentation.docc/ArgumentParser.md", "# ``ArgumentParser``\n")
        let description = try Data(contentsOf: URL(fileURLWithPath: Self.argumentParser))
        let package = try SwiftPackage.read(describeOutput: description, root: root.path)
        #expect(package.name == "swift-argument-parser")
        #expect(package.modules == [
            DocumentedModule(
                name: "ArgumentParser", sourceFolder: root.path(to: "Sources/ArgumentParser"),
                catalogs: [root.path(to: "Sources/ArgumentParser/Documentation.docc")]),
        ], "not ArgumentParserToolInfo, which no product lists, nor the executables, plugins and tests")
    }

    @Test func aTargetWithoutACatalogIsStillDocumented() throws {
        let root = TemporaryDirectory()
        let package = try SwiftPackage.read(describeOutput: Data(Self.description(products: [.library("Shapes", ["Shapes"])]).utf8), root: root.path)
        #expect(package.modules.map(\.name) == ["Shapes"])
        #expect(package.modules[0].catalog == nil)
    }

    @Test func modulesFollowTheProductsOrderEachOnce() throws {
        let json = Self.description(products: [.library("All", ["Shapes", "Colors"]), .library("Colors", ["Colors"]), .executable("tool")])
        let package = try SwiftPackage.read(describeOutput: Data(json.utf8), root: "/p")
        #expect(package.modules.map(\.name) == ["Shapes", "Colors"])
        #expect(package.modules.map(\.sourceFolder) == ["/p/Sources/Shapes", "/p/Sources/Colors"])
    }

    @Test func aPackageWithoutLibrariesDocumentsItsRegularSwiftTargets() throws {
        let json = Self.description(products: [.executable("tool")])
        let package = try SwiftPackage.read(describeOutput: Data(json.utf8), root: "/p")
        #expect(package.modules.map(\.name) == ["Colors", "Shapes"], "not the C target, the executable or the tests")
    }

    @Test func aDescriptionThatIsNotJSONIsAnError() {
        #expect(throws: PackageDocsError.self) {
            try SwiftPackage.read(describeOutput: Data("warning: something\n".utf8), root: "/p")
        }
    }

    @Test func aFolderWithoutPackageSwiftIsAnError() {
        let folder = TemporaryDirectory()
        #expect {
            try SwiftPackage.read(at: folder.path, with: Toolchain(swift: "/nonexistent/swift"))
        } throws: { error in
            (error as? PackageDocsError)?.message == "no Package.swift in \(folder.path): 'sitegen docs' documents a Swift package"
        }
    }

    /// A product of `description(products:)`.
    struct Product {
        var name: String
        var targets: [String]
        var type: String

        static func library(_ name: String, _ targets: [String]) -> Product { Product(name: name, targets: targets, type: #"{"library": ["automatic"]}"#) }
        static func executable(_ name: String) -> Product { Product(name: name, targets: [name], type: #"{"executable": null}"#) }
    }

    /// A `describe --type json` text with Swift targets Shapes and Colors, a C target, an executable and a test target.
    static func description(products: [Product]) -> String {
        let productsJSON = products.map { product in
            #"{"name": "\#(product.name)", "targets": [\#(product.targets.map { "\"\($0)\"" }.joined(separator: ", "))], "type": \#(product.type)}"#
        }
        let targets = [("Shapes", "library", "SwiftTarget"), ("CShapes", "library", "ClangTarget"), ("Colors", "library", "SwiftTarget"),
                       ("tool", "executable", "SwiftTarget"), ("ShapesTests", "test", "SwiftTarget")]
        let targetsJSON = targets.map { name, type, moduleType in
            #"{"name": "\#(name)", "type": "\#(type)", "module_type": "\#(moduleType)", "path": "\#(type == "test" ? "Tests" : "Sources")/\#(name)"}"#
        }
        return #"{"name": "shapes", "products": [\#(productsJSON.joined(separator: ", "))], "targets": [\#(targetsJSON.joined(separator: ", "))]}"#
    }
}
