import Testing
@testable import MycaCore

@Suite struct ContactPayloadTests {
    @Test("a MECARD gives names, reading, phones, email, organization, title, URL, note and address, its escapes undone")
    func meCard() throws {
        let payload = ContactPayload(text: #"MECARD:N:Tanaka,Hanako;SOUND:たなか,はなこ;TEL:+81-90-1234-5678;TEL:03-1234-5678;EMAIL:hanako@example.jp;ORG:Example\; K.K.;TITLE:Engineer;URL:https://example.jp/h;NOTE:Met at a\: meetup\, 2026;ADR:,,1-2-3 Chiyoda,Tokyo,,100-0001,Japan;;"#)
        #expect(payload.kind == .meCard)
        let p = try #require(payload.profiles.first)
        #expect(p.familyName == "Tanaka" && p.givenName == "Hanako")
        #expect(p.phoneticFamilyName == "たなか" && p.phoneticGivenName == "はなこ")
        #expect(p.phones.map(\.number) == ["+81-90-1234-5678", "03-1234-5678"])
        #expect(p.emails.map(\.address) == ["hanako@example.jp"])
        #expect(p.organization == "Example; K.K.")
        #expect(p.title == "Engineer")
        #expect(p.urls.map(\.value) == ["https://example.jp/h"])
        #expect(p.note == "Met at a: meetup, 2026")
        #expect(p.addresses.first?.street == "1-2-3 Chiyoda" && p.addresses.first?.postalCode == "100-0001")
        _ = try p.snapshot()
    }

    @Test("a BIZCARD gives the given and family names, title, company and the phones by kind")
    func bizCard() throws {
        let p = try #require(ContactPayload(text: "BIZCARD:N:Sean;X:Owen;T:Software Engineer;C:Example Inc.;B:+1 415 555 0101;M:+1 415 555 0102;F:+1 415 555 0103;E:sean@example.com;;").profiles.first)
        #expect(p.givenName == "Sean" && p.familyName == "Owen")
        #expect(p.title == "Software Engineer" && p.organization == "Example Inc.")
        #expect(p.phones.map(\.types) == [["work", "voice"], ["cell"], ["fax"]])
        #expect(p.emails.map(\.address) == ["sean@example.com"])
    }

    @Test("MATMSG, mailto (several, percent-escaped, with a query), tel and a bare web address each give a contact named by it",
          arguments: [
              ("MATMSG:TO:events@example.org;SUB:Hi;BODY:x;;", ContactPayload.Kind.matMsg, "events@example.org"),
              ("mailto:ana%2Blima@example.com,bo@example.com?subject=Hi", .mailto, "ana+lima@example.com"),
              ("TEL:+44-20-7946-0958", .tel, "+44-20-7946-0958"),
              ("https://example.com/people/ana", .url, "https://example.com/people/ana"),
              ("example.com/ana", .url, "https://example.com/ana"),
          ])
    func bareValues(text: String, kind: ContactPayload.Kind, name: String) throws {
        let payload = ContactPayload(text: text)
        #expect(payload.kind == kind)
        let p = try #require(payload.profiles.first)
        #expect(p.formattedName == name)
        _ = try p.snapshot()
        if kind == .mailto { #expect(p.emails.count == 2) }
    }

    @Test("a vCard goes through myca's reader with its warnings; text that is no contact gives none",
          arguments: ["WIFI:S:net;T:WPA;P:secret;;", "hello there", "", "ftp://example.com"])
    func others(text: String) {
        #expect(ContactPayload(text: text).kind == .other)
        #expect(ContactPayload(text: text).profiles.isEmpty)
    }

    @Test("vCard 2.1 with a malformed phone: read, warned about")
    func vCardWarnings() throws {
        let payload = ContactPayload(text: "BEGIN:VCARD\r\nVERSION:2.1\r\nN:Lima;Ana\r\nTEL;CELL:call me\r\nEND:VCARD\r\n")
        #expect(payload.kind == .vCard)
        #expect(payload.profiles.first?.givenName == "Ana")
        #expect(!payload.warnings.isEmpty)
    }

    @Test("a code's text past the limit is no contact, and no text crashes the field parser",
          arguments: [String(repeating: "MECARD:N:a;", count: 2000), "MECARD:", "MECARD:;;;\\", "BIZCARD:\\", "MECARD:N:,,,;SOUND:;;"])
    func hostile(text: String) {
        _ = ContactPayload(text: text)
    }
}
