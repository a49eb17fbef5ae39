import Foundation
import Testing
@testable import MycaCore

/// jCard (RFC 7095): read back with Foundation's JSON parser and checked structurally.
@Suite struct JCardWriterTests {
    /// The jCard text parsed by JSONSerialization (an independent parser).
    static func parse(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8), options: [])
    }

    /// The properties array of one parsed jCard, each checked to be [name, {params}, type, value…].
    static func properties(_ jcard: Any) throws -> [[Any]] {
        let top = try #require(jcard as? [Any])
        #expect(top.count == 2)
        #expect(top.first as? String == "vcard")
        let props = try #require(top.last as? [[Any]])
        for p in props {
            #expect(p.count >= 4)
            let name = try #require(p[0] as? String)
            #expect(name == name.lowercased())
            #expect(p[1] is [String: Any])
            #expect(p[2] is String)
        }
        return props
    }

    static func property(_ props: [[Any]], _ name: String) -> [[Any]] {
        props.filter { $0[0] as? String == name }
    }

    @Test func sampleCardReadsBackWithEveryProperty() throws {
        let card = try Profile.sample.snapshot()
        let props = try Self.properties(try Self.parse(JCardWriter.write([card], asArray: false)))
        #expect(props.first?[3] as? String == "4.0")
        #expect(Self.property(props, "fn").first?[3] as? String == "Alex Morgan")
        let n = try #require(Self.property(props, "n").first?[3] as? [String])
        #expect(n == ["Morgan", "Alex", "", "", ""])
        #expect(Self.property(props, "org").first?[3] as? [String] == ["Northwind Labs", "Developer Relations"])
        #expect(Self.property(props, "pronouns").first?[3] as? String == "they/them")

        let tels = Self.property(props, "tel")
        #expect(tels.count == 2)
        #expect(tels[0][2] as? String == "uri")
        #expect(tels[0][3] as? String == "tel:+1-415-555-0134")
        let telParams = try #require(tels[0][1] as? [String: Any])
        #expect(telParams["type"] as? [String] == ["cell", "voice"])
        #expect(telParams["pref"] as? String == "1")

        let email = try #require(Self.property(props, "email").first)
        #expect(email[3] as? String == "alex.morgan@northwind.example")
        #expect((email[1] as? [String: Any])?["type"] as? String == "work")

        let adr = try #require(Self.property(props, "adr").first?[3] as? [String])
        #expect(adr == ["", "", "500 Howard Street, Suite 300", "San Francisco", "CA", "94105", "USA"])

        let socials = Self.property(props, "socialprofile")
        #expect(socials.count == 3)
        let mastodon = try #require(socials.first)
        #expect(mastodon[2] as? String == "uri")
        #expect(mastodon[3] as? String == "https://hachyderm.io/@alexmorgan")
        let socialParams = try #require(mastodon[1] as? [String: Any])
        #expect(socialParams["service-type"] as? String == "Mastodon")
        #expect(socialParams["username"] as? String == "@alexmorgan@hachyderm.io")
        #expect(Self.property(props, "x-socialprofile").isEmpty)

        #expect(Self.property(props, "url").first?[2] as? String == "uri")
        #expect(Self.property(props, "uid").first?[3] as? String == "urn:uuid:6f1c2b9e-4d3a-4e8b-9a27-1c5f0e8d7b42")
        let rev = try #require(Self.property(props, "rev").first)
        #expect(rev[2] as? String == "timestamp")
        #expect(rev[3] as? String == "2026-11-29T11:00:00Z")
    }

    @Test func smallCardIsByteExact() throws {
        var p = Profile()
        p.formattedName = "Ada \"Countess\" Lovelace"
        p.nicknames = ["Ada", "Enchantress"]
        p.note = "line one\nline two\\"
        p.birthday = BirthDate(year: nil, month: 12, day: 10)
        let text = JCardWriter.write([try p.snapshot()], asArray: false)
        #expect(text == """
            ["vcard",[
              ["version",{},"text","4.0"],
              ["prodid",{},"text","\(VCardWriter.productID)"],
              ["fn",{},"text","Ada \\"Countess\\" Lovelace"],
              ["nickname",{},"text","Ada","Enchantress"],
              ["bday",{},"date-and-or-time","--12-10"],
              ["note",{},"text","line one\\nline two\\\\"]
            ]]

            """)
        let props = try Self.properties(try Self.parse(text))
        #expect(Self.property(props, "note").first?[3] as? String == "line one\nline two\\")
        #expect(Self.property(props, "fn").first?[3] as? String == "Ada \"Countess\" Lovelace")
    }

    @Test func allIsAnArrayOfJCards() throws {
        var jp = Profile()
        jp.formattedName = "佐藤 花子"
        jp.familyName = "佐藤"
        jp.givenName = "花子"
        jp.phoneticFamilyName = "さとう"
        jp.phones = [Phone(number: "090 1234 5678", types: ["cell"])]
        let cards = [try Profile.sample.snapshot(), try jp.snapshot()]
        let parsed = try #require(try Self.parse(JCardWriter.write(cards, asArray: true)) as? [Any])
        #expect(parsed.count == 2)
        let second = try Self.properties(parsed[1])
        #expect(Self.property(second, "fn").first?[3] as? String == "佐藤 花子")
        #expect(Self.property(second, "x-phonetic-last-name").first?[3] as? String == "さとう")
        // Not a valid tel: URI as written (spaces), so it stays text rather than being changed.
        let tel = try #require(Self.property(second, "tel").first)
        #expect(tel[2] as? String == "text")
        #expect(tel[3] as? String == "090 1234 5678")
        // One card with asArray is still an array; none is an empty array.
        #expect(try Self.parse(JCardWriter.write([cards[0]], asArray: true)) is [[Any]])
        #expect(JCardWriter.write([], asArray: true) == "[]\n")
    }

    @Test func keptPropertiesAreUnknownWithGroupParameter() throws {
        var p = Profile()
        p.formattedName = "X"
        p.extras = [VCardProperty(group: "item1", name: "X-ABLabel", parameters: [VCardParameter(name: "CHARSET", values: ["UTF-8"]), VCardParameter(name: "TYPE", values: ["a", "b"])], value: "Team\\, A")]
        let props = try Self.properties(try Self.parse(JCardWriter.write([try p.snapshot()], asArray: false)))
        let extra = try #require(Self.property(props, "x-ablabel").first)
        #expect(extra[2] as? String == "unknown")
        #expect(extra[3] as? String == "Team\\, A")
        let params = try #require(extra[1] as? [String: Any])
        #expect(params["group"] as? String == "item1")
        #expect(params["type"] as? [String] == ["a", "b"])
        #expect(params["charset"] == nil)
    }

    @Test(arguments: [
        ("20261129T110000Z", "2026-11-29T11:00:00Z"),
        ("2026-11-29T11:00:00Z", "2026-11-29T11:00:00Z"),
        ("20261129T1100Z", "20261129T1100Z"),
        ("2026112xT110000Z", "2026112xT110000Z"),
    ])
    func revisionTimestampsBecomeExtended(basic: String, extended: String) {
        #expect(JCardWriter.extendedTimestamp(basic) == extended)
    }
}
