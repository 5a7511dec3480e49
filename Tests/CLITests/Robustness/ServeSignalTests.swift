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

/// `sitegen serve` stops on SIGTERM and SIGINT however it was started.
@Suite(.serialized) struct ServeSignalTests {
    /// A process inherits the signal mask of the thread that starts it, and tools start servers from
    /// worker threads that block signals (Dispatch's do; so did this test runner's).
    @Test(arguments: [SIGTERM, SIGINT])
    func serveStopsOnTheSignalEvenWhenStartedWithItBlocked(signal: Int32) throws {
        let site = TemporaryDirectory.site()
        var blocked = sigset_t()
        var previous = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGTERM)
        sigaddset(&blocked, SIGINT)
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        let server = try SitegenProcess(["serve", "--source", site.path, "--port", "0", "--no-watch"])
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        #expect(server.outputLine(containing: "http://") != nil)
        server.kill(signal)
        let stopped = server.endsByItself()
        if !stopped { server.kill(SIGKILL) }
        #expect(stopped, "serve did not stop on the signal")
        #expect(server.wait().status == 0)
    }
}
