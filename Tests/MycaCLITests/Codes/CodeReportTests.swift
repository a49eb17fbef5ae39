@testable import MycaCLI
import MycaCore
import Testing

/// What `qr`, `card` and the web commands say of a code with -v, and when they warn.
@Suite struct CodeReportTests {
    @Test func aPrintedSizeIsSaidInMillimetres() throws {
        let printed = try #require(PrintedSize(vector: try PhysicalLength(parsing: "20mm"), totalModules: 33))
        #expect(CodeReport.describe(printed) == "printed 20.0 mm wide, 33 modules of 0.606 mm")
    }

    @Test func aCodeTooSmallForAPhoneIsWarnedOfWithTheSizeThatReads() throws {
        let sink = BufferSink()
        let ctx = CommandContext(stdout: BufferSink(), stderr: sink)
        let small = try #require(PrintedSize(vector: try PhysicalLength(parsing: "10mm"), totalModules: 41))
        CodeReport.warnIfTooSmallToScan(small, try ModuleMinimum(argument: "0.5"), ctx)
        #expect(sink.text.contains("smaller than the 0.5 mm a phone at arm's length reads (set with --min-module)"), "\(sink.text)")
        #expect(sink.text.contains("print it at --size 21mm or more"), "\(sink.text)")
        let quiet = BufferSink()
        let large = try #require(PrintedSize(vector: try PhysicalLength(parsing: "40mm"), totalModules: 41))
        CodeReport.warnIfTooSmallToScan(large, try ModuleMinimum(argument: "0.5"), CommandContext(stdout: BufferSink(), stderr: quiet))
        #expect(quiet.text.isEmpty)
    }
}
