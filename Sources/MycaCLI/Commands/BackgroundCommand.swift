import MycaCore

/// `myca background [HANDLE] --png FILE [--size WxH]`: a video-call background with the card.
struct BackgroundCommand: Command {
    /// The name people type.
    static let name = "background"

    static let spec = CommandSpec(
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
        options: [ImageOptions.png.spec, CallBackgroundJob.size.spec, CardLinesOption.lines.spec] + CodedCard.optionSpecs + CardSource.specs,
        examples: [
            Example(command: "myca background --png call.png", explanation: "A 1920×1080 background."),
            Example(command: "myca background --png call.png --size 1280x720 --style forest",
                    explanation: "A 720p background in green."),
        ])

    func run(_ args: ParsedArguments, _ ctx: CommandContext) async throws -> Int32 {
        try await CallBackgroundJob.run(args, ctx)
        return 0
    }
}
