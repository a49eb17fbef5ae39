import CZlib
import MycaCore

/// zlib's CRC-32 and raw deflate, for the pass's zip archive. Every zlib pointer stays in
/// here.
enum Zlib {
    /// The CRC-32 of `bytes`, as zip records it.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { buffer in
            UInt32(CZlib.crc32(0, buffer.baseAddress, uInt(buffer.count)))
        }
    }

    /// `bytes` as a raw deflate stream (no zlib header), at the best compression: the same
    /// bytes for the same input with the same zlib.
    static func deflate(_ bytes: [UInt8]) throws(WalletError) -> [UInt8] {
        var stream = z_stream()
        let started = deflateInit2_(&stream, Z_BEST_COMPRESSION, Z_DEFLATED, -15, 9, Z_DEFAULT_STRATEGY, zlibVersion(),
                                    Int32(MemoryLayout<z_stream>.size))
        guard started == Z_OK else { throw .library(step: "deflateInit2", detail: "zlib error \(started)") }
        defer { deflateEnd(&stream) }
        var input = bytes
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(bytes.count))) + 16)
        let status = input.withUnsafeMutableBufferPointer { inBuffer in
            output.withUnsafeMutableBufferPointer { outBuffer in
                stream.next_in = inBuffer.baseAddress
                stream.avail_in = uInt(inBuffer.count)
                stream.next_out = outBuffer.baseAddress
                stream.avail_out = uInt(outBuffer.count)
                return CZlib.deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { throw .library(step: "deflate", detail: "zlib error \(status)") }
        return Array(output.prefix(Int(stream.total_out)))
    }
}
