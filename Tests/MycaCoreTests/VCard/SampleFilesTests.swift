import Foundation
import Testing
@testable import MycaCore

/// samples/*.vcf are the writer's exact output for the sample cards.
@Suite struct SampleFilesTests {
    static let samples: [(String, Profile)] = [
        ("alex-morgan.vcf", .sample), ("sato-hanako.vcf", TestCards.japanese), ("full.vcf", TestCards.full),
    ]

    @Test(arguments: samples.map(\.0))
    func sampleFileIsWriterOutput(name: String) throws {
        let profile = try #require(Self.samples.first { $0.0 == name }?.1)
        let expected = VCardWriter.write([try profile.snapshot()])
        let path = TestCards.packageRoot + "/samples/" + name
        if ProcessInfo.processInfo.environment["MYCA_WRITE_SAMPLES"] == "1" {
            try expected.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let file = try TestCards.bytes(path)
        #expect(file == Array(expected.utf8))
    }

    @Test(arguments: samples.map(\.0))
    func sampleFileRereadsAndRewritesIdentically(name: String) throws {
        let file = try TestCards.bytes(TestCards.packageRoot + "/samples/" + name)
        let result = try VCardReader.read(file)
        #expect(result.warnings.isEmpty)
        let again = VCardWriter.write(try result.profiles.map { try $0.snapshot() })
        #expect(Array(again.utf8) == file)
    }
}
