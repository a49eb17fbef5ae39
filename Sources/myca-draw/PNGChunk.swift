import MycaCore

/// Adds what cairo's PNG writer leaves out: the resolution (pHYs), as `myca qr` writes it.
enum PNGChunk {
    /// `png` with a pHYs chunk for `dpi` right after IHDR (which is always first, 25 bytes
    /// after the 8-byte signature).
    static func settingResolution(_ png: [UInt8], dpi: Int) -> [UInt8] {
        let afterHeader = 8 + 25
        guard png.count > afterHeader else { return png }
        let perMetre = PNGRenderer.pixelsPerMetre(dpi: dpi)
        var data: [UInt8] = []
        for _ in 0 ..< 2 { data += bigEndian(perMetre) }
        data.append(1)  // unit: metre
        return Array(png[..<afterHeader]) + chunk("pHYs", data) + Array(png[afterHeader...])
    }

    /// A chunk: length, type, data, CRC-32 of type and data.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// CRC-32 as PNG (ISO 3309) defines it, bit by bit: the chunk is 13 bytes.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0 ..< 8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
