import MycaCore

/// `myca page [HANDLE] [-o FILE]`: the card as one self-contained web page (an h-card).
struct PageCommand: Command {
    /// The name people type.
    static let name = "page"

    static let spec = CommandSpec(
        name: name,
        summary: "Write the card as a web page: one HTML file to put online or send.",
        discussion: """
            One self-contained HTML file that loads nothing: the styles are inline, the QR \
            code is inline SVG, the photo a data: URI. It shows the card in its style on a \
            phone and on a desktop, follows the reader's light or dark preference (the code \
            stays dark on light), and offers the card for download as a vCard 3.0 file named \
            after it, which phones import.

            The page is a microformats2 h-card (p-name, p-given-name, p-family-name, p-org, \
            p-job-title, u-email, p-tel, u-url, p-adr, p-note, u-photo; social profiles are \
            rel="me" links), so IndieWeb tools read the card from it. Everything from the card \
            is escaped, and only http:, https:, mailto: and tel: addresses become links: \
            anything else (a javascript: URL in an imported card) is shown as text.
            """,
        arguments: [.handle()],
        options: [CodedCard.output.spec] + CodedCard.optionSpecs + CardSource.specs,
        examples: [
            Example(command: "myca page -o index.html", explanation: "The default card as a page to upload."),
            Example(command: "myca page work --style navy -o work.html", explanation: "The card 'work' in navy."),
            Example(command: "myca page --payload url -o me.html",
                    explanation: "A smaller code that carries only the web address."),
        ])

    func run(_ args: ParsedArguments, _ ctx: CommandContext) async throws -> Int32 {
        let target = try args.value(CodedCard.output)
        let coded = try CodedCard.resolve(args, ctx)
        // The page carries the photo; a card stored with its photo's metadata is shown without it.
        if coded.photoCleaned { ctx.note(PhotoNotice.text) }
        let code = try await coded.cardCode()
        let html = Array(try CardPage.render(coded.card, code: code.matrix, style: coded.style).utf8)
        try target.write(html, ctx)
        coded.describe("html", target, bytes: html.count, code: code, ctx)
        return 0
    }
}
