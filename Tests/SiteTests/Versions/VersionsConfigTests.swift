import Core
import Foundation
import TestSupport
import Testing
@testable import Site

/// site.json's "versions": what it says, and every mistake in it reported at its line and column, all in one run.
@Suite struct VersionsConfigTests {
    func errors(_ json: String) -> [String] {
        do {
            _ = try SiteConfig.parse(SourceText(path: "site.json", text: json))
            return []
        } catch {
            return error.diagnostics.map(\.summary)
        }
    }

    @Test func versionsComeFromFoldersAndGitRefsAndTheMarkedOneIsTheDefault() throws {
        let config = try SiteConfig.parse(SourceText(path: "site.json", text: #"""
            {"versions": [{"name": "1.0", "source": "Versions/1.0"}, {"name": "2.0", "source": "Content", "default": true},
                          {"name": "0.9", "git": "v0.9"}, {"name": "0.8", "git": "v0.8", "source": "Docs"}]}
            """#))
        #expect(config.versions.all.map(\.name) == ["1.0", "2.0", "0.9", "0.8"])
        #expect(config.versions.defaultVersion?.name == "2.0")
        #expect(config.versions.all.map(\.source) == [
            .folder("Versions/1.0"), .folder("Content"), .git(ref: "v0.9", folder: "Content"), .git(ref: "v0.8", folder: "Docs"),
        ])
        #expect(config.versionSourceFolders == ["Versions/1.0"])
    }

    @Test func withoutADefaultTheFirstIsIt() throws {
        let config = try SiteConfig.parse(SourceText(path: "site.json", text: #"{"versions": [{"name": "3", "source": "Content"}, {"name": "2", "source": "V2"}]}"#))
        #expect(config.versions.defaultVersion?.name == "3")
    }

    @Test func everyMistakeInTheVersionsIsReportedAtOnce() {
        #expect(errors("""
            {"languages": {"en": {}, "de": {}},
             "versions": [
              {"name": "2.0", "source": "Content", "default": true},
              {"name": "1.0", "folder": "Versions/1.0"},
              {"source": "Versions/x"},
              {"name": "../up", "source": "Versions/up"},
              {"name": "1.1", "source": "Versions/1.1", "git": "v1.1", "default": true},
              {"name": "0.9"},
              {"name": "2.0", "source": "Versions/again"},
              {"name": "0.8", "source": "/etc"},
              {"name": "0.7", "git": "--output=x"},
              {"name": "tags", "source": "Versions/tags"}
            ]}
            """) == [
            "site.json:4:19: error: unknown key 'folder' in a version (known: name, source, git, default)",
            "site.json:5:3: error: a version needs a \"name\", such as \"1.0\"",
            "site.json:6:3: error: version name '../up' cannot be a URL folder: use letters, digits, '.', '-' and '_', not starting with '.', and none of assets, search, tags",
            "site.json:8:3: error: version '0.9' needs a \"source\" folder (such as \"Versions/0.9\") or a \"git\" ref (such as \"v0.9\")",
            "site.json:9:3: error: a second version named '2.0' (3:3 is one)",
            "site.json:10:29: error: 'source' must be a folder inside the site folder, such as \"Versions/1.0\", not '/etc'",
            "site.json:11:26: error: 'git' must be a branch, tag or commit, such as \"v1.0\", not '--output=x'",
            "site.json:12:3: error: version name 'tags' cannot be a URL folder: use letters, digits, '.', '-' and '_', not starting with '.', and none of assets, search, tags",
            "site.json:7:71: error: '1.1' is a second default version ('2.0' is one); only one may be",
        ])
    }

    @Test func aVersionMayNotHaveTheNameOfALanguage() {
        #expect(errors(#"{"languages": {"en": {}, "de": {}}, "versions": [{"name": "2", "source": "Content"}, {"name": "de", "source": "V"}]}"#) == [
            "site.json:1:86: error: version 'de' has the name of a language; its folder would be that language's",
        ])
    }

    @Test func aVersionsFolderMustExistAndNotClashWithContent() throws {
        let site = TemporaryDirectory()
        site.write("site.json", #"""
            {"versions": [{"name": "2.0", "source": "Content"}, {"name": "1.0", "source": "Versions/1.0"},
                          {"name": "guide", "source": "Versions/guide"}, {"name": "0.5", "source": "Content/old"}]}
            """#)
        site.write("Content/guide/intro.md", "# Intro\n")
        site.write("Content/old/intro.md", "# Old\n")
        site.write("Versions/guide/intro.md", "# Guide\n")
        #expect(throws: BuildFailure.self) { try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build() }
        do {
            _ = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
        } catch {
            #expect(error.diagnostics.map(\.summary) == [
                "site.json:1:53: error: version '1.0' has no folder Versions/1.0/ in the site folder",
                "site.json:2:15: error: version 'guide' is published at /guide/, where Content/guide is already; rename one of them",
                "site.json:2:62: error: version '0.5' cannot be in Content/, whose pages are the default version's",
            ])
        }
    }

    @Test func theDefaultVersionIsContent() throws {
        let site = TemporaryDirectory()
        site.write("site.json", #"{"versions": [{"name": "2.0", "source": "Docs"}]}"#)
        site.write("Content/index.md", "# Home\n")
        do {
            _ = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
            Issue.record("the build succeeded")
        } catch {
            #expect(error.diagnostics.map(\.summary) == [
                "site.json:1:15: error: the default version is the site's Content/ folder: give it \"source\": \"Content\" (or no other), and the other versions their own folders",
            ])
        }
    }
}
