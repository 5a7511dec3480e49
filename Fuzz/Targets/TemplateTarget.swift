// libFuzzer target: any bytes as up to three templates separated by 0x01 bytes — `page.html`,
// `base.html` and `partial.html`, so extends, include and block chains (and their cycles) are
// reached. The first is parsed and rendered with page and site values whose text is markup.
// Besides crashes, hangs and sanitizer reports it fails when that text reaches the output
// unescaped although no template asks for it with `safe`, or when it changes the page's
// structure: the tags and attribute names (HTMLTag, the browser's tokenizer in small) must be those
// of a render whose values are harmless words, unless the templates test what the values hold.
import Core
import Foundation

private let marker = "<zq\"'>"
private let hostileText = TemplateValue.string(marker + "&amp;</script>")
private let variables = values(text: hostileText, link: "javascript:alert(1)")
/// The same values with every hostile text a plain word: the structure they must not change.
private let harmlessVariables = values(text: "word", link: "word")

private func values(text hostileText: TemplateValue, link: TemplateValue) -> [String: TemplateValue] {
    [
    "page": .dictionary([
        "title": hostileText, "link": link, "url": "/docs/a/", "content": .html("<p>rendered</p>"), "draft": false, "weight": 2,
        "date": .date(Date(timeIntervalSince1970: 1_700_000_000)), "tags": .array([hostileText, "swift"]),
        "params": .dictionary(["n": .number(3.5), "none": .null, "list": .array([1, 2])]),
    ]),
    "site": .dictionary(["title": hostileText, "pages": .array([.dictionary(["title": hostileText, "url": "/b/"]), .dictionary(["title": "B"])])]),
    ]
}
private let environment = RenderEnvironment(
    baseURL: BaseURL("https://example.org/sub/"),
    filters: ["shout": { input, _ in .string(input.plainText.uppercased() + "!") }])

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTemplates(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let parts = UnsafeBufferPointer(start: data, count: size).split(separator: 0x01, maxSplits: 2, omittingEmptySubsequences: false)
    let names = ["page.html", "base.html", "partial.html"]
    var sources: [String: String] = [:]
    for (name, part) in zip(names, parts) {
        sources[name] = String(decoding: part, as: UTF8.self)
    }
    let library = TemplateLibrary(directory: nil, builtIns: sources)
    _ = try? library.dependencies(of: "page.html")
    do {
        let result = try library.render("page.html", variables: variables, environment: environment)
        let asksForRaw = sources.values.contains { $0.contains("safe") || $0.contains("zq") }
        if !asksForRaw, result.output.contains(marker) {
            fatalError("a value reached the output unescaped: \(result.output.debugDescription)")
        }
        if !asksForRaw, !testsValues(sources), let harmless = try? library.render("page.html", variables: harmlessVariables, environment: environment),
           structure(of: result.output) != structure(of: harmless.output) {
            fatalError("a value changed the page's structure: \(result.output.debugDescription) against \(harmless.output.debugDescription)")
        }
    } catch {
        _ = error.diagnostics.map(\.description)
    }
    return 0
}

/// Start and end tags with their attribute names: what a value must never add to or take from.
private func structure(of html: String) -> [String] {
    HTMLTagScanner.tags(in: html).map { (tag: HTMLTag) -> String in
        let names = tag.attributes.map { $0.name }.joined(separator: " ")
        return (tag.isEndTag ? "/" : "") + tag.name + " " + names
    }
}

/// Whether a tag compares, measures or searches values, so the two renders may take different branches.
private func testsValues(_ sources: [String: String]) -> Bool {
    sources.values.contains { source in
        source.split(separator: "{%", omittingEmptySubsequences: false).dropFirst().contains { tag in
            let body = tag.prefix { $0 != "%" }
            return ["<", ">", "=", " in ", "length", "first", "last", "where", "truncate", "slugify"].contains { body.contains($0) }
        }
    }
}
