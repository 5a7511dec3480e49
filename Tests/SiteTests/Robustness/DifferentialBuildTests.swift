import Foundation
import TestSupport
import Testing
@testable import Site

/// A build's bytes depend on its input only: not on how many threads built it, and not on
/// whether it was built in full or updated from a previous build.
@Suite struct DifferentialBuildTests {
    /// The package root, which holds the bundled documentation site (Content/, Templates/, site.json).
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// Every file below `folder` with its bytes, by relative path.
    static func snapshot(_ folder: String) -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let relative = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + relative, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[relative] = FileManager.default.contents(atPath: folder + "/" + relative)
            }
        }
        return files
    }

    static func expectIdentical(_ first: [String: Data], _ second: [String: Data], _ context: String = "", sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(first.keys.sorted() == second.keys.sorted(), "\(context)", sourceLocation: sourceLocation)
        let differing = first.keys.sorted().filter { first[$0] != second[$0] }
        #expect(differing == [], "files whose bytes differ \(context)", sourceLocation: sourceLocation)
    }

    /// Builds `source` into `output` with the given concurrency and returns what it wrote.
    static func build(_ source: String, into output: String, concurrency: Int?) throws -> [String: Data] {
        _ = try SiteBuilder(options: BuildOptions(sourceDirectory: source, outputDirectory: output, concurrency: concurrency)).build()
        return snapshot(output)
    }

    @Test func theBundledDocsBuildTheSameOnOneThreadAndOnAll() throws {
        #expect(FileManager.default.fileExists(atPath: Self.repositoryRoot + "/Content/index.md"))
        let outputs = TemporaryDirectory()
        let single = try Self.build(Self.repositoryRoot, into: outputs.path + "/single", concurrency: 1)
        let parallel = try Self.build(Self.repositoryRoot, into: outputs.path + "/parallel", concurrency: 4)
        #expect(single.count > 20)
        Self.expectIdentical(single, parallel)
    }

    @Test func aThousandPageSiteBuildsTheSameOnOneThreadAndOnMany() throws {
        let site = TemporaryDirectory()
        GeneratedSite.write(pageCount: 1_000, into: site)
        let single = try Self.build(site.path, into: site.path + "/Single", concurrency: 1)
        let parallel = try Self.build(site.path, into: site.path + "/Parallel", concurrency: 8)
        #expect(single.keys.filter { $0.hasSuffix("index.html") }.count >= 1_000)
        Self.expectIdentical(single, parallel)
    }

    @Test func rebuildingAGeneratedSiteAfterEditsEqualsAFullBuild() throws {
        let site = TemporaryDirectory()
        let pageCount = 300
        GeneratedSite.write(pageCount: pageCount, into: site)
        let builder = try site.builtForRebuilds()
        let edits: [(String, () -> Void)] = [
            ("a body", { site.edit(GeneratedSite.path(of: 10), GeneratedSite.page(10, count: pageCount) + "\nOne more line.\n") }),
            ("a title and tags", { site.edit(GeneratedSite.path(of: 11), GeneratedSite.page(11, count: pageCount)
                .replacingOccurrences(of: "title: \"Page 11", with: "title: \"Renamed 11").replacingOccurrences(of: "tags: [", with: "tags: [brand-new, ")) }),
            ("a new page", { site.edit("Content/docs/added.md", "---\ndate: 2030-01-01\ntags: [swift]\n---\n# Added\n\nLinks to [page 12](page-12.md).\n") }),
            ("a removed page", { try? FileManager.default.removeItem(atPath: site.path + "/" + GeneratedSite.path(of: 12)) }),
            ("a removed dark image", { try? FileManager.default.removeItem(atPath: site.path + "/Content/docs/images/figure~dark.png") }),
            ("a new template", { site.edit("Templates/page.html", "<title>{{ page.title }}</title>{{ page.content }}{{ page.next.title }}") }),
        ]
        for (what, change) in edits {
            change()
            _ = try builder.rebuild()
            let full = try Self.build(site.path, into: site.path + "/Full", concurrency: nil)
            Self.expectIdentical(Self.snapshot(site.path + "/Public"), full, "after changing \(what)")
            try FileManager.default.removeItem(atPath: site.path + "/Full")
        }
    }

    @Test func aTemplatesFolderAddedBetweenBuildsIsUsed() throws {
        let site = TemporaryDirectory()
        site.write("Content/index.md", "# Home\n")
        site.write("Content/a.md", "# A\n")
        let builder = try site.builtForRebuilds()
        site.write("Templates/page.html", "custom:{{ page.title }}")
        _ = try builder.rebuild()
        #expect(site.read("Public/a/index.html") == "custom:A")
        try FileManager.default.removeItem(atPath: site.path + "/Templates")
        _ = try builder.rebuild()
        #expect(site.read("Public/a/index.html")?.hasPrefix("<!doctype html>") == true, "the built-in layout again")
    }
}
