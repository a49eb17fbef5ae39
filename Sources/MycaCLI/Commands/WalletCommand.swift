import MycaCore
#if canImport(Glibc)
import Glibc
#endif

/// `myca wallet`: the card as an Apple Wallet pass or a "Save to Google Wallet" link,
/// signed with the user's own certificate or service account key.
public struct WalletCommand: Command {
    private static let output = "Output"
    private static let signing = "Signing"
    private static let pass = "Pass"

    /// The name people type (`spec.name`), known without building the declaration.
    public static let name = "wallet"

    /// The declaration.
    public static let spec = CommandSpec(
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
            service-account.json) for the issuer --issuer-id ID.

            The signing is done by the program myca-wallet with OpenSSL; it reads the \
            key and password files itself. Files holding a key or a password must be \
            readable by you alone (chmod 600), as ssh asks of a key.
            """,
        arguments: [.handle()],
        options: [apple.spec, google.spec, cert.spec, key.spec, passwordFile.spec, wwdr.spec, issuerID.spec,
                  passTypeID.spec, teamID.spec, organization.spec, description.spec, serial.spec, logo.spec,
                  QROptionGroup.payload.spec, QROptionGroup.fields.spec, QROptionGroup.style.spec]
            + CardSource.specs,
        examples: [
            Example(command: "myca wallet --apple me.pkpass --cert pass.p12 --password-file pw --wwdr g4.cer",
                    explanation: "An Apple Wallet pass of the default card."),
            Example(command: "myca wallet --google --key account.json --issuer-id 3388000000012345678",
                    explanation: "A link that saves the card in Google Wallet."),
        ])

    /// `--apple FILE`.
    static let apple = Option<OutputTarget?>(
        "apple", valueName: "FILE", completion: .file, category: output,
        help: "Write an Apple Wallet pass (.pkpass) to FILE ('-' for stdout).")
    /// `--google`.
    static let google = Flag("google", category: output, help: "Print a \"Save to Google Wallet\" link.")
    /// `--cert FILE`.
    static let cert = Option<String?>(
        "cert", valueName: "FILE", completion: .file, category: signing,
        help: "The pass certificate: PKCS #12 (.p12) with its key, or PEM.")
    /// `--key FILE`.
    static let key = Option<String?>(
        "key", valueName: "FILE", completion: .file, category: signing,
        help: "The certificate's private key (PEM), or with --google the service account's JSON key.")
    /// `--password-file FILE`.
    static let passwordFile = Option<String?>(
        "password-file", valueName: "FILE", completion: .file, category: signing,
        help: "A file whose first line is the password of the .p12 or the key.")
    /// `--wwdr FILE`.
    static let wwdr = Option<String?>(
        "wwdr", valueName: "FILE", completion: .file, category: signing,
        help: "Apple's WWDR intermediate certificate (PEM or DER).")
    /// `--issuer-id ID`.
    static let issuerID = Option<String?>(
        "issuer-id", valueName: "ID", category: signing, help: "The Google Wallet issuer ID.")
    /// `--pass-type-id ID`.
    static let passTypeID = Option<String?>(
        "pass-type-id", valueName: "ID", category: pass, help: "The pass type identifier (default: the certificate's).")
    /// `--team-id ID`.
    static let teamID = Option<String?>(
        "team-id", valueName: "ID", category: pass, help: "The Apple team identifier (default: the certificate's).")
    /// `--organization NAME`.
    static let organization = Option<String?>(
        "organization", valueName: "NAME", category: pass, help: "Who issues the pass (default: the card's organization).")
    /// `--description TEXT`.
    static let description = Option<String?>(
        "description", valueName: "TEXT", category: pass, help: "What the pass is, for VoiceOver (default: the card's name).")
    /// `--serial TEXT`.
    static let serial = Option<String?>(
        "serial", valueName: "TEXT", category: pass, help: "The pass's serial number (default: the card's UID).")

    /// `--logo FILE`.
    static let logo = Option<String?>(
        "logo", valueName: "FILE", completion: .file, category: pass,
        help: "The pass's logo (PNG or JPEG), instead of a lettermark of the card's initials.")

    /// A wallet command.
    public init() {}

    /// Builds the pass or the link and has myca-wallet sign it.
    public func run(_ args: ParsedArguments, _ ctx: CommandContext) async throws -> Int32 {
        let appleTarget = try args.value(Self.apple)
        let toGoogle = args[Self.google]
        guard (appleTarget != nil) != toGoogle else {
            throw UsageError.invalid(MessageText("give one of '--apple FILE' and '--google'"),
                                     hint: MessageText("one wallet at a time: run myca wallet once for each"))
        }
        if let appleTarget {
            try OutputTarget.check([.init("pkpass", to: appleTarget, binary: true, redirect: "myca wallet --apple - > card.pkpass")], ctx)
        }
        let source = try CardSource.resolve(args, ctx)
        let card = try source.oneLanguage()
        let style = try args.value(QROptionGroup.style) ?? source.qrStyle(ctx)
        // The code is made once here, so a payload too large for a QR code is refused
        // with the same error and hints as for 'myca qr'.
        let code = try await CodeRequest(kind: try args.value(QROptionGroup.payload), fields: try args.value(QROptionGroup.fields))
            .code(for: card)
        let serial = try args.value(Self.serial) ?? ApplePass.serial(of: card, otherwise: source.handle ?? "sample")
        let signingTime = try Self.signingTime(ctx.environment)
        let archiveDate = try SourceDate.seconds(in: ctx.environment)
        if let appleTarget {
            guard let certificate = try args.value(Self.cert) else { throw WalletCommandError.missing(option: "cert", for: "apple") }
            guard let intermediate = try args.value(Self.wwdr) else { throw WalletCommandError.missingIntermediate }
            let issuer = ApplePass.Issuer(
                passTypeIdentifier: try args.value(Self.passTypeID), teamIdentifier: try args.value(Self.teamID),
                organizationName: try args.value(Self.organization) ?? (card.organization.isEmpty ? card.formattedName : card.organization),
                description: try args.value(Self.description) ?? card.formattedName, serialNumber: serial)
            var pass = ApplePass(card: card, payload: code.payload, style: style, issuer: issuer)
            let logo = try args.value(Self.logo).map { try CardCommand.picture(at: $0, ctx) }
            pass = pass.adding(try ApplePass.artwork(card: card, style: style, logo: logo).map { image in
                (image.name, try DrawProgram.draw(image.request, environment: ctx.environment).0)
            })
            let request = WalletRequest(
                .apple(.init(pass: pass, certificate: ctx.absolutePath(certificate), key: try args.value(Self.key).map(ctx.absolutePath),
                             password: try args.value(Self.passwordFile).map(ctx.absolutePath),
                             intermediate: ctx.absolutePath(intermediate))),
                signingTime: signingTime, archiveDate: archiveDate)
            let (archive, report) = try WalletProgram.sign(request, environment: ctx.environment)
            try appleTarget.write(archive, ctx)
            if ctx.verbose {
                ctx.stderr.write("pkpass: \(archive.count) bytes, \(pass.images.count + 3) files, pass type "
                    + "\(report["passTypeIdentifier"]?.stringValue ?? "?"), team \(report["teamIdentifier"]?.stringValue ?? "?")\n")
            }
        } else {
            guard let account = try args.value(Self.key) else { throw WalletCommandError.missing(option: "key", for: "google") }
            guard let issuerID = try args.value(Self.issuerID) else { throw WalletCommandError.missing(option: "issuer-id", for: "google") }
            let pass = GoogleWalletPass(card: card, payload: code.payload, style: style, issuerID: issuerID, objectSuffix: serial,
                                        issuedAt: signingTime)
            let request = WalletRequest(.google(.init(pass: pass, serviceAccount: ctx.absolutePath(account))),
                                        signingTime: signingTime, archiveDate: archiveDate)
            let (jwt, _) = try WalletProgram.sign(request, environment: ctx.environment)
            ctx.stdout.write(GoogleWalletPass.saveURL + String(decoding: jwt, as: UTF8.self) + "\n")
        }
        ctx.stdout.flush()
        return 0
    }

    /// When a signature says it was made: `SOURCE_DATE_EPOCH` when set, so a rebuild gives
    /// the same bytes; else now, since Wallet judges the certificate at that time.
    static func signingTime(_ environment: Environment) throws -> Int64 {
        if environment[SourceDate.variable] != nil { return try SourceDate.seconds(in: environment) }
        return Int64(time(nil))
    }
}

/// What `myca wallet` needs and was not given.
enum WalletCommandError: CommandLineError, Equatable {
    /// An option the output needs (`cert` for `apple`).
    case missing(option: String, for: String)
    /// No WWDR certificate for an Apple pass.
    case missingIntermediate

    var exitCode: Int32 { 2 }

    var messageText: MessageText {
        switch self {
        case let .missing(option, output): MessageText("'--%s' needs '--%s'", output, option)
        case .missingIntermediate: MessageText("an Apple pass needs Apple's WWDR intermediate certificate ('--wwdr FILE')")
        }
    }

    var hintText: MessageText? {
        switch self {
        case .missing(_, "google"):
            MessageText("give the service account's JSON key with --key FILE and the issuer with --issuer-id ID")
        case .missing:
            MessageText("give the pass certificate: --cert FILE.p12 --password-file FILE, or --cert FILE.pem --key FILE")
        case .missingIntermediate:
            MessageText("download the WWDR certificate (G4) from Apple's certificate authority page and give it with --wwdr FILE")
        }
    }
}
