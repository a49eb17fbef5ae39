@testable import MycaCLI
import MycaCore
import Testing

/// The signing options `wallet` and `batch` share: each output refused without what signs it.
@Suite struct WalletOptionGroupTests {
    static func signing(_ tokens: [String], apple: String?, google: String?,
                        environment: Environment = ["SOURCE_DATE_EPOCH": "1700000000"]) throws -> WalletPassSigning {
        let args = try ArgumentParser.parse(tokens, for: WalletCommand.spec)
        let ctx = CommandContext(stdout: BufferSink(), stderr: BufferSink(), environment: environment, currentDirectory: "/keys")
        return try WalletOptionGroup.signing(args, ctx, apple: apple, google: google, inBatch: false)
    }

    @Test func anApplePassNeedsItsCertificateAndTheWWDR() throws {
        #expect(throws: WalletOptionError.missing(option: "cert", output: "apple", wallet: .apple)) {
            try Self.signing(["--wwdr", "g4.cer"], apple: "apple", google: nil)
        }
        #expect(throws: WalletOptionError.missingIntermediate) {
            try Self.signing(["--cert", "pass.p12"], apple: "apple", google: nil)
        }
        let signing = try Self.signing(["--cert", "pass.p12", "--password-file", "pw", "--wwdr", "g4.cer"], apple: "apple", google: nil)
        #expect(signing.apple?.certificate == "/keys/pass.p12" && signing.apple?.password == "/keys/pw")
        #expect(signing.google == nil)
    }

    @Test func aGoogleLinkNeedsTheAccountsKeyAndTheIssuer() throws {
        #expect(throws: WalletOptionError.missing(option: "key", output: "google", wallet: .google)) {
            try Self.signing(["--issuer-id", "338"], apple: nil, google: "google")
        }
        #expect(throws: WalletOptionError.missing(option: "issuer-id", output: "google", wallet: .google)) {
            try Self.signing(["--key", "account.json"], apple: nil, google: "google")
        }
        let signing = try Self.signing(["--key", "account.json", "--issuer-id", "338"], apple: nil, google: "google")
        #expect(signing.google?.serviceAccount == "/keys/account.json" && signing.googleIssuerID == "338")
    }

    @Test func theSignatureIsDatedBySourceDateEpochWhenSet() throws {
        #expect(try WalletOptionGroup.signingTime(["SOURCE_DATE_EPOCH": "1700000000"]) == 1_700_000_000)
        #expect(try WalletOptionGroup.signingTime([:]) > 1_700_000_000)
    }
}
