import Foundation
import Testing
@testable import Core

@Suite struct FileStatusTests {
    @Test func describesFilesFoldersAndLinks() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-status-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("hello".utf8).write(to: URL(fileURLWithPath: folder + "/a.txt"))
        try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: folder + "/a.txt")
        #expect(FileStatus.of(folder + "/a.txt")?.kind == .regular)
        #expect(FileStatus.of(folder + "/a.txt")?.size == 5)
        #expect(FileStatus.of(folder)?.kind == .directory)
        #expect(FileStatus.of(folder + "/link", followingLinks: false)?.kind == .symbolicLink)
        #expect(FileStatus.of(folder + "/link")?.kind == .regular)
        #expect(FileStatus.of(folder + "/missing") == nil)
    }

    @Test func changesWhenTheFileIsRewritten() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-status-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data("one".utf8).write(to: URL(fileURLWithPath: path))
        let before = FileStatus.of(path)
        try Data("three".utf8).write(to: URL(fileURLWithPath: path))
        #expect(FileStatus.of(path) != before)
    }
}
