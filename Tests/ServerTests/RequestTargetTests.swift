import Testing
@testable import Server

@Suite struct RequestTargetTests {
    @Test func splitsPathIntoDecodedSegmentsAndKeepsTheQuery() throws {
        let target = try RequestTarget.parse("/docs/caf%C3%A9%20bar/?page=2").get()
        #expect(target == RequestTarget(segments: ["docs", "café bar"], hasTrailingSlash: true, query: "page=2"))
    }

    @Test func rootIsNoSegmentsWithTrailingSlash() throws {
        #expect(try RequestTarget.parse("/").get() == RequestTarget(segments: [], hasTrailingSlash: true))
    }

    @Test func emptySegmentsAreDropped() throws {
        #expect(try RequestTarget.parse("//evil.example//x").get().segments == ["evil.example", "x"])
    }

    @Test func absoluteFormGivesTheAuthority() throws {
        let target = try RequestTarget.parse("http://127.0.0.1:8000/a?b").get()
        #expect(target == RequestTarget(segments: ["a"], hasTrailingSlash: false, query: "b", authority: "127.0.0.1:8000"))
    }

    @Test func absoluteFormWithoutPathIsTheRoot() throws {
        #expect(try RequestTarget.parse("http://localhost:8000").get() == RequestTarget(segments: [], hasTrailingSlash: true, authority: "localhost:8000"))
    }

    @Test(arguments: [
        "/../etc/passwd",
        "/docs/../../etc/passwd",
        "/%2e%2e/etc/passwd",
        "/%2E%2E/etc/passwd",
        "/.%2e/etc/passwd",
        "/docs/%2e%2e%2f%2e%2e%2fetc/passwd",
        "/..%2f..%2fetc/passwd",
        "/%2fetc/passwd",
        "/..\\..\\etc\\passwd",
        "/\\evil.example/x",
        "/%5c%5cevil.example/x",
        "/a%00.html",
        "/a%0d%0aSet-Cookie:%20x",
        "/%ff%fe",
        "/%c0%ae%c0%ae/etc/passwd",
        "/./index.html",
        "/a%zz",
        "/a%2",
        "*",
        "evil.example/x",
    ])
    func pathsThatCouldLeaveTheSiteAreRefused(target: String) {
        #expect(throws: RequestTarget.Problem.self) { try RequestTarget.parse(target).get() }
    }

    @Test func doubleEncodingIsDecodedOnceToALiteralName() throws {
        #expect(try RequestTarget.parse("/%252e%252e/etc").get().segments == ["%2e%2e", "etc"])
    }

    @Test func pathReencodesSegmentsAndNeverStartsWithTwoSlashes() throws {
        let target = try RequestTarget.parse("//evil.example/caf%C3%A9%20x/").get()
        #expect(target.path == "/evil.example/caf%C3%A9%20x/")
    }

    @Test func pathKeepsUnreservedAndSubDelimitersAndEncodesTheRest() throws {
        let target = try RequestTarget.parse("/a-b_c.d~e!$&'()*+,;=:@%20%3F%23%25").get()
        #expect(target.path == "/a-b_c.d~e!$&'()*+,;=:@%20%3F%23%25")
    }
}
