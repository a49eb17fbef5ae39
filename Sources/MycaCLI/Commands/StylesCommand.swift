import MycaCore

/// `myca styles`: the named QR styles with a preview swatch, their colours and a description.
struct StylesCommand: Command {
    static let name = "styles"

    static let spec = CommandSpec(
        name: name,
        summary: "List the named QR code styles.",
        discussion: """
            Each style is a pair of colours checked to scan well: dark modules on a light \
            ground. Use one with 'myca qr --style NAME' or 'myca new/edit --style NAME'.

            A style's ground is defined in the inks a press prints it with (each 0 or at \
            least 5 %); its sRGB is their equivalent through the press profile. 'myca card \
            --press' prints the text, code and marks in black alone and the ground in \
            those inks.
            """,
        examples: [Example(command: "myca styles", explanation: "Preview the styles.")])

    /// Prints one line per style: name, swatch (with colour), colours, description.
    func run(_ args: ParsedArguments, _ ctx: CommandContext) async throws -> Int32 {
        let list = StyleList(ctx)
        for line in list.lines { ctx.stdout.write(line) }
        if list.swatchesAlike {
            ctx.note(tr("this terminal shows 16 colours, so every swatch is black on white; a terminal with 256 colours or COLORTERM=truecolor shows each style's own"))
        }
        return 0
    }
}
