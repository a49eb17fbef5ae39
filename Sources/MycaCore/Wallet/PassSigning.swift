/// Signs wallet passes: zips and signs Apple Wallet passes, signs Google Wallet links. The
/// command line's runs `myca-wallet` with the user's certificate and keys, so Core never
/// holds a key.
public protocol PassSigning: Sendable {
    /// The signed `.pkpass` archive of `pass`.
    ///
    /// - Throws: ``WalletError`` and the errors of running the signer.
    func pkpass(_ pass: ApplePass) throws -> [UInt8]

    /// The Google Wallet issuer whose passes this signs, or nil when it signs Apple passes
    /// only: a Google pass's identifiers begin with it.
    var googleIssuerID: String? { get }

    /// When the passes are signed, in seconds since 1970: a Google pass's `iat`.
    var signingTime: Int64 { get }

    /// The "Save to Google Wallet" link of `pass`, its JWT signed with the service
    /// account's key (``GoogleWalletPass/link(jwt:)``).
    ///
    /// - Throws: ``WalletError`` and the errors of running the signer.
    func googleLink(_ pass: GoogleWalletPass) throws -> String
}

extension PassSigning {
    /// The Google Wallet pass of `card` for this signer's issuer, issued at its signing
    /// time; nil when it signs no Google passes.
    public func googlePass(card: ProfileSnapshot, payload: [UInt8], style: QRStyle, objectSuffix: String) -> GoogleWalletPass? {
        googleIssuerID.map {
            GoogleWalletPass(card: card, payload: payload, style: style, issuerID: $0, objectSuffix: objectSuffix, issuedAt: signingTime)
        }
    }
}
