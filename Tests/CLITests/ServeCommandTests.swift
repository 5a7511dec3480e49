import Foundation
import TestSupport
import Testing
@testable import CLI
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct ServeCommandTests {
    @Test func aBusyPortIsReportedBeforeTheSiteIsBuilt() throws {
        let served = TemporaryDirectory.site()
        let first = try SitegenProcess(["serve", "--source", served.path, "--port", "0", "--no-watch"])
        defer {
            first.kill(SIGTERM)
            _ = first.wait()
        }
        let address = try #require(first.outputLine(containing: "http://"))
        let port = try #require(address.split(separator: ":").last?.prefix { $0.isNumber })
        let site = TemporaryDirectory.site()
        let result = sitegen("serve", "--source", site.path, "--port", String(port), "--no-watch")
        #expect(result.status == 1)
        #expect(result.error == "error: port \(port) on 127.0.0.1 is already in use (is another 'sitegen serve' running?); choose another with --port\n")
        #expect(!FileManager.default.fileExists(atPath: site.path + "/Public/index.html"), "the site was built before the port was tried")
    }

    @Test func aSourceFolderThatDoesNotExistIsAUsageError() {
        let parent = TemporaryDirectory()
        for command in ["build", "serve", "theme"] {
            let result = sitegen(command, "--source", parent.path(to: "nope"))
            #expect(result.status == 64, "\(command)")
            #expect(result.error.hasPrefix("Error: No folder at '\(parent.path(to: "nope"))': --source names the site folder\nUsage: sitegen \(command) "), "\(command)")
        }
    }
}
