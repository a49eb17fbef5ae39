import MycaCore

/// A zip archive (PKWARE APPNOTE 6.3) written whole in memory: entries in the order added,
/// each stored or deflated, whichever is smaller, all dated alike, no extra fields, so the
/// same entries and date give the same bytes.
struct ZipArchive {
    private var body: [UInt8] = []
    private var directory: [UInt8] = []
    private var count = 0
    private let date: UInt16
    private let time: UInt16

    /// An empty archive whose entries are dated `seconds` (see ``SourceDate/dosDateTime(_:)``).
    init(date seconds: Int64) {
        (date, time) = SourceDate.dosDateTime(seconds)
    }

    /// Adds `bytes` as the file `name` (ASCII, `/` between folders).
    mutating func add(_ name: String, _ bytes: [UInt8]) throws(WalletError) {
        let deflated = try Zlib.deflate(bytes)
        let method: UInt16 = deflated.count < bytes.count ? 8 : 0
        let data = method == 8 ? deflated : bytes
        let crc = Zlib.crc32(bytes)
        let nameBytes = Array(name.utf8)
        let offset = UInt32(body.count)
        // Version 2.0 is needed for deflate; made by 3.0 on Unix, so the mode below counts.
        var local: [UInt8] = []
        Self.put32(&local, 0x0403_4b50)
        Self.put16(&local, 20)
        Self.put16(&local, 0)
        Self.put16(&local, method)
        Self.put16(&local, time)
        Self.put16(&local, date)
        Self.put32(&local, crc)
        Self.put32(&local, UInt32(data.count))
        Self.put32(&local, UInt32(bytes.count))
        Self.put16(&local, UInt16(nameBytes.count))
        Self.put16(&local, 0)
        body += local + nameBytes + data
        var central: [UInt8] = []
        Self.put32(&central, 0x0201_4b50)
        Self.put16(&central, 3 << 8 | 30)
        Self.put16(&central, 20)
        Self.put16(&central, 0)
        Self.put16(&central, method)
        Self.put16(&central, time)
        Self.put16(&central, date)
        Self.put32(&central, crc)
        Self.put32(&central, UInt32(data.count))
        Self.put32(&central, UInt32(bytes.count))
        Self.put16(&central, UInt16(nameBytes.count))
        Self.put16(&central, 0)  // extra field
        Self.put16(&central, 0)  // comment
        Self.put16(&central, 0)  // disk
        Self.put16(&central, 0)  // internal attributes
        Self.put32(&central, UInt32(0o100644) << 16)  // a regular file, rw-r--r--
        Self.put32(&central, offset)
        directory += central + nameBytes
        count += 1
    }

    /// The archive's bytes: the entries, their directory and its end record.
    var bytes: [UInt8] {
        var end: [UInt8] = []
        Self.put32(&end, 0x0605_4b50)
        Self.put16(&end, 0)
        Self.put16(&end, 0)
        Self.put16(&end, UInt16(count))
        Self.put16(&end, UInt16(count))
        Self.put32(&end, UInt32(directory.count))
        Self.put32(&end, UInt32(body.count))
        Self.put16(&end, 0)
        return body + directory + end
    }

    private static func put16(_ out: inout [UInt8], _ value: UInt16) {
        out += [UInt8(value & 0xFF), UInt8(value >> 8)]
    }

    private static func put32(_ out: inout [UInt8], _ value: UInt32) {
        out += [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 24)]
    }
}
