import Core

extension RoutingStep {
    /// A warning where a link page's text starts, when it has any: the page is a link in the navigation and its
    /// text is published nowhere, which its author should know rather than find the text missing.
    static func unpublishedText(of file: ContentFile) -> [Diagnostic] {
        guard let page = try? PageFile.read(file), let body = try? page.readBody(),
              let offset = body.bytes.firstIndex(where: { !Self.isWhitespace($0) })
        else { return [] }
        var location = SourceText(path: file.sourcePath, bytes: body.bytes).location(ofOffset: offset)
        location.line += page.bodyLineOffset
        return [Diagnostic(.warning, "a page with 'nav_link' is a link in the navigation, not a page: its text is not published", at: location)]
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\t")
    }
}
