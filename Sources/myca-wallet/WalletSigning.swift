import MycaCore
#if canImport(Glibc)
import Glibc
#endif

/// What `myca-wallet` makes of a ``WalletRequest``: the signed, zipped Apple pass, or the
/// signed Google Wallet JWT.
enum WalletSigning {
    /// The most a certificate, key or password file may hold.
    static let fileLimit = 1 << 20

    /// The `.pkpass` archive and the identifiers the pass was signed for.
    static func pkpass(_ unsigned: ApplePass, files apple: WalletRequest.AppleFiles, signingTime: Int64, archiveDate: Int64) throws
        -> (archive: [UInt8], passType: String, team: String)
    {
        // The certificate file is secret when the key is in it (a bundle, a PEM with both).
        let certificate = apple.key == nil ? try readSecret(apple.certificate) : try FileSystem.readFile(apple.certificate, limit: fileLimit)
        let key = try apple.key.map(readSecret)
        let password = try apple.password.map(readPassword)
        let intermediate = try FileSystem.readFile(apple.intermediate, limit: fileLimit)
        let signer = try LibCrypto.signer(certificate: certificate, certificateFile: apple.certificate, key: key,
                                          keyFile: apple.key, password: password, intermediate: intermediate,
                                          intermediateFile: apple.intermediate)
        var pass = unsigned.json
        let passType = try identifier(pass, "passTypeIdentifier", .passType, certificate: signer.userID,
                                      file: apple.certificate)
        let team = try identifier(pass, "teamIdentifier", .team, certificate: signer.organizationalUnit,
                                  file: apple.certificate)
        pass["passTypeIdentifier"] = .string(passType)
        pass["teamIdentifier"] = .string(team)
        let files = [("pass.json", Array(JSONValue.object(pass).serialized(pretty: true).utf8))] + unsigned.images
        var manifest = JSONObject()
        for (name, bytes) in files { manifest[name] = .string(try LibCrypto.sha1(bytes)) }
        let manifestBytes = Array(JSONValue.object(manifest).serialized(pretty: true).utf8)
        let signature = try signer.sign(detached: manifestBytes, signingTime: signingTime)
        var archive = ZipArchive(date: archiveDate)
        for (name, bytes) in files + [("manifest.json", manifestBytes), ("signature", signature)] {
            try archive.add(name, bytes)
        }
        return (archive.bytes, passType, team)
    }

    /// The identifier `key` of the pass: the one given, which must be the certificate's
    /// when it names one, else the certificate's.
    static func identifier(_ pass: JSONObject, _ key: String, _ name: WalletError.Identifier, certificate: String?, file: String) throws(WalletError)
        -> String
    {
        if let given = pass[key]?.stringValue {
            if let certificate, certificate != given {
                throw .identifierMismatch(name, given: given, certificate: certificate, file: file)
            }
            return given
        }
        guard let certificate, !certificate.isEmpty else { throw .missingIdentifier(name) }
        return certificate
    }

    /// The signed JWT of `pass`'s claims, issued by the service account in `file`.
    static func jwt(_ pass: GoogleWalletPass, serviceAccount file: String) throws -> String {
        let account = try JSONValue.parse(try readSecret(file))
        guard let email = account["client_email"]?.stringValue else { throw WalletError.notServiceAccount(file: file, member: "client_email") }
        guard let key = account["private_key"]?.stringValue else { throw WalletError.notServiceAccount(file: file, member: "private_key") }
        var header = JSONObject()
        header["alg"] = "RS256"
        if let id = account["private_key_id"]?.stringValue { header["kid"] = .string(id) }
        header["typ"] = "JWT"
        var claims = JSONObject()
        claims["iss"] = .string(email)
        for (name, value) in pass.claims { claims[name] = value }
        let signed = base64URL(Array(JSONValue.object(header).serialized().utf8)) + "."
            + base64URL(Array(JSONValue.object(claims).serialized().utf8))
        let signature = try LibCrypto.signRS256(Array(signed.utf8), keyPEM: Array(key.utf8), file: file)
        return signed + "." + base64URL(signature)
    }

    /// Base64url without padding (RFC 7515, 2).
    static func base64URL(_ bytes: [UInt8]) -> String {
        String(Base64.encode(bytes).compactMap { character -> Character? in
            switch character {
            case "+": "-"
            case "/": "_"
            case "=": nil
            default: character
            }
        })
    }

    /// A file that holds a secret, refused when its group or others may read or write it
    /// (as ssh refuses a private key), checked on the open file.
    static func readSecret(_ path: String) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileSystemError.cannotRead(path: path, errno: errno) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw FileSystemError.cannotRead(path: path, errno: errno) }
        guard info.st_mode & 0o077 == 0 else { throw WalletError.readableByOthers(file: path, mode: Int(info.st_mode & 0o777)) }
        return try FileSystem.readAll(fileDescriptor: descriptor, limit: fileLimit, name: path)
    }

    /// The first line of a password file, NUL-terminated for OpenSSL.
    static func readPassword(_ path: String) throws -> [CChar] {
        let bytes = try readSecret(path)
        let line = bytes.prefix { $0 != 0x0A && $0 != 0x0D && $0 != 0 }
        return line.map { CChar(bitPattern: $0) } + [0]
    }
}
