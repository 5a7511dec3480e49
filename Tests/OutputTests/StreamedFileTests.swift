import Core
import Foundation
import TestSupport
import Testing
@testable import Output

@Suite struct StreamedFileTests {
    @Test func aFileWrittenInPiecesHoldsThemInOrderAndIsListedAsWritten() throws {
        let site = TemporaryDirectory()
        let transaction = try OutputTransaction(outputPath: site.path + "/Public", displayName: "Public/")
        let file = try transaction.create("tags/swift/index.html")
        for piece in ["<ul>", "<li>a</li>", "</ul>"] {
            try Array(piece.utf8).withUnsafeBufferPointer { bytes throws(Diagnostic) in try file.write(bytes) }
        }
        try file.finish()
        _ = try transaction.commit(baseURL: .root)
        #expect(site.read("Public/tags/swift/index.html") == "<ul><li>a</li></ul>")
        #expect(site.read("Public/.sitegen-output")?.hasSuffix("\ntags/swift/index.html\n") == true)
    }

    @Test func aFileThatCannotBeCreatedIsAnErrorNamingIt() throws {
        let site = TemporaryDirectory()
        let transaction = try OutputTransaction(outputPath: site.path + "/Public", displayName: "Public/")
        try transaction.write("a page", to: "posts/index.html")
        // A folder stands where the file would be.
        let error = #expect(throws: Diagnostic.self) { _ = try transaction.create("posts") }
        #expect(error?.message.hasPrefix("cannot write Public/posts: ") == true)
    }
}
