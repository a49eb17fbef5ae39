import MycaCore
#if canImport(Glibc)
import Glibc
#endif

/// `myca nfc`: the card as an NDEF message for an NFC tag, as bytes, hex or a tag image,
/// or written to the tag on a reader.
public struct NFCCommand: Command {
    private static let output = "Output"

    /// The name people type (`spec.name`), known without building the declaration.
    public static let name = "nfc"

    /// The declaration.
    public static let spec = CommandSpec(
        name: name,
        summary: "Put a card on an NFC tag (NDEF, hex, tag image, or a reader).",
        discussion: """
            The tag carries the card itself: a text/vcard record with the compact vCard 3.0 \
            of the QR code (the same fields, --fields as for qr), then, when the card has a \
            URL, a URI record with it, which iPhones open when they read a tag in the \
            background. --uri-only writes the link alone.

            The message goes into the tag's user memory as an NDEF TLV with its terminator: \
            144 bytes on an NTAG213, 504 on an NTAG215 (the default), 888 on an NTAG216, or \
            --tag BYTES. When it does not fit, fields are left out in the QR code's order \
            (the note, the address, social profiles, then all but name, organization, \
            title, email, phone and URL, then all but name, email and phone, then the name \
            alone), and a warning names them; a card whose name alone does not fit is an \
            error.

            Without an output, the message is printed as hex. --image writes what \
            libnfc's nfc-mfultralight writes to a tag: an NTAG's whole memory, the user \
            memory from page 4 padded with 0x00 and every other page at its factory value \
            (for --tag BYTES, the user memory alone). Write it with \
            'nfc-mfultralight w card.mfd' and answer no to its questions. --write does it \
            with the reader itself, through the program myca-nfc and libnfc, and reads \
            the tag back. With -v the message's size goes to stderr against the tag's.
            """,
        arguments: [.handle()],
        options: [ndef.spec, hex.spec, image.spec, write.spec, tag.spec, QROptionGroup.fields.spec, uriOnly.spec]
            + CardSource.specs,
        examples: [
            Example(command: "myca nfc --tag ntag213", explanation: "The default card's NDEF message in hex, fitted to an NTAG213."),
            Example(command: "myca nfc --tag ntag215 --image card.mfd && nfc-mfultralight w card.mfd",
                    explanation: "A tag image, written with libnfc's tool."),
            Example(command: "myca nfc --write", explanation: "Write the tag on the reader and read it back."),
            Example(command: "myca nfc --ndef card.ndef --uri-only", explanation: "The raw NDEF message of the card's link."),
        ])

    /// `--ndef FILE`.
    static let ndef = Option<OutputTarget?>(
        "ndef", valueName: "FILE", completion: .file, category: output,
        help: "Write the raw NDEF message to FILE ('-' for stdout).")
    /// `--hex`.
    static let hex = Flag("hex", category: output, help: "Print the NDEF message in hex (the default output).")
    /// `--image FILE`.
    static let image = Option<OutputTarget?>(
        "image", valueName: "FILE", completion: .file, category: output,
        help: "Write the tag image nfc-mfultralight writes to FILE ('-' for stdout).")
    /// `--write`.
    static let write = Flag(
        "write", category: output, help: "Write the tag on the reader (libnfc, through myca-nfc) and read it back.")
    /// `--tag TAG`.
    static let tag = Option<NFCTag>(
        "tag", valueName: "TAG", default: .standard, category: QROptionGroup.content,
        help: "The tag: " + NFCTag.names.joined(separator: ", ") + " or its user memory in bytes.")
    /// `--uri-only`.
    static let uriOnly = Flag("uri-only", category: QROptionGroup.content, help: "Carry the card's link alone.")

    /// An NFC command.
    public init() {}

    /// Fits the card's message to the tag and writes every requested output.
    public func run(_ args: ParsedArguments, _ ctx: CommandContext) async throws -> Int32 {
        let ndefTarget = try args.value(Self.ndef), imageTarget = try args.value(Self.image)
        let printsHex = args[Self.hex] || (ndefTarget == nil && imageTarget == nil && !args[Self.write])
        // The hex first: of two outputs to stdout, the hint sends the others to files, and
        // the hex has no file to go to.
        var planned: [OutputTarget.Planned] = []
        if printsHex { planned.append(.init("hex", to: .standardOutput, binary: false, redirect: "")) }
        if let ndefTarget { planned.append(.init("ndef", to: ndefTarget, binary: true, redirect: "myca nfc --ndef - > card.ndef")) }
        if let imageTarget { planned.append(.init("image", to: imageTarget, binary: true, redirect: "myca nfc --image - > card.mfd")) }
        try OutputTarget.check(planned, ctx)
        if args[Self.uriOnly], try args.given(QROptionGroup.fields) != nil {
            throw UsageError.invalid(MessageText("options '--uri-only' and '--fields' cannot be used together"),
                                     hint: MessageText("the link alone carries no other field: drop one of them"))
        }
        let card = try CardSource.resolve(args, ctx).oneLanguage()
        let tag = try args.value(Self.tag)
        let message = try NFCPayload.fitted(card, fields: try args.value(QROptionGroup.fields), uriOnly: args[Self.uriOnly],
                                            tag: tag, steps: ScreenCodes.fieldSteps)
        let used = NFCTag.tlv(message.bytes).count
        if !message.dropped.isEmpty {
            ctx.warn(tr("left out %s to fit %s (%d of %d bytes)", message.dropped.joined(separator: ", "), tag.description,
                        used, tag.userBytes))
        }
        if ctx.verbose {
            let records = message.records.map { "\(String(decoding: $0.type, as: UTF8.self)) \($0.payload.count)" }
            ctx.stderr.write("ndef: \(message.bytes.count) bytes, records \(records.joined(separator: ", ")); "
                + "\(tag.description): \(used) of \(tag.userBytes) bytes with its TLV\n")
        }
        if let ndefTarget { try ndefTarget.write(message.bytes, ctx) }
        if let imageTarget { try imageTarget.write(tag.image(message.bytes), ctx) }
        if printsHex { ctx.stdout.write(Self.hex(message.bytes)) }
        ctx.stdout.flush()
        if args[Self.write] {
            let written = try NFCProgram.write(NFCTag.tlv(message.bytes), environment: ctx.environment)
            ctx.note(tr("wrote %d bytes to the tag %s (%d pages) and read them back", used, written.uid, written.pages))
        }
        return 0
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

extension NFCTag: ArgumentValue {
    /// `ntag213`, `ntag215`, `ntag216` or a number of bytes.
    public init(argument: String) throws {
        guard let tag = NFCTag(parsing: argument) else {
            throw ArgumentValueError(expected: MessageText("%s, or the user memory in bytes from %d to %d",
                                                           NFCTag.names.joined(separator: ", "), NFCTag.sizes.lowerBound,
                                                           NFCTag.sizes.upperBound))
        }
        self = tag
    }

    /// The name, or the bytes.
    public var argumentText: String? { name ?? String(userBytes) }
}
