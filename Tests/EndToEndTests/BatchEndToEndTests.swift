import Foundation
import MycaCore
import MycaTestSupport
import Testing

/// A generated CSV of `count` rows; rows in `bad` get a malformed email.
private func generatedCSV(count: Int, bad: Set<Int>) -> String {
    let given = ["Ana", "Bob", "Chloé", "Hanako", "Zoë", "Mateo", "Priya", "Kenji"]
    let family = ["Lima", "Sato", "Nguyen", "García", "Okafor", "山田", "Müller"]
    var text = "given,family,org,title,email,phone,url\n"
    for row in 1...count {
        let g = given[row % given.count], f = family[row % family.count]
        let email = bad.contains(row) ? "broken-\(row)-at-example" : "p\(row)@example.org"
        text += "\(g),\(f),\"Org \(row), Inc.\",Engineer,\(email),+1 555 \(1000 + row),https://example.org/p/\(row)\n"
    }
    return text
}

/// The payload myca should have encoded for CSV data row `row` (1-based).
private func expectedPayloads(_ csv: String) throws -> [Int: [UInt8]] {
    let dir = try TemporaryDirectory("e2e-csv")
    let path = try dir.write("rows.csv", csv)
    let source = try BatchSource(path: path)
    var out: [Int: [UInt8]] = [:]
    while let row = try source.next() {
        guard case .success(let profile) = row.profile, let snapshot = try? profile.snapshot() else { continue }
        out[row.number] = try QRPayload.build(snapshot, kind: .vcard3)
    }
    return out
}

private func files(in directory: String) throws -> [String: [UInt8]] {
    var out: [String: [UInt8]] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: directory) {
        out[name] = [UInt8](try Data(contentsOf: URL(fileURLWithPath: directory + "/" + name)))
    }
    return out
}

@Suite("myca batch", .serialized)
struct BatchEndToEndTests {
    @Test("batch takes qr's --eci/--no-eci, --ecc and --payload; accented names get the ECI header by default",
          arguments: [([String](), true), (["--no-eci"], false), (["--eci", "--payload", "mecard", "--ecc", "Q"], true)])
    func batchQROptions(extra: [String], eci: Bool) throws {
        let tmp = try TemporaryDirectory("batch-eci")
        _ = try tmp.write("in.csv", "name,email\nFrançois Lefèvre,f@sg.example\n")
        let result = try MycaProcess.run(["batch", "in.csv", "--out", "out", "--name", "{row}"] + extra, directory: tmp.path)
        #expect(result.status == 0, "\(result.err)")
        let png = try tmp.read("out/1.png")
        let decoded = try #require(try QRDecoders.zxing(png, ext: "png"))
        #expect(decoded.hasECI == eci)
        #expect(String(decoding: decoded.bytes, as: UTF8.self).contains("François"))
        #expect(decoded.eccLevel == (extra.contains("Q") ? "Q" : "M"))
        #expect(String(decoding: decoded.bytes, as: UTF8.self).hasPrefix(extra.contains("mecard") ? "MECARD:" : "BEGIN:VCARD"))
    }

