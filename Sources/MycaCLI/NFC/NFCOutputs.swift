import MycaCore

/// Where `myca nfc` sends a tag's message: hex on standard output (when nothing else is
/// asked for), the raw NDEF message, the tag image `nfc-mfultralight` writes, the tag on a
/// reader. Checked together before the card is read, so two outputs to stdout are refused
/// before anything is written.
struct NFCOutputs {
    /// `--ndef FILE`.
    let ndef: OutputTarget?
    /// `--image FILE`.
    let image: OutputTarget?
    /// Whether the message is printed in hex.
    let printsHex: Bool
    /// Whether the tag on the reader is written (`--write`).
    let reader: Bool

    /// The outputs asked for; hex when no other is.
    ///
    /// - Throws: ``OutputTarget``'s refusals (two outputs to stdout, binary to a terminal).
    init(ndef: OutputTarget?, image: OutputTarget?, hex: Bool, reader: Bool, _ ctx: CommandContext) throws {
        printsHex = hex || (ndef == nil && image == nil && !reader)
        // The hex first: of two outputs to stdout, the hint sends the others to files, and
        // the hex has no file to go to.
        var planned: [OutputTarget.Planned] = []
        if printsHex { planned.append(.init("hex", to: .standardOutput, binary: false, redirect: "")) }
        if let ndef { planned.append(.init("ndef", to: ndef, binary: true, redirect: "myca nfc --ndef - > card.ndef")) }
        if let image { planned.append(.init("image", to: image, binary: true, redirect: "myca nfc --image - > card.mfd")) }
        try OutputTarget.check(planned, ctx)
        self.ndef = ndef
        self.image = image
        self.reader = reader
    }

    /// Writes `message`, fitted to `tag`, to every output; warns of the fields it leaves
    /// out, and with -v says its size against the tag's.
    func write(_ message: NFCPayload.Message, on tag: NFCTag, _ ctx: CommandContext) throws {
        let used = NFCTag.tlv(message.bytes).count
        if !message.dropped.isEmpty {
            ctx.warn(tr("left out %s to fit %s (%d of %d bytes)", message.dropped.joinedText(separator: ", "), tag.description,
                        used, tag.userBytes))
        }
        if ctx.verbose {
            let records = message.records.map { "\(String(decoding: $0.type, as: UTF8.self)) \($0.payload.count)" }
            ctx.stderr.write("ndef: \(message.bytes.count) bytes, records \(records.joinedText(separator: ", ")); "
                + "\(tag.description): \(used) of \(tag.userBytes) bytes with its TLV\n")
        }
        if let ndef { try ndef.write(message.bytes, ctx) }
        if let image { try image.write(tag.image(message.bytes), ctx) }
        if printsHex { ctx.stdout.write(Self.hex(message.bytes)) }
        ctx.stdout.flush()
        if reader {
            let written = try NFCProgram.write(NFCTag.tlv(message.bytes), environment: ctx.environment)
            ctx.note(tr("wrote %d bytes to the tag %s (%d pages) and read them back", used, written.uid, written.pages))
        }
    }

    /// `bytes` as hex, 16 bytes a line, which `xxd -r -p` reads back.
    static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef")
        var out = ""
        for (index, byte) in bytes.enumerated() {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0x0F)])
            out += index % 16 == 15 || index == bytes.count - 1 ? "\n" : " "
        }
        return out
    }
}
