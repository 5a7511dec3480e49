import Core
import Foundation
import TestSupport
import Testing
@testable import Output

/// Two builds into one output folder take turns; a build lets the next one in when it is done, not when the last
/// reference to its lock goes.
@Suite struct BuildLockTests {
    // Seen in CI under load: a second build in the same process waited ("Another sitegen build is writing…") for a
    // lock the first, finished build still held through a reference on another thread.
    @Test func aReleasedLockLetsTheNextBuildInWhileItIsStillReferenced() throws {
        let site = TemporaryDirectory()
        let output = site.path + "/Public"
        let first = try BuildLock(outputPath: output) { Issue.record("the first build waited") }
        first.release()
        first.release()
        var waited = false
        let second = try BuildLock(outputPath: output) { waited = true }
        #expect(!waited)
        withExtendedLifetime(first) {}
        second.release()
    }
}
