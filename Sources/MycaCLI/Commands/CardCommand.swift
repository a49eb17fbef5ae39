import MycaCore

/// `myca card`: the card as a printed business card (SVG, PDF, PNG), alone or on a sheet.
struct CardCommand: Command {
    /// The name people type.
    static let name = "card"

    static let spec = CommandSpec(
        name: name,
        summary: "Draw the card as a business card to print or show (SVG, PDF, PNG).",
        discussion: """
            A landscape card in the card's style: the name large (its phonetic reading above \
            it when the card has one), pronouns, title, organization, emails, phones, web \
            addresses, the postal address and up to five social profiles, with the QR code \
            on the right. The note is not printed.

            The code carries what the card prints (name, organization, title, emails, \
            phones, web addresses as compact vCard 3.0), not the note or the address unless \
            --fields asks, and is sized to its symbol. Its modules are never smaller than \
            --min-module: when they would be, it leaves out the web addresses, then title \
            and organization, then turns to MECARD, and says what it left out; with --fields \
            or --payload given and too dense, or nothing lean enough, it is an error.

            Nothing is cut. A value wider than its column breaks where its kind breaks \
            (between words, an email after its @, a web address after a slash, Japanese \
            between characters); then all lines shrink together, down to 9 pt for the name, \
            7 pt for the body and 6 pt for readings, pronouns and handles, while the code's \
            modules give the text room down to --min-module; then whole lines move to the \
            back, which a note names. A kind (work, cell) is printed only where two values \
            need telling apart, in the card's language and its punctuation. The minimal \
            back prints beside its code what the front does not; a meishi's back holds \
            its social profiles and what its front has no room for. A contact line that \
            fits no side even at its smallest size is an error naming it, and nothing is \
            written. Text never enters the code's quiet zone and stays 4 mm inside the trim.

            SVG keeps text as text in a common font stack and needs no library. PDF and PNG \
            are drawn by the separate program myca-draw with cairo and pango, so CJK, emoji \
            and right-to-left text are shaped and fall back to installed fonts; an error \
            names the Debian package when a library or a font is missing. PNG images get \
            round(mm / 25.4 × dpi) pixels per side and their resolution (pHYs). With --back, \
            PDF gets the back as page 2; PNG and SVG write it next to FILE as NAME-back.EXT.

            --logo FILE (PNG or JPEG) or --photo (the card's own photo) puts a picture on \
            the front: over the code when there is room for it at 6 mm or taller, else at \
            the head of the text; on the minimal front, above the name. A JPEG goes into the \
            PDF as its own bytes, turned by its orientation like in the PNG and the SVG.

            --template meishi is the Japanese business card, 91×55 mm unless --size says \
            otherwise: organization at the top, the title over the name, the readings \
            (furigana) over the family and given names, the address and contacts at the foot \
            with the labels Japanese cards use (〒, TEL, 携帯, E-mail, URL; on a card in another \
            language, that language's, else English ones). Its code is on the back, or, on \
            a card with another language, the back is that language's classic card with \
            its own code.

            --sheet lays out as many cards as fit (8 of 85×55 mm on A4, 21 on SRA3), 2 mm apart or \
            twice the bleed, so each card has cuts of its own, with crop marks 5 mm or more \
            inside the paper's edge (the margin most printers leave unprinted) and a slug \
            line under the first card naming the paper, the cards, their trim, bleed and \
            gutter and that margin; with --back the back page mirrors the columns, so the \
            sides register when printed on both sides and turned on the long edge.

            --press without --bleed gives the card the bleed print shops ask for: 3 mm, or \
            1/8 in (3.175 mm) on the us size; so does a style with a ground colour on a \
            sheet. A note says so; --bleed 0 asks for none.
            """,
        arguments: [.handle()],
        options: [ImageOptions.pdf.spec, ImageOptions.png.spec, ImageOptions.svg.spec, PrintedCardOptions.layout.spec,
                  PrintedCardOptions.size.spec, PrintedCardOptions.dpi.spec]
            + QROptionGroup.colourSpecs + QROptionGroup.contentSpecs + [QROptionGroup.minModule.spec, CardLinesOption.lines.spec]
            + PrintedCardOptions.specs + [PrintedCardOptions.preflight.spec] + CardSource.specs,
        examples: [
            Example(command: "myca card --pdf card.pdf", explanation: "The default card as a one-page PDF, 85×55 mm."),
            Example(command: "myca card --png card.png --dpi 600 --size jp",
                    explanation: "A Japanese meishi (91×55 mm) at 600 dpi."),
            Example(command: "myca card --pdf meishi.pdf --template meishi",
                    explanation: "A Japanese business card: furigana over the name, the code on the back."),
            Example(command: "myca card --pdf print.pdf --bleed 3mm --crop-marks --back",
                    explanation: "Front and back for a print shop."),
            Example(command: "myca card --pdf sheet.pdf --sheet a4 --back",
                    explanation: "Eight cards on A4 with crop marks, and their backs for duplex printing."),
            Example(command: "myca card --svg slide.svg --style navy", explanation: "An SVG for a slide."),
        ])

    func run(_ args: ParsedArguments, _ ctx: CommandContext) async throws -> Int32 {
        try await CardJob.run(args, ctx)
        return 0
    }
}
