import Testing
@testable import MycaCore

@Suite struct SourceDateTests {
    @Test("SOURCE_DATE_EPOCH when set, else the fixed date, never the clock")
    func seconds() throws {
        #expect(try SourceDate.seconds(in: [:]) == SourceDate.fixed)
        #expect(try SourceDate.seconds(in: ["SOURCE_DATE_EPOCH": "1764806400"]) == 1_764_806_400)
        #expect(try SourceDate.seconds(in: ["SOURCE_DATE_EPOCH": "0"]) == 0)
    }

    @Test("anything but whole seconds up to the year 9999 is refused", arguments: [
        "", "-1", "+5", " 5", "5 ", "1e9", "1.5", "253402300800", "99999999999999999999",
    ])
    func malformed(value: String) {
        #expect(throws: SourceDateError(value: value)) { try SourceDate.seconds(in: ["SOURCE_DATE_EPOCH": value]) }
    }

    @Test("PDF dates in UTC, leap days and the last second of 9999 included", arguments: [
        (Int64(0), "D:19700101000000Z"), (951_782_400, "D:20000229000000Z"), (1_764_806_400, "D:20251204000000Z"),
        (1_709_251_199, "D:20240229235959Z"), (4_107_542_400, "D:21000301000000Z"), (253_402_300_799, "D:99991231235959Z"),
    ])
    func pdfDate(seconds: Int64, date: String) {
        #expect(SourceDate.pdfDate(seconds) == date)
        let d = Array(date.dropFirst(2))
        #expect(SourceDate.iso8601(seconds) == "\(String(d[0..<4]))-\(String(d[4..<6]))-\(String(d[6..<8]))T\(String(d[8..<10])):\(String(d[10..<12])):\(String(d[12..<14]))Z")
    }
}
