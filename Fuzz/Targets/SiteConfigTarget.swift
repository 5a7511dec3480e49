// libFuzzer target: any bytes as site.json, read by SiteConfig as a build reads it. Besides crashes,
// hangs and sanitizer reports it fails when
// - an error points outside the file;
// - the JSON read, written back (JSONText) and read again as site.json, configures anything otherwise;
// - the base URL's canonical form does not read back as itself, or a site path under it leaves its path.
import Core

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSiteConfig(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = SourceText(path: "site.json", bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    let config: SiteConfig
    do {
        config = try SiteConfig.parse(source)
    } catch {
        for diagnostic in error.diagnostics { JSONText.checkInside(diagnostic, source) }
        return 0
    }
    checkBaseURL(config.baseURL)
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

/// The name of the first setting two configurations differ in, comparing JSON values wherever they were
/// written and everything else as it prints; every setting site.json has is compared, whatever it adds.
private func firstDifference(_ left: SiteConfig, _ right: SiteConfig) -> String? {
    for (one, other) in zip(Mirror(reflecting: left).children, Mirror(reflecting: right).children) {
        let same = switch (one.value, other.value) {
        case (let a as JSONValue?, let b as JSONValue?): a == nil && b == nil || a.flatMap { a in b.map { JSONText.same(a, $0) } } == true
        case (let a as [JSONMember], let b as [JSONMember]):
            a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && JSONText.same($0.value, $1.value) }
        default: String(describing: one.value) == String(describing: other.value)
        }
        if !same { return one.label ?? "?" }
    }
    return nil
}
