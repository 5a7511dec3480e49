import Core
import Foundation

/// The `.sitegen-output` file in every output folder: it marks the folder as
/// sitegen's, lists the files the build wrote (so files anyone else put there
/// are never deleted) and records the base URL the site was built for (so
/// `sitegen serve --root` serves it under the same path).
public enum OutputMarker {
    private static let header = "# Written by sitegen; this folder is replaced on every build.\n"
    private static let baseURLPrefix = "# Base URL: "
    private static let filesLine = "# Files sitegen wrote:\n"

    /// The marker's text for a build.
    static func text(files: [some StringProtocol], baseURL: BaseURL) -> String {
        heading(baseURL: baseURL) + files.joined(separator: "\n") + "\n"
    }

    /// Writes the marker for a build to `path` in pieces, never holding its text whole: the list grows
    /// with the site and is written at the end of the build while the whole site is held.
    /// - Returns: nil, or the system's reason for failing.
    static func write(files: SortedPaths, baseURL: BaseURL, to path: String) -> String? {
        let descriptor: Int32
        switch FileWriting.create(path) {
        case .success(let opened): descriptor = opened
        case .failure(let reason): return reason.text
        }
        defer { close(descriptor) }
        var piece = Array(heading(baseURL: baseURL).utf8)
        var failure: String?
        files.forEach { file in
            guard failure == nil else { return }
            piece += file
            piece.append(UInt8(ascii: "\n"))
            if piece.count >= 1 << 16 {
                failure = piece.withUnsafeBytes { FileWriting.write($0, at: descriptor) }
                piece.removeAll(keepingCapacity: true)
            }
        }
        return failure ?? piece.withUnsafeBytes { FileWriting.write($0, at: descriptor) }
    }

    /// The lines before the list of files.
    private static func heading(baseURL: BaseURL) -> String {
        header + baseURLPrefix + baseURL.description + "\n" + filesLine
    }

    /// The files a marker lists: every line after the header's last line, as written (a page may be
    /// called `#1 post.md`, so a name starting with `#` is a name). Markers without that line list
    /// every line that is not a `#` comment.
    static func files(in text: String) -> Set<String> {
        let lines = text.split(separator: "\n")
        guard let header = lines.firstIndex(where: { $0 + "\n" == filesLine }) else {
            return Set(lines.filter { !$0.hasPrefix("#") }.map(String.init))
        }
        return Set(lines[(header + 1)...].map(String.init))
    }

    /// The base URL the site in `folder` was built for, when sitegen built it.
    /// Only the header is read: `serve` asks on every rebuild, and a large site's marker lists thousands of files.
    public static func baseURL(ofOutputFolder folder: String) -> BaseURL? {
        guard let file = FileHandle(forReadingAtPath: folder + "/" + OutputPaths.marker) else { return nil }
        defer { try? file.close() }
        guard let head = try? file.read(upToCount: headerLimit) else { return nil }
        // Line by line up to the files line: splitting all of the head, thousands of file names, on
        // every rebuild cost more than reading it.
        var rest = Substring(String(decoding: head, as: UTF8.self))
        while !rest.isEmpty {
            let end = rest.firstIndex(of: "\n") ?? rest.endIndex
            let line = rest[..<end]
            if line + "\n" == filesLine { return nil }
            if line.hasPrefix(baseURLPrefix) { return BaseURL(String(line.dropFirst(baseURLPrefix.count))) }
            rest = end == rest.endIndex ? "" : rest[rest.index(after: end)...]
        }
        return nil
    }

    /// More than a marker's header can hold: its base URL line is no longer than a URL.
    private static let headerLimit = 65_536
}
