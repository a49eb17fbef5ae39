import MycaTestSupport
import Testing
@testable import MycaCore

@Suite struct NDEFTests {
    func snapshot(_ p: Profile) throws -> ProfileSnapshot { try p.snapshot() }

    @Test("a card with a URL is one text/vcard record, the QR code's vCard, then its URI record")
    func vCardThenURI() throws {
        let card = try snapshot(.sample)
        let message = try NFCPayload.message(card, fields: .all)
        let records = try #require(ReadRecord.read(message.bytes))
        #expect(records.count == 2)
        #expect(records[0].tnf == 0x02 && records[0].type == Array("text/vcard".utf8))
        let vCard = try QRPayload.build(card, kind: .vcard3)
        #expect(records[0].payload == vCard)
        #expect(records[1].tnf == 0x01 && records[1].type == [0x55])
        #expect(ReadRecord.uri(records[1].payload) == card.urls.first?.value)
        let shortWhenUnder256 = records.allSatisfy { $0.short == ($0.payload.count < 256) }
        #expect(shortWhenUnder256)
        #expect(records[0].payload.count >= 256 && records[1].short)
    }

    @Test("no URL, or fields without url: the vCard record alone; the link alone with uriOnly")
    func recordsByChoice() throws {
        var noURL = Profile.sample
        noURL.urls = []
        #expect(ReadRecord.read(try NFCPayload.message(snapshot(noURL), fields: .all).bytes)?.count == 1)
        #expect(ReadRecord.read(try NFCPayload.message(snapshot(.sample), fields: .compact).bytes)?.count == 1)
        let link = try #require(ReadRecord.read(try NFCPayload.message(snapshot(.sample), fields: .all, uriOnly: true).bytes))
        #expect(link.count == 1 && link[0].type == [0x55])
        #expect(throws: PayloadError.self) { try NFCPayload.message(snapshot(noURL), fields: .all, uriOnly: true) }
    }

    @Test("a payload of 256 bytes or more takes a four-byte length and no SR flag")
    func longRecord() throws {
        let long = NDEFMessage.encode([.media("text/vcard", payload: [UInt8](repeating: 0x41, count: 300))])
        let records = try #require(ReadRecord.read(long))
        #expect(records.count == 1 && !records[0].short && records[0].payload.count == 300)
        #expect(Array(long.prefix(6)) == [0xC2, 10, 0, 0, 0x01, 0x2C])
        let short = NDEFMessage.encode([.media("text/vcard", payload: [UInt8](repeating: 0x41, count: 255))])
        #expect(Array(short.prefix(3)) == [0xD2, 10, 255])
    }

    @Test("URI records take the longest identifier code the URI starts with",
          arguments: [("https://www.example.com/a", 0x02, "example.com/a"), ("http://www.example.com", 0x01, "example.com"),
                      ("https://example.com", 0x04, "example.com"), ("http://example.com", 0x03, "example.com"),
                      ("tel:+1-555", 0x05, "+1-555"), ("mailto:a@b.example", 0x06, "a@b.example"),
                      ("urn:nfc:x", 0x23, "x"), ("gopher://example.com", 0x00, "gopher://example.com")])
    func uriCodes(uri: String, code: Int, rest: String) {
        #expect(NDEFRecord.uri(uri).payload == [UInt8(code)] + Array(rest.utf8))
    }

    static var cards: [(String, Profile)] {
        [("sample", .sample), ("full", TestCards.full), ("japanese", TestCards.japanese)] + TestCards.hostile.prefix(3).map { ("hostile", $0) }
    }

    @Test("on each tag the message with its TLV stays within the user memory, and the image's TLV reads back",
          arguments: ["ntag213", "ntag215", "ntag216", "200"])
    func fitsEveryTag(name: String) throws {
        let tag = try #require(NFCTag(parsing: name))
        for (what, card) in Self.cards {
            let message = try NFCPayload.fitted(snapshot(card), fields: .all, tag: tag, steps: [FieldSelection.all.without(.note), .compact])
            #expect(NFCTag.tlv(message.bytes).count <= tag.userBytes, "\(what) on \(name)")
            #expect(ReadRecord.read(message.bytes) != nil, "\(what)")
            let image = tag.image(message.bytes)
            let user = image[tag.imageUserOffset..<(tag.imageUserOffset + tag.userBytes)]
            #expect(ReadRecord.tlv(user) == message.bytes, "\(what) on \(name)")
            #expect(user.dropFirst(NFCTag.tlv(message.bytes).count).allSatisfy { $0 == 0 })
        }
    }

