import MycaCore

/// `myca background`'s work: a picture for video calls with the card's name, title and
/// code, drawn by myca-draw at the size asked, and a warning when the code would be too
/// small for the other side of a call to scan.
enum CallBackgroundJob {
    /// `--size WxH`.
    static let size = Option<PixelSize>(
        "size", valueName: "WxH", default: PixelSize(width: 1920, height: 1080), help: "Image size in pixels.")

    /// Draws the background and writes it; with -v, its code and pixels.
    static func run(_ args: ParsedArguments, _ ctx: CommandContext) async throws {
        guard let target = try args.value(ImageOptions.png) else {
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
        guard ctx.verbose else { return }
        ctx.stderr.write(CodeReport.describe(encoded, coded.request) + "\n")
        let modules = code.size + 2 * QRMatrix.quietZone
        ctx.stderr.write("code: version \(code.version), \(modules) modules of "
            + "\(PhysicalLength.text(modulePixels * Double(size.width) / 1280, digits: 1, keeping: 1)) pixels; "
            + "\(PhysicalLength.text(modulePixels, digits: 1, keeping: 1)) pixels when a call shows the picture at 1280×720\n")
        ctx.stderr.write(DrawingDescription.file("png", target, bytes: bytes, pages: [page], dpi: nil,
                                                 showsMillimetres: false) + "\n")
    }
}
