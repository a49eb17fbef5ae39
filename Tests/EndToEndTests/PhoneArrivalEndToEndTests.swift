import Foundation
import MycaCore
import MycaTestSupport
import Testing

/// What the phone gets: cards made with `myca new`, their QR codes written as PNG by the
/// built binary, decoded by zbar and ZXing, and parsed by ZXing's `ResultParser` (what
/// Android scanner apps show). Every field the payload format can carry must arrive as
/// typed; the structured name must read right in ez-vcard.
@Suite("every field arrives on the phone", .serialized)
struct PhoneArrivalEndToEndTests {
    /// `myca new` arguments of cards with typed phones and emails, furigana, an address, a
    /// birthday, socials as handles and as URLs, names with `; , \`, accented Latin,
    /// Japanese and emoji.
    static let cards: [(handle: String, arguments: [String])] = [
        ("maria", [
            "--name", "María José García-López", "--nickname", "Majo",
            "--phone", "cell:+34 600 123 456", "--phone", "work:+34 91 123 4567",
            "--email", "work:mj@acme.example", "--email", "home:mj@home.example",
            "--org", #"Acme; Inc., \ Ltd"#, "--title", "Directora técnica",
            "--street", "Calle Mayor 1, 3º B", "--city", "Madrid", "--postal-code", "28013", "--country", "España",
            "--birthday", "1985-04-12", "--url", "https://mj.example",
            "--social", "github:mjgarcia", "--social", "mastodon:@mj@mastodon.social",
            "--social", "linkedin:https://www.linkedin.com/in/mjgarcia",
            "--phonetic-family", "ガルシア", "--phonetic-given", "マリア",
            "--note", #"Café ☕ & 🎉; see you, soon \o/"#,
        ]),
        ("hanako", [
            "--family", "佐藤", "--given", "花子", "--phonetic-family", "さとう", "--phonetic-given", "はなこ",
            "--org", "株式会社サンプル", "--title", "シニアエンジニア",
            "--phone", "cell:+81-90-1234-5678", "--email", "hanako.sato@sample.example.jp",
            "--street", "千代田1-1-1 サンプルビル5階", "--city", "千代田区", "--region", "東京都",
            "--postal-code", "100-0001", "--country", "日本", "--birthday=--04-12",
            "--social", "x:hanako_sato", "--social", "bluesky:hanako.bsky.social",
            "--note", "よろしくお願いします。🍵\n二行目",
        ]),
        ("zoe", [
            "--name", "Dr. Zoë O'Brien-Weiß, Jr.", "--email", "zoe@obrien.example", "--phone", "+353 1 234 5678",
            "--social", "Matrix:@zoe:matrix.org", "--social", "codeberg:zoe", "--birthday", "1990-02-28",
            "--note", #"semi; comma, back\slash"#,
        ]),
        ("ann", [
            "--name", "Lee, Ann Marie", "--phone", "+1 (415) 555-0100", "--url", "https://ann.example",
            "--social", "github:https://github.com/annlee", "--title", "Jürgen's manager",
        ]),
        // Accented Latin alone: bytes zbar takes for Shift_JIS unless an ECI header says UTF-8.
        ("francois", ["--name", "François Lefèvre", "--org", "Société Générale", "--email", "f.lefevre@sg.example"]),
        ("jean", [
            "--given", "Jean;Luc", "--family", #"Pi\card"#, "--email", "jl@enterprise.example",
            "--org", "Starfleet", "--social", "telegram:@picard",
        ]),
    ]

    struct Made {
        var handle: String
        var card: ProfileSnapshot
        var payloads: [PayloadKind: [UInt8]]
        var images: [PayloadKind: String]
    }

