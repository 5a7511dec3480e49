import Testing
@testable import Server

/// 304 Not Modified and Range requests, on data.bin (bytes 0–99).
@Suite struct ResponderConditionalTests {
    let site = SiteFixture()
    var entityTag: String { site.respond("/data.bin").headers["ETag"]! }

    @Test func matchingEntityTagIsNotModified() {
        let response = site.respond("/data.bin", headers: ["If-None-Match": entityTag])
        #expect(response.code == 304)
        #expect(response.headers["ETag"] == entityTag)
        #expect(response.headers["Content-Length"] == nil)
        #expect(response.body.readAll().isEmpty)
    }

    @Test func weakOrListedOrStarEntityTagsMatchToo() {
        for value in ["W/\(entityTag)", "\"other\", \(entityTag)", "*"] {
            #expect(site.respond("/data.bin", headers: ["If-None-Match": value]).code == 304, "\(value)")
        }
    }

    @Test func otherEntityTagGetsTheFile() {
        #expect(site.respond("/data.bin", headers: ["If-None-Match": "\"stale\""]).code == 200)
    }

    @Test func notModifiedSinceADateAtOrAfterTheModification() {
        #expect(site.respond("/data.bin", headers: ["If-Modified-Since": "Tue, 14 Nov 2023 22:13:20 GMT"]).code == 304)
        #expect(site.respond("/data.bin", headers: ["If-Modified-Since": "Wed, 15 Nov 2023 00:00:00 GMT"]).code == 304)
    }

    @Test func modifiedSinceAnEarlierDate() {
        #expect(site.respond("/data.bin", headers: ["If-Modified-Since": "Tue, 14 Nov 2023 22:13:19 GMT"]).code == 200)
    }

    @Test func unreadableDateIsIgnored() {
        #expect(site.respond("/data.bin", headers: ["If-Modified-Since": "yesterday"]).code == 200)
    }

    @Test func entityTagWinsOverDate() {
        let headers: HTTPHeaders = ["If-None-Match": "\"stale\"", "If-Modified-Since": "Wed, 15 Nov 2023 00:00:00 GMT"]
        #expect(site.respond("/data.bin", headers: headers).code == 200)
    }

    @Test func headIsNotModifiedLikeGet() {
        #expect(site.respond("/data.bin", method: "HEAD", headers: ["If-None-Match": entityTag]).code == 304)
    }

    @Test(arguments: [
        ("bytes=10-19", 10..<20),
        ("bytes=90-", 90..<100),
        ("bytes=-5", 95..<100),
        ("bytes=95-1000", 95..<100),
        ("bytes=0-0", 0..<1),
        ("BYTES=0-1", 0..<2),
    ])
    func singleRangeIsPartialContent(field: String, bytes: Range<Int>) {
        let response = site.respond("/data.bin", headers: ["Range": field])
        #expect(response.code == 206)
        #expect(response.body.readAll() == bytes.map(UInt8.init))
        #expect(response.headers["Content-Range"] == "bytes \(bytes.lowerBound)-\(bytes.upperBound - 1)/100")
        #expect(response.headers["Content-Length"] == String(bytes.count))
    }

    @Test(arguments: ["bytes=100-", "bytes=500-600", "bytes=-0"])
    func rangeOutsideTheFileIs416(field: String) {
        let response = site.respond("/data.bin", headers: ["Range": field])
        #expect(response.code == 416)
        #expect(response.headers["Content-Range"] == "bytes */100")
    }

    @Test(arguments: ["bytes=0-1,5-6", "bytes=abc", "bytes=5-1", "items=0-1", "bytes=-", "bytes= 1 - 2"])
    func rangesTheServerDoesNotHandleGetTheWholeFile(field: String) {
        let response = site.respond("/data.bin", headers: ["Range": field])
        #expect(response.code == 200)
        #expect(response.body.readAll().count == 100)
    }

    @Test func ifRangeWithTheCurrentTagKeepsTheRange() {
        #expect(site.respond("/data.bin", headers: ["Range": "bytes=0-9", "If-Range": entityTag]).code == 206)
    }

    @Test func ifRangeWithAStaleTagOrDateSendsTheWholeFile() {
        #expect(site.respond("/data.bin", headers: ["Range": "bytes=0-9", "If-Range": "\"stale\""]).code == 200)
        #expect(site.respond("/data.bin", headers: ["Range": "bytes=0-9", "If-Range": "Mon, 13 Nov 2023 00:00:00 GMT"]).code == 200)
    }

    @Test func ifRangeWithTheModificationDateKeepsTheRange() {
        #expect(site.respond("/data.bin", headers: ["Range": "bytes=0-9", "If-Range": "Tue, 14 Nov 2023 22:13:20 GMT"]).code == 206)
    }

    @Test func headIgnoresRange() {
        let response = site.respond("/data.bin", method: "HEAD", headers: ["Range": "bytes=0-9"])
        #expect(response.code == 200)
        #expect(response.headers["Content-Length"] == "100")
    }
}
