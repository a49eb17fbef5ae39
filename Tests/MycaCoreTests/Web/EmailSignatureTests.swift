import MycaCore
import Testing

@Suite struct EmailSignatureTests {
    func snapshot(_ build: (inout Profile) -> Void) throws -> ProfileSnapshot {
        var p = Profile()
        p.formattedName = "Ann"
        build(&p)
        return try p.snapshot()
    }

    @Test func theSampleFillsTheFourLinesAndSaysWhatFoundNoRoom() throws {
        let (text, warnings) = EmailSignature.text(try Profile.sample.snapshot())
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "-- " && lines.last == "")
        #expect(lines.count - 2 == 4)
        #expect(lines[1] == "Alex Morgan (they/them)")
        #expect(lines[2] == "Staff Developer Advocate, Northwind Labs")
        #expect(warnings == [.leftOut(["github.com/alexmorgan", "linkedin.com/in/alex-morgan-example"])])
    }

    @Test func wideCharactersCountTwoColumns() throws {
        // 40 kanji are 80 columns: the title line is cut to 72 with an ellipsis.
        let title = String(repeating: "技", count: 40)
        let (text, warnings) = EmailSignature.text(try snapshot { $0.title = title })
        let line = String(text.split(separator: "\n")[2])
        #expect(line == String(repeating: "技", count: 35) + "…")
        #expect(DisplayWidth.of(line) == 71)
        #expect(warnings == [.cut(title, to: line)])
    }

    @Test func aNameAloneIsOneLine() throws {
        #expect(EmailSignature.text(try snapshot { _ in }).text == "-- \nAnn\n")
    }
}
