/// Why a wallet pass cannot be signed: the certificate, key or password the user gave, or
/// the library that signs. No case carries key material or a password, only file names.
public enum WalletError: MycaError, Equatable {
    /// A file holding a key or a password can be read by the group or by others (its mode).
    case readableByOthers(file: String, mode: Int)
    /// A file holds no certificate.
    case notCertificate(file: String)
    /// A file holds no private key.
    case notKey(file: String)
    /// A file is neither a PKCS #12 bundle nor a certificate.
    case notBundle(file: String)
    /// The password does not open the PKCS #12 bundle or the encrypted key.
    case wrongPassword(file: String)
    /// The certificate's validity ended (its end date, ISO 8601).
    case expired(file: String, date: String)
    /// The certificate's validity has not begun (its start date, ISO 8601).
    case notYetValid(file: String, date: String)
    /// The certificate has no Apple pass type extension.
    case notPassCertificate(file: String)
    /// The key is not the certificate's.
    case keyMismatch(certificate: String, key: String)
    /// A PEM certificate came without a key.
    case missingKey(certificate: String)
    /// The intermediate certificate did not issue the pass certificate.
    case notIssuer(intermediate: String, certificate: String)
    /// An identifier the pass needs is neither given nor in the certificate.
    case missingIdentifier(Identifier)
    /// An identifier given differs from the certificate's, which Wallet refuses.
    case identifierMismatch(Identifier, given: String, certificate: String, file: String)
    /// The service account file lacks a member, or its key is not RSA.
    case notServiceAccount(file: String, member: String)
    /// The cryptography library failed at a step, in its words.
    case library(step: String, detail: String)

    /// The identifiers a pass certificate names.
    public enum Identifier: Sendable, Equatable {
        /// The pass type identifier (the certificate's user ID).
        case passType
        /// The team identifier (the certificate's organizational unit).
        case team
    }

    /// The library that signs.
    public static let library = "OpenSSL"

    public var messageText: MessageText {
        switch self {
        case let .readableByOthers(file, mode):
            MessageText("%s holds a secret and can be read by others (mode %s)", file, Self.octal(mode))
        case let .notCertificate(file): MessageText("%s holds no certificate", file)
        case let .notKey(file): MessageText("%s holds no private key", file)
        case let .notBundle(file): MessageText("%s is neither a PKCS #12 bundle nor a certificate", file)
        case let .wrongPassword(file): MessageText("the password does not open %s", file)
        case let .expired(file, date): MessageText("the certificate in %s expired on %s", file, date)
        case let .notYetValid(file, date): MessageText("the certificate in %s is not valid before %s", file, date)
        case let .notPassCertificate(file): MessageText("the certificate in %s is not an Apple pass type certificate", file)
        case let .keyMismatch(certificate, key):
            MessageText("the key in %s does not match the certificate in %s", key, certificate)
        case let .missingKey(certificate): MessageText("the certificate %s came without its private key", certificate)
        case let .notIssuer(intermediate, certificate):
            MessageText("%s did not issue the certificate in %s", intermediate, certificate)
        case .missingIdentifier(.passType):
            MessageText("the pass needs a pass type identifier, and the certificate does not give one")
        case .missingIdentifier(.team): MessageText("the pass needs a team identifier, and the certificate does not give one")
        case let .identifierMismatch(.passType, given, certificate, file):
            MessageText("the pass type identifier '%s' differs from '%s' in the certificate %s", given, certificate, file)
        case let .identifierMismatch(.team, given, certificate, file):
            MessageText("the team identifier '%s' differs from '%s' in the certificate %s", given, certificate, file)
        case let .notServiceAccount(file, member):
            MessageText("%s is not a Google service account key: it has no %s", file, member)
        case let .library(step, detail): MessageText("%s failed at %s: %s", Self.library, step, detail)
        }
    }

    public var hintText: MessageText? {
        switch self {
        case let .readableByOthers(file, _): MessageText("make it yours alone: chmod 600 %s", file)
        case .notCertificate, .notKey, .notBundle: MessageText("certificates and keys are read as PEM or DER, bundles as PKCS #12 (.p12)")
        case .wrongPassword: MessageText("check the password file: its first line is the password")
        case .expired, .notYetValid:
            MessageText("make a new pass type certificate in the Apple Developer account and export it with its key")
        case .notPassCertificate:
            MessageText("Wallet takes passes signed with a Pass Type ID certificate from the Apple Developer account")
        case .keyMismatch, .missingKey: MessageText("export the certificate together with its private key (a .p12 file)")
        case .notIssuer:
            MessageText("use Apple's WWDR intermediate certificate named in the pass certificate's issuer")
        case .missingIdentifier, .identifierMismatch:
            MessageText("the pass type identifier and team are the certificate's: leave them out to take them from it")
        case .notServiceAccount:
            MessageText("create a key for the service account in the Google Cloud console and download it as JSON")
        case .library: nil
        }
    }

    /// A file mode as `chmod` takes it: `644`.
    static func octal(_ mode: Int) -> String {
        String(mode & 0o777, radix: 8)
    }
}
