@testable import MycaCLI
import MycaCore
import Testing

/// The options `batch` reads once for every row.
@Suite struct BatchOptionGroupTests {
    static func options(_ tokens: [String]) throws -> BatchOptions {
        let args = try ArgumentParser.parse(["staff.csv"] + tokens, for: BatchCommand.spec)
        return try BatchOptionGroup.options(args, CommandContext(stdout: BufferSink(), stderr: BufferSink(), currentDirectory: "/work"))
    }

    @Test func theDefaultsWriteAPNGARowIntoMycaOut() throws {
        let options = try Self.options([])
        #expect(options.formats == [.png])
        #expect(options.outputDirectory == "/work/myca-out")
        #expect(options.card == nil && options.sheet == nil)
    }

    @Test func formatsAreTakenOnceInTheOrderGiven() throws {
        #expect(try Self.options(["-f", "vcf", "-f", "png", "-f", "vcf"]).formats == [.vcf, .png])
    }

    @Test func aPrintedCardTakesTheCardOptionsAndBatchsOwnCardSize() throws {
        let options = try Self.options(["-f", "card-pdf", "--card-size", "jp", "--press", "--crop-marks"])
        let card = try #require(options.card)
        #expect(card.size == .jp && card.cropMarks && options.press)
        // A press file gets the size's bleed, as from `myca card`.
        #expect(card.bleed == 3)
    }

    @Test func aSheetNeedsTheCardsPDFAndAWholeRun() throws {
        #expect(throws: UsageError.self) { try Self.options(["--sheet", "a4"]) }
        #expect(throws: UsageError.self) { try Self.options(["-f", "card-pdf", "--sheet", "a4", "--skip-existing"]) }
        #expect(try Self.options(["-f", "card-pdf", "--sheet", "a4"]).sheet == .a4)
    }

    @Test func anEmptyFolderIsRefused() {
        #expect(throws: UsageError.badValue(option: "--out", value: "", expected: MessageText("the path of a folder"))) {
            try Self.options(["--out", ""])
        }
    }
}
