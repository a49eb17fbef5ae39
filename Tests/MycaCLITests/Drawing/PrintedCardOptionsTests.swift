@testable import MycaCLI
import MycaCore
import Testing

/// The printed card's options, as `card` and `batch` read them alike.
@Suite struct PrintedCardOptionsTests {
    static func card(_ tokens: [String], style: QRStyle = .classic) throws -> (PrintedCard.Options, String) {
        let args = try ArgumentParser.parse(["--sample", "--pdf", "card.pdf"] + tokens, for: CardCommand.spec)
        let notes = BufferSink()
        let ctx = CommandContext(stdout: BufferSink(), stderr: notes)
        let design = try args.value(PrintedCardOptions.template)
        let options = try PrintedCardOptions.printedCard(
            args, ctx, design: design, size: try args.given(PrintedCardOptions.size) ?? design.defaultSize, style: style,
            code: CodeRequest(), picture: nil, bleed: try PrintedCardOptions.bleed(try args.value(PrintedCardOptions.bleed)), onSheet: try args.value(PrintedCardOptions.sheet) != nil,
            sheet: try args.value(PrintedCardOptions.sheet))
        return (options, notes.text)
    }

    @Test func aPressFileGetsTheBleedShopsAskForAndSaysSo() throws {
        let (press, note) = try Self.card(["--press"])
        #expect(press.bleed == 3)
        #expect(note.contains("a press file gets a bleed of 3 mm"))
        let (us, usNote) = try Self.card(["--press", "--size", "us"])
        #expect(abs(us.bleed - 3.175) < 1e-9)
        #expect(usNote.contains("1/8 in"))
        #expect(try Self.card(["--press", "--bleed", "0"]).0.bleed == 0)
        #expect(try Self.card([]).0.bleed == 0)
    }

    @Test func aBleedIsALengthUpToTheMaximum() throws {
        #expect(try Self.card(["--bleed", "0.125in"]).0.bleed == 3.175)
        #expect(throws: LayoutError.self) { try Self.card(["--bleed", "2cm"]) }
        #expect(throws: LayoutError.self) { try Self.card(["--bleed", "lots"]) }
    }

    @Test func theMeishiHasNoPlaceForAPicture() {
        #expect(throws: UsageError.self) { try Self.card(["--template", "meishi", "--photo"]) }
    }

    @Test func thePressOptionsAskForPress() throws {
        #expect(throws: UsageError.self) {
            try PrintedCardOptions.pressStandard(try ArgumentParser.parse(["--pdfx", "4"], for: CardCommand.spec))
        }
        let standard = try PrintedCardOptions.pressStandard(
            try ArgumentParser.parse(["--press", "--pdfx", "4", "--output-condition", "GRACoL2006"], for: CardCommand.spec))
        #expect(standard == PressStandard(condition: .gracol2006, version: .x4))
    }
}
