import Foundation
import MycaTestSupport
import Testing

/// `myca batch` on a CR-only vCard file wrote no file and exited 0: its card scanner split
/// lines on LF only. Every line-end convention now writes the same files.
@Suite("batch: vCard line ends")
struct BatchLineEndsEndToEndTests {
    static let cards = "BEGIN:VCARD\nVERSION:3.0\nN:Lima;Ana;;;\nFN:Ana Lima\nEMAIL:ana@example.org\nNOTE:folded\n  note\nEND:VCARD\n"
        + "BEGIN:VCARD\nVERSION:4.0\nFN:Bob Stone\nTEL;VALUE=uri:tel:+1-555-0100\nEND:VCARD\n"

    /// Every file under `directory`, relative path → bytes.
    static func files(in directory: String) throws -> [String: [UInt8]] {
        var out: [String: [UInt8]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory) {
            out[name] = Array(try Data(contentsOf: URL(fileURLWithPath: directory + "/" + name)))
        }
        return out
    }

    @Test("CR-only and CRLF files give byte for byte the output of the LF file", arguments: ["\r", "\r\n"])
    func sameOutput(eol: String) throws {
        let dir = try TemporaryDirectory("batch-line-ends")
        var outputs: [[String: [UInt8]]] = []
        for (name, text) in [("lf", Self.cards), ("other", Self.cards.replacingOccurrences(of: "\n", with: eol))] {
            let input = try dir.write(name + ".vcf", text)
            let run = try MycaProcess.run(["batch", input, "-o", name, "--format", "all", "--name", "{family}-{given}"],
                                          directory: dir.path)
            #expect(run.status == 0, "\(run.err)")
            // Every format for each card (a signature is two files) and the team site's index.
            #expect(run.err == "wrote 25 files for 2 rows\n")
            outputs.append(try Self.files(in: dir.file(name)))
        }
        #expect(outputs[0].count == 25)
        #expect(outputs[1] == outputs[0])
    }
}
