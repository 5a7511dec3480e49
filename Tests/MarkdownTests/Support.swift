import Foundation
import Testing
import Markdown

/// Renders Markdown the way the tests compare it: parse with `extensions`, render with `options`.
func html(_ markdown: String, _ extensions: MarkdownExtensions = [], options: RenderOptions = .init()) -> String {
    HTMLRenderer(options: options).render(markdown, parsing: MarkdownOptions(extensions: extensions))
}

/// Headings written for short expectations: `h2 Title #title` (`#` alone without an id).
func described(_ headings: [Heading]) -> [String] {
    headings.map { "h\($0.level) \($0.text) #\($0.id ?? "")" }
}

/// Renders with raw HTML and every URL scheme allowed, as the spec's expected output assumes.
func unsafeHTML(_ markdown: String, _ extensions: MarkdownExtensions = []) -> String {
    html(markdown, extensions, options: RenderOptions(allowsUnsafeHTML: true))
}

/// One example of a spec file in the spec tooling's JSON form.
struct SpecExample: Decodable {
    var example: Int
    var section: String
    var markdown: String
    var html: String
}

/// The examples of a fixture file (`spec` or `gfm-extensions`).
func specExamples(_ name: String) throws -> [SpecExample] {
    let url = try #require(Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures"))
    return try JSONDecoder().decode([SpecExample].self, from: Data(contentsOf: url))
}
