/// An Apple Wallet generic pass of a card, as PassKit reads it: `pass.json` and the images,
/// before the manifest and signature (which `myca-wallet` adds with the user's
/// certificate) and the zip.
public struct ApplePass: Sendable, Equatable {
    /// What identifies the pass and its issuer. The pass type identifier and team are
    /// optional here: the signing certificate names them, and the signer fills them in.
    public struct Issuer: Sendable, Equatable {
        public var passTypeIdentifier: String?
        public var teamIdentifier: String?
        public var organizationName: String
        public var description: String
        public var serialNumber: String

        public init(passTypeIdentifier: String?, teamIdentifier: String?, organizationName: String, description: String,
                    serialNumber: String) {
            self.passTypeIdentifier = passTypeIdentifier
            self.teamIdentifier = teamIdentifier
            self.organizationName = organizationName
            self.description = description
            self.serialNumber = serialNumber
        }
    }

    /// The icon's side in points (PassKit: 29 × 29), drawn at 1×, 2× and 3×.
    public static let iconPoints = 29
    /// The scales Wallet picks an image from.
    public static let scales = [1, 2, 3]

    /// `pass.json` as an object, the identifiers the issuer leaves out not yet in it.
    public let json: JSONObject
    /// The images, by file name, in the order they go into the archive.
    public let images: [(name: String, bytes: [UInt8])]

    public static func == (a: ApplePass, b: ApplePass) -> Bool {
        a.json == b.json && a.images.map(\.name) == b.images.map(\.name) && a.images.map(\.bytes) == b.images.map(\.bytes)
    }

    /// The pass of `card`: its name, title and organization on the front, its contact on
    /// the back, `payload` (the card's QR payload) as the pass's QR code, in `style`'s
    /// colours, whose contrast ``QRStyle`` has checked.
    public init(card: ProfileSnapshot, payload: [UInt8], style: QRStyle, issuer: Issuer) {
        var pass = JSONObject()
        pass["formatVersion"] = 1
        if let id = issuer.passTypeIdentifier { pass["passTypeIdentifier"] = .string(id) }
        if let team = issuer.teamIdentifier { pass["teamIdentifier"] = .string(team) }
        pass["serialNumber"] = .string(issuer.serialNumber)
        pass["organizationName"] = .string(issuer.organizationName)
        pass["description"] = .string(issuer.description)
        let ground = style.background ?? .white
        pass["foregroundColor"] = .string(Self.rgb(style.foreground))
        pass["labelColor"] = .string(Self.rgb(style.foreground))
        pass["backgroundColor"] = .string(Self.rgb(ground))
        if !card.organization.isEmpty { pass["logoText"] = .string(card.organization) }
        pass["generic"] = .object(Self.fields(card))
        let barcode = Self.barcode(payload, altText: card.formattedName)
        pass["barcodes"] = .array([.object(barcode)])
        // iOS 8 reads the one code of the older key.
        pass["barcode"] = .object(barcode)
        json = pass
        images = Self.scales.map { scale in
            (scale == 1 ? "icon.png" : "icon@\(scale)x.png",
             PNGRenderer.mark(side: Self.iconPoints * scale, mark: style.foreground, ground: ground))
        }
    }

    /// PassKit's colour syntax: `rgb(r, g, b)`.
    static func rgb(_ colour: Color) -> String {
        "rgb(\(colour.red), \(colour.green), \(colour.blue))"
    }

    /// The QR code: the payload as the message, in the encoding that gives its bytes back.
    static func barcode(_ payload: [UInt8], altText: String) -> JSONObject {
        var code = JSONObject()
        code["format"] = "PKBarcodeFormatQR"
        code["message"] = .string(String(decoding: payload, as: UTF8.self))
        code["messageEncoding"] = .string(payload.allSatisfy { $0 < 0x80 } ? "iso-8859-1" : "utf-8")
        code["altText"] = .string(altText)
        return code
    }

    /// The generic style's fields: the name first, title and organization under it, the
    /// first email and phone beside, every way to reach the person on the back.
    static func fields(_ card: ProfileSnapshot) -> JSONObject {
        func field(_ key: String, _ label: String, _ value: String) -> JSONValue {
            var object = JSONObject()
            object["key"] = .string(key)
            if !label.isEmpty { object["label"] = .string(label) }
            object["value"] = .string(value)
            return .object(object)
        }
        var generic = JSONObject()
        generic["primaryFields"] = [field("name", "", card.formattedName)]
        var secondary: [JSONValue] = []
        if !card.title.isEmpty { secondary.append(field("title", "Title", card.title)) }
        if !card.organization.isEmpty { secondary.append(field("organization", "Organization", card.organization)) }
        generic["secondaryFields"] = .array(secondary)
        var auxiliary: [JSONValue] = []
        if let email = card.emails.first { auxiliary.append(field("email", "Email", email.address)) }
        if let phone = card.phones.first { auxiliary.append(field("phone", "Phone", phone.number)) }
        generic["auxiliaryFields"] = .array(auxiliary)
        var back: [JSONValue] = []
        for (index, email) in card.emails.enumerated() { back.append(field("back-email-\(index + 1)", "Email", email.address)) }
        for (index, phone) in card.phones.enumerated() { back.append(field("back-phone-\(index + 1)", "Phone", phone.number)) }
        for (index, url) in card.urls.enumerated() { back.append(field("back-url-\(index + 1)", "Web", url.value)) }
        for (index, address) in card.addresses.enumerated() {
            let lines = address.displayLines(language: card.language).joinedText(separator: "\n")
            if !lines.isEmpty { back.append(field("back-address-\(index + 1)", "Address", lines)) }
        }
        if !card.note.isEmpty { back.append(field("back-note", "Note", card.note)) }
        generic["backFields"] = .array(back)
        return generic
    }
}
