import Foundation
import MycaCore
import MycaTestSupport
import Testing

/// Stores in the wrong shape, or named wrongly: an error naming the place, never an empty
/// store, and nothing written outside the store.
@Suite("store shape (binary)")
struct StoreShapeEndToEndTests {
    @Test("a store that is a file, or whose cards folder is a file, is an error naming it with a hint")
    func storeThatIsAFile() throws {
        let tmp = try TemporaryDirectory("myca-shape")
        let file = tmp.file("plain")
        try "not a store\n".write(toFile: file, atomically: false, encoding: .utf8)
        let home = tmp.path + "/home"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: false)
        try "not cards\n".write(toFile: home + "/cards", atomically: false, encoding: .utf8)
        for (store, named) in [(file, file), (home, home + "/cards")] {
            for args in [["list"], ["--home", store, "list"], ["show"]] {
                let r = try MycaProcess.run(args, home: store)
                #expect(r.status == 1, "\(args): \(r.err)")
                #expect(r.err.contains("myca: error: '\(named)'"), "\(args): \(r.err)")
                #expect(r.err.contains("hint:") && r.err.contains("--home"), "\(args): \(r.err)")
            }
        }
    }

    @Test("an empty --home is a usage error; an empty MYCA_HOME counts as unset; neither uses the working folder")
    func emptyHome() throws {
        let tmp = try TemporaryDirectory("myca-empty-home")
        let work = tmp.path + "/work"
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: false)
        for args in [["--home", "", "new", "x", "--name", "X"], ["--home=", "list"], ["new", "x", "--name", "X", "--home", ""]] {
            let r = try MycaProcess.run(args, home: tmp.path + "/store", directory: work)
            #expect(r.status == 2, "\(args): \(r.err)")
            #expect(r.err.contains("'--home'"), "\(args): \(r.err)")
        }
        let made = try MycaProcess.run(["new", "x", "--name", "X"], environment: ["MYCA_HOME": "", "HOME": tmp.path],
                                       directory: work)
        #expect(made.status == 0, "\(made.err)")
        #expect(FileManager.default.fileExists(atPath: tmp.path + "/.local/share/myca/cards/x.vcf"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: work).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: tmp.path + "/store"))
    }
}
