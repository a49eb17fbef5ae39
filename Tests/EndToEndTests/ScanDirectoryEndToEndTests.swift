import Foundation
import Testing
import MycaCore
import MycaTestSupport

/// `myca scan --to DIR`: the vdir khard reads, one file per contact, merged by email or phone.
@Suite struct ScanDirectoryEndToEndTests {
    /// A code of `text` made by qrencode, as a PNG in `dir`.
    static func code(_ text: String, _ name: String, in dir: TemporaryDirectory) throws -> String {
        let file = dir.file(name)
        let made = try ToolProcess.run("/usr/bin/env", ["qrencode", "-o", file, text])
        try #require(made.status == 0, "\(made.err)")
        return file
    }

    /// khard's list of the vdir `folder`: one line per contact after the header.
    static func khard(_ folder: String, in dir: TemporaryDirectory) throws -> [String] {
        let config = try dir.write("khard.conf", """
            [addressbooks]
            [[met]]
            path = \(folder)
            [general]
            default_action = list
            editor = vi
            merge_editor = vimdiff

            """)
        let run = try ToolProcess.run("/usr/bin/env", ["khard", "-c", config, "list", "--parsable"],
                                      environment: ["HOME": dir.path, "PATH": "/usr/bin:/bin"])
        try #require(run.status == 0, "\(run.err)")
        return run.out.split(separator: "\n").map(String.init)
    }

    @Test("khard lists every contact; the same card twice leaves one; a card with the same email merges, the difference shown; --no-merge keeps it apart")
    func vdir() throws {
        let dir = try TemporaryDirectory()
        let folder = dir.file("contacts")
        let sean = try Self.code("MECARD:N:Owen,Sean;TEL:+1 415 555 0100;EMAIL:sean@example.com;;", "sean.png", in: dir)
        let hanako = try Self.code("MECARD:N:Tanaka,Hanako;TEL:+81-90-1234-5678;EMAIL:hanako@example.jp;;", "hanako.png", in: dir)
        let first = try MycaProcess.run(["scan", "--to", folder, sean, hanako, sean])
        #expect(first.status == 0, "\(first.err)")
        #expect(first.out.isEmpty)
        var files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".vcf") }
        #expect(files.count == 2)
        #expect(first.err.contains("Sean Owen is in "), "\(first.err)")
        let listed = try Self.khard(folder, in: dir)
        #expect(listed.count == 2 && listed.contains { $0.contains("Sean Owen") } && listed.contains { $0.contains("Hanako Tanaka") }, "\(listed)")
        // Each file's name is its UID.
        for file in files {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            #expect(text.contains("UID:urn:uuid:" + file.dropLast(4)), "\(file)")
        }

        let other = try Self.code("BEGIN:VCARD\nVERSION:3.0\nFN:Sean Owen\nEMAIL:SEAN@example.com\nTITLE:CTO\nTEL:+1 415 555 0199\nEND:VCARD\n",
                                  "sean2.png", in: dir)
        let second = try MycaProcess.run(["scan", "--to", folder, other])
        #expect(second.status == 0, "\(second.err)")
        #expect(second.err.contains("merged Sean Owen into ") && second.err.contains("added TITLE CTO, TEL +1 415 555 0199"), "\(second.err)")
        files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".vcf") }
        #expect(files.count == 2)
        let merged = try files.map { try String(contentsOfFile: folder + "/" + $0, encoding: .utf8) }.first { $0.contains("FN:Sean Owen") }
        let card = try #require(merged)
        #expect(card.contains("+1 415 555 0100") && card.contains("+1 415 555 0199") && card.contains("TITLE:CTO"))
        #expect(card.contains("EMAIL:sean@example.com") && !card.contains("SEAN@"))

        let apart = try MycaProcess.run(["scan", "--to", folder, "--no-merge", other])
        #expect(apart.status == 0, "\(apart.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".vcf") }.count == 3)
        #expect(try Self.khard(folder, in: dir).count == 3)
    }

    @Test("--no-merge without --to is a usage error")
    func noMergeNeedsTo() throws {
        let dir = try TemporaryDirectory()
        let run = try MycaProcess.run(["scan", "--no-merge", try Self.code("tel:+15551234", "t.png", in: dir)])
        #expect(run.status == 2)
        #expect(run.err.contains("'--no-merge' needs '--to DIR'"), "\(run.err)")
    }
}
