import MycaCore
import Testing

@Suite struct PassSigningTests {
    /// A signer that signs nothing: what Core asks of one.
    struct Signer: PassSigning {
        var googleIssuerID: String?
        var signingTime: Int64 = 1_700_000_000

        func pkpass(_ pass: ApplePass) throws -> [UInt8] { [] }
        func googleLink(_ pass: GoogleWalletPass) throws -> String { GoogleWalletPass.link(jwt: "jwt") }
    }

    @Test("a signer for an issuer makes the Google pass of that issuer, issued at its signing time")
    func googlePass() throws {
        let card = try Profile.sample.snapshot()
        let signer = Signer(googleIssuerID: "3388000000012345678", signingTime: 1_234)
        let pass = try #require(signer.googlePass(card: card, payload: Array("MECARD:;".utf8), style: .classic, objectSuffix: "s1"))
        #expect(pass == GoogleWalletPass(card: card, payload: Array("MECARD:;".utf8), style: .classic,
                                         issuerID: "3388000000012345678", objectSuffix: "s1", issuedAt: 1_234))
    }

    @Test("a signer of Apple passes alone makes no Google pass")
    func appleOnly() throws {
        let card = try Profile.sample.snapshot()
        #expect(Signer(googleIssuerID: nil).googlePass(card: card, payload: [0x41], style: .classic, objectSuffix: "s1") == nil)
    }

    @Test("the Google link is a batch format signed with keys: named google-link, written as .google-link.txt, not in all")
    func batchFormat() {
        #expect(BatchFormat.parse("google-link") == [.googleLink])
        #expect(BatchFormat.googleLink.fileSuffixes == ["google-link.txt"])
        #expect(BatchFormat.googleLink.isSigned && BatchFormat.pkpass.isSigned)
        #expect(!BatchFormat.all.contains(.googleLink) && !BatchFormat.all.contains(.pkpass))
        #expect(!BatchFormat.googleLink.isDrawn && BatchFormat.googleLink.renderFormat == nil)
    }
}
