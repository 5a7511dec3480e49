import Core
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing one file with plain system calls: one open, as few writes as the
/// kernel allows, one close — no temporary copies of the bytes.
enum FileWriting {
    /// Writes `bytes` to `path`, replacing what is there.
    /// - Returns: nil, or the system's reason for failing.
    static func write(_ bytes: [UInt8], to path: String) -> String? {
        bytes.withUnsafeBytes { write($0, to: path) }
    }

    /// Writes `text` as UTF-8 to `path`, replacing what is there, from the string's own storage: a copy of
    /// a large generated file (the sitemap of a large site) would be made at the build's peak.
    /// - Returns: nil, or the system's reason for failing.
    static func write(_ text: String, to path: String) -> String? {
        var text = text
        return text.withUTF8 { write(UnsafeRawBufferPointer($0), to: path) }
    }

    private static func write(_ buffer: UnsafeRawBufferPointer, to path: String) -> String? {
        let descriptor: Int32
        switch create(path) {
        case .success(let opened): descriptor = opened
        case .failure(let reason): return reason.text
        }
        defer { close(descriptor) }
        return write(buffer, at: descriptor)
    }

    /// Opens `path` for writing, emptied or made.
    /// - Returns: the file descriptor, or the system's reason for failing.
    static func create(_ path: String) -> Result<Int32, Reason> {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        return descriptor >= 0 ? .success(descriptor) : .failure(Reason(text: String(cString: strerror(errno))))
    }

    /// Writes all of `buffer` at a file descriptor's position.
    /// - Returns: nil, or the system's reason for failing.
    static func write(_ buffer: UnsafeRawBufferPointer, at descriptor: Int32) -> String? {
        guard let base = buffer.baseAddress else { return nil }
        let result = PartialTransfers.moveAll(buffer.count) { done in Foundation.write(descriptor, base + done, buffer.count - done) }
        if result.failed { return String(cString: strerror(errno)) }
        return result.moved == buffer.count ? nil : "wrote only \(result.moved) of \(buffer.count) bytes"
    }

    /// Why a file could not be opened, in the system's words.
    struct Reason: Error {
        let text: String
    }

    /// Writes `bytes` beside `path` and renames it into place, so a reader sees the old file or the new one, never half.
    static func replace(_ path: String, with bytes: [UInt8]) -> String? {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).sitegen-tmp-\(getpid())").path
        if let failure = write(bytes, to: temporary) {
            unlink(temporary)
            return failure
        }
        guard rename(temporary, path) == 0 else {
            let failure = String(cString: strerror(errno))
            unlink(temporary)
            return failure
        }
        return nil
    }

    /// Whether a path names one of the temporary files `replace` writes.
    static func isTemporary(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        return name.hasPrefix(".") && name.contains(".sitegen-tmp-")
    }

    /// The reason an error from FileManager carries, in the system's words when it has them.
    static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
    }
}
