import Core
import Foundation

/// A file the server opened after checking it lies inside the site; closed
/// when the last response that reads it is gone.
final class OpenFile: Sendable {
    let descriptor: Int32
    let status: FileStatus

    init(descriptor: Int32, status: FileStatus) {
        self.descriptor = descriptor
        self.status = status
    }

    deinit {
        close(descriptor)
    }

    /// Reads up to `buffer.count` bytes at `offset`; the number read, 0 at the end, or -1.
    func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) -> Int {
        while true {
            let count = pread(descriptor, buffer.baseAddress, buffer.count, off_t(offset))
            if count < 0, errno == EINTR { continue }
            return count
        }
    }

    /// The bytes in `range` (fewer if the file shrank meanwhile).
    func read(_ range: Range<Int>) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: range.count)
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[filled...]), at: range.lowerBound + filled)
            }
            guard count > 0 else { break }
            filled += count
        }
        bytes.removeLast(bytes.count - filled)
        return bytes
    }
}
