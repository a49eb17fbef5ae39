/// A Google Wallet generic object of a card and its class, as the claims of a "Save to
/// Google Wallet" JWT. `myca-wallet` adds the issuer (the service account's email) and
/// signs it with the account's key.
public struct GoogleWalletPass: Sendable, Equatable {
    /// Where the signed JWT is opened.
    public static let saveURL = "https://pay.google.com/gp/v/save/"

    /// The link that saves the pass a signed JWT holds: ``saveURL`` then the JWT.
    public static func link(jwt: String) -> String {
        saveURL + jwt
    }

    /// The JWT's claims, without `iss`.
    public let claims: JSONObject

    /// The object of `card` for the issuer `issuerID`: the name as its header, title and
    /// organization under it, the contact as text modules, `payload` as its QR code.
    /// `objectSuffix` names the object within the issuer's; `issuedAt` is the JWT's `iat`.
    public init(card: ProfileSnapshot, payload: [UInt8], style: QRStyle, issuerID: String, objectSuffix: String,
                issuedAt: Int64) {
        let classID = issuerID + ".myca-card"
        var genericClass = JSONObject()
        genericClass["id"] = .string(classID)
        var object = JSONObject()
        object["id"] = .string(issuerID + "." + Self.identifier(objectSuffix))
        object["classId"] = .string(classID)
        object["state"] = "ACTIVE"
        object["cardTitle"] = Self.localized(card.organization.isEmpty ? card.formattedName : card.organization)
        object["header"] = Self.localized(card.formattedName)
        if !card.title.isEmpty { object["subheader"] = Self.localized(card.title) }
        object["hexBackgroundColor"] = .string((style.background ?? .white).hex)
        var barcode = JSONObject()
        barcode["type"] = "QR_CODE"
        barcode["value"] = .string(String(decoding: payload, as: UTF8.self))
        barcode["alternateText"] = .string(card.formattedName)
        object["barcode"] = .object(barcode)
        var modules: [JSONValue] = []
        func module(_ id: String, _ header: String, _ body: String) {
            var item = JSONObject()
            item["id"] = .string(id)
            item["header"] = .string(header)
            item["body"] = .string(body)
            modules.append(.object(item))
        }
        for (index, email) in card.emails.enumerated() { module("email-\(index + 1)", "Email", email.address) }
        for (index, phone) in card.phones.enumerated() { module("phone-\(index + 1)", "Phone", phone.number) }
        for (index, url) in card.urls.enumerated() { module("url-\(index + 1)", "Web", url.value) }
        object["textModulesData"] = .array(modules)
        var payloadObject = JSONObject()
        payloadObject["genericClasses"] = [.object(genericClass)]
        payloadObject["genericObjects"] = [.object(object)]
        var claims = JSONObject()
        claims["aud"] = "google"
        claims["typ"] = "savetowallet"
        claims["iat"] = .integer(Int(issuedAt))
        claims["origins"] = []
        claims["payload"] = .object(payloadObject)
        self.claims = claims
    }

    /// Google's localized string with its default value.
    static func localized(_ text: String) -> JSONValue {
        var value = JSONObject()
        value["language"] = "en"
        value["value"] = .string(text)
        var string = JSONObject()
        string["defaultValue"] = .object(value)
        return .object(string)
    }

    /// `text` in the characters an object identifier takes (letters, digits, `.`, `_`, `-`),
    /// anything else as `_`.
    public static func identifier(_ text: String) -> String {
        String(text.unicodeScalars.map { scalar -> Character in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "._-".unicodeScalars.contains(scalar))
                ? Character(scalar) : "_"
        })
    }
}
