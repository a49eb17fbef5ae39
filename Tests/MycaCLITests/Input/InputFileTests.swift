import Foundation
import MycaCLI
import MycaCore
import MycaInProcess
import MycaTestSupport
import Testing

/// `-` decided once for inputs: `InputFile` is standard input or a file, and every command
/// that reads one (batch, import, new --from) reads standard input through the context.
@Suite struct InputFileTests {
    @Test("- is standard input; any other text, ./- included, is a file")
    func parsing() {
        #expect(InputFile(argument: "-") == .standardInput)
        #expect(InputFile(argument: "./-") == .file("./-"))
        #expect(InputFile(argument: "--") == .file("--"))
        #expect(InputFile(argument: "cards.vcf") == .file("cards.vcf"))
        #expect(InputFile.standardInput.argumentText == "-")
        #expect(InputFile.file("a.csv").argumentText == "a.csv")
        #expect(InputFile.standardInput.name == "<stdin>")
        #expect(InputFile.file("in/a.csv").name == "in/a.csv")
    }

    @Test("a path is taken against the working directory, and a file named - is a file there")
    func paths() {
        let ctx = CommandContext(stdout: BufferSink(), stderr: BufferSink(), currentDirectory: "/work/here")
        #expect(InputFile.file("a.csv").absolutePath(ctx) == "/work/here/a.csv")
        #expect(InputFile.file("/abs/a.csv").absolutePath(ctx) == "/abs/a.csv")
        #expect(InputFile.standardInput.absolutePath(ctx) == nil)
        #expect(ctx.absolutePath("-") == "/work/here/-")
        #expect(InputFile.file("a.csv").standardInputChunks(ctx) == nil)
    }

    @Test("standard input twice is refused; once, or files, is fine")
    func check() throws {
        #expect(throws: UsageError.self) { try InputFile.check([.standardInput, .file("a"), .standardInput]) }
        try InputFile.check([.standardInput, .file("a"), .file("a")])
    }

    @Test("batch - reads the context's standard input, CSV and vCards alike")
    func batchReadsContextStdin() async throws {
        let tmp = try TemporaryDirectory("myca-input")
        let csv = await MycaHarness.run(["batch", "-", "-o", "csv", "--format", "vcf", "-q"],
                                        stdin: "name,email\nAna Lima,ana@example.org\nBo Ek,bo@example.org\n", directory: tmp.path)
        #expect(csv.status == 0, "\(csv.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp.path + "/csv").sorted() == ["1-ana-lima.vcf", "2-bo-ek.vcf"])
        #expect(String(decoding: try tmp.read("csv/1-ana-lima.vcf"), as: UTF8.self).contains("EMAIL:ana@example.org\r\n"))
        let cards = await MycaHarness.run(["batch", "-", "-o", "vcards", "--format", "vcf", "-q"],
                                          stdin: "BEGIN:VCARD\r\nVERSION:2.1\r\nN:Lima;Ana\r\nFN:Ana Lima\r\nEND:VCARD\r\n",
                                          directory: tmp.path)
        #expect(cards.status == 0, "\(cards.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp.path + "/vcards") == ["1-ana-lima.vcf"])
    }

    @Test("batch - names standard input as import does when it is cut short")
    func batchStdinName() async throws {
        let tmp = try TemporaryDirectory("myca-input")
        let run = await MycaHarness.run(["batch", "-", "-o", "out", "--format", "vcf"],
                                        stdin: "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ana\r\n", directory: tmp.path)
        #expect(run.status == 1)
        #expect(run.err.contains("<stdin>:1: "), "\(run.err)")
    }

    @Test("a file named - is read as a file when named ./-")
    func dashFile() async throws {
        let tmp = try TemporaryDirectory("myca-input")
        _ = try tmp.write("-", "name\nAna Lima\n")
        let run = await MycaHarness.run(["batch", "./-", "-o", "out", "--format", "vcf", "-q"], stdin: "name\nBo Ek\n", directory: tmp.path)
        #expect(run.status == 0, "\(run.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp.path + "/out") == ["1-ana-lima.vcf"])
    }
}
