import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Builds that do not finish — killed, racing another build, refused permission or space — leave
/// the previous output exactly as it was, byte for byte, and say why when they can.
/// Serialized: each test runs real builds of hundreds of pages, and the machine may have only two cores.
@Suite(.serialized) struct InterruptionTests {
    static let isRoot = geteuid() == 0
    static let setpriv = ["/usr/bin/setpriv", "/bin/setpriv"].first { FileManager.default.isExecutableFile(atPath: $0) }

    static func build(
        _ site: TemporaryDirectory, _ extra: [String] = [], launcher: [String] = [], executable: String = SitegenProcess.executable
    ) throws -> (status: Int32, output: String, error: String) {
        try SitegenProcess.run(["build", "--source", site.path, "--quiet"] + extra, launcher: launcher, executable: executable)
    }

    @Test func theSitegenBinaryIsBuiltWithTheTests() {
        #expect(FileManager.default.isExecutableFile(atPath: SitegenProcess.executable), "run 'swift build' first: \(SitegenProcess.executable)")
    }

    /// Each build is killed as soon as the kernel reports its staging folder holding `entries` entries:
    /// its marker alone, before it writes a page, then a few pages. (Not before the marker: a folder
    /// without it is not provably sitegen's, and the next build leaves it alone.)
    @Test func killingABuildWhileItReadsOrWritesLeavesThePreviousOutputIntact() throws {
        let site = TemporaryDirectory.generatedSite(pages: 400, largeFiles: 8)
        #expect(try Self.build(site).status == 0)
        let before = site.contents(under: "Public")
        let edited = TemporaryDirectory.generatedSite(pages: 400, largeFiles: 8, variant: " edited")
        for (path, bytes) in edited.contents(under: "Content") {
            try bytes.write(to: URL(fileURLWithPath: site.path(to: "Content/" + path)))
        }

        for (moment, entries) in [("before it writes a page", 1), ("while it writes pages", 4)] {
            let events = FolderEvents()
            events.watch(site.path)
            let running = try SitegenProcess(["build", "--source", site.path])
            let staging = site.path(to: ".Public.sitegen-tmp-staging-\(running.process.processIdentifier)")
            let reached = events.wait {
                guard FileManager.default.fileExists(atPath: staging) else { return false }
                events.watch(staging)
                return ((try? FileManager.default.contentsOfDirectory(atPath: staging))?.count ?? 0) >= entries
            }
            #expect(reached, "the build never got \(moment)")
            running.kill(SIGKILL)
            #expect(running.wait().status == -SIGKILL, "the build was still running \(moment) when it was killed")
            #expect(site.contents(under: "Public") == before, "killed \(moment)")
        }

        let events = FolderEvents()
        events.watch(site.path)
        let next = try Self.build(site)
        #expect(next.status == 0, "\(next.error)")
        #expect(site.read("Public/section-1/page-1/index.html")?.contains("Page 1 edited") == true)
        #expect(events.wait { site.temporaryTrees.isEmpty }, "left over: \(site.temporaryTrees)")
    }

    @Test func twoBuildsAtOnceIntoOneOutputLeaveOneWholeSite() throws {
        let first = TemporaryDirectory.generatedSite(pages: 120, variant: " (first)")
        let second = TemporaryDirectory.generatedSite(pages: 120, variant: " (second)")
        let shared = first.path + "/Shared"
        #expect(try Self.build(first, ["--output", first.path + "/Alone"]).status == 0)
        #expect(try Self.build(second, ["--output", first.path + "/AloneSecond"]).status == 0)
        let alone = [first.contents(under: "Alone"), first.contents(under: "AloneSecond")]
        for round in 0..<3 {
            let racing = try [first, second].map { try SitegenProcess(["build", "--source", $0.path, "--output", shared]) }
            let results = racing.map { $0.wait() }
            #expect(results.map(\.status) == [0, 0], "round \(round): \(results.map(\.error))")
            let result = first.contents(under: "Shared")
            #expect(alone.contains(result), "round \(round): the output is one build's site, whole")
        }
    }

    @Test(.enabled(if: !isRoot || setpriv != nil, "as root, needs setpriv to build as an unprivileged user"))
    func anUnwritableOutputFolderFailsClearlyAndKeepsThePreviousOutput() throws {
        let site = TemporaryDirectory.generatedSite(pages: 5)
        #expect(try Self.build(site).status == 0)
        let before = site.contents(under: "Public")
        site.write("Content/index.md", "# Changed\n")
        let result: (status: Int32, output: String, error: String)
        if Self.isRoot, let setpriv = Self.setpriv {
            // Root writes anywhere; nobody cannot write in the root-owned site folder. nobody runs a copy of
            // sitegen in a folder anyone can reach, wherever the checkout and its build folder are.
            let nobody = [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"]
            let reachable = try SitegenProcess.copyReachableByAnyone()
            result = try withExtendedLifetime(reachable) {
                let version = try SitegenProcess.run(["--version"], launcher: nobody, executable: reachable.executable)
                try #require(version.status == 0, "nobody cannot run \(reachable.executable): \(version.error)")
                return try Self.build(site, launcher: nobody, executable: reachable.executable)
            }
        } else {
            chmod(site.path, 0o555)
            defer { chmod(site.path, 0o755) }
            result = try Self.build(site)
        }
        #expect(result.status == 1)
        #expect(result.error.contains("Permission denied"), "\(result.error)")
        #expect(result.error.contains("Public/ was not changed"), "\(result.error)")
        #expect(site.contents(under: "Public") == before)
    }

    /// A write refused halfway. The process's file size limit (`ulimit -f`, with SIGXFSZ ignored)
    /// makes write(2) fail with EFBIG the way a full disk makes it fail with ENOSPC; a real full
    /// disk is checked by Benchmarks/load/full-disk.sh, which needs a tmpfs mount.
    @Test func aWriteRefusedHalfwayFailsClearlyAndKeepsThePreviousOutput() throws {
        let site = TemporaryDirectory.generatedSite(pages: 5)
        #expect(try Self.build(site).status == 0)
        let before = site.contents(under: "Public")
        site.write("Content/huge.md", "# Huge\n\n" + String(repeating: "A long paragraph of text that fills the page. ", count: 40_000))
        let limited = ["/bin/sh", "-c", "trap '' XFSZ; ulimit -f 1000; exec \"$0\" \"$@\""]
        let result = try Self.build(site, launcher: limited)
        #expect(result.status == 1)
        #expect(result.error.contains("error: cannot write ") && result.error.contains("/Public/huge/index.html: File too large"), "\(result.error)")
        #expect(result.error.contains("Public/ was not changed"), "\(result.error)")
        #expect(site.contents(under: "Public") == before)
        #expect(site.temporaryTrees.isEmpty, "the failed build removes its staging folder: \(site.temporaryTrees)")
    }
}
