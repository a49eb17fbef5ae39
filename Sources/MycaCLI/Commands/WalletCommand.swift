import MycaCore

/// `myca wallet`: the card as an Apple Wallet pass or a "Save to Google Wallet" link,
/// signed with the user's own certificate or service account key.
struct WalletCommand: Command {
    static let name = "wallet"

    static let spec = CommandSpec(
        name: name,
        summary: "Put a card in the phone's wallet (Apple Wallet pass, Google Wallet link).",
        discussion: """
            --apple FILE writes a generic Apple Wallet pass (.pkpass): the name, title and \
            organization on the front, the contact on the back, and a QR code with the \
            same payload as 'myca qr' (--fields, --payload), in the card's style. Its \
            logo is --logo FILE (at most 160 × 50 points, at its aspect) or else a \
            lettermark of the card's initials, and the card's photo is its thumbnail, \
            drawn by myca-draw at 1×, 2× and 3×. It is \
            signed with your Pass Type ID certificate: --cert FILE.p12 with \
            --password-file FILE, or a PEM certificate with --key FILE; --wwdr FILE is \
            Apple's WWDR intermediate certificate that issued it. The pass type \
            identifier and team are taken from the certificate. The same card, options \
            and SOURCE_DATE_EPOCH give the same bytes; the signature is dated \
            SOURCE_DATE_EPOCH, else now.

            --google prints a "Save to Google Wallet" link: a generic object and its \
            class in a JWT signed (RS256) with a service account's key (--key \
            service-account.json) for the issuer --issuer-id ID. With --qr the link is \
            drawn as a QR code on stdout instead, as 'myca qr' draws a card's: in the \
            terminal's colours, with a quiet zone of 4 modules or else 2, whichever the \
            window holds (a code the window cannot hold is refused, saying what it needs), \
            so a phone's camera opens it. The link carries the card's code: fewer --fields \
            make it shorter.

            The signing is done by the program myca-wallet with OpenSSL; it reads the \
            key and password files itself. Files holding a key or a password must be \
            readable by you alone (chmod 600), as ssh asks of a key.
            """,
        arguments: [.handle()],
        options: [apple.spec, google.spec, qr.spec] + WalletOptionGroup.specs
            + [passTypeID.spec, teamID.spec, organization.spec, description.spec, serial.spec, logo.spec,
                  QROptionGroup.payload.spec, QROptionGroup.fields.spec, QROptionGroup.style.spec]
            + CardSource.specs,
        examples: [
            Example(command: "myca wallet --apple me.pkpass --cert pass.p12 --password-file pw --wwdr g4.cer",
                    explanation: "An Apple Wallet pass of the default card."),
            Example(command: "myca wallet --google --key account.json --issuer-id 3388000000012345678",
                    explanation: "A link that saves the card in Google Wallet."),
            Example(command: "myca wallet --google --qr --key account.json --issuer-id 3388000000012345678",
                    explanation: "The link as a code to scan with the phone."),
        ])

    /// `--apple FILE`.
    static let apple = Option<OutputTarget?>(
        "apple", valueName: "FILE", completion: .file, category: OptionCategory.output,
        help: "Write an Apple Wallet pass (.pkpass) to FILE ('-' for stdout).")
    /// `--google`.
    static let google = Flag("google", category: OptionCategory.output, help: "Print a \"Save to Google Wallet\" link.")
    /// `--qr`.
    static let qr = Flag("qr", category: OptionCategory.output, help: "With --google, draw the link as a QR code instead of printing it.")
    /// `--pass-type-id ID`.
    static let passTypeID = Option<String?>(
        "pass-type-id", valueName: "ID", category: OptionCategory.pass, help: "The pass type identifier (default: the certificate's).")
    /// `--team-id ID`.
    static let teamID = Option<String?>(
        "team-id", valueName: "ID", category: OptionCategory.pass, help: "The Apple team identifier (default: the certificate's).")
    /// `--organization NAME`.
    static let organization = Option<String?>(
        "organization", valueName: "NAME", category: OptionCategory.pass, help: "Who issues the pass (default: the card's organization).")
    /// `--description TEXT`.
    static let description = Option<String?>(
        "description", valueName: "TEXT", category: OptionCategory.pass, help: "What the pass is, for VoiceOver (default: the card's name).")
    /// `--serial TEXT`.
    static let serial = Option<String?>(
        "serial", valueName: "TEXT", category: OptionCategory.pass, help: "The pass's serial number (default: the card's UID).")

