import Core
import FrontMatter
import Templates

/// A file of Content/ that is not a page but a template: a JSON, XML or plain-text file whose front matter says
/// `template: true` is rendered by the template language — with `site` and its `data`, escaped as its type needs
/// (XML as XML; JSON and text as they are) — and written at its path without its front matter: an API file made
/// from data files, as Jekyll renders such a file. Every other file of Content/ is copied as it is.
enum ContentTemplateFile {
    /// The types read for front matter; any other file is copied without being opened.
    private static let extensions: Set<String> = ["json", "xml", "txt"]

    /// What the build writes for `file`; a template's problems go to `diagnostics`, and then it is copied.
    static func output(of file: SiteContent.StaticFile, rendering pages: PageRendering, diagnostics: inout Diagnostics) -> SiteOutputs.File {
        let copied = SiteOutputs.File(route: file.route, content: .copy(from: file.absolutePath))
        guard let dot = file.route.outputPath.lastIndex(of: "."), extensions.contains(String(file.route.outputPath[dot...].dropFirst())),
              FileBytes.contents(ofFile: file.absolutePath, limit: 3) == Array("---".utf8),
              let bytes = FileBytes.contents(ofFile: file.absolutePath)
        else { return copied }
        let path = "Content/" + file.route.outputPath
        do throws(Diagnostic) {
            let split = try FrontMatterParser.split(SourceText(path: path, bytes: bytes))
            guard PageMetadata(frontMatter: split.frontMatter).isTemplate else { return copied }
            // The front matter's lines left blank, so that every position in the body is its position in the file.
            let source = SourceText(path: path, bytes: [UInt8](repeating: UInt8(ascii: "\n"), count: split.bodyLineOffset) + bytes[split.bodyOffset...])
            do throws(DiagnosticList) {
                let (result, _) = try pages.templates.render(
                    source: source, variables: ["site": pages.context.siteValue], environment: pages.environment, subject: path)
                diagnostics.add(result.warnings)
                let blankLines = result.bytes.prefix(split.bodyLineOffset).prefix { $0 == UInt8(ascii: "\n") }.count
                return SiteOutputs.File(route: file.route, content: .text(String(decoding: result.bytes.dropFirst(blankLines), as: UTF8.self)))
            } catch {
                diagnostics.add(error.diagnostics)
            }
        } catch {
            diagnostics.add([error])
        }
        return copied
    }
}
