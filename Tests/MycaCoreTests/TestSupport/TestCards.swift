import Foundation
@testable import MycaCore

/// Cards and paths the MycaCore tests share.
enum TestCards {
    /// Package root, from this file's path (Tests/MycaCoreTests/Support/TestCards.swift).
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }()

    static var shared: String {
        ProcessInfo.processInfo.environment["MYCA_SHARED"] ?? packageRoot + "/../shared"
    }

    /// A 4×4 red PNG (73 bytes).
    static let png: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x04,
        0x00, 0x00, 0x00, 0x04, 0x08, 0x02, 0x00, 0x00, 0x00, 0x26, 0x93, 0x09, 0x29, 0x00, 0x00, 0x00, 0x10, 0x49, 0x44, 0x41,
        0x54, 0x78, 0xDA, 0x63, 0x38, 0x61, 0xA3, 0x01, 0x47, 0x0C, 0xC4, 0x71, 0x00, 0xF1, 0xC3, 0x12, 0xC1, 0xB4, 0xED, 0xA9,
        0x58, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
    ]

    static var japanese: Profile {
        var p = Profile()
        p.familyName = "佐藤"
        p.givenName = "花子"
        p.phoneticFamilyName = "さとう"
        p.phoneticGivenName = "はなこ"
        p.organization = "株式会社サンプル"
        p.organizationUnits = ["開発部"]
        p.title = "シニアエンジニア"
        p.emails = [Email(address: "hanako.sato@sample.example.jp", types: ["work"], pref: 1)]
        p.phones = [Phone(number: "+81-90-1234-5678", types: ["cell"], pref: 1), Phone(number: "+81-3-1234-5678", types: ["work", "voice"])]
        p.urls = [WebURL(value: "https://sample.example.jp/hanako", types: ["work"])]
        p.addresses = [PostalAddress(street: "千代田1-1-1 サンプルビル5階", locality: "千代田区", region: "東京都",
                                     postalCode: "100-0001", country: "日本", types: ["work"])]
        p.socialProfiles = [SocialProfile(service: "X", url: "https://x.com/hanako_sato", user: "hanako_sato")]
        p.note = "よろしくお願いします。🍵"
        p.uid = "urn:uuid:3b0e8f52-7c1d-4a9e-b2f6-0d5e9a1c7f33"
        p.revision = "20261129T110000Z"
        return p
    }

    static var full: Profile {
        var p = Profile()
        p.formattedName = "Dr. Jordan Avery Lee-Nakamura PhD"
        p.familyName = "Lee-Nakamura"
        p.givenName = "Jordan"
        p.additionalNames = ["Avery"]
        p.prefixes = ["Dr."]
        p.suffixes = ["PhD"]
        p.phoneticFamilyName = "リー・ナカムラ"
        p.phoneticGivenName = "ジョーダン"
        p.nicknames = ["Jo", "JJ"]
        p.pronouns = "she/her"
        p.organization = "Example Research, Inc."
        p.organizationUnits = ["Applied Science", "Imaging; Optics"]
        p.title = "Principal Scientist"
        p.role = "Team lead"
        p.emails = [Email(address: "jordan@research.example", types: ["work"], pref: 1), Email(address: "jo.lee@home.example", types: ["home"])]
        p.phones = [
            Phone(number: "+1-617-555-0101", types: ["cell", "voice"], pref: 1),
            Phone(number: "+1-617-555-0102", types: ["work", "voice"]),
            Phone(number: "+1 617 555 0103", types: ["work", "fax"]),
        ]
        p.urls = [WebURL(value: "https://research.example/people/jordan", types: ["work"], pref: 1), WebURL(value: "https://jordan.example", types: ["home"])]
        p.addresses = [
            PostalAddress(poBox: "PO Box 12", extended: "Building 4", street: "77 Massachusetts Ave\nFloor 3", locality: "Cambridge",
                          region: "MA", postalCode: "02139", country: "USA", types: ["work"], pref: 1),
            PostalAddress(street: "12 Elm St", locality: "Somerville", region: "MA", postalCode: "02144", country: "USA", types: ["home"]),
        ]
        p.socialProfiles = [
            SocialProfile(service: "Mastodon", url: "https://mastodon.social/@jordan", user: "@jordan@mastodon.social"),
            SocialProfile(service: "GitHub", user: "jlee-nakamura"),
            SocialProfile(service: "LinkedIn", url: "https://www.linkedin.com/in/jordan-lee-nakamura"),
        ]
        p.note = "Met at SwiftConf 2026.\nAsk about: imaging, optics; and coffee, \"strong\" \\ black."
        p.birthday = BirthDate(year: 1988, month: 7, day: 14)
        p.photo = Photo(fileBytes: png)
        p.uid = "urn:uuid:9d4f7a10-2b6c-4e3d-8f1a-5c7b3e9d2a64"
        p.revision = "20261129T110000Z"
        return p
    }

    /// Cards full of characters that could break out of a value.
    static var hostile: [Profile] {
        let nasty = ["Semi;colon", "Com,ma", "Back\\slash", "Col:on", "Dou\"ble", "All ;,:\\\" at once\\n", "Caret^n^'^^", "=C3=91 qp-looking", "BEGIN:VCARD", "é combining e\u{301}", "👩‍👩‍👧 family", "日本語の名前"]
        return nasty.enumerated().map { i, s in
            var p = Profile()
            p.givenName = s
            p.familyName = s + " family"
            p.formattedName = s + " FN"
            p.nicknames = [s, "nick"]
            p.organization = s
            p.organizationUnits = [s]
            p.title = s
            p.role = s
            p.pronouns = s
            p.note = s + "\nEND:VCARD\nBEGIN:VCARD\r\nNOTE:injected"
            p.addresses = [PostalAddress(street: s + "\n2nd line", locality: s, country: s, types: ["home"])]
            p.emails = [Email(address: "user\(i)@example.com", types: ["work"])]
            p.socialProfiles = [SocialProfile(service: s.replacingOccurrences(of: "\"", with: "'"), url: "https://example.com/u?a=1,b=2;c", user: s.replacingOccurrences(of: "\"", with: "'"))]
            p.urls = [WebURL(value: "https://example.com/a,b;c:d?x=1&y=%22")]
            return p
        }
    }

    static func bytes(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }
}
