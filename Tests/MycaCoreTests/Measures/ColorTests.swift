import Testing
@testable import MycaCore

@Suite("colours: parsing and hex")
struct ColorTests {
    @Test("colours parse", arguments: [
        ("#000", Color.black), ("#FFF", .white), ("#1a2B3c", Color(red: 0x1A, green: 0x2B, blue: 0x3C)),
        ("1a2b3c", Color(red: 0x1A, green: 0x2B, blue: 0x3C)), ("black", .black), (" White ", .white),
        ("navy", Color(red: 0, green: 0, blue: 0x80)),
    ])
    func colours(text: String, color: Color) throws {
        #expect(try Color(parsing: text) == color)
    }

    @Test("bad colours are refused, naming the value", arguments: ["", "#", "#12", "#12345", "#1234567", "#ggg", "blurple", "#１２３"])
    func badColours(text: String) {
        #expect(throws: RenderError.invalidColor(text)) { try Color(parsing: text) }
        #expect(RenderError.invalidColor(text).message.contains("'\(text)'"))
    }

    @Test("hex output is #rrggbb lower case")
    func hex() {
        #expect(Color(red: 0xAB, green: 0x01, blue: 0xFF).hex == "#ab01ff")
    }
}
