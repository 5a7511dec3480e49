import Core
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole files and standard input and output as bytes, straight into and out of one array:
/// `sitegen markdown` moves megabytes, and going through `Data` and `String` copied them twice.
enum FileDescriptorBytes {
    /// Everything the file at `path` holds (standard input's when nil); nil when it cannot be read.
    static func contents(ofFile path: String?) -> [UInt8]? {
        guard let path else { return FileBytes.contents(ofDescriptor: STDIN_FILENO) }
        return FileBytes.contents(ofFile: path)
    }

    /// Writes all of `bytes` to `descriptor`; false when writing failed.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            PartialTransfers.moveAll(buffer.count) { done in write(descriptor, buffer.baseAddress! + done, buffer.count - done) }.moved
                == buffer.count
        }
    }
}