    @Test("an NTAG image is the whole tag as nfc-mfultralight reads it, capability container and configuration as shipped",
          arguments: [("ntag213", 45, 0x12, 0x29), ("ntag215", 135, 0x3E, 0x83), ("ntag216", 231, 0x6D, 0xE3)])
    func ntagImage(name: String, pages: Int, cc: Int, configPage: Int) throws {
        let tag = try #require(NFCTag(parsing: name))
        let image = tag.image(try NFCPayload.message(snapshot(.sample), fields: FieldSelection(groups: [.name])).bytes)
        #expect(image.count == pages * 4)
        #expect(Array(image[12..<16]) == [0xE1, 0x10, UInt8(cc), 0x00])
        #expect(Array(image[(configPage * 4)..<(configPage * 4 + 8)]) == [0x04, 0x00, 0x00, 0xFF, 0x00, 0x05, 0x00, 0x00])
        #expect(Array(image.suffix(8)) == [0xFF, 0xFF, 0xFF, 0xFF, 0, 0, 0, 0])
        #expect(NFCTag(parsing: "300")?.image([0xD0, 0, 0]).count == 300)
    }

    @Test("a TLV of 255 bytes or more takes 0xFF and a two-byte length")
    func longTLV() {
        let message = [UInt8](repeating: 7, count: 300)
        let tlv = NFCTag.tlv(message)
        #expect(Array(tlv.prefix(4)) == [0x03, 0xFF, 0x01, 0x2C] && tlv.last == 0xFE && tlv.count == 305)
        #expect(ReadRecord.tlv(tlv[...]) == message)
        #expect(Array(NFCTag.tlv([1, 2]).prefix(2)) == [0x03, 2])
    }

    @Test("the full card on an NTAG213 leaves fields out in the order given and names them")
    func fullCardOnSmallestTag() throws {
        let tag = try #require(NFCTag(parsing: "ntag213"))
        let steps = [FieldSelection.all.without(.note), FieldSelection.all.without(.note, .address), .compact]
        let message = try NFCPayload.fitted(snapshot(TestCards.full), fields: .all, tag: tag, steps: steps)
        #expect(!message.dropped.isEmpty)
        #expect(message.dropped.contains("note") && message.dropped.contains("address"))
        let leftOut = QRPayload.leftOut(try snapshot(TestCards.full), fields: message.fields)
        #expect(Set(message.dropped) == Set(QRPayload.namingNameParts(leftOut, of: try snapshot(TestCards.full))))
        #expect(tag.holds(message.bytes))
        let wide = try NFCPayload.fitted(snapshot(TestCards.full), fields: .all, tag: #require(NFCTag(parsing: "ntag216")), steps: steps)
        #expect(wide.dropped.count < message.dropped.count)
    }

    @Test("a tag that holds the formatted name alone names the name's parts it left out, never the name it kept")
    func formattedNameAloneNamesTheParts() throws {
        var profile = Profile()
        profile.formattedName = "Ann Lee"
        profile.givenName = "Ann"
        profile.familyName = "Lee"
        profile.nicknames = ["Annie"]
        profile.emails = [Email(address: "ann.lee.with.a.long.address@example.org")]
        let card = try profile.snapshot()
        let alone = try NFCPayload.message(card, fields: FieldSelection(groups: []))
        let tag = try #require(NFCTag(parsing: String(NFCTag.tlv(alone.bytes).count)))
        let message = try NFCPayload.fitted(card, fields: .all, tag: tag, steps: [.compact])
        #expect(String(decoding: message.bytes, as: UTF8.self).contains("FN:Ann Lee"))
        #expect(!message.dropped.contains("name"), "\(message.dropped)")
        #expect(message.dropped.starts(with: ["name parts", "nickname"]), "\(message.dropped)")
    }

    @Test("before the name alone, a tag keeps one email and one phone")
    func leanBeforeNameAlone() throws {
        let card = try snapshot(TestCards.full)
        let lean = try NFCPayload.message(try card.withFirstEmailAndPhone(), fields: .compact)
        let compact = try NFCPayload.message(card, fields: .compact)
        let room = NFCTag.tlv(lean.bytes).count
        #expect(room < NFCTag.tlv(compact.bytes).count)
        let tag = try #require(NFCTag(parsing: String(room)))
        let message = try NFCPayload.fitted(card, fields: .all, tag: tag, steps: [.printed, .compact])
        #expect(message.bytes == lean.bytes && message.dropped.contains(NFCPayload.othersLeftOut), "\(message.dropped)")
    }

    @Test("a name longer than the tag is refused")
    func nameTooLong() throws {
        var p = Profile()
        p.formattedName = String(repeating: "N", count: 200)
        #expect(throws: NFCError.self) {
            try NFCPayload.fitted(try p.snapshot(), fields: .all, tag: #require(NFCTag(parsing: "ntag213")), steps: [.compact])
        }
    }

    @Test("tags by name or size; anything else is no tag", arguments: ["ntag213", "NTAG216", " 180 ", "4", "65535"])
    func parsesTags(text: String) { #expect(NFCTag(parsing: text) != nil) }

    @Test("not tags", arguments: ["ntag214", "", "3", "65536", "1e3", "-5", "١٢٣"])
    func refusesNonTags(text: String) { #expect(NFCTag(parsing: text) == nil) }
}
