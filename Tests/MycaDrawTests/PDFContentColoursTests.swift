import MycaCore
import Testing
@testable import myca_draw

/// A press PDF's colours are set on its content read as PDF syntax: every `rg`/`RG`
/// becomes what its mapping says with the overprint it takes, a picture knocks out, and
/// nothing that is not a colour operator is touched, whatever a string holds.
@Suite("PDFContentColours")
struct PDFContentColoursTests {
    static let ground = Color(red: 0xEE, green: 0xF7, blue: 0xEC)
    static let mappings = [PressMapping(.black, .black(percent: 100)), PressMapping(ground, .process(c: 6, m: 0, y: 8, k: 0)),
                           PressMapping(Color(red: 0x12, green: 0x34, blue: 0x56), nil)]
    static let op = "/" + PDFContentColours.overprint + " gs "
    static let ko = "/" + PDFContentColours.knockout + " gs "

    static func apply(_ text: String) -> String {
        String(decoding: PDFContentColours.applying(mappings, to: Array(text.utf8)), as: UTF8.self)
    }

    @Test func solidBlackOverprintsAndAGroundKnocksOut() {
        #expect(Self.apply("q 0 0 0 rg BT") == "q " + Self.op + "0 0 0 1 k BT")
        #expect(Self.apply("0 0 0 RG\n1 0 0 1 0 0 cm") == Self.op + "0 0 0 1 K\n1 0 0 1 0 0 cm")
        #expect(Self.apply("0.933333 0.968627 0.92549 rg 0 0 m") == Self.ko + "0.06 0 0.08 0 k 0 0 m")
    }

    @Test func aColourLeftToTheProfileStaysAndKnocksOutAndAnUnlistedOneBecomesATintOfBlack() {
        #expect(Self.apply(" 0.070588 0.203922 0.337255 rg\n") == " " + Self.ko + "0.070588 0.203922 0.337255 rg\n")
        for (colour, percent) in [("0.5 0.5 0.5", 40), ("1 0 0", 37)] {
            let words = Self.apply("\(colour) rg").split(separator: " ")
            #expect(words.count == 4 && words[1] == "gs" && words[3] == "g", "\(words)")
            let gray = Double(words.count == 4 ? String(words[2]) : "") ?? -1
            #expect(abs((1 - gray) * 100 - Double(percent)) <= 8, "\(colour): \(gray)")
        }
    }

    @Test func aPictureKnocksOut() {
        #expect(Self.apply("q 10 0 0 10 0 0 cm /x7 Do Q") == "q 10 0 0 10 0 0 cm " + Self.ko + "/x7 Do Q")
    }

    @Test("strings, names, comments and inline images are no colour operators")
    func whatIsNoColourOperatorIsLeftAlone() {
        for text in ["0 0 0 rgx", "/Name 0 0 rg", "0 0 rg", "2 0 0 rg", "(0 0 0 rg) Tj", "(a \\) 0 0 0 rg) Tj",
                     "((0 0 0 rg)) Tj", "<30 30 72 67> Tj", "% 0 0 0 rg\n", "[(x) 0 0 0] TJ",
                     "BI /W 1 /H 1 /BPC 8 /CS /RGB ID \u{1}0 0 0 rg\u{2} EI Q"] {
            #expect(Self.apply(text) == text, "\(text)")
        }
    }

    @Test func whatFollowsAStringOrAnInlineImageIsReadAgain() {
        #expect(Self.apply("(x) Tj 0 0 0 rg") == "(x) Tj " + Self.op + "0 0 0 1 k")
        #expect(Self.apply("BI /W 1 ID \u{1} EI 0 0 0 rg") == "BI /W 1 ID \u{1} EI " + Self.op + "0 0 0 1 k")
    }
}
