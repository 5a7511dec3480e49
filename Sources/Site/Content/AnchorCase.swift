import Core
import Markdown

/// The ids of a DocC page's headings keep their case (`Should-TCA-be-used`) where sitegen once wrote them in
/// lower case, and links written for those ids are still about: a same-page link whose fragment is no id of
/// the page but one in another case is pointed at that id.
enum AnchorCase {
    /// For each same-page link (`#fragment`) of `links` that names no id of `ids` exactly but one ignoring case,
    /// that id (the first in page order), by the fragment as written.
    static func corrections(of links: [LinkOccurrence], ids: [String]) -> [String: String] {
        let fragments = links.lazy.filter { !$0.isImage && $0.destination.utf8.first == UInt8(ascii: "#") }
            .map { String($0.destination.dropFirst()) }
        guard !fragments.isEmpty else { return [:] }
        let exact = Set(ids)
        var byLowercase: [String: String] = [:]
        for id in ids.reversed() { byLowercase[id.lowercased()] = id }
        var corrections: [String: String] = [:]
        for fragment in fragments {
            let decoded = PercentEncoding.decoded(fragment)
            guard !exact.contains(decoded), let id = byLowercase[decoded.lowercased()] else { continue }
            corrections[fragment] = id
        }
        return corrections
    }

    /// `resolve` with the links `corrections` names pointed at their ids.
    static func correcting(
        _ corrections: [String: String], _ resolve: (@Sendable (String, Bool) -> String)?
    ) -> @Sendable (String, Bool) -> String {
        { destination, isImage in
            if destination.utf8.first == UInt8(ascii: "#"), let id = corrections[String(destination.dropFirst())] { return "#" + id }
            return resolve?(destination, isImage) ?? destination
        }
    }
}
