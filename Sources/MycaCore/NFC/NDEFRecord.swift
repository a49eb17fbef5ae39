/// One NDEF record (NFC Forum, NFC Data Exchange Format 1.0): a type name format, a type,
/// an optional identifier and the payload. ``NDEFMessage`` lays records out as bytes.
public struct NDEFRecord: Sendable, Hashable {
    /// The type name format, the header's low three bits: how to read `type`.
    public enum TypeNameFormat: UInt8, Sendable {
        case empty = 0x00
        /// An NFC Forum well-known type (RTD), such as `U` for a URI.
        case wellKnown = 0x01
        /// A media type (RFC 2046), such as `text/vcard`.
        case mediaType = 0x02
        case absoluteURI = 0x03
        case external = 0x04
        case unknown = 0x05
        case unchanged = 0x06
    }

    public let format: TypeNameFormat
    public let type: [UInt8]
    public let identifier: [UInt8]
    public let payload: [UInt8]

    /// A record as given.
    public init(format: TypeNameFormat, type: [UInt8], identifier: [UInt8] = [], payload: [UInt8]) {
        self.format = format
        self.type = type
        self.identifier = identifier
        self.payload = payload
    }

    /// A media-type record: `text/vcard` and the vCard's bytes.
    public static func media(_ type: String, payload: [UInt8]) -> NDEFRecord {
        NDEFRecord(format: .mediaType, type: Array(type.utf8), payload: payload)
    }

    /// The well-known URI record (RTD-URI 1.0): type `U`, then one byte naming the
    /// longest prefix of ``uriPrefixes`` the URI starts with (0 for none), then the rest.
    public static func uri(_ uri: String) -> NDEFRecord {
        let bytes = Array(uri.utf8)
        var code = 0, length = 0
        for (index, prefix) in uriPrefixes.enumerated() where prefix.utf8.count > length && bytes.starts(with: prefix.utf8) {
            code = index
            length = prefix.utf8.count
        }
        return NDEFRecord(format: .wellKnown, type: [0x55], payload: [UInt8(code)] + bytes[length...])
    }

    /// The URI identifier codes of RTD-URI 1.0, section 3.2.2: the prefix each code
    /// stands for, by code (0x00 is no prefix).
    public static let uriPrefixes: [String] = [
        "", "http://www.", "https://www.", "http://", "https://", "tel:", "mailto:",
        "ftp://anonymous:anonymous@", "ftp://ftp.", "ftps://", "sftp://", "smb://", "nfs://", "ftp://",
        "dav://", "news:", "telnet://", "imap:", "rtsp://", "urn:", "pop:", "sip:", "sips:", "tftp:",
        "btspp://", "btl2cap://", "btgoep://", "tcpobex://", "irdaobex://", "file://",
        "urn:epc:id:", "urn:epc:tag:", "urn:epc:pat:", "urn:epc:raw:", "urn:epc:", "urn:nfc:",
    ]
}

/// An NDEF message: records one after another, the first flagged MB (message begin), the
/// last ME (message end).
public enum NDEFMessage {
    /// The header's flags (NDEF 1.0, section 3.2).
    static let messageBegin: UInt8 = 0x80
    static let messageEnd: UInt8 = 0x40
    /// Chunked: never set, every record here is whole.
    static let chunk: UInt8 = 0x20
    static let shortRecord: UInt8 = 0x10
    static let identifierLength: UInt8 = 0x08

    /// The bytes of `records` as one message: each a header byte (MB, ME, CF, SR, IL,
    /// TNF), the type length, the payload length (one byte for a short record, whose
    /// payload is under 256 bytes, else four, big-endian), the identifier length when there
    /// is an identifier, then type, identifier and payload.
    public static func encode(_ records: [NDEFRecord]) -> [UInt8] {
        var out: [UInt8] = []
        for (index, record) in records.enumerated() {
            let short = record.payload.count < 256
            var header = record.format.rawValue
            if index == 0 { header |= messageBegin }
            if index == records.count - 1 { header |= messageEnd }
            if short { header |= shortRecord }
            if !record.identifier.isEmpty { header |= identifierLength }
            out.append(header)
            out.append(UInt8(record.type.count))
            let length = UInt32(record.payload.count)
            out += short ? [UInt8(length)] : [UInt8(length >> 24), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF)]
            if !record.identifier.isEmpty { out.append(UInt8(record.identifier.count)) }
            out += record.type + record.identifier + record.payload
        }
        return out
    }
}
