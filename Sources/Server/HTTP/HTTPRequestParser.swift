import Core

/// Reads request heads from the bytes a connection has received so far.
///
/// Bytes arrive in pieces, so the end of the head is searched incrementally:
/// each byte is looked at once however slowly a client trickles, and the size
/// limits are enforced while searching, before the head is complete.
struct HTTPRequestParser {
    static let maximumRequestLineLength = 8 * 1024
    static let maximumHeaderBytes = 16 * 1024
    static let maximumHeaderFields = 100
    /// Blank lines tolerated before a request line (RFC 9112 §2.2).
    static let maximumLeadingBlankLines = 8

    enum Outcome: Equatable {
        /// More bytes are needed.
        case incomplete
        /// A complete head that took the first `length` bytes.
        case request(HTTPRequest, length: Int)
        /// The bytes can never become a valid request; answer `status` and close.
        case invalid(HTTPStatus, String)
    }

    private var scanned = 0
    private var lineStart = 0
    private var headStart = 0
    private var leadingBlankLines = 0
    private var requestLineEnd: Int?
    private var fieldCount = 0

    /// Looks at the bytes not seen yet; `bytes` must start with the bytes given before.
    mutating func parse(_ bytes: [UInt8]) -> Outcome {
        while scanned < bytes.count {
            let index = scanned
            scanned += 1
            guard bytes[index] == UInt8(ascii: "\n") else {
                if let outcome = limitExceeded(at: index) { return outcome }
                continue
            }
            let lineIsEmpty = index == lineStart || (index == lineStart + 1 && bytes[lineStart] == UInt8(ascii: "\r"))
            defer { lineStart = index + 1 }
            if requestLineEnd == nil {
                if lineIsEmpty {
                    leadingBlankLines += 1
                    guard leadingBlankLines <= Self.maximumLeadingBlankLines else {
                        return .invalid(.badRequest, "the request starts with blank lines")
                    }
                    headStart = index + 1
                    continue
                }
                requestLineEnd = index
            } else if lineIsEmpty {
                return Self.head(bytes[headStart...index], length: index + 1)
            } else {
                fieldCount += 1
                guard fieldCount <= Self.maximumHeaderFields else {
                    return .invalid(.headerFieldsTooLarge, "more than \(Self.maximumHeaderFields) header fields")
                }
            }
        }
        return .incomplete
    }

    private func limitExceeded(at index: Int) -> Outcome? {
        if let requestLineEnd {
            if index - requestLineEnd > Self.maximumHeaderBytes {
                return .invalid(.headerFieldsTooLarge, "the header fields are longer than \(Self.maximumHeaderBytes) bytes")
            }
        } else if index - headStart >= Self.maximumRequestLineLength {
            return .invalid(.uriTooLong, "the request line is longer than \(Self.maximumRequestLineLength) bytes")
        }
        return nil
    }

