import MycaTestSupport
import Testing
@testable import MycaCore

@Suite("MeishiLayout")
struct MeishiLayoutTests {
    static var taro: Profile { MeishiTestCards.taro }

    static func boxes(_ art: CardArtwork) -> [TextBox] {
        art.items.compactMap { if case let .text(box) = $0 { box } else { nil } }
    }

    static var cards: [(String, Profile)] { [("taro", taro), ("sample", Profile.sample)] + PrintTestCards.edgeCases }

    @Test("every box on the row grid, inside the margins, clear of the others but the ruby over its name, in every size",
          arguments: cards.map(\.0))
    func boxesKeepToTheGrid(name: String) throws {
        let card = try #require(Self.cards.first { $0.0 == name }?.1).snapshot()
        for size in CardSize.named.map(\.size) {
            let laidOut = Result { () throws(LayoutError) in try MeishiLayout.front(card, style: .classic, size: size, bleed: 3) }
            if case .failure(.nameTooLong) = laidOut { continue }
            let art = try laidOut.get()
            let trim = DrawingRect(x: 0, y: 0, width: size.width, height: size.height)
            let fitted = Self.boxes(art).map { TextFitter.fit($0, measurer: EstimatedTextMeasurer()) }
            let problems = CardLayoutCheck.problems(trims: [trim], codeAreas: [], texts: fitted, safeMargin: MeishiLayout.margin)
                .filter { !$0.contains(" overlaps ") || !($0.contains("phonetic name") && $0.contains("name '")) }
            #expect(problems.isEmpty, "\(name) at \(size): \(problems)")
            // A name starts on a row; a line ends on one (a Latin line's box is moved down
            // inside its rows, onto the CJK lines' baseline).
            for box in Self.boxes(art) where box.role != CardContent.Role.phonetic.rawValue {
                let edge = box.role == CardContent.Role.name.rawValue ? box.rect.y : box.rect.maxY
                let rows = (edge - MeishiLayout.margin) / MeishiLayout.row
                #expect(abs(rows - rows.rounded()) < 1e-9, "\(name) at \(size): \(box.role) '\(box.text)' off the grid at \(edge)")
            }
            for box in Self.boxes(art) {
                #expect(box.minimumSize >= 6, "\(box.role) at \(box.minimumSize) pt")
                if let role = CardContent.Role(rawValue: box.role), role.block == .contact {
                    #expect(box.minimumSize >= 7, "\(box.role) at \(box.minimumSize) pt")
                }
            }
        }
    }

    @Test("the foot in Japanese order and words: 〒 and the address on one line, TEL beside 携帯, FAX, E-mail beside URL")
    func theFootInJapanese() throws {
        let art = try MeishiLayout.front(try Self.taro.snapshot(), style: .classic, size: .jp, bleed: 0)
        let foot = Self.boxes(art).filter { CardContent.Role(rawValue: $0.role)?.block == .contact }
        #expect(foot.map(\.text) == ["〒100-0001 東京都千代田区千代田1-1", "TEL 03-1234-5678", "携帯 090-1234-5678", "FAX 03-1234-5679",
                                     "E-mail taro.yamada@example.co.jp", "URL example.co.jp"], "\(foot.map(\.text))")
        // Two to a line where they fit: the pairs share their line's rows.
        #expect(foot[1].rect.maxY == foot[2].rect.maxY && foot[3].rect.maxY > foot[2].rect.maxY && foot[4].rect.maxY == foot[5].rect.maxY)
        // A line of Latin text alone goes down onto the baseline of one with kanji beside it.
        #expect(foot[1].rect.y > foot[2].rect.y && foot[1].rect.height < foot[2].rect.height)
        // At the foot: the last line ends on the bottom margin.
        #expect(abs((foot.map(\.rect.maxY).max() ?? 0) - (55 - MeishiLayout.margin)) < 0.01)
    }

    @Test("each reading over its own part, both centred on one middle; no reading, no ruby")
    func rubyOverEachPart() throws {
        let boxes = Self.boxes(try MeishiLayout.front(try Self.taro.snapshot(), style: .classic, size: .jp, bleed: 0))
        let names = boxes.filter { $0.role == "name" }
        let readings = boxes.filter { $0.role == "phonetic name" }
        #expect(names.map(\.text) == ["山田", "太郎"] && readings.map(\.text) == ["やまだ", "たろう"])
        for (name, reading) in zip(names, readings) {
            #expect(name.alignment == .center && reading.alignment == .center)
            #expect(abs(name.rect.x + name.rect.width / 2 - reading.rect.x - reading.rect.width / 2) < 1e-9)
            #expect(reading.rect.y < name.rect.y && reading.size >= 6)
        }
        var plain = Self.taro
        plain.phoneticFamilyName = ""
        plain.phoneticGivenName = ""
        let without = Self.boxes(try MeishiLayout.front(try plain.snapshot(), style: .classic, size: .jp, bleed: 0))
        #expect(!without.contains { $0.role == "phonetic name" })
        #expect(without.filter { $0.role == "name" }.map(\.text) == ["山田 太郎"])
    }

    @Test("a name too wide even at 10 pt and broken in two is an error; one with a space breaks")
    func longNames() throws {
        var long = Profile.sample
        long.formattedName = String(repeating: "Wolfeschlegelsteinhausenbergerdorff", count: 3)
        let card = try long.snapshot()
        let laidOut = Result { () throws(LayoutError) in try MeishiLayout.front(card, style: .classic, size: .jp, bleed: 0) }
        guard case let .failure(error) = laidOut else {
            Issue.record("the name was laid out")
            return
        }
        #expect(error == .nameTooLong(long.formattedName))
        var wraps = Profile.sample
        wraps.formattedName = "Maximiliane Alexandra von Hohenzollern"
        let names = Self.boxes(try MeishiLayout.front(try wraps.snapshot(), style: .classic, size: .jp, bleed: 0))
            .filter { $0.role == "name" }
        #expect(names.count == 2 && names.map(\.text).joined(separator: " ") == wraps.formattedName, "\(names.map(\.text))")
    }
}
