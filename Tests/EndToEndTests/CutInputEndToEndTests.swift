import Foundation
import MycaTestSupport
import Testing

/// A vCard file cut short inside an over-long line (a photo cut off mid-download) is an
/// error naming the file and the line, from `batch` and `import` alike, never a run that
/// silently finds no card.
@Suite("cut-off input (binary)")
struct CutInputEndToEndTests {
    /// The card opened on `begin` ends inside a 3 MiB line, past the 2 MiB line cap.
    static let inputs: [(name: String, before: String, begin: Int)] = [
        ("only.vcf", "", 1),
        ("last.vcf", "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ann\r\nEND:VCARD\r\n", 5),
    ]

    static func write(_ before: String, to path: String) throws {
        let bytes = Array((before + "BEGIN:VCARD\r\nNOTE:").utf8) + [UInt8](repeating: UInt8(ascii: "c"), count: 3 << 20)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    @Test("batch: the cut card is a failed row naming the file and line; exit 1", arguments: inputs)
    func batch(input: (name: String, before: String, begin: Int)) throws {
        let tmp = try TemporaryDirectory("cut-batch")
        try Self.write(input.before, to: tmp.path + "/" + input.name)
        let result = try MycaProcess.run(["batch", input.name, "--out", "out", "--name", "{row}"], directory: tmp.path)
        #expect(result.status == 1, "\(result.err)")
        #expect(result.err.contains("\(input.name):\(input.begin + 1): the card that starts on line \(input.begin) is cut short"),
                "\(result.err)")
        let rows = input.before.isEmpty ? 1 : 2
        #expect(result.err.contains("for \(rows) row"), "\(result.err)")
    }

    @Test("import: nothing imported, the file and line named; exit 1", arguments: inputs)
    func importing(input: (name: String, before: String, begin: Int)) throws {
        let tmp = try TemporaryDirectory("cut-import")
        try Self.write(input.before, to: tmp.path + "/" + input.name)
        let result = try MycaProcess.run(["import", input.name], home: tmp.path + "/home", directory: tmp.path)
        #expect(result.status == 1, "\(result.err)")
        #expect(result.err.contains("\(input.name):\(input.begin + 1): the card that starts on line \(input.begin) is cut short"),
                "\(result.err)")
    }
}
