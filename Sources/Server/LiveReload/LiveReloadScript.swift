/// How preview pages get live reload: the tag inserted into each HTML response
/// (never into the files on disk), which loads `live-reload.js`; that script
/// and `live-reload-worker.js` say how they share one event stream.
enum LiveReloadScript {
    /// The tag inserted into HTML responses.
    static let tag = #"<script src="/_sitegen/live-reload.js"></script>"#

    /// `html` with the tag before its last `</body>`, or at the end when it has none.
    static func inject(into html: [UInt8]) -> [UInt8] {
        let closing = Array("</body".utf8)
        var output = html
        var index = html.count - closing.count
        while index >= 0 {
            if zip(html[index...], closing).allSatisfy({ $0.asciiLowercased == $1 }) {
                output.insert(contentsOf: tag.utf8, at: index)
                return output
            }
            index -= 1
        }
        output.append(contentsOf: tag.utf8)
        return output
    }
}
