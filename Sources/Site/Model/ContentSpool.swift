import Core
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where pages' rendered Markdown waits between the content step and the page's template: an unlinked
/// file beside the output folder. A large build spools more than it holds in memory all told; kept there,
/// the build's peak memory would grow with the size of page bodies. A page's template reads its own
/// content back once; a template that shows other pages' content (a feed, a list) reads theirs.
final class ContentSpool: Sendable {
    /// The spool file, or nil when none could be made (the text then stays in memory).
    private let descriptor: Int32?
    /// Where the next text goes.
    private let end = Locked(0)

    /// A spool in `folder` (the output folder's parent), else in the temporary folder.
    init(in folder: String) {
        var made: Int32?
        for candidate in [folder, NSTemporaryDirectory()] {
            var template = Array((candidate.hasSuffix("/") ? candidate : candidate + "/").utf8CString.dropLast()) + Array(".sitegen-spool-XXXXXX".utf8CString)
            let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard descriptor >= 0 else { continue }
            // Unlinked at once: the file goes with the process, however it ends.
            template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
            made = descriptor
            break
        }
        descriptor = made
    }

    deinit {
        if let descriptor { close(descriptor) }
    }

    /// Keeps `text` on disk; what to read it back with.
    func store(_ text: String) -> PageBody {
        var bytes = text
        return bytes.withUTF8(store) ?? PageBody(storage: .text(text))
    }

    /// Keeps `bytes` (a page's HTML, its search postings, its headings) on disk; what to read them back with.
    func store(_ bytes: [UInt8]) -> PageBody {
        bytes.withUnsafeBufferPointer(store) ?? PageBody(storage: .bytes(bytes))
    }

    /// Keeps `first` (a page's HTML) and then the bytes of `second` (its search postings) on disk with one
    /// write; what to read each back with. A write takes the spool file's lock, which the threads rendering
    /// pages contend for: written on their own, a page's postings cost every page a second write and wait.
    func store(_ first: [UInt8], then second: UnsafeRawBufferPointer) -> (first: PageBody, second: PageBody) {
        let stored = first.withUnsafeBytes { first in store(first, then: second) }
        return stored ?? (store(first), store(Array(second)))
    }

    /// The text stored at `offset`. Read into bytes and made a string a kilobyte at a time
    /// (`String(decodingInChunks:)`): validated whole, a page's HTML was a measurable part of every build.
    func text(at offset: Int, length: Int) -> String {
        bytes(at: offset, length: length).withUnsafeBufferPointer { String(decodingInChunks: $0) }
    }

    /// The bytes stored at `offset`; fewer when the read comes back short.
    func bytes(at offset: Int, length: Int) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: length) { buffer, count in
            count = read(at: offset, into: UnsafeMutableRawBufferPointer(buffer))
        }
    }

    /// Reads the bytes stored at `offset` into all of `buffer`; how many it read, fewer when the read comes back short.
    func read(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) -> Int {
        guard let descriptor, let start = buffer.baseAddress else { return 0 }
        return PartialTransfers.moveAll(buffer.count) { done in
            pread(descriptor, start + done, buffer.count - done, off_t(offset + done))
        }.moved
    }

    /// Writes `buffer` at the end of the spool; nil when it is empty, longer than 4 GB or could not be written.
    private func store(_ buffer: UnsafeBufferPointer<UInt8>) -> PageBody? {
        guard let descriptor, !buffer.isEmpty, let length = UInt32(exactly: buffer.count) else { return nil }
        let offset = reserve(buffer.count)
        guard Self.writeAll(buffer, to: descriptor, at: offset) else { return nil }
        return PageBody(storage: .spooled(self, offset: offset, length: length))
    }

    /// Writes `first` and then `second` at the end of the spool; nil when either is empty, they are longer
    /// than 4 GB together or could not be written.
    private func store(_ first: UnsafeRawBufferPointer, then second: UnsafeRawBufferPointer) -> (first: PageBody, second: PageBody)? {
        guard let descriptor, !first.isEmpty, !second.isEmpty, let length = UInt32(exactly: first.count + second.count) else { return nil }
        let offset = reserve(Int(length))
        var parts = [iovec(iov_base: UnsafeMutableRawPointer(mutating: first.baseAddress), iov_len: first.count),
                     iovec(iov_base: UnsafeMutableRawPointer(mutating: second.baseAddress), iov_len: second.count)]
        // Both in one call; what a short write leaves of `first`, then of `second`, in calls of their own.
        let moved = PartialTransfers.moveAll(Int(length)) { done in
            if done == 0 { return pwritev(descriptor, &parts, 2, off_t(offset)) }
            let (part, skipped) = done < first.count ? (first, done) : (second, done - first.count)
            return pwrite(descriptor, part.baseAddress! + skipped, part.count - skipped, off_t(offset + done))
        }.moved
        guard moved == Int(length) else { return nil }
        return (PageBody(storage: .spooled(self, offset: offset, length: UInt32(first.count))),
                PageBody(storage: .spooled(self, offset: offset + first.count, length: UInt32(second.count))))
    }

    /// Where `count` bytes written next go: the end of the spool, moved past them at once, so that threads
    /// storing at the same time write at offsets of their own.
    private func reserve(_ count: Int) -> Int {
        end.withLock { end in
            defer { end += count }
            return end
        }
    }

    private static func writeAll(_ buffer: UnsafeBufferPointer<UInt8>, to descriptor: Int32, at offset: Int) -> Bool {
        PartialTransfers.moveAll(buffer.count) { done in
            pwrite(descriptor, buffer.baseAddress! + done, buffer.count - done, off_t(offset + done))
        }.moved == buffer.count
    }
}

/// A page's rendered content: in a `ContentSpool`, or in memory (pages made by tests, or when no spool file could be made).
struct PageBody: Sendable {
    enum Storage: Sendable {
        case text(String)
        /// Bytes made as bytes (a page's HTML, its search postings, its headings), never validated as a `String`.
        case bytes([UInt8])
        /// The length in 32 bits, which leaves the case 21 bytes rather than 25: pages keep three.
        case spooled(ContentSpool, offset: Int, length: UInt32)
    }

    let storage: Storage

    /// Content kept in memory.
    init(_ text: String) {
        storage = .text(text)
    }

    init(storage: Storage) {
        self.storage = storage
    }

    /// The HTML, read back from the spool when it is there.
    var text: String {
        switch storage {
        case .text(let text): text
        case .bytes(let bytes): String(decoding: bytes, as: UTF8.self)
        case .spooled(let spool, let offset, let length): spool.text(at: offset, length: Int(length))
        }
    }

    /// The content's bytes as whole values of `Element` (a page's search postings), read straight into the
    /// array from the spool when it is there; a read that comes back short gives the whole values it holds.
    func values<Element: BitwiseCopyable>(of _: Element.Type) -> [Element] {
        let stride = MemoryLayout<Element>.stride
        guard case .spooled(let spool, let offset, let length) = storage else {
            return bytes.withUnsafeBytes { bytes in (0..<bytes.count / stride).map { bytes.loadUnaligned(fromByteOffset: $0 * stride, as: Element.self) } }
        }
        return [Element](unsafeUninitializedCapacity: Int(length) / stride) { values, count in
            count = spool.read(at: offset, into: UnsafeMutableRawBufferPointer(values)) / stride
        }
    }

    /// The content as UTF-8 bytes, read back from the spool when it is there.
    var bytes: [UInt8] {
        switch storage {
        case .text(let text): Array(text.utf8)
        case .bytes(let bytes): bytes
        case .spooled(let spool, let offset, let length): spool.bytes(at: offset, length: Int(length))
        }
    }
}
