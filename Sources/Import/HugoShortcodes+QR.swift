import Core
import Foundation

extension HugoShortcodes {
    /// Hugo's built-in `qr`: its text (the `text` argument, or its body) as a QR code, drawn now into an SVG file the
    /// import adds to Content/ (in `targetDir`, named by what it encodes as Hugo names its PNG), and an image of it
    /// in the page. Nil when Hugo would refuse it: no text, an unknown level, a scale under 2, too much text.
    mutating func qrCode(for tag: ShortcodeTag, in text: String) -> (TemplateText, String.Index)? {
        let close = tag.isSelfClosing ? nil : Self.closing(of: tag, in: text)
        let body = close.map { text[tag.range.upperBound..<$0.range.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines) }
        guard let encoded = tag.named["text"] ?? body, !encoded.isEmpty,
              let level = QRCode.ErrorCorrection(hugoName: tag.named["level"] ?? "medium"),
              let scale = tag.named["scale"].map({ Int($0) }) ?? 4, scale >= 2,
              let code = QRCode(encoding: Array(encoded.utf8), level: level) else { return nil }
        let name = "qr_\(String(UInt64(bitPattern: Int64(FNV1a.slotHash(Array("\(level) \(scale) \(encoded)".utf8)))), radix: 16)).svg"
        let folder = (tag.named["targetDir"] ?? "").split(separator: "/").joined(separator: "/")
        let path = folder.isEmpty ? name : folder + "/" + name
        madeFiles.append((path, code.svg(scale: scale)))
        counts["qr → QR code image (SVG)", default: 0] += 1
        var output = TemplateText()
        output.append(text: MarkdownOutput.image("/" + path, description: MarkdownOutput.plainText(tag.named["alt"] ?? "QR code")))
        return (output, close?.range.upperBound ?? tag.range.upperBound)
    }
}
