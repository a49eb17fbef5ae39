import Foundation
import MycaCore
import MycaTestSupport
import Testing

/// A name's honorifics and middle names, typed as options, go out in N and come back
/// through both vCard versions, and a batch CSV takes them as columns.
@Suite("name parts (binary)")
struct NamePartsEndToEndTests {
    /// The N line of `vcard`, unfolded.
    static func nLine(_ vcard: String) -> String? {
        vcard.replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n").first { $0.hasPrefix("N:") }
    }

    @Test("--prefix, --middle and --suffix round-trip through vCard 4.0 and 3.0", arguments: ["vcard", "vcard3"])
    func optionsRoundTrip(format: String) throws {
        let tmp = try TemporaryDirectory("myca-name-parts")
        let made = try MycaProcess.run(["new", "jane", "--name", "Dr. Jane A. Smith, PhD", "--prefix", "Dr.", "--middle", "A.",
                                        "--suffix", "PhD", "--given", "Jane", "--family", "Smith"], home: tmp.path + "/a")
        #expect(made.status == 0, "\(made.err)")
        let exported = try MycaProcess.run(["export", "--format", format], home: tmp.path + "/a")
        #expect(Self.nLine(exported.out) == "N:Smith;Jane;A.;Dr.;PhD", "\(exported.out)")
        let file = tmp.file("jane.vcf")
        try exported.out.write(toFile: file, atomically: false, encoding: .utf8)
        let imported = try MycaProcess.run(["import", file], home: tmp.path + "/b")
        #expect(imported.status == 0, "\(imported.err)")
        let again = try MycaProcess.run(["export"], home: tmp.path + "/b")
        #expect(Self.nLine(again.out) == "N:Smith;Jane;A.;Dr.;PhD", "\(again.out)")
    }

    @Test("a full name alone is split knowing honorifics, suffixes and particles")
    func fullNameAloneIsSplit() throws {
        let tmp = try TemporaryDirectory("myca-name-parts")
        let made = try MycaProcess.run(["new", "max", "--name", "Prof. Dr.-Ing. Maximilian Alexander von Schwarzenberg"],
                                       home: tmp.path)
        #expect(made.status == 0, "\(made.err)")
        let exported = try MycaProcess.run(["export"], home: tmp.path)
        #expect(Self.nLine(exported.out) == "N:von Schwarzenberg;Maximilian;Alexander;Prof.,Dr.-Ing.;", "\(exported.out)")
        #expect(exported.out.contains("FN:Prof. Dr.-Ing. Maximilian Alexander von Schwarzenberg"))
    }

    @Test("a batch CSV's prefix, middle and suffix columns go into N")
    func csvColumns() throws {
        let tmp = try TemporaryDirectory("myca-name-parts")
        let input = tmp.file("t.csv")
        try "name,prefix,middle,suffix,email\nJane Smith,Dr.,A.,PhD,jane@example.org\n"
            .write(toFile: input, atomically: false, encoding: .utf8)
        let result = try MycaProcess.run(["batch", input, "--out", tmp.path + "/out", "--format", "vcf", "--strict"],
                                         home: tmp.path + "/home")
        #expect(result.status == 0, "\(result.err)")
        let vcard = try String(contentsOfFile: tmp.path + "/out/1-jane-smith.vcf", encoding: .utf8)
        #expect(Self.nLine(vcard) == "N:Smith;Jane;A.;Dr.;PhD", "\(vcard)")
    }
}