    /// Parses a complete head: the request line, then one field per line, then the blank line.
    private static func head(_ head: ArraySlice<UInt8>, length: Int) -> Outcome {
        var lines = head.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            line.last == UInt8(ascii: "\r") ? line.dropLast() : line
        }
        // The head ends with an empty line, which splitting turns into two empty pieces.
        lines.removeLast(2)
        guard let requestLine = lines.first else { return .invalid(.badRequest, "the request line is missing") }
        var headers = HTTPHeaders()
        for line in lines.dropFirst() {
            switch field(line) {
            case .success(let field): headers.add(field.name, field.value)
            case .failure(let problem): return .invalid(.badRequest, problem.message)
            }
        }
        switch Self.requestLine(requestLine) {
        case .failure(let problem):
            return .invalid(problem.status, problem.message)
        case .success(let (method, target, version)):
            return request(method: method, target: target, version: version, headers: headers, length: length)
        }
    }

    private struct Problem: Error {
        var status: HTTPStatus = .badRequest
        let message: String
    }

    private static func requestLine(_ line: ArraySlice<UInt8>) -> Result<(String, String, HTTPRequest.Version), Problem> {
        let parts = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, !parts[1].isEmpty else {
            return .failure(Problem(message: "the request line is not 'METHOD target HTTP/1.1'"))
        }
        guard parts[0].allSatisfy(isTokenByte) else {
            return .failure(Problem(message: "the method contains characters a method cannot have"))
        }
        guard parts[1].allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else {
            return .failure(Problem(message: "the request target contains spaces, control characters or non-ASCII bytes"))
        }
        let versionText = String(decoding: parts[2], as: UTF8.self)
        guard let version = HTTPRequest.Version(rawValue: versionText) else {
            let looksLikeHTTP = versionText.utf8.count == 8 && versionText.hasPrefix("HTTP/")
                && versionText.utf8.enumerated().allSatisfy { offset, byte in
                    offset < 5 || (offset == 6 ? byte == UInt8(ascii: ".") : (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte))
                }
            return .failure(looksLikeHTTP
                ? Problem(status: .httpVersionNotSupported, message: "only HTTP/1.0 and HTTP/1.1 are served")
                : Problem(message: "the request line does not end with an HTTP version"))
        }
        return .success((String(decoding: parts[0], as: UTF8.self), String(decoding: parts[1], as: UTF8.self), version))
    }

    private static func field(_ line: ArraySlice<UInt8>) -> Result<HTTPHeaders.Field, Problem> {
        guard let first = line.first, first != UInt8(ascii: " "), first != UInt8(ascii: "\t") else {
            return .failure(Problem(message: "a header field is folded over several lines"))
        }
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
            return .failure(Problem(message: "a header line has no ':'"))
        }
        let name = line[..<colon]
        guard !name.isEmpty, name.allSatisfy(isTokenByte) else {
            return .failure(Problem(message: "a header field name is empty or contains spaces or separators"))
        }
        var value = line[(colon + 1)...]
        while let byte = value.first, byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { value = value.dropFirst() }
        while let byte = value.last, byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { value = value.dropLast() }
        guard value.allSatisfy({ $0 >= 0x20 && $0 != 0x7F || $0 == UInt8(ascii: "\t") }) else {
            return .failure(Problem(message: "a header field value contains control characters"))
        }
        return .success(HTTPHeaders.Field(name: String(decoding: name, as: UTF8.self), value: String(decoding: value, as: UTF8.self)))
    }

    /// Checks what the framing of the connection depends on (RFC 9112 §6, §3.2).
    private static func request(method: String, target: String, version: HTTPRequest.Version, headers: HTTPHeaders, length: Int) -> Outcome {
        let hosts = headers.values("Host")
        if hosts.count > 1 { return .invalid(.badRequest, "the request has more than one Host field") }
        if hosts.isEmpty, version == .http1_1 { return .invalid(.badRequest, "an HTTP/1.1 request must have a Host field") }
        let transferEncodings = headers.values("Transfer-Encoding")
        let lengths = headers.values("Content-Length")
        if !transferEncodings.isEmpty {
            guard version == .http1_1, lengths.isEmpty else {
                return .invalid(.badRequest, "Transfer-Encoding is not allowed here")
            }
        }
        let lengthValues = lengths.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }.map { $0.trimmingWhitespace() }
        guard lengthValues.allSatisfy({ !$0.isEmpty && $0.utf8.count <= 18 && $0.utf8.allSatisfy(\.isASCIIDigit) }),
              Set(lengthValues).count <= 1 else {
            return .invalid(.badRequest, "the Content-Length field is not one number")
        }
        let hasBody = !transferEncodings.isEmpty || lengthValues.first.flatMap { Int($0) }.map { $0 > 0 } == true
        return .request(HTTPRequest(method: method, target: target, version: version, headers: headers, hasBody: hasBody), length: length)
    }
}
