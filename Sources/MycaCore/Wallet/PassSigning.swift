/// Signs and zips Apple Wallet passes; the command line's runs `myca-wallet` with the
/// user's certificate, so Core never holds a key.
public protocol PassSigning: Sendable {
    /// The signed `.pkpass` archive of `pass`.
    ///
    /// - Throws: ``WalletError`` and the errors of running the signer.
    func pkpass(_ pass: ApplePass) throws -> [UInt8]
}
