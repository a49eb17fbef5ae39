import Testing
@testable import MycaCore

/// Every character 1 mm wide per point of size (at 10 pt, 10 mm); lines 1.2 × size / 10 mm tall.
private struct GridMeasurer: TextMeasurer {
    func measure(_ text: String, size: Double, weight: TextBox.Weight) -> TextExtent {
        TextExtent(width: Double(text.count) * size / 10, height: size * 0.12)
    }
}

@Suite("TextFitter")
struct TextFitterTests {
    static func box(_ text: String, width: Double, size: Double = 10, minimum: Double = 5) -> TextBox {
        TextBox(text, in: DrawingRect(x: 0, y: 0, width: width, height: 2), size: size, minimumSize: minimum,
                color: .black, role: "test")
    }

    /// A shorter form is taken before anything is cut, and counts as whole.
    @Test func theShorterFormGoesBeforeTheCut() {
        var box = Self.box("abcdef (work)", width: 3)
        box.shorter = "abcdef"
        let fitted = TextFitter.fit(box, measurer: GridMeasurer())
        #expect(fitted.drawn == "abcdef" && fitted.size == 5 && !fitted.isCut)
    }

    /// Boxes of one group take the size the tightest needs; others keep their own.
    @Test func aGroupSharesTheSmallestSize() {
        var wide = Self.box("abcd", width: 4)
        var tight = Self.box("abcdefgh", width: 6)
        wide.group = "contact"
        tight.group = "contact"
        let alone = Self.box("xyz", width: 4)
        let fitted = TextFitter.fit([wide, tight, alone], measurer: GridMeasurer())
        let shared = try? #require(fitted[tight]?.size)
        #expect(shared.map { $0 < 10 } == true)
        #expect(fitted[wide]?.size == shared && fitted[wide]?.drawn == "abcd")
        #expect(fitted[alone]?.size == 10)
    }

    @Test func textThatFitsIsDrawnAsIs() {
        let fitted = TextFitter.fit(Self.box("abcd", width: 4), measurer: GridMeasurer())
        #expect(fitted.drawn == "abcd" && fitted.size == 10 && !fitted.isShrunk && !fitted.isCut)
    }

    @Test func tooWideTextShrinksJustEnough() {
        let fitted = TextFitter.fit(Self.box("abcdefgh", width: 6), measurer: GridMeasurer())
        #expect(fitted.drawn == "abcdefgh")
        #expect(fitted.isShrunk && abs(fitted.size - 7.5) < 0.11 && fitted.extent.width <= 6)
    }

    @Test func belowTheMinimumItIsCutWithAnEllipsis() {
        // At 5 pt each character is 0.5 mm: 3 mm hold 6 characters, the ellipsis one of them.
        let fitted = TextFitter.fit(Self.box("abcdefghijkl", width: 3), measurer: GridMeasurer())
        #expect(fitted.size == 5)
        #expect(fitted.drawn == "abcde…" && fitted.isCut)
    }

    @Test("a right-to-left line starts at the box's right edge; others at its left", arguments: [
        ("Alex Morgan", false), ("محمد عبد الله", true), ("מהנדס תוכנה", true), ("  123 שלום", true),
        ("123 abc שלום", false), ("佐藤 花子", false), ("", false),
    ])
    func rightToLeftLinesAlignRight(text: String, rightToLeft: Bool) {
        let fitted = TextFitter.fit(Self.box(text, width: 40), measurer: GridMeasurer())
        #expect(fitted.box.isRightToLeft == rightToLeft)
        #expect(fitted.inkRect.x == (rightToLeft ? 40 - fitted.extent.width : 0))
        let svg = DrawingSVGRenderer.text(fitted)
        #expect(svg.contains(#"text-anchor="end""#) == rightToLeft)
        #expect(svg.hasPrefix(rightToLeft ? #"<text x="40" "# : #"<text x="0" "#))
    }

    @Test func spacesBeforeTheEllipsisGo() {
        let fitted = TextFitter.fit(Self.box("abcd efghijkl", width: 3), measurer: GridMeasurer())
        #expect(fitted.drawn == "abcd…")
    }

    @Test func aBoxTooSmallForEvenTheEllipsisDrawsNothing() {
        let fitted = TextFitter.fit(Self.box("abc", width: 0.2), measurer: GridMeasurer())
        #expect(fitted.drawn.isEmpty && fitted.isCut)
    }

    @Test func emojiAndCombinedCharactersAreNeverSplit() {
        let fitted = TextFitter.fit(Self.box("👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻", width: 2), measurer: GridMeasurer())
        #expect(fitted.drawn == "👩‍💻👩‍💻👩‍💻…")
    }

    @Test func lineBreaksBecomeSpaces() {
        #expect(Self.box("a\nb\tc", width: 9).text == "a b c")
    }
}