    /// Makes every card and writes its vcard3 and mecard codes as PNG files.
    static func make(in home: String) throws -> [Made] {
        var made: [Made] = []
        for (handle, arguments) in cards {
            let new = try MycaProcess.run(["new", handle] + arguments, home: home)
            try #require(new.status == 0, "\(handle): \(new.err)")
            let export = try MycaProcess.run(["export", handle], home: home)
            let card = try #require(try VCardReader.read(export.stdout).profiles.first).snapshot()
            var item = Made(handle: handle, card: card, payloads: [:], images: [:])
            for kind in [PayloadKind.vcard3, .mecard] {
                let file = home + "/\(handle)-\(kind.rawValue).png"
                let qr = try MycaProcess.run(["qr", handle, "--payload", kind.rawValue, "--png", file], home: home)
                try #require(qr.status == 0, "\(handle) \(kind): \(qr.err)")
                item.payloads[kind] = try QRPayload.build(card, kind: kind)
                item.images[kind] = file
            }
            made.append(item)
        }
        return made
    }

    /// The links a card's payloads carry: its URLs, then each social profile's link once.
    static func links(_ c: ProfileSnapshot) -> [String] {
        var links = c.urls.map(\.value)
        for link in c.socialProfiles.compactMap(\.link) where !links.contains(link) { links.append(link) }
        return links
    }

