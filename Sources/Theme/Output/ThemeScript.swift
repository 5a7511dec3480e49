/// The script at the top of `<head>`, `theme.js`: loaded without `defer` or `async`, it runs before the
/// first paint, so a page never shows a frame of the wrong appearance, and:
/// - applies the stored choice (`localStorage["sitegen-theme"]`: system, light,
///   dark or night) as `<html data-theme>` (none for system, where the media
///   query decides) and `data-theme-choice`;
/// - keeps a forced page's `data-theme` (`data-theme-forced`) under every
///   choice, Night included: a page that forces a scheme is like a SwiftUI view
///   with `preferredColorScheme`, always that scheme whatever the app's setting;
/// - turns "system" into night during the site's night schedule;
/// - defines `<sitegen-appearance>`, the appearance control of the default layouts, whose buttons it
///   makes as the parser inserts the element, so no page carries them and they are there before the
///   first paint with the stored choice pressed;
/// - wires every `button[data-theme-choice]` (click, `aria-pressed`);
/// - follows choices made in other tabs (`storage`) and the back/forward cache (`pageshow`);
/// - points each `<source data-appearance>` at the effective appearance of its
///   nearest `[data-theme]` (the OS media query only while on system), as the
///   parser adds them, so the wrong variant is not fetched first;
/// - keeps `<meta name="theme-color">` on the chosen background;
/// - applies the stored brightness of Night (`localStorage["sitegen-night-brightness"]`, `NightBrightness`) as
///   `<html data-night-brightness>`, and offers its steps in the appearance menu while Night is shown;
/// - in a `?sitegen-appearance=light|dark|night` preview frame, shows that
///   appearance without reading, writing or following the stored choice.
/// It is a file of its own rather than inline because every page would carry it: a site of thousands of
/// pages (an API reference) wrote it thousands of times, where a reader's browser fetches it once.
/// The script is Resources/theme.js, embedded at build time and kept readable
/// there; its comments and indentation are stripped once, when first used
/// (`ScriptStripper`). `SITEGEN_BACKGROUNDS`, `SITEGEN_NIGHT_SCHEDULE` and `SITEGEN_NIGHT_BRIGHTNESS` stand for the
/// site's values.
public enum ThemeScript {
    private static let template = ScriptStripper.strip(String(decoding: PackageResources.theme_js, as: UTF8.self))

    /// The contents of `OUTPUT/theme.js`.
    public static func source(palette: Palette, settings: ThemeSettings) -> String {
        let background = palette["background"]
        let colors = Appearance.allCases.map { "\($0.rawValue):\"\(background?.color(in: $0).css ?? "")\"" }.joined(separator: ",")
        let schedule = settings.nightSchedule.map { "[\($0.start),\($0.end)]" } ?? "null"
        return filled(template, with: [
            "SITEGEN_BACKGROUNDS": colors,
            "SITEGEN_NIGHT_SCHEDULE": schedule,
            "SITEGEN_NIGHT_BRIGHTNESS": "[\(NightBrightness.steps.map(String.init).joined(separator: ","))]",
        ])
    }

    /// `script` with each placeholder of `values` (a word of capitals and `_` starting `SITEGEN_`) replaced, in one
    /// pass over its bytes (Foundation's `replacingOccurrences` took a pass each, some 2.5 M instructions apiece).
    static func filled(_ script: String, with values: [String: String]) -> String {
        let bytes = Array(script.utf8)
        let prefix = Array("SITEGEN_".utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 256)
        var index = 0
        while index < bytes.count {
            if bytes[index] == prefix[0], bytes[index...].starts(with: prefix) {
                var end = index + prefix.count
                while end < bytes.count, bytes[end] == UInt8(ascii: "_") || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[end]) {
                    end += 1
                }
                if let value = values[String(decoding: bytes[index..<end], as: UTF8.self)] {
                    result.append(contentsOf: value.utf8)
                    index = end
                    continue
                }
            }
            result.append(bytes[index])
            index += 1
        }
        return String(decoding: result, as: UTF8.self)
    }
}
