import Foundation
import TestSupport
import Testing
import Templates

/// Template files as editors save them.
@Suite struct TemplateFileTests {
    /// A byte order mark in the middle of a page is text: inside `<head>` it ends the head early.
    @Test func aByteOrderMarkAtTheStartOfATemplateFileIsNotOutput() throws {
        let folder = TemporaryDirectory()
        folder.write("page.html", bytes: [0xEF, 0xBB, 0xBF] + Array("<head>{% include \"meta.html\" %}</head>".utf8))
        folder.write("meta.html", bytes: [0xEF, 0xBB, 0xBF] + Array("<meta charset=\"utf-8\">\r\n".utf8))
        let library = TemplateLibrary(directory: folder.path, builtIns: [:])
        let output = try library.render("page.html", variables: [:], environment: RenderEnvironment()).output
        #expect(output == "<head><meta charset=\"utf-8\">\r\n</head>")
    }

    /// A page is written from the render's bytes as they are, so invalid UTF-8 in a template file must
    /// be repaired (each bad sequence becomes U+FFFD) before it reaches them.
    @Test func invalidUTF8InATemplateFileIsRepairedInTheRendersBytes() throws {
        let folder = TemporaryDirectory()
        folder.write("page.html", bytes: Array("<p>".utf8) + [0xE2, 0x82] + Array("{{ x }}</p>".utf8))
        let library = TemplateLibrary(directory: folder.path, builtIns: [:])
        let bytes = try library.render("page.html", variables: ["x": .string("é")], environment: RenderEnvironment()).bytes
        #expect(bytes == Array("<p>\u{FFFD}é</p>".utf8))
    }
}
