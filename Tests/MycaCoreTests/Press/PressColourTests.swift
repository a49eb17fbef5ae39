import Foundation
import Testing
@testable import MycaCore

@Suite("PressColour")
struct PressColourTests {
    @Test func aPressHoldsTintsOfFivePercentOrNoneAndAtMostThreeHundredInAll() {
        #expect(PressColour.process(c: 0, m: 5, y: 10, k: 0).isPrintable)
        #expect(!PressColour.process(c: 0, m: 3, y: 0, k: 0).isPrintable, "a 3 % tint")
        #expect(!PressColour.process(c: 100, m: 100, y: 100, k: 100).isPrintable, "400 %")
        #expect(PressColour.black(percent: 100).isPrintable && !PressColour.black(percent: 2).isPrintable)
    }

    @Test func everyStylesGroundIsPrintableAndItsScreenColourIsItsEquivalent() throws {
        for name in QRStyle.allNames {
            let style = try QRStyle.named(name)
            let ground = try #require(style.pressGround, "\(name)")
            #expect(ground.isPrintable, "\(name): \(ground)")
            if let background = style.background, let entry = QRStyle.grounds[name] {
                #expect(background.hex == Color(red: UInt8(entry.srgb >> 16), green: UInt8(entry.srgb >> 8 & 0xFF),
                                                blue: UInt8(entry.srgb & 0xFF)).hex)
            }
        }
        // Colours of one's own are for Ghostscript's profile to convert.
        #expect(try QRStyle.classic.replacing(foreground: nil, background: Color(parsing: "#FFEEDD")).pressGround == nil)
    }

    @Test func textTonesBecomeBlackTintsByLightness() {
        #expect(PressColour.black(for: .black, on: .white) == .black(percent: 100))
        #expect(PressColour.black(for: .white, on: .white) == .black(percent: 0))
        #expect(PressColour.black(for: Color(red: 0xFD, green: 0xFD, blue: 0xFD), on: .white) == .black(percent: 0), "under 5 %: paper")
        guard case let .black(percent) = PressColour.black(for: Color.black.mixed(with: .white, 0.35), on: .white) else {
            Issue.record("a black tint")
            return
        }
        #expect((45...65).contains(percent), "the secondary tone: \(percent) %")
    }

    @Test func operatorsForFillsAndStrokes() {
        #expect(PressColour.black(percent: 100).pdfOperator(stroking: false) == "0 g")
        #expect(PressColour.black(percent: 35).pdfOperator(stroking: true) == "0.65 G")
        #expect(PressColour.process(c: 6, m: 0, y: 8, k: 0).pdfOperator(stroking: false) == "0.06 0 0.08 0 k")
    }
}
