import Testing
@testable import MycaCore

@Suite struct HandleTests {
    @Test(arguments: ["work", "a", "ana-lima", "x.y_z-9", "0", String(repeating: "a", count: 64), "a.."])
    func validHandles(handle: String) throws {
        try Handle.validate(handle)
        #expect(Handle.isValid(handle))
    }

    @Test(arguments: ["", "../x", "/abs", ".hidden", ".", "..", "UPPER", "Work", "with space", "a/b",
                      String(repeating: "a", count: 65), "tab\t", "new\nline", "é", "a\0b", "a\\b", "work.vcf/"])
    func invalidHandles(handle: String) {
        #expect(!Handle.isValid(handle))
        let error = #expect(throws: StoreError.invalidHandle(handle)) { try Handle.validate(handle) }
        #expect(error?.message.hasSuffix(": " + Handle.rule) == true)
    }

    @Test func invalidHandleMessageQuotesTheHandleSafely() {
        #expect(StoreError.invalidHandle("../x").message
            == "invalid handle '../x': a handle is 1 to 64 lower-case letters (a-z), digits, '.', '_' or '-', not starting with a dot")
        #expect(StoreError.invalidHandle("a\u{1B}[31mb").message.hasPrefix("invalid handle 'a\\u{1b}[31mb':"))
    }

    @Test(arguments: [
        ("Ana Lima", [String](), "ana-lima"),
        ("José Müller-Lüdenscheidt", [], "jose-muller-ludenscheidt"),
        ("  Dr. Łukasz  Żółć ", [], "dr-lukasz-zolc"),
        ("Straße Æsir Œuvre", [], "strasse-aesir-oeuvre"),
        ("山田太郎", [], "card"),
        ("", [], "card"),
        ("Ana Lima", ["ana-lima"], "ana-lima-2"),
        ("Ana Lima", ["ana-lima", "ana-lima-2"], "ana-lima-3"),
        ("", ["card"], "card-2"),
        ("O'Brien, Seán", [], "o-brien-sean"),
        ("Nguyễn Thị Ngọc", [], "nguyen-thi-ngoc"),
        ("Adébáyọ̀ Ọláolúwa", [], "adebayo-olaoluwa"),
        ("Ade\u{301}ba\u{301}yo\u{323}\u{300}", [], "adebayo"),
        ("Søren Kierkegård, Đặng Vũ, İlkay Gündoğan", [], "soren-kierkegard-dang-vu-ilkay-gundogan"),
        ("ø ł đ ð ß æ œ þ ı ĳ ŋ ħ ŧ ſ", [], "o-l-d-d-ss-ae-oe-th-i-ij-ng-h-t-s"),
        ("Ɓello Ɗanjuma Ƙwari Ɛsi Ɔbeng", [], "bello-danjuma-kwari-esi-obeng"),
        ("Ана Лима", [], "card"),
        ("ガブリエル 김민준 محمد", [], "card"),
        ("Ana 山田", [], "ana"),
    ])
    func suggestions(name: String, existing: [String], expected: String) throws {
        let handle = Handle.suggest(from: name, existing: Set(existing))
        #expect(handle == expected)
        try Handle.validate(handle)
    }

    @Test func suggestionFromLongNameStaysWithinLimitWithSuffix() throws {
        let name = String(repeating: "abcdefghi ", count: 20)
        let first = Handle.suggest(from: name, existing: [])
        #expect(first.count <= 64)
        #expect(!first.hasSuffix("-"))
        let second = Handle.suggest(from: name, existing: [first])
        #expect(second.count <= 64)
        #expect(second.hasSuffix("-2"))
        try Handle.validate(second)
    }

    @Test func didYouMean() {
        let all = ["home", "personal", "work", "work-old"]
        #expect(Handle.suggestions(for: "wrok", among: all) == ["work"])
        #expect(Handle.suggestions(for: "pers", among: all) == ["personal"])
        #expect(Handle.suggestions(for: "zzzzzz", among: all) == [])
    }

    @Test("a name that gives no handle falls back to the email's local part, then the organization")
    func seedFallsBack() {
        #expect(Handle.seed(name: "Alex Morgan", email: "a@x.org", organization: "X") == "Alex Morgan")
        #expect(Handle.seed(name: "佐藤 花子", email: "hanako.sato@sakura.example", organization: "") == "hanako.sato")
        #expect(Handle.seed(name: "佐藤 花子", email: nil, organization: "Sakura Systems") == "Sakura Systems")
        #expect(Handle.seed(name: "佐藤 花子", email: nil, organization: "") == "佐藤 花子")
        #expect(Handle.suggest(from: Handle.seed(name: "佐藤 花子", email: "hanako@x.org", organization: ""),
                               existing: []) == "hanako")
    }

    @Test("a card's handle seed: its name, else its first email's local part, else its organization")
    func seedOfACard() throws {
        #expect(Handle.seed(for: try Profile.sample.snapshot()) == "Alex Morgan")
        var japanese = Profile()
        japanese.formattedName = "佐藤 花子"
        japanese.emails = [Email(address: "hanako@sakura.example"), Email(address: "other@x.org")]
        #expect(Handle.seed(for: try japanese.snapshot()) == "hanako")
        japanese.emails = []
        japanese.organization = "Sakura Systems"
        #expect(Handle.seed(for: try japanese.snapshot()) == "Sakura Systems")
    }

    @Test("edit distance: one per insertion, deletion, replacement or swap of neighbours")
    func editDistance() {
        #expect(EditDistance.between("work", "wrok") == 1)
        #expect(EditDistance.between(Array("ana".unicodeScalars), Array("anna".unicodeScalars)) == 1)
        #expect(EditDistance.between("", "abc") == 3)
        #expect(EditDistance.between("kitten", "sitting") == 3)
    }
}
