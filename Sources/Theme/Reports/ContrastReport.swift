import Core
import Foundation

/// The WCAG 2 contrast of every text-like token (`text`, `text-*`, `accent`,
/// `accent-*`, `code-*`) on every background token (`background`,
/// `background-*`, `*-background`) in light, dark and night, each held to
/// WCAG's 4.5:1 for text, as axe-core holds the rendered page.
public struct ContrastReport: Sendable {
    /// One foreground on one background in one appearance.
    struct Check: Sendable, Hashable {
        /// The token drawn on top.
        var foreground: String
        /// The token drawn on.
        var background: String
        /// Where the pair is seen.
        var appearance: Appearance
        /// The contrast ratio, 1...21.
        var ratio: Double
        /// The ratio the pair must reach.
        var minimum: Double

        /// Whether the pair reaches its minimum.
        var passes: Bool { ratio >= minimum }
    }

    /// The palette checked.
    let palette: Palette
    /// Every check, grouped by foreground, then background, then appearance.
    var checks: [Check]
    /// A warning for each failing check, located at the foreground token's definition when it has one.
    public var diagnostics: [Diagnostic]

    /// What `sitegen theme` prints: the token table, every pair's ratios with failures marked, then the night levels.
    /// Made when asked for: every build checks the palette for its warnings, and only `sitegen theme` shows the table.
    public var table: String {
        Self.tokenTable(palette) + "\n" + Self.contrastTable(checks) + "\n" + NightLevelTable.text(palette)
    }

    /// Checks every pair of a palette.
    public init(palette: Palette) {
        var checks: [Check] = []
        for (foreground, role) in palette.foregrounds {
            for background in palette.backgrounds {
                for appearance in Appearance.allCases {
                    let back = background.color(in: appearance).composited(over: appearance.canvas)
                    checks.append(Check(
                        foreground: foreground.name, background: background.name, appearance: appearance,
                        ratio: foreground.color(in: appearance).contrastRatio(on: back), minimum: role.minimumContrast))
                }
            }
        }
        self.palette = palette
        self.checks = checks
        diagnostics = checks.filter { !$0.passes }.map { check in
            let token = palette[check.foreground]
            let message = "\(check.foreground) on \(check.background) has a contrast of \(Self.ratio(check.ratio)) in \(check.appearance.rawValue), below \(Self.minimum(check.minimum))"
            return Diagnostic(.warning, message, at: token?.location, sourceLine: token?.sourceLine)
        }
    }

    /// `4.48:1`: the ratio rounded to two decimals, as WCAG tools show it.
    static func ratio(_ value: Double) -> String {
        String(format: "%.2f:1", value)
    }

    /// `4.5:1` or `3:1`: a required minimum as WCAG writes it.
    static func minimum(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)):1" : "\(value):1"
    }

    private static func tokenTable(_ palette: Palette) -> String {
        let width = max(palette.tokens.map(\.name.count).max() ?? 0, "token".count)
        var lines = [(pad("token", width) + "  " + ["light", "dark", "night"].map { pad($0, 9) }.joined(separator: " ")).trimmingTrailingSpaces()]
        for token in palette.tokens {
            let colors = Appearance.allCases.map { pad(token.color(in: $0).css, 9) }.joined(separator: " ")
            lines.append((pad(token.name, width) + "  " + colors + (token.nightIsDerived ? "  (night derived)" : "")).trimmingTrailingSpaces())
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func contrastTable(_ checks: [Check]) -> String {
        let pairs = stride(from: 0, to: checks.count, by: Appearance.allCases.count).map { Array(checks[$0..<($0 + Appearance.allCases.count)]) }
        let labels = pairs.map { "\($0[0].foreground) on \($0[0].background)" }
        let width = max(labels.map(\.count).max() ?? 0, "contrast".count)
        var lines = [(pad("contrast", width) + "  " + pad("needs", 6) + " " + ["light", "dark", "night"].map { pad($0, 13) }.joined(separator: " ")).trimmingTrailingSpaces()]
        for (label, pair) in zip(labels, pairs) {
            let cells = pair.map { pad(ratio($0.ratio) + ($0.passes ? "" : " FAIL"), 13) }.joined(separator: " ")
            lines.append((pad(label, width) + "  " + pad(minimum(pair[0].minimum), 6) + " " + cells).trimmingTrailingSpaces())
        }
        let failures = checks.filter { !$0.passes }.count
        lines.append(failures == 0
            ? "All \(checks.count) checks pass (\(pairs.count) pairs in light, dark and night)."
            : "\(failures) of \(checks.count) checks fail.")
        return lines.joined(separator: "\n") + "\n"
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