    /// `--logo FILE`.
    static let logo = Option<String?>(
        "logo", valueName: "FILE", completion: .file, category: OptionCategory.pass,
        help: "The pass's logo (PNG or JPEG), instead of a lettermark of the card's initials.")

    /// Builds the pass or the link and has myca-wallet sign it.
    func run(_ args: ParsedArguments, _ ctx: CommandContext) async throws -> Int32 {
        let appleTarget = try Self.appleTarget(args, ctx)
        let signing = try WalletOptionGroup.signing(args, ctx, apple: appleTarget.map { _ in "apple" },
                                                    google: appleTarget == nil ? "google" : nil, inBatch: false)
        let source = try CardSource.resolve(args, ctx)
        let card = try source.oneLanguage()
        let style = try args.value(QROptionGroup.style) ?? source.qrStyle(ctx)
        // The code is made once here, so a payload too large for a QR code is refused
        // with the same error and hints as for 'myca qr'.
        let code = try await CodeRequest(kind: try args.value(QROptionGroup.payload), fields: try args.value(QROptionGroup.fields))
            .code(for: card)
        let serial = try args.value(Self.serial) ?? ApplePass.serial(of: card, otherwise: source.handle ?? "sample")
        if let appleTarget {
            let pass = try Self.applePass(card, payload: code.payload, style: style, serial: serial, args, ctx)
            try Self.write(pass, signing, to: appleTarget, ctx)
        } else if let pass = signing.googlePass(card: card, payload: code.payload, style: style, objectSuffix: serial) {
            let link = try signing.googleLink(pass)
            if ctx.verbose { ctx.stderr.write("google-link: \(link.utf8.count) bytes\n") }
            ctx.stdout.write(bytes: args[Self.qr] ? try await ScreenLink.draw(link, style: style, ctx) : Array((link + "\n").utf8))
        }
        ctx.stdout.flush()
        return 0
    }

    /// Where `--apple` writes the pass, or nil for `--google`; refused unless exactly one
    /// is given, and `--qr` without `--google`.
    static func appleTarget(_ args: ParsedArguments, _ ctx: CommandContext) throws -> OutputTarget? {
        let target = try args.value(apple)
        guard (target != nil) != args[google] else {
            throw UsageError.invalid(MessageText("give one of '--apple FILE' and '--google'"),
                                     hint: MessageText("one wallet at a time: run myca wallet once for each"))
        }
        guard args[google] || !args[qr] else {
            throw UsageError.invalid(MessageText("'--qr' draws the Google Wallet link"), hint: MessageText("add --google, or leave out --qr"))
        }
        if let target {
            try OutputTarget.check([.init("pkpass", to: target, binary: true, redirect: "myca wallet --apple - > card.pkpass")], ctx)
        }
        return target
    }

    /// Signs `pass` and writes it to `target`; with -v, what was written and for whom.
    static func write(_ pass: ApplePass, _ signing: WalletPassSigning, to target: OutputTarget, _ ctx: CommandContext) throws {
        let (archive, report) = try signing.signed(pass)
        try target.write(archive, ctx)
        if ctx.verbose {
            ctx.stderr.write("pkpass: \(archive.count) bytes, \(pass.images.count + 3) files, pass type "
                + "\(report["passTypeIdentifier"]?.stringValue ?? "?"), team \(report["teamIdentifier"]?.stringValue ?? "?")\n")
        }
    }

    /// The unsigned Apple pass: the card's fields and code, the identifiers the options
    /// give, and its images drawn by myca-draw.
    static func applePass(_ card: ProfileSnapshot, payload: [UInt8], style: QRStyle, serial: String, _ args: ParsedArguments,
                          _ ctx: CommandContext) throws -> ApplePass {
        let issuer = ApplePass.Issuer(
            passTypeIdentifier: try args.value(passTypeID), teamIdentifier: try args.value(teamID),
            organizationName: try args.value(organization) ?? (card.organization.isEmpty ? card.formattedName : card.organization),
            description: try args.value(description) ?? card.formattedName, serialNumber: serial)
        let logo = try args.value(logo).map { try CardPicture(file: $0, ctx) }
        return ApplePass(card: card, payload: payload, style: style, issuer: issuer)
            .adding(try ApplePass.artwork(card: card, style: style, logo: logo).map { image in
                (image.name, try DrawProgram.draw(image.request, environment: ctx.environment).0)
            })
    }
}
