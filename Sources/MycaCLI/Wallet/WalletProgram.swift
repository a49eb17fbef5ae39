import MycaCore

/// Runs `myca-wallet`, the program that signs passes with libcrypto: `myca` itself never
/// loads libcrypto or zlib.
enum WalletProgram {
    /// The signed output (the `.pkpass`, or the JWT) and the program's report.
    ///
    /// - Throws: the program's `WalletError` as a `DrawingFailure`; ``HelperProgramError``
    ///   when it is missing, lacks its libraries or fails without saying why.
    /// In a batch (`inBatch`) it runs in a process group of its own and the signals stay
    /// the batch's, as ``PressProgram`` runs Ghostscript there.
    static func sign(_ request: WalletRequest, environment: Environment, inBatch: Bool = false) throws -> ([UInt8], JSONValue) {
        let wallet = HelperProgram.wallet
        let program = try wallet.locate(environment: environment)
        return try wallet.exchange(program, inputs: [("request.json", Array(request.json.serialized().utf8))],
                                   outputs: ["output", "report.json"], environment: environment, isolated: inBatch,
                                   arguments: { $0 }) { status, files, stderr in
            let report = try wallet.report(files[1], limit: 1 << 20, path: program, status: status, stderr: stderr)
            return (try files[0].contents(limit: 64 << 20), report)
        }
    }
}

/// The signer of wallet passes: every Apple pass signed with the same certificate, key,
/// password and WWDR files, every Google link with the same service account key, by one
/// `myca-wallet` a pass.
struct WalletPassSigning: PassSigning {
    /// The Google service account's key file and the issuer it signs for.
    struct Google: Sendable {
        var serviceAccount: String
        var issuerID: String
    }

    /// Nil when no Apple pass is asked for.
    let apple: WalletRequest.AppleFiles?
    /// Nil when no Google link is asked for.
    let google: Google?
    let signingTime: Int64
    let archiveDate: Int64
    let environment: Environment
    /// Whether the signer runs for a batch (see ``WalletProgram/sign(_:environment:inBatch:)``).
    let inBatch: Bool

    var googleIssuerID: String? { google?.issuerID }

    /// The `.pkpass` archive and `myca-wallet`'s report (the identifiers it signed for).
    func signed(_ pass: ApplePass) throws -> (archive: [UInt8], report: JSONValue) {
        guard let apple else { throw WalletOptionError.missing(option: "cert", output: "format pkpass", wallet: .apple) }
        let request = WalletRequest(.apple(pass, apple), signingTime: signingTime, archiveDate: archiveDate)
        return try WalletProgram.sign(request, environment: environment, inBatch: inBatch)
    }

    func pkpass(_ pass: ApplePass) throws -> [UInt8] {
        try signed(pass).archive
    }

    func googleLink(_ pass: GoogleWalletPass) throws -> String {
        guard let google else { throw WalletOptionError.missing(option: "key", output: "format google-link", wallet: .google) }
        let request = WalletRequest(.google(pass, serviceAccount: google.serviceAccount), signingTime: signingTime, archiveDate: archiveDate)
        let jwt = try WalletProgram.sign(request, environment: environment, inBatch: inBatch).0
        return GoogleWalletPass.link(jwt: String(decoding: jwt, as: UTF8.self))
    }
}
