@testable import MycaCore
import Testing

@Suite struct GoogleWalletPassTests {
    static let payload = Array("BEGIN:VCARD\r\nFN:Alex Morgan\r\nEND:VCARD\r\n".utf8)

    static func pass(_ profile: Profile = .sample, style: QRStyle = .classic, suffix: String = "6f1c2b9e") throws -> GoogleWalletPass {
        GoogleWalletPass(card: try profile.snapshot(), payload: payload, style: style, issuerID: "3388000000012345678",
                         objectSuffix: suffix, issuedAt: 1_700_000_000)
    }

    @Test("the claims are a save-to-wallet JWT's for Google, issued at the time given, with no origins")
    func claims() throws {
        let claims = try Self.pass().claims
        #expect(claims["aud"]?.stringValue == "google")
        #expect(claims["typ"]?.stringValue == "savetowallet")
        #expect(claims["iat"]?.intValue == 1_700_000_000)
        #expect(claims["origins"]?.arrayValue?.isEmpty == true)
        // The signer adds the issuer, the service account's email.
        #expect(claims["iss"] == nil)
    }

    @Test("the generic object is the issuer's, of its class, with the name, title and organization and the payload as its QR code")
    func object() throws {
        let payload = try #require(try Self.pass().claims["payload"])
        let genericClass = try #require(payload["genericClasses"]?[0])
        let object = try #require(payload["genericObjects"]?[0])
        #expect(genericClass["id"]?.stringValue == "3388000000012345678.myca-card")
        #expect(object["classId"] == genericClass["id"])
        #expect(object["id"]?.stringValue == "3388000000012345678.6f1c2b9e")
        #expect(object["state"]?.stringValue == "ACTIVE")
        #expect(object["header"]?["defaultValue"]?["value"]?.stringValue == "Alex Morgan")
        #expect(object["subheader"]?["defaultValue"]?["value"]?.stringValue == "Staff Developer Advocate")
        #expect(object["cardTitle"]?["defaultValue"]?["value"]?.stringValue == "Northwind Labs")
        #expect(object["hexBackgroundColor"]?.stringValue == "#ffffff")
        #expect(object["barcode"]?["type"]?.stringValue == "QR_CODE")
        #expect(object["barcode"]?["value"]?.stringValue.map { Array($0.utf8) } == Self.payload)
        #expect(object["barcode"]?["alternateText"]?.stringValue == "Alex Morgan")
        let modules = try #require(object["textModulesData"]?.arrayValue)
        #expect(modules.compactMap { $0["id"]?.stringValue } == ["email-1", "phone-1", "phone-2", "url-1"])
        #expect(modules.first?["body"]?.stringValue == "alex.morgan@northwind.example")
    }

    @Test("a card without an organization is titled by its name and has no subheader without a title")
    func bareCard() throws {
        var profile = Profile()
        profile.formattedName = "Ana Lima"
        profile.emails = [Email(address: "ana@example.org", types: [])]
        let object = try #require(try Self.pass(profile).claims["payload"]?["genericObjects"]?[0])
        #expect(object["cardTitle"]?["defaultValue"]?["value"]?.stringValue == "Ana Lima")
        #expect(object["subheader"] == nil)
    }

    @Test("an object identifier keeps letters, digits, '.', '_' and '-' and makes anything else '_'")
    func identifier() throws {
        #expect(GoogleWalletPass.identifier("6f1c2b9e-4d3a_x.y") == "6f1c2b9e-4d3a_x.y")
        #expect(GoogleWalletPass.identifier("urn:uuid:a b/ü") == "urn_uuid_a_b__")
        let object = try #require(try Self.pass(suffix: "row 2/3").claims["payload"]?["genericObjects"]?[0])
        #expect(object["id"]?.stringValue == "3388000000012345678.row_2_3")
    }

    @Test("the save link is Google's save URL followed by the JWT")
    func link() {
        #expect(GoogleWalletPass.link(jwt: "a.b.c") == "https://pay.google.com/gp/v/save/a.b.c")
    }
}
