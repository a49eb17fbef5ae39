import CPNG

/// Reads back a PNG for checks: its chunks by hand, its pixels through libpng's
/// simplified read API (which catches libpng errors itself, unlike the write side).
package struct PNGInspector {
    package struct Failure: Error, CustomStringConvertible { package let description: String }

    package var chunks: [(type: String, data: [UInt8])] = []
    package var width: Int { Int(be32(chunk("IHDR")!, 0)) }
    package var height: Int { Int(be32(chunk("IHDR")!, 4)) }
    package var bitDepth: UInt8 { chunk("IHDR")![8] }
    package var colorType: UInt8 { chunk("IHDR")![9] }
    /// RGBA, row-major.
    package var rgba: [UInt8] = []

    package init(_ bytes: [UInt8]) throws {
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { throw Failure(description: "no PNG signature") }
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(be32(bytes, offset))
            let type = String(decoding: bytes[offset + 4 ..< offset + 8], as: UTF8.self)
            chunks.append((type, Array(bytes[offset + 8 ..< offset + 8 + length])))
            offset += 12 + length
        }
        guard chunks.first?.type == "IHDR", chunks.last?.type == "IEND", offset == bytes.count else {
            throw Failure(description: "bad chunk layout")
        }
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        let began = bytes.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        guard began != 0 else { throw Failure(description: "libpng could not read the header") }
        image.format = png_uint_32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        var pixels = [UInt8](repeating: 0, count: Int(image.width * image.height * 4))
        let finished = pixels.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, 0, nil) }
        guard finished != 0 else { throw Failure(description: "libpng could not read the pixels") }
        rgba = pixels
    }

    package func chunk(_ type: String) -> [UInt8]? { chunks.first { $0.type == type }?.data }

    package func pixel(_ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
        let i = (y * width + x) * 4
        return (rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3])
    }

    package func be32(_ b: [UInt8], _ o: Int) -> UInt32 {
        UInt32(b[o]) << 24 | UInt32(b[o + 1]) << 16 | UInt32(b[o + 2]) << 8 | UInt32(b[o + 3])
    }
}
