import MycaCore
#if canImport(Glibc)
import Glibc
#endif

/// The options that sign wallet passes, which `wallet` and `batch` share: the Apple pass
/// certificate and its files, the Google service account key and issuer, declared once with
/// one help text each and read into one ``WalletPassSigning``.
enum WalletOptionGroup {
    /// `--cert FILE`.
    static let cert = Option<String?>(
        "cert", valueName: "FILE", completion: .file, category: OptionCategory.signing,
        help: "The pass certificate: PKCS #12 (.p12) with its key, or PEM.")
    /// `--key FILE`.
    static let key = Option<String?>(
        "key", valueName: "FILE", completion: .file, category: OptionCategory.signing,
        help: "The certificate's private key (PEM); for Google Wallet, the service account's JSON key.")
    /// `--password-file FILE`.
    static let passwordFile = Option<String?>(
        "password-file", valueName: "FILE", completion: .file, category: OptionCategory.signing,
        help: "A file whose first line is the password of the .p12 or the key.")
    /// `--wwdr FILE`.
    static let wwdr = Option<String?>(
        "wwdr", valueName: "FILE", completion: .file, category: OptionCategory.signing,
        help: "Apple's WWDR intermediate certificate (PEM or DER).")
    /// `--issuer-id ID`.
    static let issuerID = Option<String?>(
        "issuer-id", valueName: "ID", category: OptionCategory.signing, help: "The Google Wallet issuer ID.")

    /// The declarations, in the order help lists them.
    static let specs: [OptionSpec] = [cert.spec, key.spec, passwordFile.spec, wwdr.spec, issuerID.spec]

    /// What signs the passes asked for: an Apple pass for the output named `apple`
    /// (`apple` for `--apple`, `format pkpass`), a Google link for `google`. `--key` is the
    /// service account's when a Google link is asked for; an Apple pass then takes its key
    /// from the `.p12` (or a PEM that holds both).
    ///
    /// - Throws: ``WalletOptionError`` naming the option an output needs and was not given.
    static func signing(_ args: ParsedArguments, _ ctx: CommandContext, apple: String?, google: String?, inBatch: Bool) throws
        -> WalletPassSigning
    {
        let key = try args.value(Self.key).map(ctx.absolutePath)
        var appleFiles: WalletRequest.AppleFiles?
        if let apple {
            guard let certificate = try args.value(cert) else { throw WalletOptionError.missing(option: "cert", output: apple, wallet: .apple) }
            guard let intermediate = try args.value(wwdr) else { throw WalletOptionError.missingIntermediate }
            appleFiles = .init(certificate: ctx.absolutePath(certificate), key: google == nil ? key : nil,
                               password: try args.value(passwordFile).map(ctx.absolutePath), intermediate: ctx.absolutePath(intermediate))
        }
        var googleAccount: WalletPassSigning.Google?
        if let google {
            guard let key else { throw WalletOptionError.missing(option: "key", output: google, wallet: .google) }
            guard let issuer = try args.value(issuerID) else { throw WalletOptionError.missing(option: "issuer-id", output: google, wallet: .google) }
            googleAccount = .init(serviceAccount: key, issuerID: issuer)
        }
        return WalletPassSigning(apple: appleFiles, google: googleAccount, signingTime: try signingTime(ctx.environment),
                                 archiveDate: try SourceDate.seconds(in: ctx.environment), environment: ctx.environment,
                                 inBatch: inBatch)
    }

    /// When a signature says it was made: `SOURCE_DATE_EPOCH` when set, so a rebuild gives
    /// the same bytes; else now, since Wallet judges the certificate at that time.
    static func signingTime(_ environment: Environment) throws -> Int64 {
        if environment[SourceDate.variable] != nil { return try SourceDate.seconds(in: environment) }
        return Int64(time(nil))
    }
}

/// What signing a wallet pass needs and was not given.
enum WalletOptionError: CommandLineError, Equatable {
    /// The wallets a pass goes to, whose signing options differ.
    enum Wallet: Equatable {
        case apple, google
    }

    /// An option the output needs (`cert` for `apple`, `key` for `format google-link`).
    case missing(option: String, output: String, wallet: Wallet)
    /// No WWDR certificate for an Apple pass.
    case missingIntermediate

    var exitCode: Int32 { 2 }

    var messageText: MessageText {
        switch self {
        case let .missing(option, output, _): MessageText("'--%s' needs '--%s'", output, option)
        case .missingIntermediate: MessageText("an Apple pass needs Apple's WWDR intermediate certificate ('--wwdr FILE')")
        }
    }

    var hintText: MessageText? {
        switch self {
        case .missing(_, _, .google):
            MessageText("give the service account's JSON key with --key FILE and the issuer with --issuer-id ID")
        case .missing(_, _, .apple):
            MessageText("give the pass certificate: --cert FILE.p12 --password-file FILE, or --cert FILE.pem --key FILE")
        case .missingIntermediate:
            MessageText("download the WWDR certificate (G4) from Apple's certificate authority page and give it with --wwdr FILE")
        }
    }
}
