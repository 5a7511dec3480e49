/// The pages and files Hugo's build options keep from being published (`render: never`, `headless: true`), which
/// the import leaves out of Content/: Hugo publishes no page for them, and what includes their text (an `include`
/// shortcode) reads them from the source, where they stay. And the pages Hugo publishes but leaves out of its
/// lists (`list: never` or `local`), which sitegen's navigation lists as any other.
struct UnpublishedPages {
    private var pages: [String] = []
    private var files: [String] = []
    /// Source paths of the pages published but not listed.
    var unlisted: [String] = []

    mutating func add(_ sourcePath: String, isPage: Bool) {
        if isPage { pages.append(sourcePath) } else { files.append(sourcePath) }
    }

    /// One line a folder of such pages (a folder inside another such folder counts with it), and one a page not listed.
    func report(into report: inout ImportReport) {
        let folders = Set((pages + files).map(\.containingFolder))
        let top = folders.filter { folder in !folders.contains { folder.hasPrefix($0 + "/") } }
        for folder in top.sorted() {
            let inside = { (path: String) in path.hasPrefix(folder + "/") }
            let counts = [(pages.count(where: inside), "page"), (files.count(where: inside), "file")].filter { $0.0 > 0 }
            let what = counts.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }.joined(separator: " and ")
            report.skipped.append("\(folder)/: \(what) Hugo does not publish (build options: render never, or headless)")
        }
        report.skipped += unlisted.map { "\($0): Hugo leaves it out of its lists (build options: list never or local); sitegen's navigation lists it" }
    }
}
