import Foundation
import Testing
import MycaCore
import MycaTestSupport

/// `myca scan` on photos of paper cards (Tests/Tools/ScanImages.py: Latin and Japanese
/// cards in several layouts and typefaces, photographed at an angle, blurred, noisy, as
/// JPEG): the share of cards whose fields come back right.
@Suite struct ScanPaperCardsEndToEndTests {
    struct Expected: Sendable {
        var image: String
        var japanese: Bool
        var name: String, title: String, organization: String, email: String, url: String
        var phones: [String]
    }

    static let cards: Result<[Expected], any Error> = Result {
        let folder = NSTemporaryDirectory() + "myca-scan-cards-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let made = try ToolProcess.run("/usr/bin/env", ["python3", MycaProcess.packageRoot + "/Tests/Tools/ScanImages.py", "cards", folder])
        guard made.status == 0 else { throw ScanEndToEndTests.ToolFailure(text: made.err) }
        let manifest = try JSONValue.parse(Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/manifest.json"))))
        return (manifest.arrayValue ?? []).map { item in
            func text(_ key: String) -> String { item[key]?.stringValue ?? "" }
            return Expected(image: folder + "/" + text("image"), japanese: text("script") == "japanese", name: text("name"),
                            title: text("title"), organization: text("organization"), email: text("email"), url: text("url"),
                            phones: item["phones"]?.arrayValue?.compactMap(\.stringValue) ?? [])
        }
    }

    static func digits(_ text: String) -> String { text.filter { $0.isASCII && $0.isNumber } }
    static func bare(_ text: String) -> String { text.filter { $0 != " " && $0 != "\u{3000}" } }

    /// The share of cards each field must come back right on: the bars the feature aims
    /// at (emails, phones and web addresses 95 %, names 90 %, Japanese names 80 %,
    /// organizations and titles 80 %), a little under the rates reached on these cards
    /// where those are higher, so that no change falls below them unnoticed. The Japanese
    /// names missed are Tesseract's model reading 郎 as 朗.
    /// `bench/scan_cards.py` prints the same rates per script, with what was misread.
    static let floors: [(String, Double)] = [
        ("email", 0.95), ("phones", 0.95), ("url", 0.95), ("name", 0.95), ("name (Japanese)", 0.8),
        ("organization", 0.9), ("title", 0.9),
    ]

    @Test("fields come back right on at least the measured share of photographed cards; the rates are printed")
    func fieldsRight() throws {
        let cards = try Self.cards.get()
        #expect(cards.count >= 20)
        var right: [String: (Int, Int)] = [:]
        func count(_ field: String, _ ok: Bool) {
            let (good, all) = right[field] ?? (0, 0)
            right[field] = (good + (ok ? 1 : 0), all + 1)
        }
        var misses: [String] = []
        for card in cards {
            let run = try MycaProcess.run(["scan", card.image])
            let profile = (try? VCardReader.read(Array(run.out.utf8)))?.profiles.first ?? Profile()
            let got = (
                email: profile.emails.contains { $0.address.lowercased() == card.email.lowercased() },
                phones: card.phones.allSatisfy { p in profile.phones.contains { Self.digits($0.number) == Self.digits(p) } },
                url: profile.urls.contains { $0.value.lowercased() == "https://" + card.url.lowercased() },
                name: Self.bare(profile.formattedName) == Self.bare(card.name),
                organization: Self.bare(profile.organization) == Self.bare(card.organization),
                title: Self.bare(profile.title) == Self.bare(card.title))
            count("email", got.email)
            count("phones", got.phones)
            count("url", got.url)
            count(card.japanese ? "name (Japanese)" : "name", got.name)
            count("organization", got.organization)
            count("title", got.title)
            if !(got.email && got.phones && got.url && got.name && got.organization && got.title) {
                misses.append("\(card.image): \(got)\n\(run.out)\(run.err)")
            }
        }
        let rates = right.mapValues { Double($0.0) / Double($0.1) }
        let summary = right.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value.0)/\($0.value.1)" }.joined(separator: ", ")
        print("paper cards: \(summary)")
        for (field, minimum) in Self.floors {
            #expect((rates[field] ?? 0) >= minimum, "\(field): \(summary)\n\(misses.joined(separator: "\n"))")
        }
    }
}
