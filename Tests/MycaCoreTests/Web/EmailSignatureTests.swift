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

    @Test func wideCharactersCountTwoColumnsAndWrap() throws {
        // 40 kanji are 80 columns: the title wraps between characters, whole.
        let title = String(repeating: "技", count: 40)
        let (text, warnings) = EmailSignature.text(try snapshot { $0.title = title })
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[2...].joined() == title)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= EmailSignature.maximumColumns })
        #expect(!text.contains("…") && warnings.isEmpty)
    }

    @Test("a long title and institute go on lines of their own, whole, and the contact takes the line left")
    func longTitleAndOrganizationWrap() throws {
        let title = "Lehrstuhlinhaber für Angewandte Informatik und Softwaretechnik, Studiendekan"
        let org = "Rheinisch-Westfälische Technische Hochschule Aachen, Fakultät für Mathematik, Informatik und Naturwissenschaften"
        let (text, warnings) = EmailSignature.text(try snapshot {
            $0.formattedName = "Prof. Dr.-Ing. Maximilian Alexander von Schwarzenberg"
            $0.title = title
            $0.organization = org
            $0.emails = [Email(address: "maximilian.von-schwarzenberg@informatik.rwth-aachen.example")]
        })
        let lines = text.split(separator: "\n").map(String.init)
        #expect(!text.contains("…"), "\(text)")
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= EmailSignature.maximumColumns }, "\(text)")
        let words = lines.dropFirst().joined(separator: " ")
        #expect(words.contains(title) && words.contains(org), "\(text)")
        #expect(lines.last == "maximilian.von-schwarzenberg@informatik.rwth-aachen.example")
        #expect(warnings.isEmpty)
    }

    @Test func aNameAloneIsOneLine() throws {
        #expect(EmailSignature.text(try snapshot { _ in }).text == "-- \nAnn\n")
    }
}
