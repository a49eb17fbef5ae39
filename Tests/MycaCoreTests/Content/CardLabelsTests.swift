import Testing
@testable import MycaCore

@Suite("CardLabels")
struct CardLabelsTests {
    static func line(_ role: CardContent.Role, kinds: [String]) -> CardContent.Line {
        CardContent.Line(role: role, text: "x", kinds: kinds, value: nil, socialProfile: nil, continues: false)
    }

    @Test("a Japanese card's words, by the language of the card, not in Latin script")
    func byLanguage() {
        #expect(CardLabels.forLanguage("ja") == .japanese && CardLabels.forLanguage("ja-JP") == .japanese)
        #expect(CardLabels.forLanguage("ja-Latn") == .english && CardLabels.forLanguage("en") == .english)
        #expect(CardLabels.forLanguage(nil) == .english)
    }

    @Test("a phone's label says its kind, which then goes from beside the value; the rest in the card's words")
    func phones() {
        let ja = CardLabels.japanese
        #expect(ja.label(Self.line(.phone, kinds: ["cell"])) == "携帯")
        #expect(ja.label(Self.line(.phone, kinds: ["fax", "work"])) == "FAX")
        #expect(ja.label(Self.line(.phone, kinds: ["home"])) == "TEL")
        #expect(ja.value(Self.line(.phone, kinds: ["cell", "home"])) == "x（自宅）")
        #expect(ja.value(Self.line(.phone, kinds: ["fax", "work"]), implied: ["work"]) == "x")
        #expect(CardLabels.english.value(Self.line(.phone, kinds: ["cell", "work"])) == "x (work)")
        #expect(ja.label(Self.line(.email, kinds: [])) == "E-mail" && ja.label(Self.line(.web, kinds: [])) == "URL")
        #expect(ja.label(Self.line(.name, kinds: [])) == nil)
    }
}
