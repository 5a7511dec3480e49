import Testing
import Core

@Suite struct NormalizedPathTests {
    @Test func resolvesDotAndDotDotSegments() {
        #expect("/docs/./guide/../setup.md".normalizedPath() == "/docs/setup.md")
        #expect("a/./b/../c".normalizedPath() == "/a/c")
    }

    @Test func dotDotNeverClimbsAboveTheRoot() {
        #expect("/../a".normalizedPath() == "/a")
        #expect("/a/../../../b/c".normalizedPath() == "/b/c")
        #expect("..".normalizedPath() == "/")
    }

    @Test func dropsEmptySegments() {
        #expect("//a///b".normalizedPath() == "/a/b")
        #expect("".normalizedPath() == "/")
        #expect("/".normalizedPath() == "/")
    }

    @Test func endsWithASlashForAFolder() {
        #expect("/docs/guide/".normalizedPath() == "/docs/guide/")
        #expect("/docs/guide/..".normalizedPath() == "/docs/")
        #expect("/docs/.".normalizedPath() == "/docs/")
        #expect("/docs/guide".normalizedPath() == "/docs/guide")
    }

    @Test func keepsSegmentsThatOnlyStartWithDots() {
        #expect("/a/.../..b/.c/b..".normalizedPath() == "/a/.../..b/.c/b..")
    }

    @Test func keepsNonASCIISegments() {
        #expect("/café/../日本/./😀".normalizedPath() == "/日本/😀")
    }
}
