import MycaCore

/// `myca background [HANDLE] --png FILE [--size WxH]`: a video-call background with the card.
public struct BackgroundCommand: Command {
    /// The name people type.
    public static let name = "background"

    /// The declaration.
    public static let spec = CommandSpec(
        name: name,
        summary: "Draw a video-call background with the card and its QR code (PNG).",
        discussion: """
            The name, pronouns, title, organization and web address on the left, the QR code \
            large on the right, and the middle, where the face is, left free; in the card's \
            style. The code is \(Int(CallBackgroundLayout.codeShare * 100)) % of the height, so \
            it still scans when the call sends the picture at 1280×720; a warning says when \
            its modules would be under \(CallBackgroundLayout.minimumModulePixels) pixels there (--payload url or \
            --fields make a smaller code). Call apps mirror your own preview, not what others \
            see: the text reads the right way round for them.

            Drawn by myca-draw (cairo and pango), as 'myca card --png' is.
            """,
        arguments: [.handle()],
        options: [png.spec, size.spec, CardLinesOption.lines.spec] + CodedCard.optionSpecs + CardSource.specs,
        examples: [
            Example(command: "myca background --png call.png", explanation: "A 1920×1080 background."),
            Example(command: "myca background --png call.png --size 1280x720 --style forest",
                    explanation: "A 720p background in green."),
        ])

    /// `--png FILE`.
    static let png = Option<OutputTarget?>(
        "png", valueName: "FILE", completion: .file, help: "Write the PNG image to FILE ('-' for stdout).")
    /// `--size WxH`.
    static let size = Option<PixelSize>(
        "size", valueName: "WxH", default: PixelSize(width: 1920, height: 1080), help: "Image size in pixels.")


    /// A background command.
    public init() {}

    public func run(_ args: ParsedArguments, _ ctx: CommandContext) async throws -> Int32 {
        guard let target = try args.value(Self.png) else {
            throw UsageError.invalid(MessageText("no output asked for"), hint: MessageText("name the image: --png FILE"))
        }
        try OutputTarget.check([.init("png", to: target, binary: true, redirect: "myca background --png - > call.png")], ctx)
        let size = try args.value(Self.size)
        let coded = try CodedCard.resolve(args, ctx)
        let encoded = try await coded.request.code(for: coded.card)
        let code = encoded.matrix
        let (page, codeArea) = CallBackgroundLayout.page(
            coded.card, lines: try args.value(CardLinesOption.lines), code: code, style: coded.style, width: size.width, height: size.height,
            caption: WebText(for: coded.card).scanToSave)
        // What the other side of a call gets: the picture at 1280×720.
        let modulePixels = CallBackgroundLayout.modulePixelsAt720(code, codeArea: codeArea, width: size.width)
        if modulePixels < Double(CallBackgroundLayout.minimumModulePixels) {
            ctx.warn(Localization.text(CallBackgroundLayout.smallModules(modulePixels)) + "; "
                + (coded.request.kind == .url ? tr("carry less") : tr("use --payload url or --fields %s", FieldSelection.compact.text)))
        }
        let (bytes, report) = try ProgramDrawing(environment: ctx.environment)
            .draw(DrawingRequest(format: .png, dpi: CallBackgroundLayout.dpi, pages: [page]))
        for entry in report.entries where entry.text.isCut { ctx.warn(Localization.text(entry.text.cutText)) }
        try target.write(bytes, ctx)
        if ctx.verbose {
            ctx.stderr.write(CodeReport.describe(encoded, coded.request) + "\n")
            let modules = code.size + 2 * QRMatrix.quietZone
            ctx.stderr.write("code: version \(code.version), \(modules) modules of "
                + "\(PhysicalLength.text(modulePixels * Double(size.width) / 1280, digits: 1)) pixels; "
                + "\(PhysicalLength.text(modulePixels, digits: 1)) pixels when a call shows the picture at 1280×720\n")
            ctx.stderr.write(DrawingDescription.file("png", target, bytes: bytes, pages: [page], dpi: nil,
                                                     showsMillimetres: false) + "\n")
        }
        return 0
    }
}
