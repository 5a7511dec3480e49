// libFuzzer target: any bytes as site.json, read by SiteConfig as a build reads it. Besides crashes,
// hangs and sanitizer reports it fails when
// - an error points outside the file;
// - the JSON read, written back (JSONText) and read again as site.json, configures anything otherwise;
// - the base URL's canonical form does not read back as itself, or a site path under it leaves its path;
// - a page's path in a language declared (a folder `de/intro.md`, or a suffix `intro.de.md`) is not in
//   that language, or does not lead back to the page it translates.
import Core
@testable import Site

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSiteConfig(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = SourceText(path: "site.json", bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    let config: SiteConfig
    do {
        config = try SiteConfig.parse(source)
    } catch {
        for diagnostic in error.diagnostics { checkInside(diagnostic, source) }
        return 0
    }
    checkBaseURL(config.baseURL)
    checkLanguages(config.languages)
    guard let root = try? JSONParser.parse(source), let text = JSONText.of(root) else { return 0 }
    let again: SiteConfig
    do {
        again = try SiteConfig.parse(SourceText(path: "written.json", text: text))
    } catch {
        fatalError("site.json written back does not read: \(error)\n\(text.debugDescription)")
    }
    if let difference = firstDifference(config, again) {
        fatalError("site.json written back configures '\(difference)' otherwise: \(text.debugDescription)")
    }
    return 0
}

private func checkBaseURL(_ baseURL: BaseURL) {
    guard BaseURL(baseURL.description) == baseURL else {
        fatalError("the base URL '\(baseURL)' reads back as '\(BaseURL(baseURL.description))'")
    }
    for path in ["/", "/docs/", "docs/a.html"] {
        guard baseURL.url(path).hasPrefix(baseURL.path) else {
            fatalError("the site path '\(path)' under '\(baseURL)' is '\(baseURL.url(path))'")
        }
    }
}

private func checkLanguages(_ languages: SiteLanguages) {
    let neutralPath = "guide/intro.md"
    for language in languages.all {
        let path = languages.languagePath(of: neutralPath, in: language)
        guard languages.language(ofLanguagePath: path) == language, languages.neutralPath(ofLanguagePath: path) == neutralPath else {
            fatalError("'\(path)' is in \(languages.language(ofLanguagePath: path).code), not \(language.code), or translates another page")
        }
        let suffixed = "guide/intro.\(language.code).md"
        guard !languages.isMultilingual || languages.languagePath(ofFile: suffixed) == path else {
            fatalError("'\(suffixed)' is placed at \(languages.languagePath(ofFile: suffixed) ?? "its own path"), not \(path)")
        }
    }
}

/// The name of the first setting two configurations differ in: every setting site.json has is compared,
/// whatever it adds, JSON values and members wherever they were written, sets in any order.
private func firstDifference(_ left: SiteConfig, _ right: SiteConfig) -> String? {
    zip(Mirror(reflecting: left).children, Mirror(reflecting: right).children).first { !same($0.value, $1.value) }.map { $0.0.label ?? "?" }
}

private func same(_ left: Any, _ right: Any) -> Bool {
    if let left = left as? JSONValue, let right = right as? JSONValue { return JSONText.same(left, right) }
    if let left = left as? JSONMember, let right = right as? JSONMember { return left.key == right.key && JSONText.same(left.value, right.value) }
    let (one, other) = (Mirror(reflecting: left), Mirror(reflecting: right))
    if one.displayStyle == .set {
        return Set(one.children.map { String(describing: $0.value) }) == Set(other.children.map { String(describing: $0.value) })
    }
    guard !one.children.isEmpty else { return String(describing: left) == String(describing: right) }
    return one.children.count == other.children.count && zip(one.children, other.children).allSatisfy { same($0.value, $1.value) }
}
