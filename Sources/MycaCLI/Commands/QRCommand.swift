import MycaCore

/// `myca qr`: the card's QR code in the terminal, as PNG or as SVG.
struct QRCommand: Command {
    static let name = "qr"

    static let spec = CommandSpec(
        name: name,
        summary: "Make the QR code of a card (terminal, PNG, SVG).",
        discussion: """
            On a terminal the code is drawn in half blocks with explicit colours, so it \
            scans on dark and light themes. Into a pipe, without --png or --svg, it is \
            plain UTF-8 half blocks (they scan on light backgrounds). PNG bytes go to \
            stdout only with '--png -', and never to a terminal. --png and --svg may be \
            given together; files are written atomically.

            PNG size rule: with --size, pixels per module = max(1, floor(round(inches × dpi) \
            / modules)), where modules counts the quiet zone on both sides; the image is \
            pixels per module × modules wide, so modules are never blurry and the image is \
            never larger than asked (a warning says when even 1 pixel per module is too \
            large). The resolution is written as pHYs (300 dpi unless --dpi). With -v the \
            payload size, QR version, module count and the pixel sizes go to stderr.
            """,
        arguments: [.handle()],
        options: [ImageOptions.png.spec, ImageOptions.svg.spec, CodeJob.terminal.spec, CodeJob.utf8.spec, CodeJob.ascii.spec]
            + QROptionGroup.specs + [QROptionGroup.minModule.spec]
            + [QROptionGroup.invert.spec] + CardSource.specs,
        examples: [
            Example(command: "myca qr", explanation: "Show the default card's QR code in the terminal."),
            Example(command: "myca qr --png badge.png --size 25mm --dpi 600",
                    explanation: "A 25 mm code for print at 600 dpi."),
            Example(command: "myca qr --svg slide.svg --style navy --payload mecard",
                    explanation: "A navy MECARD code for a slide."),
            Example(command: "myca qr --png - | display", explanation: "PNG bytes on stdout."),
        ])

    func run(_ args: ParsedArguments, _ ctx: CommandContext) async throws -> Int32 {
        try await CodeJob.run(args, ctx)
        return 0
    }
}
