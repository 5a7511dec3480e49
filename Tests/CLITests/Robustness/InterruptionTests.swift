import Foundation
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
/// Serialized: each test times a real process, and the machine may have only two cores.
@Suite(.serialized) struct InterruptionTests {
    static let isRoot = geteuid() == 0
    static let setpriv = ["/usr/bin/setpriv", "/bin/setpriv"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Polls `condition` every millisecond for up to `seconds`.
    static func waitUntil(seconds: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(1_000)
        }
        return condition()
    }

    static func build(_ site: TemporarySite, _ extra: [String] = [], launcher: [String] = []) throws -> (status: Int32, output: String, error: String) {
        try SitegenProcess.run(["build", "--source", site.path, "--quiet"] + extra, launcher: launcher)
    }

    @Test func theSitegenBinaryIsBuiltWithTheTests() {
        #expect(FileManager.default.isExecutableFile(atPath: SitegenProcess.executable), "run 'swift build' first: \(SitegenProcess.executable)")
    }

    @Test func killingABuildWhileItReadsOrWritesLeavesThePreviousOutputIntact() throws {
        let site = TemporarySite.generated(pages: 400, largeFiles: 8)
        #expect(try Self.build(site).status == 0)
        let before = site.bytes(under: "Public")
        let edited = TemporarySite.generated(pages: 400, largeFiles: 8, variant: " edited")
        for (path, bytes) in edited.bytes(under: "Content") {
            try bytes.write(to: URL(fileURLWithPath: site.path + "/Content/" + path))
        }

        let killPoints: [(String, (SitegenProcess) -> Bool)] = [
            ("while reading and rendering", { _ in usleep(50_000); return true }),
            ("while writing the new output", { running in
                let staging = site.path + "/.Public.sitegen-tmp-staging-\(running.process.processIdentifier)"
                return Self.waitUntil(seconds: 120) { ((try? FileManager.default.contentsOfDirectory(atPath: staging))?.count ?? 0) >= 4 }
            }),
        ]
        for (moment, waitForMoment) in killPoints {
            let running = try SitegenProcess(["build", "--source", site.path])
            #expect(waitForMoment(running), "the build never got \(moment)")
            running.kill(SIGKILL)
            #expect(running.wait().status == -SIGKILL, "the build was still running \(moment) when it was killed")
            #expect(site.bytes(under: "Public") == before, "killed \(moment)")
        }

        let next = try Self.build(site)
        #expect(next.status == 0, "\(next.error)")
        #expect(site.read("Public/section-1/page-1/index.html")?.contains("Page 1 edited") == true)
        #expect(Self.waitUntil(seconds: 30) { site.temporaryTrees.isEmpty }, "left over: \(site.temporaryTrees)")
    }

    @Test func twoBuildsAtOnceIntoOneOutputLeaveOneWholeSite() throws {
        let first = TemporarySite.generated(pages: 120, variant: " (first)")
        let second = TemporarySite.generated(pages: 120, variant: " (second)")
        let shared = first.path + "/Shared"
        #expect(try Self.build(first, ["--output", first.path + "/Alone"]).status == 0)
        #expect(try Self.build(second, ["--output", first.path + "/AloneSecond"]).status == 0)
        let alone = [first.bytes(under: "Alone"), first.bytes(under: "AloneSecond")]
        for round in 0..<3 {
            let racing = try [first, second].map { try SitegenProcess(["build", "--source", $0.path, "--output", shared]) }
            let results = racing.map { $0.wait() }
            #expect(results.map(\.status) == [0, 0], "round \(round): \(results.map(\.error))")
            let result = first.bytes(under: "Shared")
            #expect(alone.contains(result), "round \(round): the output is one build's site, whole")
        }
    }

    @Test(.enabled(if: !isRoot || setpriv != nil, "as root, needs setpriv to build as an unprivileged user"))
    func anUnwritableOutputFolderFailsClearlyAndKeepsThePreviousOutput() throws {
        let site = TemporarySite.generated(pages: 5)
        #expect(try Self.build(site).status == 0)
        let before = site.bytes(under: "Public")
        site.write("Content/index.md", "# Changed\n")
        let result: (status: Int32, output: String, error: String)
        if Self.isRoot, let setpriv = Self.setpriv {
            // Root writes anywhere; nobody cannot write in the root-owned site folder.
            result = try Self.build(site, launcher: [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"])
        } else {
            chmod(site.path, 0o555)
            defer { chmod(site.path, 0o755) }
            result = try Self.build(site)
        }
        #expect(result.status == 1)
        #expect(result.error.contains("Permission denied"), "\(result.error)")
        #expect(result.error.contains("Public/ was not changed"), "\(result.error)")
        #expect(site.bytes(under: "Public") == before)
    }

    /// A write refused halfway. The process's file size limit (`ulimit -f`, with SIGXFSZ ignored)
    /// makes write(2) fail with EFBIG the way a full disk makes it fail with ENOSPC; a real full
    /// disk is checked by Benchmarks/load/full-disk.sh, which needs a tmpfs mount.
    @Test func aWriteRefusedHalfwayFailsClearlyAndKeepsThePreviousOutput() throws {
        let site = TemporarySite.generated(pages: 5)
        #expect(try Self.build(site).status == 0)
        let before = site.bytes(under: "Public")
        site.write("Content/huge.md", "# Huge\n\n" + String(repeating: "A long paragraph of text that fills the page. ", count: 40_000))
        let limited = ["/bin/sh", "-c", "trap '' XFSZ; ulimit -f 1000; exec \"$0\" \"$@\""]
        let result = try Self.build(site, launcher: limited)
        #expect(result.status == 1)
        #expect(result.error.contains("error: cannot write ") && result.error.contains("/Public/huge/index.html: File too large"), "\(result.error)")
        #expect(result.error.contains("Public/ was not changed"), "\(result.error)")
        #expect(site.bytes(under: "Public") == before)
        #expect(site.temporaryTrees.isEmpty, "the failed build removes its staging folder: \(site.temporaryTrees)")
    }
}
