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
        // What a local header and its directory entry both say (APPNOTE 4.3.7, 4.3.12):
        // version 2.0 needed (deflate), no flags, the method, date, CRC, sizes and name
        // length, no extra field.
        var shared: [UInt8] = []
        Self.put16(&shared, 20, 0, method, time, date)
        Self.put32(&shared, crc, UInt32(data.count), UInt32(bytes.count))
        Self.put16(&shared, UInt16(nameBytes.count), 0)
        var local: [UInt8] = []
        Self.put32(&local, 0x0403_4b50)
        body += local + shared + nameBytes + data
        var central: [UInt8] = []
        Self.put32(&central, 0x0201_4b50)
        Self.put16(&central, 3 << 8 | 30)  // made by 3.0 on Unix, so the mode below counts
        central += shared
        Self.put16(&central, 0, 0, 0)  // no comment, disk 0, no internal attributes
        Self.put32(&central, UInt32(0o100644) << 16, offset)  // a regular file, rw-r--r--; its header
        directory += central + nameBytes
        count += 1
    }

    /// The archive's bytes: the entries, their directory and its end record.
    var bytes: [UInt8] {
        var end: [UInt8] = []
        Self.put32(&end, 0x0605_4b50)
        Self.put16(&end, 0, 0, UInt16(count), UInt16(count))
        Self.put32(&end, UInt32(directory.count), UInt32(body.count))
        Self.put16(&end, 0)
        return body + directory + end
    }

    /// `values`, each in two bytes, least significant first.
    private static func put16(_ out: inout [UInt8], _ values: UInt16...) {
        for value in values { out += [UInt8(value & 0xFF), UInt8(value >> 8)] }
    }

    /// `values`, each in four bytes, least significant first.
    private static func put32(_ out: inout [UInt8], _ values: UInt32...) {
        for value in values {
            out += [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 24)]
        }
    }
}
