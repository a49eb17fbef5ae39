import Foundation
import MycaTestSupport
import Testing

/// What an earlier batch run left in the output folder.
@Suite("batch leftovers (binary)")
struct BatchLeftoversEndToEndTests {
    @Test("a rerun with --skip-existing removes the temporaries of a killed run, and no others")
    func killedRunsTemporariesGo() throws {
        let tmp = try TemporaryDirectory("myca-leftovers")
        let input = tmp.file("in.csv")
        try "name,email\nAna,a@b.example\nBo,b@b.example\n".write(toFile: input, atomically: false, encoding: .utf8)
        let out = tmp.path + "/out"
        let first = try MycaProcess.run(["batch", input, "--out", out, "--format", "vcf"], home: tmp.path)
        #expect(first.status == 0, "\(first.err)")
        // A process that has ended: its pid names no writer any more.
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/true")
        try gone.run()
        gone.waitUntilExit()
        let dead = ".1-ana.vcf.tmp-myca-\(gone.processIdentifier)-12345"
        let live = ".2-bo.vcf.tmp-myca-\(getpid())-12345"
        // Hidden files of the user's that only look like temporaries: a number that is no
        // running process does not make them the batch's.
        let theirs = [".notes.tmp-\(gone.processIdentifier)", ".notes.tmp-\(gone.processIdentifier)-12345",
                      ".tmp-myca-\(gone.processIdentifier)-1", ".draft.tmp-myca-\(gone.processIdentifier)-1-2"]
        for name in [dead, live] + theirs {
            try "half a card".write(toFile: out + "/" + name, atomically: false, encoding: .utf8)
        }
        let rerun = try MycaProcess.run(["batch", input, "--out", out, "--format", "vcf", "--skip-existing"], home: tmp.path)
        #expect(rerun.status == 0, "\(rerun.err)")
        #expect(rerun.err.contains("2 rows skipped"), "\(rerun.err)")
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: out))
        #expect(left == Set(["1-ana.vcf", "2-bo.vcf", live] + theirs), "\(left)")
    }

    @Test("--out '' is a usage error, not the working folder written into and cleaned")
    func emptyOutputFolderIsRefused() throws {
        let tmp = try TemporaryDirectory("myca-leftovers")
        let input = tmp.file("in.csv")
        try "name,email\nAna,a@b.example\n".write(toFile: input, atomically: false, encoding: .utf8)
        let before = Set(try FileManager.default.contentsOfDirectory(atPath: tmp.path))
        let result = try MycaProcess.run(["batch", input, "--out", "", "--format", "vcf"], home: tmp.path, directory: tmp.path)
        #expect(result.status == 2, "\(result.err)")
        #expect(result.err.contains("--out"), "\(result.err)")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: tmp.path)) == before)
    }
}
