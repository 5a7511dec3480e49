import Foundation
import TestSupport
import Testing
@testable import Core
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct FileBytesTests {
    @Test func readsAFileWholeOrFromAnOffsetUpToALimit() {
        let folder = TemporaryDirectory()
        folder.write("a.txt", "0123456789")
        let path = folder.path + "/a.txt"
        #expect(FileBytes.contents(ofFile: path) == Array("0123456789".utf8))
        #expect(FileBytes.contents(ofFile: path, from: 3) == Array("3456789".utf8))
        #expect(FileBytes.contents(ofFile: path, from: 3, limit: 2) == Array("34".utf8))
        #expect(FileBytes.contents(ofFile: path, from: 20) == [])
    }

    @Test func readsAFileLargerThanOneRead() {
        let folder = TemporaryDirectory()
        let text = String(repeating: "abcdefgh", count: 40_000)
        folder.write("big.txt", text)
        #expect(FileBytes.contents(ofFile: folder.path + "/big.txt") == Array(text.utf8))
    }

    @Test func readsAPipeFromItsStart() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let text = Array(String(repeating: "x", count: 10_000).utf8)
        #expect(write(ends[1], text, text.count) == text.count)
        close(ends[1])
        #expect(FileBytes.contents(ofFile: "/dev/fd/\(ends[0])") == text)
    }

    @Test func readsAPipeUpToALimitAndLeavesTheRest() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        #expect(write(ends[1], "abcdef", 6) == 6)
        close(ends[1])
        #expect(FileBytes.contents(ofDescriptor: ends[0], limit: 4) == Array("abcd".utf8))
        #expect(FileBytes.contents(ofDescriptor: ends[0]) == Array("ef".utf8))
    }

    @Test func aMissingFileOrAFolderIsNil() {
        let folder = TemporaryDirectory()
        #expect(FileBytes.contents(ofFile: folder.path + "/missing") == nil)
        #expect(FileBytes.contents(ofFile: folder.path) == nil)
    }
}
