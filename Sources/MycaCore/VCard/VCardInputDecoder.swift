/// The chunks a ``VCardReader`` reads, as UTF-8: a UTF-16 input (recognized by its first
/// four bytes, see ``VCardCharset/utf16Order(of:)``) is transcoded a chunk at a time, any
/// other input passes through untouched, so the one line splitter sees one encoding.
final class VCardInputDecoder {
    private var prefix: [UInt8]
    private let pull: () throws -> [UInt8]
    private var transcoder: UTF16Transcoder?
    private var decided = false
    private var done = false

    /// Whether the input is UTF-16 (known once the first chunk was returned).
    var isUTF16: Bool { transcoder != nil }

    /// Decodes `prefix`, then what `pull` returns (an empty chunk ends the input).
    init(prefix: [UInt8], pull: @escaping () throws -> [UInt8]) {
        self.prefix = prefix
        self.pull = pull
    }

    /// The next UTF-8 chunk; empty at the end.
    func next() throws -> [UInt8] {
        if done { return [] }
        var chunk: [UInt8]
        if !decided {
            chunk = prefix
            prefix = []
            // Enough bytes to tell UTF-16 by its zero bytes (or the end of the input).
            while chunk.count < 4 {
                let more = try pull()
                if more.isEmpty { break }
                chunk += more
            }
            decided = true
            if let order = VCardCharset.utf16Order(of: Array(chunk.prefix(4))) { transcoder = UTF16Transcoder(order: order) }
            if chunk.isEmpty { done = true }
        } else {
            chunk = try pull()
            if chunk.isEmpty { done = true }
        }
        guard var transcoder else { return chunk }
        let out = transcoder.transcode(chunk, final: done)
        self.transcoder = transcoder
        // A chunk of one odd byte transcodes to nothing: that is not the end.
        if out.isEmpty, !done { return try next() }
        return out
    }
}
