import Testing
@testable import Theme

@Suite struct TokenNameTests {
    @Test func camelCaseAssetNameBecomesKebabCase() {
        #expect(TokenName.fromAssetName("backgroundPrimary") == "background-primary")
    }

    @Test func capitalisedAssetNameBecomesKebabCase() {
        #expect(TokenName.fromAssetName("BackgroundPrimary") == "background-primary")
    }

    @Test func acronymStaysOneWord() {
        #expect(TokenName.fromAssetName("URLColor") == "url-color")
    }

    @Test func spacesUnderscoresAndNamespacesBecomeHyphens() {
        #expect(TokenName.fromAssetName("Brand/Label 2_dim") == "brand-label-2-dim")
    }

    @Test func xcodesAccentColorBecomesTheAccentToken() {
        #expect(TokenName.fromAssetName("AccentColor") == "accent")
    }

    @Test func nameWithoutUsableCharactersHasNoToken() {
        #expect(TokenName.fromAssetName("色") == nil)
    }

    @Test func validNamesAreLowerCaseWordsJoinedByHyphens() {
        #expect(TokenName.isValid("code-background"))
        #expect(TokenName.isValid("h2"))
        #expect(!TokenName.isValid("Code"))
        #expect(!TokenName.isValid("code--x"))
        #expect(!TokenName.isValid("-code"))
        #expect(!TokenName.isValid("code-"))
        #expect(!TokenName.isValid("2code"))
        #expect(!TokenName.isValid(""))
    }
}
