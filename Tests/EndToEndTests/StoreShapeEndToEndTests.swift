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

    @Test("rm refuses a trash that is a symbolic link: nothing outside the store is written or moved")
    func trashThatIsALink() throws {
        let tmp = try TemporaryDirectory("myca-trash-link")
        let home = tmp.path + "/home"
        let outside = tmp.path + "/outside"
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: false)
        try "x\n".write(toFile: tmp.path + "/file", atomically: false, encoding: .utf8)
        let made = try MycaProcess.run(["new", "card", "--name", "Ana Lima"], home: home)
        #expect(made.status == 0, "\(made.err)")
        let card = try Data(contentsOf: URL(fileURLWithPath: home + "/cards/card.vcf"))
        for target in [outside, tmp.path + "/file", tmp.path + "/nowhere"] {
            try? FileManager.default.removeItem(atPath: home + "/trash")
            #expect(symlink(target, home + "/trash") == 0)
            let r = try MycaProcess.run(["rm", "card", "--yes"], home: home)
            #expect(r.status == 1, "\(target): \(r.err)")
            #expect(r.err.contains("'\(home)/trash'"), "\(target): \(r.err)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: outside).isEmpty)
            #expect(try Data(contentsOf: URL(fileURLWithPath: home + "/cards/card.vcf")) == card)
            #expect(FileSystem.isSymbolicLink(home + "/trash"))
        }
        try FileManager.default.removeItem(atPath: home + "/trash")
        let removed = try MycaProcess.run(["rm", "card", "--yes"], home: home)
        #expect(removed.status == 0, "\(removed.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: home + "/trash").count == 1)
    }
}
