import MycaCore

/// `myca nfc`: the card as an NDEF message for an NFC tag, as bytes, hex or a tag image,
/// or written to the tag on a reader.
struct NFCCommand: Command {
    static let name = "nfc"

    static let spec = CommandSpec(
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
        "ndef", valueName: "FILE", completion: .file, category: OptionCategory.output,
        help: "Write the raw NDEF message to FILE ('-' for stdout).")
    /// `--hex`.
    static let hex = Flag("hex", category: OptionCategory.output, help: "Print the NDEF message in hex (the default output).")
    /// `--image FILE`.
    static let image = Option<OutputTarget?>(
        "image", valueName: "FILE", completion: .file, category: OptionCategory.output,
        help: "Write the tag image nfc-mfultralight writes to FILE ('-' for stdout).")
    /// `--write`.
    static let write = Flag(
        "write", category: OptionCategory.output, help: "Write the tag on the reader (libnfc, through myca-nfc) and read it back.")
    /// `--tag TAG`.
    static let tag = Option<NFCTag>(
        "tag", valueName: "TAG", default: .standard, category: OptionCategory.content,
        help: "The tag: " + NFCTag.names.joinedText(separator: ", ") + " or its user memory in bytes.")
    /// `--uri-only`.
    static let uriOnly = Flag("uri-only", category: OptionCategory.content, help: "Carry the card's link alone.")

    /// Fits the card's message to the tag and writes every requested output.
    func run(_ args: ParsedArguments, _ ctx: CommandContext) async throws -> Int32 {
        let outputs = try NFCOutputs(ndef: try args.value(Self.ndef), image: try args.value(Self.image),
                                     hex: args[Self.hex], reader: args[Self.write], ctx)
        if args[Self.uriOnly], try args.given(QROptionGroup.fields) != nil {
            throw UsageError.invalid(MessageText("options '--uri-only' and '--fields' cannot be used together"),
                                     hint: MessageText("the link alone carries no other field: drop one of them"))
        }
        let card = try CardSource.resolve(args, ctx).oneLanguage()
        let tag = try args.value(Self.tag)
        let message = try NFCPayload.fitted(card, fields: try args.value(QROptionGroup.fields), uriOnly: args[Self.uriOnly],
                                            tag: tag, steps: ScreenCodes.fieldSteps)
        try outputs.write(message, on: tag, ctx)
        return 0
    }
}
