import MycaCore
import Testing

@Suite("Name parts guessed from a full name")
struct NamePartsTests {
    @Test(arguments: [
        ("Alex Morgan", "Morgan", "Alex", [String]()),
        ("Mary Ann Smith", "Smith", "Mary", ["Ann"]),
        ("Madonna", "", "Madonna", []),
        ("佐藤 花子", "佐藤", "花子", []),
        ("佐藤\u{3000}花子", "佐藤", "花子", []),
        ("佐藤花子", "佐藤花子", "", []),
        ("김 민준", "김", "민준", []),
        ("  Zoë   Müller ", "Müller", "Zoë", []),
    ])
    func guesses(name: String, family: String, given: String, additional: [String]) {
        let parts = Profile.guessedNameParts(from: name)
        #expect(parts.family == family)
        #expect(parts.given == given)
        #expect(parts.additional == additional)
    }

    @Test("a card with only a full name gets parts, and its vCard 3.0 N is not empty")
    func fillsEmptyParts() throws {
        var p = Profile()
        p.formattedName = "Hanako Sato"
        p.guessNameParts()
        #expect(p.familyName == "Sato")
        #expect(p.givenName == "Hanako")
        let v3 = VCardWriter.write([try p.snapshot()], version: .v3_0)
        #expect(v3.contains("\r\nN:Sato;Hanako;;;\r\n"))
    }

    @Test("parts someone typed are kept when the full name changes")
    func keepsTypedParts() {
        var p = Profile()
        p.formattedName = "Dr. Jo March"
        p.familyName = "March"
        p.givenName = "Josephine"
        p.formattedName = "Jo March-Bhaer"
        p.guessNameParts(previousFormattedName: "Dr. Jo March")
        #expect(p.givenName == "Josephine")
        #expect(p.familyName == "March")
    }

    @Test("parts myca guessed follow a renamed card")
    func followsRename() {
        var p = Profile()
        p.formattedName = "Alex Morgan"
        p.guessNameParts()
        p.formattedName = "Alex Rivera"
        p.guessNameParts(previousFormattedName: "Alex Morgan")
        #expect(p.familyName == "Rivera")
        #expect(p.givenName == "Alex")
    }

    @Test("a company card, whose full name is its organization, gets no parts")
    func companyCard() {
        var p = Profile()
        p.formattedName = "Northwind Labs"
        p.organization = "Northwind Labs"
        p.guessNameParts()
        #expect(p.familyName.isEmpty && p.givenName.isEmpty)
    }
}