    @Test("cards keep what was typed, and zbar and ZXing decode the exact payload bytes")
    func decodersReadTheExactPayload() throws {
        let tmp = try TemporaryDirectory("phone-arrival")
        let home = tmp.path
        let made = try Self.make(in: home)
        let maria = try #require(made.first { $0.handle == "maria" }).card
        #expect(maria.phones.map(\.number) == ["+34 600 123 456", "+34 91 123 4567"])
        #expect(maria.organization == #"Acme; Inc., \ Ltd"#)
        #expect(maria.socialProfiles.map(\.link) == [
            "https://github.com/mjgarcia", "https://mastodon.social/@mj", "https://www.linkedin.com/in/mjgarcia",
        ])
        for item in made {
            for (kind, file) in item.images {
                let png = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
                let decoded = try QRDecoders.both(png, ext: "png")
                #expect(decoded.zbar == item.payloads[kind], "\(item.handle) \(kind) in zbar")
                #expect(decoded.zxing == item.payloads[kind], "\(item.handle) \(kind) in ZXing")
                // The text zbar shows: right only with the ECI header non-ASCII payloads get.
                let shown = try QRDecoders.zbarText(png, ext: "png")
                #expect(shown == item.payloads[kind].map { String(decoding: $0, as: UTF8.self) }, "\(item.handle) \(kind) as zbar shows it")
            }
        }
    }

    @Test("ZXing's ResultParser gets every field vcard3 and MECARD can carry")
    func resultParserGetsEveryField() throws {
        let tmp = try TemporaryDirectory("phone-arrival")
        let home = tmp.path
        let made = try Self.make(in: home)
        let files = made.flatMap { [$0.images[.vcard3]!, $0.images[.mecard]!] }
        let parsed = try ZXingResultParser.parse(files: files)
        for (i, item) in made.enumerated() {
            let c = item.card
            let v3 = parsed[2 * i], me = parsed[2 * i + 1]
            let label = item.handle
            #expect(v3.error == nil && me.error == nil, "\(label): \(v3) / \(me)")
            #expect(v3.first("type") == "ADDRESSBOOK" && me.first("type") == "ADDRESSBOOK", "\(label)")

            // vCard 3.0: FN, NICKNAME, TEL, EMAIL, ADR, ORG, TITLE, URL, BDAY, NOTE.
            #expect(v3.all("name") == [c.formattedName], "\(label) vcard3 name")
            #expect(v3.all("nickname") == c.nicknames, "\(label) vcard3 nickname")
            #expect(v3.all("tel") == c.phones.map(\.number), "\(label) vcard3 tel")
            #expect(v3.all("email") == c.emails.map(\.address), "\(label) vcard3 email")
            #expect(v3.all("adr") == c.addresses.map { $0.components.filter { !$0.isEmpty }.joined(separator: "\n") },
                    "\(label) vcard3 adr")
            #expect(v3.first("org") == (c.organization.isEmpty ? nil : c.organization), "\(label) vcard3 org")
            #expect(v3.first("title") == (c.title.isEmpty ? nil : c.title), "\(label) vcard3 title")
            #expect(v3.all("url") == Self.links(c), "\(label) vcard3 url")
            // ZXing takes a birthday only with its year (yyyy-mm-dd).
            #expect(v3.first("birthday") == c.birthday.flatMap { $0.year == nil ? nil : $0.description }, "\(label) vcard3 bday")
            #expect(v3.first("note") == (c.note.isEmpty ? nil : c.note), "\(label) vcard3 note")

            // MECARD: N (shown given-first), SOUND, TEL, EMAIL, ADR, ORG, URL, BDAY, NOTE.
            let given = ([c.givenName] + c.additionalNames).filter { !$0.isEmpty }.joined(separator: " ")
            let shown = c.familyName.isEmpty && given.isEmpty ? c.formattedName
                : given.isEmpty ? c.familyName : given + " " + c.familyName
            #expect(me.all("name") == [shown], "\(label) mecard name")
            let sound = [c.phoneticFamilyName, c.phoneticGivenName].filter { !$0.isEmpty }.joined(separator: ",")
            #expect(me.first("pronunciation") == (sound.isEmpty ? nil : sound), "\(label) mecard sound")
            #expect(me.all("tel") == c.phones.map(\.number), "\(label) mecard tel")
            #expect(me.all("email") == c.emails.map(\.address), "\(label) mecard email")
            #expect(me.all("adr") == c.addresses.map { $0.components.filter { !$0.isEmpty }.joined(separator: ", ") },
                    "\(label) mecard adr")
            #expect(me.first("org") == (c.organization.isEmpty ? nil : c.organization), "\(label) mecard org")
            #expect(me.all("url") == Self.links(c), "\(label) mecard url")
            #expect(me.first("birthday") == c.birthday.flatMap { $0.year == nil ? nil : $0.basicForm }, "\(label) mecard bday")
            // MECARD has no escape for a line break: it arrives as a space.
            let note = c.note.replacingOccurrences(of: "\n", with: " ")
            #expect(me.first("note") == (note.isEmpty ? nil : note), "\(label) mecard note")
        }
    }

    @Test("name parts guessed from --name read right in ez-vcard")
    func namePartsInEzVCard() throws {
        let tmp = try TemporaryDirectory("phone-arrival")
        let home = tmp.path
        let expected: [(String, String)] = [
            ("Dr. Zoë O'Brien-Weiß, Jr.", #"N "O'Brien-Weiß" "Zoë" [] [Dr.] [Jr.]"#),
            ("Lee, Ann Marie", #"N "Lee" "Ann" [Marie] [] []"#),
            ("Ludwig van Beethoven", #"N "van Beethoven" "Ludwig" [] [] []"#),
            ("佐藤花子", #"N "佐藤" "花子" [] [] []"#),
            ("Prof. María de la Cruz, PhD", #"N "de la Cruz" "María" [] [Prof.] [PhD]"#),
        ]
        var files: [String] = []
        for (i, (name, _)) in expected.enumerated() {
            let new = try MycaProcess.run(["new", "c\(i)", "--name", name], home: home)
            try #require(new.status == 0, "\(name): \(new.err)")
            for version in ["4.0", "3.0"] {
                let format = version == "4.0" ? "vcard" : "vcard3"
                let export = try MycaProcess.run(["export", "c\(i)", "--format", format], home: home)
                let file = home + "/c\(i)-\(format).vcf"
                try Data(export.stdout).write(to: URL(fileURLWithPath: file))
                files.append(file)
            }
        }
        let v4 = try EzVCard.validate(version: "4.0", files: files.enumerated().filter { $0.offset % 2 == 0 }.map(\.element))
        let v3 = try EzVCard.validate(version: "3.0", files: files.enumerated().filter { $0.offset % 2 == 1 }.map(\.element))
        #expect(v4.status == 0, "\(v4.output)")
        #expect(v3.status == 0, "\(v3.output)")
        for dump in [v4.output, v3.output] {
            let names = dump.split(separator: "\n").filter { $0.hasPrefix("N ") }.map(String.init)
            #expect(names == expected.map(\.1))
        }
    }
}
