import Foundation
import MycaTestSupport
import Testing

/// A batch says what it does as a person reading along expects: one error, not one per
/// row, for a folder it cannot write into; each file with -v; an option that does not
/// apply to its input refused.
@Suite("batch: what it says")
struct BatchRoughEdgesEndToEndTests {
    static func rows(_ count: Int) -> String {
        "name,email\n" + (1...count).map { "Person \($0),p\($0)@example.org\n" }.joined()
    }

    @Test("a folder it may not write into stops the batch at the first file, with one error")
    func unwritableFolderStopsAtOnce() throws {
        let tmp = try TemporaryDirectory("batch-ro")
        try Data(Self.rows(50).utf8).write(to: URL(fileURLWithPath: tmp.file("t.csv")))
        try FileManager.default.createDirectory(atPath: tmp.file("ro"), withIntermediateDirectories: false)
        // Root may write anywhere: the batch then runs as nobody, for whom the folder (and
        // only the folder) is read-only.
        let root = getuid() == 0
        try FileManager.default.setAttributes([.posixPermissions: root ? 0o755 : 0o555], ofItemAtPath: tmp.file("ro"))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tmp.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: tmp.file("t.csv"))
        let arguments = ["batch", "t.csv", "--out", "ro", "--format", "vcf", "-j", "1"]
        let run = root
            ? try ToolProcess.run("/usr/bin/setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups", MycaProcess.binary]
                                  + arguments, environment: ["PATH": "/usr/bin:/bin", "HOME": tmp.path, "LANG": "C.UTF-8"],
                                  directory: tmp.path)
            : try MycaProcess.run(arguments, directory: tmp.path)
        #expect(run.status == 1, "\(run.err)")
        let errors = run.err.split(separator: "\n").filter { $0.hasPrefix("myca: error:") }
        #expect(errors.count == 1, "\(run.err)")
        #expect(run.err.contains("cannot write into '\(tmp.file("ro"))'") && run.err.contains("the batch stopped"), "\(run.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp.file("ro")) == [])
    }

    @Test("-v names each file as its row is written")
    func verboseNamesEachFile() throws {
        let tmp = try TemporaryDirectory("batch-v")
        try Data(Self.rows(3).utf8).write(to: URL(fileURLWithPath: tmp.file("t.csv")))
        let run = try MycaProcess.run(["batch", "t.csv", "--out", "out", "--format", "vcf", "--format", "payload", "-v", "-j", "1"],
                                      directory: tmp.path)
        #expect(run.status == 0, "\(run.err)")
        for row in 1...3 {
            for ext in ["vcf", "txt"] {
                #expect(run.err.contains("row \(row): out/\(row)-person-\(row).\(ext)\n"), "\(run.err)")
            }
        }
        let quiet = try MycaProcess.run(["batch", "t.csv", "--out", "out2", "--format", "vcf"], directory: tmp.path)
        #expect(!quiet.err.contains("row 1:"), "\(quiet.err)")
    }

    @Test("--delimiter on vCard input is refused, not ignored")
    func delimiterOnVCardInputIsRefused() throws {
        let tmp = try TemporaryDirectory("batch-delimiter")
        try Data("BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ann\r\nEND:VCARD\r\n".utf8).write(to: URL(fileURLWithPath: tmp.file("a.vcf")))
        let run = try MycaProcess.run(["batch", "a.vcf", "--out", "out", "--format", "vcf", "--delimiter", ";"], directory: tmp.path)
        #expect(run.status == 2)
        #expect(run.err.hasPrefix("myca: error: --delimiter is for CSV input, and a.vcf is a vCard file\n"), "\(run.err)")
        #expect(!FileManager.default.fileExists(atPath: tmp.file("out")))
    }
}
