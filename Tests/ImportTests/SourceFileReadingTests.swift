import TestSupport
import Testing
@testable import Import

/// How an importer reads the old site's files: as UTF-8 text, as the Foundation reader it replaced did.
struct SourceFileReadingTests {
    @Test func aFileIsItsTextWithoutAByteOrderMark() {
        let folder = TemporaryDirectory()
        folder.write("a.md", bytes: [0xEF, 0xBB, 0xBF] + Array("# Ä\n".utf8))
        folder.write("empty.md", "")
        #expect(ImportedSite.read("a.md", in: folder.path) == "# Ä\n")
        #expect(ImportedSite.read("empty.md", in: folder.path) == "")
    }

    @Test func aFileThatIsNoUTF8OrIsNotThereIsNoText() {
        let folder = TemporaryDirectory()
        folder.write("latin1.md", bytes: [0x41, 0xC4, 0x0A])
        #expect(ImportedSite.read("latin1.md", in: folder.path) == nil)
        #expect(ImportedSite.read("missing.md", in: folder.path) == nil)
    }
}
