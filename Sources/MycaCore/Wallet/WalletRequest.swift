/// What `myca` asks `myca-wallet` for, as JSON: an Apple pass to sign and zip, or a Google
/// Wallet JWT to sign. It names the files holding certificates, keys and the password,
/// which the signer reads itself, so no secret passes through `myca` or an argument.
public struct WalletRequest: Sendable, Equatable {
    /// The files that sign an Apple pass, named on the command line: the signer reads them.
    public struct AppleFiles: Sendable, Equatable {
        /// The pass certificate: PKCS #12 (with its key) or PEM/DER.
        public var certificate: String
        /// The certificate's private key (PEM/DER) when the certificate file holds none.
        public var key: String?
        /// The file whose first line is the password of the bundle or the key.
        public var password: String?
        /// Apple's WWDR intermediate certificate.
        public var intermediate: String

        public init(certificate: String, key: String?, password: String?, intermediate: String) {
            self.certificate = certificate
            self.key = key
            self.password = password
            self.intermediate = intermediate
        }
    }

    public enum Kind: Sendable, Equatable {
        /// An Apple pass's unsigned parts and the files that sign it.
        case apple(ApplePass, AppleFiles)
        /// A Google Wallet pass's claims and the service account's key file.
        case google(GoogleWalletPass, serviceAccount: String)
    }

    public var kind: Kind
    /// The signature's signing time and the archive's dates, in seconds since 1970.
    public var signingTime: Int64
    public var archiveDate: Int64

    public init(_ kind: Kind, signingTime: Int64, archiveDate: Int64) {
        self.kind = kind
        self.signingTime = signingTime
        self.archiveDate = archiveDate
    }

    /// The request as JSON, images in Base64.
    public var json: JSONValue {
        var object = JSONObject()
        object["signingTime"] = .integer(Int(signingTime))
        object["archiveDate"] = .integer(Int(archiveDate))
        switch kind {
        case let .apple(pass, apple):
            object["kind"] = "apple"
            object["pass"] = .object(pass.json)
            object["images"] = .array(pass.images.map { image in
                var entry = JSONObject()
                entry["name"] = .string(image.name)
                entry["bytes"] = .string(Base64.encode(image.bytes))
                return .object(entry)
            })
            object["certificate"] = .string(apple.certificate)
            if let key = apple.key { object["key"] = .string(key) }
            if let password = apple.password { object["password"] = .string(password) }
            object["intermediate"] = .string(apple.intermediate)
        case let .google(pass, serviceAccount):
            object["kind"] = "google"
            object["claims"] = .object(pass.claims)
            object["serviceAccount"] = .string(serviceAccount)
        }
        return .object(object)
    }

    /// A request `json` wrote.
    ///
    /// - Throws: ``DrawingCodecError`` naming what is missing.
    public init(json: JSONValue) throws(DrawingCodecError) {
        guard let signingTime = json["signingTime"]?.intValue, let archiveDate = json["archiveDate"]?.intValue else {
            throw DrawingCodecError("wallet request dates")
        }
        self.signingTime = Int64(signingTime)
        self.archiveDate = Int64(archiveDate)
        switch json["kind"]?.stringValue {
        case "apple":
            guard let pass = json["pass"]?.objectValue, let images = json["images"]?.arrayValue,
                  let certificate = json["certificate"]?.stringValue, let intermediate = json["intermediate"]?.stringValue
            else { throw DrawingCodecError("wallet request") }
            var decoded: [(name: String, bytes: [UInt8])] = []
            for image in images {
                guard let name = image["name"]?.stringValue, let text = image["bytes"]?.stringValue,
                      let bytes = Base64.decode(text) else { throw DrawingCodecError("wallet image") }
                decoded.append((name, bytes))
            }
            kind = .apple(ApplePass(json: pass, images: decoded),
                          AppleFiles(certificate: certificate, key: json["key"]?.stringValue,
                                     password: json["password"]?.stringValue, intermediate: intermediate))
        case "google":
            guard let claims = json["claims"]?.objectValue, let account = json["serviceAccount"]?.stringValue else {
                throw DrawingCodecError("wallet request")
            }
            kind = .google(GoogleWalletPass(claims: claims), serviceAccount: account)
        default:
            throw DrawingCodecError("wallet request kind")
        }
    }
}

extension ApplePass {
    /// A pass as a request carries it.
    init(json: JSONObject, images: [(name: String, bytes: [UInt8])]) {
        self.json = json
        self.images = images
    }
}

extension GoogleWalletPass {
    /// Claims as a request carries them.
    init(claims: JSONObject) {
        self.claims = claims
    }
}
