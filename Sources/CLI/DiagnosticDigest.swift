import Core

/// The console's text for a list of diagnostics. Diagnostics of one kind (broken links, undefined
/// variables, …) show the first few and then one line counting the rest, so that a large site's
/// thousands of broken links do not bury its other messages; `--verbose` shows every one.
enum DiagnosticDigest {
    /// How many diagnostics of one kind are shown before the count of the rest.
    static let shownPerKind = 3

    /// Each diagnostic on its own lines in the given order, the rest of each kind counted at the end.
    /// - Parameter counts: how many there are of each kind, when `diagnostics` lists only the first
    ///   `shownPerKind + 1` of each (`BuildOptions.warningsListedPerKind`); empty when it lists all.
    static func text(of diagnostics: [Diagnostic], counts: [DiagnosticKind: Int] = [:], verbose: Bool) -> String {
        let totals = verbose ? [:] : !counts.isEmpty ? counts : diagnostics.reduce(into: [DiagnosticKind: Int]()) { totals, diagnostic in
            if let kind = diagnostic.kind { totals[kind, default: 0] += 1 }
        }
        var shown: [DiagnosticKind: Int] = [:]
        var countedKinds: [DiagnosticKind] = []
        var text = ""
        for diagnostic in diagnostics {
            // A single hidden diagnostic takes no more room than the line that would count it.
            if let kind = diagnostic.kind, let total = totals[kind], total > shownPerKind + 1 {
                shown[kind, default: 0] += 1
                if shown[kind] == shownPerKind + 1 { countedKinds.append(kind) }
                if shown[kind]! > shownPerKind { continue }
            }
            text += diagnostic.description + "\n"
        }
        for kind in countedKinds {
            text += "… and \(grouped(totals[kind]! - shownPerKind)) more \(kind.plural); --verbose lists all\n"
        }
        return text
    }

    /// A count with thousands separated by commas, as English text writes it: `16,094`.
    static func grouped(_ count: Int) -> String {
        let digits = Array(String(count))
        var text = ""
        for (position, digit) in digits.enumerated() {
            if position > 0, (digits.count - position) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }
}
