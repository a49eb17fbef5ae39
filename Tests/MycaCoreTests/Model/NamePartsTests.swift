import MycaCore
import Testing

@Suite("Name parts guessed from a full name")
struct NamePartsTests {
    /// One row: the full name, then family, given, additional, prefixes, suffixes.
    struct Row: Sendable, CustomTestStringConvertible {
        let name: String
        let parts: NameParts
        init(_ name: String, _ family: String, _ given: String, _ additional: [String] = [], prefixes: [String] = [],
             suffixes: [String] = []) {
            self.name = name
            parts = NameParts(family: family, given: given, additional: additional, prefixes: prefixes, suffixes: suffixes)
        }
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        // English and the basics
        Row("Alex Morgan", "Morgan", "Alex"),
        Row("Mary Ann Smith", "Smith", "Mary", ["Ann"]),
        Row("Madonna", "", "Madonna"),
        Row("  Zoë   Müller ", "Müller", "Zoë"),
        Row("John Ronald Reuel Tolkien", "Tolkien", "John", ["Ronald", "Reuel"]),
        Row("Ann Marie Lee", "Lee", "Ann", ["Marie"]),
        // Family, Given
        Row("Lee, Ann", "Lee", "Ann"),
        Row("Lee, Ann Marie", "Lee", "Ann", ["Marie"]),
        Row("van Gogh, Vincent", "van Gogh", "Vincent"),
        Row("Lee, Ann, Jr.", "Lee", "Ann", suffixes: ["Jr."]),
        Row("Lee, Dr. Ann", "Lee", "Ann", prefixes: ["Dr."]),
        // Honorifics and suffixes
        Row("Dr. Ann Lee Jr.", "Lee", "Ann", prefixes: ["Dr."], suffixes: ["Jr."]),
        Row("Zoë O'Brien, Jr., Esq.", "O'Brien", "Zoë", suffixes: ["Jr.", "Esq."]),
        Row("Prof. Dr. Hans Müller", "Müller", "Hans", prefixes: ["Prof.", "Dr."]),
        Row("Dr. Jane A. Smith, PhD", "Smith", "Jane", ["A."], prefixes: ["Dr."], suffixes: ["PhD"]),
        Row("Prof. Dr.-Ing. Maximilian Alexander von Schwarzenberg", "von Schwarzenberg", "Maximilian", ["Alexander"],
            prefixes: ["Prof.", "Dr.-Ing."]),
        Row("Dipl.-Ing. Eva Gruber", "Gruber", "Eva", prefixes: ["Dipl.-Ing."]),
        Row("Mx. Sam Taylor", "Taylor", "Sam", prefixes: ["Mx."]),
        Row("Ms Jane Doe", "Doe", "Jane", prefixes: ["Ms"]),
        Row("Mrs. Dalloway", "Dalloway", "", prefixes: ["Mrs."]),
        Row("Sir Ian McKellen", "McKellen", "Ian", prefixes: ["Sir"]),
        Row("Martin Luther King Jr.", "King", "Martin", ["Luther"], suffixes: ["Jr."]),
        Row("Henry Ford II", "Ford", "Henry", suffixes: ["II"]),
        Row("Thurston Howell III", "Howell", "Thurston", suffixes: ["III"]),
        Row("Ann Lee, PhD", "Lee", "Ann", suffixes: ["PhD"]),
        Row("Jordan Lee-Nakamura Ph.D.", "Lee-Nakamura", "Jordan", suffixes: ["Ph.D."]),
        Row("Gregory House, MD", "House", "Gregory", suffixes: ["MD"]),
        Row("Don Draper", "Draper", "Don"),
        Row("Gen Tanaka", "Tanaka", "Gen"),
        Row("Yo-Yo Ma", "Ma", "Yo-Yo"),
        // Particles stay with the family name
        Row("Ludwig van Beethoven", "van Beethoven", "Ludwig"),
        Row("Johannes van der Berg", "van der Berg", "Johannes"),
        Row("Ursula von der Leyen", "von der Leyen", "Ursula"),
        Row("Charles de Gaulle", "de Gaulle", "Charles"),
        Row("Jean de La Fontaine", "de La Fontaine", "Jean"),
        Row("María de la Cruz", "de la Cruz", "María"),
        Row("Leonardo da Vinci", "da Vinci", "Leonardo"),
        Row("Luca Cordero di Montezemolo", "di Montezemolo", "Luca", ["Cordero"]),
        Row("Dante degli Alighieri", "degli Alighieri", "Dante"),
        Row("Guillermo del Toro", "del Toro", "Guillermo"),
        Row("Maria dos Santos", "dos Santos", "Maria"),
        Row("Ursula Le Guin", "Le Guin", "Ursula"),
        Row("Mohammed bin Salman", "bin Salman", "Mohammed"),
        Row("Khalid al-Mansour", "al-Mansour", "Khalid"),
        Row("Hassan Al Rashid", "Al Rashid", "Hassan"),
        Row("François du Toit", "du Toit", "François"),
        Row("Seán Ó Briain", "Ó Briain", "Seán"),
        Row("Van Morrison", "Morrison", "Van"),
        Row("José Ortega y Gasset", "Ortega y Gasset", "José"),
        // Family name first: CJK with and without a space, Vietnamese
        Row("佐藤 花子", "佐藤", "花子"),
        Row("佐藤\u{3000}花子", "佐藤", "花子"),
        Row("佐藤花子", "佐藤", "花子"),
        Row("田中誠", "田中", "誠"),
        Row("佐々木健太", "佐々木", "健太"),
        Row("佐藤はなこ", "佐藤", "はなこ"),
        Row("王小明", "王", "小明"),
        Row("毛泽东", "毛", "泽东"),
        Row("欧阳修", "欧阳", "修"),
        Row("김 민준", "김", "민준"),
        Row("김민준", "김", "민준"),
        Row("남궁민", "남궁", "민"),
        Row("Nguyễn Văn An", "Nguyễn", "Văn An"),
        Row("Trần Thị Mai", "Trần", "Thị Mai"),
        // Other scripts and shapes
        Row("Jürgen Groß", "Groß", "Jürgen"),
        Row("Björk", "", "Björk"),
        Row("Владимир Набоков", "Набоков", "Владимир"),
        Row("Αλέξανδρος Παπαδόπουλος", "Παπαδόπουλος", "Αλέξανδρος"),
        Row("Chimamanda Ngozi Adichie", "Adichie", "Chimamanda", ["Ngozi"]),
        Row("Sukarno", "", "Sukarno"),
        Row("Dr. Watson", "Watson", "", prefixes: ["Dr."]),
        Row("", "", ""),
    ]

    @Test(arguments: rows)
    func guesses(row: Row) {
        #expect(Profile.guessedNameParts(from: row.name) == row.parts)
    }

    @Test func tableIsLargeAndVaried() {
        #expect(Self.rows.count >= 40)
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

    @Test("honorifics and suffixes land in N's prefix and suffix components")
    func honorificsInN() throws {
        var p = Profile()
        p.formattedName = "Dr. Ann Lee Jr."
        p.guessNameParts()
        let v3 = VCardWriter.write([try p.snapshot()], version: .v3_0)
        #expect(v3.contains("\r\nN:Lee;Ann;;Dr.;Jr.\r\n"))
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

    @Test("parts myca guessed follow a renamed card, honorifics included")
    func followsRename() {
        var p = Profile()
        p.formattedName = "Dr. Alex Morgan"
        p.guessNameParts()
        p.formattedName = "Alex Rivera"
        p.guessNameParts(previousFormattedName: "Dr. Alex Morgan")
        #expect(p.familyName == "Rivera")
        #expect(p.givenName == "Alex")
        #expect(p.prefixes.isEmpty)
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
