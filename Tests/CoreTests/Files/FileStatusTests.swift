import Foundation
import TestSupport
import Testing
@testable import Core

@Suite struct FileStatusTests {
    @Test func describesFilesFoldersAndLinks() {
        let temporary = TemporaryDirectory()
        let folder = temporary.path
        temporary.write("a.txt", "hello")
        temporary.link("link", to: folder + "/a.txt")
        #expect(FileStatus.of(folder + "/a.txt")?.kind == .regular)
        #expect(FileStatus.of(folder + "/a.txt")?.size == 5)
        #expect(FileStatus.of(folder)?.kind == .directory)
        #expect(FileStatus.of(folder + "/link", followingLinks: false)?.kind == .symbolicLink)
        #expect(FileStatus.of(folder + "/link")?.kind == .regular)
        #expect(FileStatus.of(folder + "/missing") == nil)
    }

    @Test func changesWhenTheFileIsRewritten() throws {
        let folder = TemporaryDirectory()
        let path = folder.path(to: "file")
        folder.write("file", "one")
        folder.setModificationDate("file", Date(timeIntervalSince1970: 1_700_000_000))
        let before = try #require(FileStatus.of(path))
        // Same size, same file (rewritten in place), so only the modification time can tell the two apart.
        let file = try #require(FileHandle(forWritingAtPath: path))
        file.write(Data("two".utf8))
        try file.close()
        folder.setModificationDate("file", Date(timeIntervalSince1970: 1_700_000_001))
        let after = try #require(FileStatus.of(path))
        #expect(after.size == before.size && after.inode == before.inode)
        #expect(after.modifiedSeconds == 1_700_000_001)
        #expect(after != before)
    }
}
