@testable import MycaCore
import Testing

@Suite struct ApplePassTests {
    static let issuer = ApplePass.Issuer(passTypeIdentifier: nil, teamIdentifier: nil, organizationName: "Northwind Labs",
                                         description: "Alex Morgan", serialNumber: "6f1c2b9e")

    static func pass(_ profile: Profile = .sample, payload: [UInt8] = Array("BEGIN:VCARD".utf8), style: QRStyle = .classic,
                     issuer: ApplePass.Issuer = issuer) throws -> ApplePass {
        ApplePass(card: try profile.snapshot(), payload: payload, style: style, issuer: issuer)
    }

    @Test("pass.json has every key PassKit requires of a generic pass, the identifiers left to the certificate when not given")
    func requiredKeys() throws {
        let json = try Self.pass().json
        #expect(json["formatVersion"]?.intValue == 1)
        #expect(json["serialNumber"]?.stringValue == "6f1c2b9e")
        #expect(json["organizationName"]?.stringValue == "Northwind Labs")
        #expect(json["description"]?.stringValue == "Alex Morgan")
        #expect(json["generic"]?.objectValue != nil)
        #expect(json["passTypeIdentifier"] == nil && json["teamIdentifier"] == nil)
        var given = Self.issuer
        given.passTypeIdentifier = "pass.example.myca"
        given.teamIdentifier = "TEAM123456"
        let named = try Self.pass(issuer: given).json
        #expect(named["passTypeIdentifier"]?.stringValue == "pass.example.myca")
        #expect(named["teamIdentifier"]?.stringValue == "TEAM123456")
    }

    @Test("the front holds the name, title and organization, the first email and phone; the back every way to reach the card")
    func fields() throws {
        let generic = try #require(try Self.pass().json["generic"])
        #expect(generic["primaryFields"]?[0]?["value"]?.stringValue == "Alex Morgan")
        #expect(generic["secondaryFields"]?.arrayValue?.compactMap { $0["value"]?.stringValue }
                    == ["Staff Developer Advocate", "Northwind Labs"])
        #expect(generic["auxiliaryFields"]?.arrayValue?.compactMap { $0["value"]?.stringValue }
                    == ["alex.morgan@northwind.example", "+1-415-555-0134"])
        let back = try #require(generic["backFields"]?.arrayValue)
        let keys = back.compactMap { $0["key"]?.stringValue }
        #expect(keys == ["back-email-1", "back-phone-1", "back-phone-2", "back-url-1", "back-address-1", "back-note"])
        // Wallet refuses a pass whose field keys repeat.
        #expect(Set(keys).count == keys.count)
        #expect(back.first { $0["key"]?.stringValue == "back-address-1" }?["value"]?.stringValue?.contains("San Francisco") == true)
    }

    @Test("the code is the payload itself, in the encoding that gives its bytes back, under both the new and the iOS 8 key")
    func barcode() throws {
        let ascii = try Self.pass(payload: Array("MECARD:N:Morgan,Alex;;".utf8)).json
        let code = try #require(ascii["barcodes"]?[0])
        #expect(code["format"]?.stringValue == "PKBarcodeFormatQR")
        #expect(code["message"]?.stringValue == "MECARD:N:Morgan,Alex;;")
        #expect(code["messageEncoding"]?.stringValue == "iso-8859-1")
        #expect(code["altText"]?.stringValue == "Alex Morgan")
        #expect(ascii["barcode"] == ascii["barcodes"]?[0])
        let japanese = try Self.pass(payload: Array("FN:佐藤 花子".utf8)).json
        #expect(japanese["barcodes"]?[0]?["messageEncoding"]?.stringValue == "utf-8")
        #expect(japanese["barcodes"]?[0]?["message"]?.stringValue == "FN:佐藤 花子")
    }

    @Test("the colours are the style's, in PassKit's rgb() syntax, a clear ground as white")
    func colours() throws {
        let navy = try QRStyle.named("navy")
        let json = try Self.pass(style: navy).json
        #expect(json["foregroundColor"]?.stringValue == ApplePass.rgb(navy.foreground))
        #expect(json["labelColor"]?.stringValue == ApplePass.rgb(navy.foreground))
        #expect(json["backgroundColor"]?.stringValue == ApplePass.rgb(try #require(navy.background)))
        let clear = try Self.pass(style: try QRStyle.named("clear")).json
        #expect(clear["backgroundColor"]?.stringValue == "rgb(255, 255, 255)")
        #expect(ApplePass.rgb(.black) == "rgb(0, 0, 0)")
    }

    @Test("the icon is drawn at 29, 58 and 87 pixels: PassKit's 29 points at 1×, 2× and 3×")
    func iconSizes() throws {
        let images = try Self.pass().images
        #expect(images.map(\.name) == ["icon.png", "icon@2x.png", "icon@3x.png"])
        for (image, side) in zip(images, [29, 58, 87]) {
            // The PNG's IHDR: width and height, big-endian, at bytes 16 and 20.
            let width = image.bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
            let height = image.bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
            #expect(width == side && height == side, "\(image.name): \(width)×\(height)")
        }
    }

    @Test("the serial number is the card's UID without urn:uuid:, else the fallback given")
    func serial() throws {
        let card = try Profile.sample.snapshot()
        #expect(ApplePass.serial(of: card, otherwise: "x") == "6f1c2b9e-4d3a-4e8b-9a27-1c5f0e8d7b42")
        var plain = Profile.sample
        plain.uid = "ABC-1"
        #expect(ApplePass.serial(of: try plain.snapshot(), otherwise: "x") == "ABC-1")
        plain.uid = nil
        #expect(ApplePass.serial(of: try plain.snapshot(), otherwise: "row-3") == "row-3")
    }

    @Test("adding images keeps the pass's own first, and two passes differ by their images' bytes")
    func adding() throws {
        let pass = try Self.pass()
        let more = pass.adding([("logo.png", [1, 2, 3])])
        #expect(more.images.map(\.name) == ["icon.png", "icon@2x.png", "icon@3x.png", "logo.png"])
        #expect(more.json == pass.json)
        #expect(more != pass)
        #expect(pass.adding([("logo.png", [1, 2, 4])]) != more)
    }
}
