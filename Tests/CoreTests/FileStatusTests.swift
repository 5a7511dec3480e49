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
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_700_000_000)], ofItemAtPath: path)
        let before = try #require(FileStatus.of(path))
        // Same size, same file (rewritten in place), so only the modification time can tell the two apart.
        let file = try #require(FileHandle(forWritingAtPath: path))
        file.write(Data("two".utf8))
        try file.close()
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_700_000_001)], ofItemAtPath: path)
        let after = try #require(FileStatus.of(path))
        #expect(after.size == before.size && after.inode == before.inode)
        #expect(after.modifiedSeconds == 1_700_000_001)
        #expect(after != before)
    }
}
