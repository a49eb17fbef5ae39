import Foundation
import MycaTestSupport
import Testing

/// list, use, rename, rm and import through the built binary.
@Suite("myca list/use/rename/rm/import (binary)")
struct ManageEndToEndTests {
    static let team = """
        BEGIN:VCARD\r
        VERSION:3.0\r
        FN:Alex Morgan\r
        TITLE:Engineer\r
        ORG:Example Corp\r
        END:VCARD\r
        BEGIN:VCARD\r
        VERSION:4.0\r
        FN:佐藤 花子\r
        N:佐藤;花子;;;\r
        END:VCARD\r

        """

    /// Every file under `home` with its bytes, the lock file left out.
    static func tree(_ home: String) throws -> [String: Data] {
        var result: [String: Data] = [:]
        guard let walker = FileManager.default.enumerator(atPath: home) else { return [:] }
        while let relative = walker.nextObject() as? String {
            if relative == ".lock" { continue }
            var isDir: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: home + "/" + relative, isDirectory: &isDir)
            result[relative] = isDir.boolValue ? Data() : try Data(contentsOf: URL(fileURLWithPath: home + "/" + relative))
        }
        return result
    }

    @Test("import from stdin, list, use, rename, rm --yes")
    func flow() throws {
        let tmp = try TemporaryDirectory()
        let home = tmp.path
        let imported = try MycaProcess.run(["import", "-"], home: home, stdin: Array(Self.team.utf8))
        #expect(imported.status == 0)
        #expect(imported.err == "imported 2 cards from 1 file: alex-morgan, card\n")

        let list = try MycaProcess.run(["list"], home: home)
        #expect(list.status == 0)
        #expect(list.out == "* alex-morgan  Alex Morgan  Engineer · Example Corp\n  card         佐藤 花子\n")

        #expect(try MycaProcess.run(["rename", "card", "sato"], home: home).status == 0)
        #expect(try MycaProcess.run(["use", "sato"], home: home).status == 0)
        let json = try MycaProcess.run(["list", "--json"], home: home)
        let items = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout)) as? [[String: Any]])
        #expect(items.map { $0["handle"] as? String } == ["alex-morgan", "sato"])
        #expect(items.map { $0["default"] as? Bool } == [false, true])

        let removed = try MycaProcess.run(["rm", "sato", "--yes"], home: home)
        #expect(removed.status == 0)
        #expect(removed.err.hasPrefix("moved 'sato' to \(home)/trash/sato."))
        #expect(removed.err.hasSuffix("the default card is now 'alex-morgan'\n"))
        #expect(try MycaProcess.run(["list"], home: home).out == "* alex-morgan  Alex Morgan  Engineer · Example Corp\n")
    }

    @Test("handles and batch file names keep every letter of a Vietnamese, Yoruba or Polish name, folded to ASCII")
    func foldedHandles() throws {
        let tmp = try TemporaryDirectory()
        let home = tmp.path + "/home"
        let cards = ["Nguyễn Thị Ngọc", "Adébáyọ̀ Ọláolúwa", "Łukasz Øster", "山田 花子"]
            .map { "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:\($0)\r\nEND:VCARD\r\n" }.joined()
        let imported = try MycaProcess.run(["import", "-"], home: home, stdin: Array(cards.utf8))
        #expect(imported.status == 0, "\(imported.err)")
        #expect(imported.err == "imported 4 cards from 1 file: nguyen-thi-ngoc, adebayo-olaoluwa, lukasz-oster, card\n")
        let created = try MycaProcess.run(["new", "--name", "Đặng Vũ Hồng"], home: home)
        #expect(created.status == 0, "\(created.err)")
        #expect(FileManager.default.fileExists(atPath: home + "/cards/dang-vu-hong.vcf"), "\(created.err)")

        _ = try tmp.write("in.csv", "name\nNguyễn Ngọc\nAdébáyọ̀\n")
        let batch = try MycaProcess.run(["batch", "in.csv", "-o", "out", "--format", "vcf"], directory: tmp.path)
        #expect(batch.status == 0, "\(batch.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp.path + "/out").sorted()
            == ["1-nguyen-ngoc.vcf", "2-adebayo.vcf"])
    }

    @Test("rm asks once with [y/N]; restore lists the trash, brings the card back, never replaces one, completes")
    func rmAndRestore() throws {
        let tmp = try TemporaryDirectory()
        let home = tmp.path
        #expect(try MycaProcess.run(["import", "-"], home: home, stdin: Array(Self.team.utf8)).status == 0)
        let original = try Self.tree(home)["cards/alex-morgan.vcf"]
        let asked = try PseudoTerminal.run(["rm", "alex-morgan"], home: home, steps: [
            .init(expect: "to the trash? [y/N]: ", send: "y\n"),
        ])
        #expect(asked.status == 0, "\(asked.transcript)")
        #expect(!asked.transcript.contains("[n]"), "the default is shown once: \(asked.transcript)")
        #expect(asked.transcript.contains("('myca restore alex-morgan' brings it back)"), "\(asked.transcript)")

        let list = try MycaProcess.run(["restore"], home: home)
        #expect(list.status == 0)
        #expect(list.out.hasPrefix("alex-morgan  20") && list.out.hasSuffix(" UTC  Alex Morgan\n"), "\(list.out)")
        #expect(try MycaProcess.run(["__complete-handles", "--trash"], home: home).out == "alex-morgan\n")

        _ = try MycaProcess.run(["new", "alex-morgan", "--name", "Another Alex"], home: home)
        let before = try Self.tree(home)
        let refused = try MycaProcess.run(["restore", "alex-morgan"], home: home)
        #expect(refused.status == 1)
        #expect(refused.err.hasPrefix("myca: error: cannot restore 'alex-morgan': a card named 'alex-morgan' already exists\nhint: "))
        #expect(try Self.tree(home) == before, "nothing changes")

        let restored = try MycaProcess.run(["restore", "alex-morgan", "--as", "alex"], home: home)
        #expect(restored.status == 0, "\(restored.err)")
        #expect(try Self.tree(home)["cards/alex.vcf"] == original)
        #expect(try MycaProcess.run(["restore"], home: home).err == "the trash is empty; 'myca rm' moves cards there\n")

        let help = try MycaProcess.run(["help", "restore"], home: home)
        #expect(help.status == 0 && help.out.contains("myca restore work --as work-2019"))
        #expect(try MycaProcess.run(["help", "--man"], home: home).out.contains("restore"))
        let bash = try MycaProcess.run(["completion", "bash"], home: home).out
        #expect(bash.contains("'restore') _myca_restore") && bash.contains("0) _myca_trashed_handles"))
    }

    @Test("rm without --yes when stdin is a pipe: exit 2 and nothing changes")
    func rmNeedsYes() throws {
        let tmp = try TemporaryDirectory()
        let home = tmp.path
        #expect(try MycaProcess.run(["import", "-"], home: home, stdin: Array(Self.team.utf8)).status == 0)
        let before = try Self.tree(home)
        let run = try MycaProcess.run(["rm", "card"], home: home, stdin: Array("y\n".utf8))
        #expect(run.status == 2)
        #expect(run.err.contains("standard input is not a terminal"))
        #expect(try Self.tree(home) == before)
    }

    @Test("import of a file that does not exist: exit 1 naming the file, no store created")
    func missingFile() throws {
        let tmp = try TemporaryDirectory()
        let home = tmp.path
        let store = home + "/store"
        let run = try MycaProcess.run(["import", "no-such-file.vcf"], home: store, directory: home)
        #expect(run.status == 1)
        #expect(run.err == "myca: error: cannot read 'no-such-file.vcf': No such file or directory\nhint: nothing was imported; check the file name\n")
        #expect(!FileManager.default.fileExists(atPath: store))
    }

    @Test("import of a garbage file: an error with the file and line number, nothing written")
    func garbage() throws {
        let tmp = try TemporaryDirectory()
        let home = tmp.path
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x1B, 0x5B, 0x32, 0x4A]).write(to: URL(fileURLWithPath: home + "/x.vcf"))
        let store = home + "/store"
        let run = try MycaProcess.run(["import", "x.vcf"], home: store, directory: home)
        #expect(run.status == 1)
        #expect(run.err.hasPrefix("myca: error: x.vcf:1: not a vCard: no BEGIN:VCARD line"))
        #expect(!run.err.contains("\u{1B}"))
        #expect(!FileManager.default.fileExists(atPath: store))
    }
}
