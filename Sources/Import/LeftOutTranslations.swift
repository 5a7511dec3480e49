/// Files left out because they are in a language the site does not build (not declared, or
/// declared with `build: false` or `disabled`), counted by language for the report.
struct LeftOutTranslations {
    private var counts: [String: Int] = [:]

    mutating func add(language code: String) {
        counts[code, default: 0] += 1
    }

    func report(into report: inout ImportReport, config: String) {
        for (code, count) in counts.sorted(by: { $0.key < $1.key }) {
            report.skipped.append("\(count) \(count == 1 ? "file" : "files") in '\(code)': a language \(config) does not build")
        }
    }
}
