import Foundation
import Testing
@testable import MycaCore

/// `ProfileSnapshot.jsonValue`: every key present, in a fixed order, readable by Foundation.
@Suite struct ProfileSnapshotJSONTests {
    static let keys = [
        "formattedName", "familyName", "givenName", "additionalNames", "prefixes", "suffixes",
        "phoneticFamilyName", "phoneticGivenName", "nicknames", "pronouns", "organization",
        "organizationUnits", "title", "role", "emails", "phones", "urls", "addresses",
        "socialProfiles", "note", "birthday", "photo", "uid", "revision", "extras",
    ]

    @Test func sampleKeysInOrderAndValuesReadBack() throws {
        let value = try Profile.sample.snapshot().jsonValue
        #expect(value.objectValue?.keys == Self.keys)
        let text = value.serialized(pretty: true)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["formattedName"] as? String == "Alex Morgan")
        #expect(object["organizationUnits"] as? [String] == ["Developer Relations"])
        let phones = try #require(object["phones"] as? [[String: Any]])
        #expect(phones.count == 2)
        #expect(phones[0]["number"] as? String == "+1-415-555-0134")
        #expect(phones[0]["types"] as? [String] == ["cell", "voice"])
        #expect(phones[0]["pref"] as? Int == 1)
        #expect(phones[1]["pref"] is NSNull)
        let address = try #require((object["addresses"] as? [[String: Any]])?.first)
        #expect(address["locality"] as? String == "San Francisco")
        #expect(address["label"] is NSNull)
        let social = try #require((object["socialProfiles"] as? [[String: Any]])?.last)
        #expect(social["service"] as? String == "LinkedIn")
        #expect(social["user"] is NSNull)
        #expect(object["birthday"] is NSNull)
        #expect(object["photo"] is NSNull)
        #expect(object["revision"] as? String == "20261129T110000Z")
    }

    @Test func minimalCardHasEveryKeyEmpty() throws {
        var p = Profile()
        p.formattedName = "😀 \"Emoji\" \\ Bot"
        p.birthday = BirthDate(year: 1985, month: 4, day: 12)
        p.photo = Photo(mediaType: "image/png", data: TestCards.png)
        let value = try p.snapshot().jsonValue
        #expect(value.objectValue?.keys == Self.keys)
        #expect(value["emails"] == .array([]))
        #expect(value["note"] == "")
        #expect(value["birthday"] == "1985-04-12")
        #expect(value["photo"]?["mediaType"] == "image/png")
        #expect(value["photo"]?["base64"] == .string(Base64.encode(TestCards.png)))
        // Quotes and backslashes are escaped in JSON text and read back exactly.
        let text = value.serialized()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["formattedName"] as? String == "😀 \"Emoji\" \\ Bot")
    }
}