    @Test("200 rows with 2 bad ones: every PNG decodes to its row's payload, bad rows named, exit 1")
    func batchDecodes() throws {
        let tmp = try TemporaryDirectory("batch-e2e")
        let dir = tmp.path
        let csv = generatedCSV(count: 200, bad: [17, 150])
        try Data(csv.utf8).write(to: URL(fileURLWithPath: dir + "/in.csv"))
        let result = try MycaProcess.run(["batch", "in.csv", "--out", "out", "--name", "{row}", "-j", "2"],
                                         directory: dir)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        let errorLines = result.err.split(separator: "\n").filter { $0.contains("error:") }.sorted()
        #expect(errorLines == [
            "myca: error: row 150: field 'email': email address \"broken-150-at-example\" is malformed",
            "myca: error: row 17: field 'email': email address \"broken-17-at-example\" is malformed",
        ])
        #expect(result.err.hasSuffix("wrote 198 files for 200 rows; 2 rows failed\n"))

        let written = try files(in: dir + "/out")
        #expect(written.count == 198)  // no temporary files left behind either
        let payloads = try expectedPayloads(csv)
        #expect(payloads.count == 198)
        for (row, payload) in payloads {
            let png = try #require(written["\(row).png"], "row \(row) has no PNG")
            #expect(try QRDecoders.zbar(png, ext: "png")?.bytes == payload, "row \(row)")
        }
    }

    @Test("shards 0/3, 1/3 and 2/3 together write exactly the files of one unsharded run")
    func shards() throws {
        let tmp = try TemporaryDirectory("batch-shards")
        let dir = tmp.path
        // Repeated names exercise the -2, -3 suffixes, which must agree between shards.
        var csv = "name,email\n"
        for row in 1...40 { csv += "\(["Ana Lima", "Bob", "Ana Lima", "Cy"][row % 4]),p\(row)@example.org\n" }
        csv += "Bad Row,nope\n"
        try Data(csv.utf8).write(to: URL(fileURLWithPath: dir + "/in.csv"))
        let whole = try MycaProcess.run(["batch", "in.csv", "-o", "whole", "--name", "{handle}", "-q"], directory: dir)
        #expect(whole.status == 1)
        var statuses: [Int32] = []
        for k in 0..<3 {
            let r = try MycaProcess.run(["batch", "in.csv", "-o", "sharded", "--name", "{handle}", "--shard", "\(k)/3", "-q"],
                                        directory: dir)
            statuses.append(r.status)
        }
        // Row 41 (the bad one) belongs to shard (41 - 1) % 3 = 1.
        #expect(statuses == [0, 1, 0])
        let a = try files(in: dir + "/whole"), b = try files(in: dir + "/sharded")
        #expect(a.count == 40)
        #expect(a.keys.sorted() == b.keys.sorted())
        #expect(a == b)
        #expect(a["ana-lima-2.png"] != nil && a["bob-10.png"] != nil)
    }

    @Test("a shard count near Int.max, given or from SLURM_ARRAY_TASK_COUNT, runs its one row instead of dying on an overflow",
          arguments: [(["--shard", "3/9223372036854775807"], [String: String]()),
                      (["--shard", "auto"], ["SLURM_ARRAY_TASK_ID": "3", "SLURM_ARRAY_TASK_COUNT": "9223372036854775807"])])
    func shardCountNearIntMax(arguments: [String], environment: [String: String]) throws {
        let tmp = try TemporaryDirectory("batch-huge-shard")
        let dir = tmp.path
        try Data(generatedCSV(count: 6, bad: []).utf8).write(to: URL(fileURLWithPath: dir + "/in.csv"))
        // Two jobs: the run counts the shard's rows to see whether both can help.
        let r = try MycaProcess.run(["batch", "in.csv", "-o", "out", "--name", "{row}", "--jobs", "2", "-q"] + arguments,
                                    environment: environment, directory: dir)
        #expect(r.status == 0, "\(r.status): \(r.err)")
        #expect(try files(in: dir + "/out").keys.sorted() == ["4.png"])
    }

    @Test("a drawing program that goes away mid-batch is named with a message, never a Swift value")
    func drawingProgramThatGoesAwayIsWorded() throws {
        let tmp = try TemporaryDirectory("batch-draw-gone")
        let dir = tmp.path
        try Data(generatedCSV(count: 2, bad: []).utf8).write(to: URL(fileURLWithPath: dir + "/in.csv"))
        // Served, it reads nothing and closes its end of the socket at once.
        let fake = dir + "/fake-draw"
        try "#!/bin/sh\nexit 0\n".write(toFile: fake, atomically: true, encoding: .utf8)
        chmod(fake, 0o755)
        let r = try MycaProcess.run(["batch", "in.csv", "-o", "out", "--format", "card-pdf", "-q"],
                                    environment: ["MYCA_DRAW": fake], directory: dir)
        #expect(r.status == 1)
        #expect(r.err.contains("row 1: \(fake) stopped drawing: the connection to the drawing program"), "\(r.err)")
        #expect(!r.err.contains("closed(") && !r.err.contains("errno:") && !r.err.contains("DrawingFramesError"), "\(r.err)")
    }

    @Test("--skip-existing leaves existing files untouched and fills in the missing ones")
    func skipExisting() throws {
        let tmp = try TemporaryDirectory("batch-skip")
        let dir = tmp.path
        try Data(generatedCSV(count: 6, bad: []).utf8).write(to: URL(fileURLWithPath: dir + "/in.csv"))
        #expect(try MycaProcess.run(["batch", "in.csv", "-o", "out", "--name", "{row}", "-q"], directory: dir).status == 0)
        let fm = FileManager.default
        let keep = dir + "/out/2.png"
        try Data("not really a png".utf8).write(to: URL(fileURLWithPath: keep))
        let old = Date(timeIntervalSince1970: 1_000_000_000)
        try fm.setAttributes([.modificationDate: old], ofItemAtPath: keep)
        try fm.removeItem(atPath: dir + "/out/5.png")
        let result = try MycaProcess.run(["batch", "in.csv", "-o", "out", "--name", "{row}", "--skip-existing"],
                                         directory: dir)
        #expect(result.status == 0)
        #expect(result.err == "wrote 1 file for 1 row; 5 rows skipped (their files exist)\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: keep)) == Data("not really a png".utf8))
        #expect(try fm.attributesOfItem(atPath: keep)[.modificationDate] as? Date == old)
        #expect(fm.fileExists(atPath: dir + "/out/5.png"))
    }

    @Test("a vCard file on stdin: every format, named by the template")
    func vcardInput() throws {
        let tmp = try TemporaryDirectory("batch-vcard")
        let dir = tmp.path
        let cards = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:山田 花子\r\nN:山田;花子;;;\r\nEMAIL:hanako@example.jp\r\nEND:VCARD\r\n"
            + "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:José Müller\r\nN:Müller;José;;;\r\nTEL:+49 30 1234\r\nEND:VCARD\r\n"
        let result = try MycaProcess.run(["batch", "-", "-o", "out", "--format", "all", "--name", "{family}-{given}"],
                                         stdin: Array(cards.utf8), directory: dir)
        #expect(result.status == 0)
        #expect(result.err == "wrote 25 files for 2 rows\n")
        let written = try files(in: dir + "/out")
        let suffixes = ["png", "svg", "vcf", "txt", "ndef", "html", "signature.html", "signature.txt", "card.pdf", "card.png", "card.svg", "background.png"]
        #expect(written.keys.sorted() == (["Müller-José", "山田-花子"].flatMap { stem in suffixes.map { stem + "." + $0 } }
            + ["index.html"]).sorted())
        var hanako = Profile()
        hanako.formattedName = "山田 花子"
        hanako.familyName = "山田"
        hanako.givenName = "花子"
        hanako.emails = [Email(address: "hanako@example.jp")]
        let payload = try QRPayload.build(try hanako.snapshot(), kind: .vcard3)
        #expect(try QRDecoders.zbar(try #require(written["山田-花子.png"]), ext: "png")?.bytes == payload)
        #expect(String(decoding: try #require(written["山田-花子.vcf"]), as: UTF8.self).contains("FN:山田 花子\r\n"))
    }

    /// `myca batch in.csv -o out --name {row} --jobs 2` and `more` in `tmp`, started, once it
    /// has written `files` files (or in a minute, or when it ended); its stderr.
    static func startBatch(in tmp: TemporaryDirectory, _ more: [String], untilFiles files: Int) throws -> (Process, Pipe) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: MycaProcess.binary)
        process.arguments = ["batch", "in.csv", "-o", "out", "--name", "{row}", "--jobs", "2"] + more
        process.currentDirectoryURL = URL(fileURLWithPath: tmp.path)
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": tmp.path, "MYCA_HOME": tmp.path + "/home", "LANG": "C.UTF-8"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while ((try? FileManager.default.contentsOfDirectory(atPath: tmp.path + "/out"))?.count ?? 0) < files, Date() < deadline,
              process.isRunning {
            usleep(2_000)
        }
        return (process, errors)
    }

    @Test("SIGINT stops a batch of two jobs after the rows in flight: exit 130, no temporary file, every file whole")
    func interrupted() throws {
        let tmp = try TemporaryDirectory("batch-interrupt")
        let csv = generatedCSV(count: 20_000, bad: [])
        _ = try tmp.write("in.csv", csv)
        let (process, errors) = try Self.startBatch(in: tmp, [], untilFiles: 40)
        let out = tmp.path + "/out"
        let fm = FileManager.default
        kill(process.processIdentifier, SIGINT)
        let err = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130, "\(err)")
        let names = try fm.contentsOfDirectory(atPath: out)
        #expect(!names.contains { $0.hasPrefix(".") }, "temporary files left: \(names.filter { $0.hasPrefix(".") })")
        #expect(err.hasSuffix("wrote \(BatchSummary.grouped(names.count)) files for \(BatchSummary.grouped(names.count)) rows; interrupted\n"),
                "\(err)")
        #expect(names.count >= 40 && names.count < 20_000)
        // Every file is whole: it ends with PNG's IEND chunk, and the last rows decode.
        let expected = try expectedPayloads(csv)
        let rows = names.compactMap { Int($0.dropLast(4)) }.sorted()
        #expect(rows == Array(1...names.count), "the rows written are the first ones, with no gap")
        for name in names {
            #expect(try tmp.read("out/" + name).suffix(8) == [0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
        }
        for row in rows.suffix(3) {
            #expect(try QRDecoders.zbar(try tmp.read("out/\(row).png"), ext: "png")?.bytes == expected[row])
        }
    }

    @Test("Ctrl-C at a terminal, which signals myca and its drawing programs alike, stops a card batch after the rows in flight, none of them failed",
          arguments: [[String](), ["--press"]])
    func interruptedFromTheTerminal(press: [String]) throws {
        let tmp = try TemporaryDirectory("batch-interrupt-cards")
        _ = try tmp.write("in.csv", generatedCSV(count: 2_000, bad: []))
        // Process starts myca in a process group of its own, as a shell starts a command:
        // the signal goes to the group, as the terminal sends it.
        let (process, errors) = try Self.startBatch(in: tmp, ["--format", "card-pdf"] + press, untilFiles: 10)
        let out = tmp.path + "/out"
        try #require(getpgid(process.processIdentifier) == process.processIdentifier, "myca leads no process group")
        kill(-process.processIdentifier, SIGINT)
        let err = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130, "\(err)")
        #expect(!err.contains("row "), "a row in flight failed: \(err)")
        let names = try FileManager.default.contentsOfDirectory(atPath: out)
        #expect(err.hasSuffix("wrote \(BatchSummary.grouped(names.count)) files for \(BatchSummary.grouped(names.count)) rows; interrupted\n"),
                "\(err)")
        #expect(names.count >= 10 && names.count < 2_000 && names.allSatisfy { $0.hasSuffix(".card.pdf") }, "\(names.count)")
    }

    @Test("--strict: an unknown column stops before writing anything, naming the column and line")
    func unknownColumnStrict() throws {
        let tmp = try TemporaryDirectory("batch-header")
        let dir = tmp.path
        let result = try MycaProcess.run(["batch", "-", "-o", "out", "--strict"], stdin: Array("\nname,emial\nAna,a@x.org\n".utf8),
                                         directory: dir)
        #expect(result.status == 1)
        #expect(result.err.hasPrefix("myca: error: unknown column \"emial\" (line 2, column 2); did you mean 'email'?\n"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/out"))
    }

    @Test("a spreadsheet's CSV: ';' between fields, CRM columns ignored with one warning, empty rows skipped")
    func spreadsheetExport() throws {
        let tmp = try TemporaryDirectory("batch-export")
        _ = try tmp.write("export.csv", "\u{FEFF}Lead Source;First Name;Last Name;emial;E-Mail;Owner\r\n"
            + "Web;Ana;Lima;x;ana@example.org;me\r\n;;;;;\r\n;;;;;\r\nFair;Bob;\"Ek; Jr\";;bob@example.org;you\r\n")
        let result = try MycaProcess.run(["batch", "export.csv", "-o", "out", "--name", "{row}-{handle}", "--format", "vcf"],
                                         directory: tmp.path)
        #expect(result.status == 0, "\(result.err)")
        #expect(result.err.components(separatedBy: "warning:").count == 2, "one warning: \(result.err)")
        #expect(result.err.contains(
            "myca: warning: ignoring 3 columns that name no card field: \"Lead Source\", \"emial\" (did you mean 'email'?), \"Owner\"\n"))
        #expect(!result.err.contains("row 2") && !result.err.contains("failed"), "\(result.err)")
        let names = try FileManager.default.contentsOfDirectory(atPath: tmp.path + "/out").sorted()
        #expect(names == ["1-ana-lima.vcf", "2-bob-ek-jr.vcf"])
        let bob = String(decoding: try tmp.read("out/2-bob-ek-jr.vcf"), as: UTF8.self)
        #expect(bob.contains("EMAIL") && bob.contains("bob@example.org") && bob.contains("Ek\\; Jr"), "\(bob)")
        #expect(!bob.contains("you") && !bob.contains("Fair"))

        let forced = try MycaProcess.run(["batch", "export.csv", "-o", "forced", "--delimiter", ",", "--format", "vcf"],
                                         directory: tmp.path)
        #expect(forced.status == 1, "read as one column, the header names no field")
        #expect(forced.err.hasPrefix("myca: error: the header row names no card fields\n"), "\(forced.err)")
        let bad = try MycaProcess.run(["batch", "export.csv", "--delimiter", "ab"], directory: tmp.path)
        #expect(bad.status == 2)
        #expect(bad.err.contains("--delimiter"), "\(bad.err)")
    }
}
