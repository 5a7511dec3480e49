import Testing
import Core

@Suite struct ASCIIByteTests {
    private func bytes(where test: (UInt8) -> Bool) -> [UInt8] { (0...255).map(UInt8.init).filter(test) }

    @Test func digitsLettersAndHexDigitsAreASCIIOnly() {
        #expect(bytes(where: \.isASCIIDigit) == Array("0123456789".utf8))
        #expect(bytes(where: \.isASCIILetter) == Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".utf8))
        #expect(bytes(where: \.isASCIIHexDigit) == Array("0123456789ABCDEFabcdef".utf8))
        #expect(bytes(where: \.isASCIIAlphanumeric).count == 62)
    }

    @Test func whitespaceIsCsAndHTMLsWhichLeavesOutTheLineTabulation() {
        #expect(bytes(where: \.isASCIIWhitespace) == [0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20])
        #expect(bytes(where: \.isHTMLWhitespace) == [0x09, 0x0A, 0x0C, 0x0D, 0x20])
    }

    @Test func punctuationIsEveryPrintableByteThatIsNoLetterOrDigit() {
        #expect(String(decoding: bytes(where: \.isASCIIPunctuation), as: UTF8.self) == "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~")
    }

    @Test func lowerCasingChangesCapitalLettersOnly() {
        #expect(String(decoding: "Straße 42 ÄB-Z".utf8.map(\.asciiLowercased), as: UTF8.self) == "straße 42 Äb-z")
    }
}
