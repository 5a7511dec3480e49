import Testing
@testable import Import

/// Hugo's globs, as a page's `resources:` entries and `Resources.GetMatch` write them.
@Suite struct FileGlobTests {
    @Test func aStarMatchesAnyCharactersSlashesToo() {
        #expect(FileGlob.matches("**sunset*", "featured-sunset-1.jpg"))
        #expect(FileGlob.matches("**sunset*", "images/sunset.png"))
        #expect(FileGlob.matches("*.png", "images/a.png"))
        #expect(!FileGlob.matches("**sunset*", "moon.jpg"))
    }

    @Test func bracesMatchEitherAlternative() {
        #expect(FileGlob.matches("**.{png,jpg}", "a.jpg"))
        #expect(FileGlob.matches("**.{png,jpg}", "a.png"))
        #expect(!FileGlob.matches("**.{png,jpg}", "a.gif"))
        #expect(FileGlob.matches("{a,b}-{c,d}.txt", "b-c.txt"))
    }

    @Test func caseDoesNotMatter() {
        #expect(FileGlob.matches("**Sunset*", "SUNSET.JPG"))
    }

    @Test func aPatternOfMoreAlternativesThanAnyRealOneMatchesNothing() {
        #expect(!FileGlob.matches(String(repeating: "{a,b}", count: 20), String(repeating: "a", count: 20)))
    }
}
