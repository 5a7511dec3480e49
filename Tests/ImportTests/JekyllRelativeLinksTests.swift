import Testing
@testable import Import

/// A Jekyll page's relative links are read by the browser from its URL; sitegen reads them from the page's file, so
/// the import writes those that would differ from the site root.
@Suite struct JekyllRelativeLinksTests {
    func rooted(_ text: String, url: String = "/docs/installation/other-linux/", file: String = "docs/installation/other-linux.md") -> String {
        JekyllImporter.rootingRelativeLinks(in: text, oldURL: url, contentPath: file).text
    }

    // Seen in Jekyll's docs: `[Ubuntu](../ubuntu/)` on /docs/installation/other-linux/ went to /docs/ubuntu/.
    @Test func aRelativeLinkIsReadFromThePagesURL() {
        #expect(rooted("[Ubuntu](../ubuntu/#install) ![shot](shot.png)\n[ref]: ../macos/")
            == "[Ubuntu](/docs/installation/ubuntu/#install) ![shot](/docs/installation/other-linux/shot.png)\n[ref]: /docs/installation/macos/")
    }

    @Test func linksToMarkdownFilesRootedAndExternalLinksStay() {
        let text = "[a](ubuntu.md) [b](/docs/) [c](https://jekyllrb.com) [d](#top) [e]({{ site.baseurl }}/x) [f](mailto:a@b.c)"
        #expect(rooted(text) == text)
    }

    @Test func aPageWhoseFileSitsWhereItsURLIsKeepsItsLinks() {
        #expect(rooted("[a](../b/)", url: "/docs/x.html", file: "docs/x.md") == "[a](../b/)")
        #expect(rooted("[a](../b/)", url: "/docs/x/", file: "docs/x/index.md") == "[a](../b/)")
    }

    // Seen on poole/hyde and lanyon: `[RSS feed](/atom.xml)`, a feed made by Liquid, which sitegen's feed.xml replaces.
    @Test func aLinkToTheOldFeedGoesToSitegensFeed() {
        let linked = JekyllImporter.linkingReplacedFeeds(in: "[RSS feed](/atom.xml) [other](/atom.xml.html)\n[feed]: /atom.xml", feedURLs: ["/atom.xml"])
        #expect(linked.text == "[RSS feed](/feed.xml) [other](/atom.xml.html)\n[feed]: /feed.xml")
        #expect(linked.count == 2)
    }
}
