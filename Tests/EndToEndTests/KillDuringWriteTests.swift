import Foundation
import MycaCore
import MycaTestSupport
import Testing

/// SIGKILL at any moment of a write leaves the card as it was or as it became, never
/// half-written. Writers are real `myca edit` processes killed at random steps; the test
/// build `myca-paused-writes` announces the write steps (write, fsync, rename, fsync of the
/// folder) and holds an edit at each, so a kill lands inside the chosen window.
///
/// `MYCA_KILL_TRIALS` sets the number of trials (default 300; e.g. 5000 for a long run).
@Suite("kill during write (binary)", .serialized)
struct KillDuringWriteTests {
    static var trials: Int {
        ProcessInfo.processInfo.environment["MYCA_KILL_TRIALS"].flatMap(Int.init) ?? 300
    }

    /// The emails of the card in `home`; the test fails if the file does not read cleanly.
    static func emails(home: String) throws -> [String] {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: home + "/cards/card.vcf")))
        let read = try VCardReader.read(bytes)
        #expect(read.warnings.isEmpty, "card read with warnings: \(read.warnings)")
        #expect(read.profiles.count == 1)
        return try #require(read.profiles.first).emails.map(\.address)
    }

    @Test("SIGKILL at random moments of `myca edit --email`: the card is always old or new")
    func killedEdits() throws {
        let tmp = try TemporaryDirectory("myca-kill")
        let home = tmp.path
        #expect(try MycaProcess.run(["new", "card", "--name", "Kill Test"], home: home).status == 0)
        var current = try Self.emails(home: home)
        var completed = 0, killed = 0
        var generator = SystemRandomNumberGenerator()
        for trial in 0..<Self.trials {
            let address = "t\(trial)@example.org"
            // Killed as it starts, or held at the chosen step of its writes and killed there,
            // or never: every window is reached however busy the machine is, since no kill
            // waits on a clock.
            let chosen = Int.random(in: 0...4, using: &generator)
            let step: Int? = chosen == 4 ? nil : chosen
            let writer = try PausedWrites(["-q", "edit", "card", "--email", address],
                                          environment: ["MYCA_HOME": home, "HOME": home], hold: true)
            writer.kill(afterStep: step)
            let process = writer.process
            if process.terminationReason == .uncaughtSignal { killed += 1 } else { completed += 1 }
            let now = try Self.emails(home: home)
            let old = current, new = current + [address]
            #expect(now == old || now == new, "trial \(trial): emails \(now) are neither \(old) nor \(new)")
            if process.terminationReason == .exit {
                #expect(process.terminationStatus == 0)
                #expect(now == new, "trial \(trial): the edit exited 0 but its email is missing")
            }
            current = now
            if now != old && now != new { break }
        }
        // Both outcomes must occur, or the kills never raced a write.
        #expect(killed > 0)
        #expect(completed > 0)
        #expect(completed + killed == Self.trials)
        // Kills can leave hidden temporary files; never anything under a card's name.
        let names = try FileManager.default.contentsOfDirectory(atPath: home + "/cards")
        #expect(names.filter { !$0.hasPrefix(".") } == ["card.vcf"])
        #expect(try MycaProcess.run(["list"], home: home).status == 0)
    }

    @Test("SIGKILL during `myca batch`: every file under a final name is complete")
    func killedBatch() throws {
        let tmp = try TemporaryDirectory("myca-kill-batch")
        let dir = tmp.path
        var csv = "name,email,note\n"
        for row in 1...400 {
            csv += "Person \(row),p\(row)@example.org,\(String(repeating: "note \(row) ", count: 40))\n"
        }
        try csv.write(toFile: dir + "/in.csv", atomically: true, encoding: .utf8)
        var generator = SystemRandomNumberGenerator()
        var checked = 0
        for trial in 0..<8 {
            let out = dir + "/out\(trial)"
            // Killed as a write step ends, past the first file's rename (its third step) and
            // well before the last row: files under final names exist, on any machine load.
            let step = Int.random(in: 4...240, using: &generator)
            let writer = try PausedWrites(["-q", "batch", dir + "/in.csv", "--out", out, "--format", "all", "--jobs", "2"],
                                          environment: ["HOME": dir])
            writer.kill(afterStep: step)
            let process = writer.process
            #expect(process.terminationReason == .uncaughtSignal, "trial \(trial): the batch ended before its kill")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []
            for name in names where !name.hasPrefix(".") {
                let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: out + "/" + name)))
                if name.hasSuffix(".vcf") {
                    let read = try VCardReader.read(bytes)
                    #expect(read.profiles.count == 1 && read.warnings.isEmpty, "\(name) is not a whole card")
                } else if name.hasSuffix(".png") {
                    #expect(bytes.count > 20 && Array(bytes.suffix(8)) == [0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82],
                            "\(name) does not end with IEND")
                } else if name.hasSuffix(".svg") {
                    #expect(String(decoding: bytes, as: UTF8.self).hasSuffix("</svg>\n"), "\(name) is cut short")
                } else if name.hasSuffix(".html") {
                    #expect(String(decoding: bytes, as: UTF8.self).hasSuffix("</html>\n"), "\(name) is cut short")
                } else if name.hasSuffix(".signature.txt") {
                    #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("-- \nPerson "), "\(name) is cut short")
                } else if name.hasSuffix(".txt") {
                    let read = try VCardReader.read(bytes)
                    #expect(read.profiles.count == 1 && read.warnings.isEmpty, "\(name) is not a whole payload")
                } else if name.hasSuffix(".pdf") {
                    #expect(String(decoding: bytes.suffix(6), as: UTF8.self) == "%%EOF\n", "\(name) is cut short")
                } else if name.hasSuffix(".ndef") {
                    // One record, the card: its header says how long it is (a short record or not).
                    #expect(!bytes.isEmpty && bytes[0] & 0x80 != 0, "\(name) has no first record")
                } else {
                    Issue.record("unexpected file \(name)")
                }
                checked += 1
            }
        }
        #expect(checked > 0, "no batch got far enough to write a file before its kill")
    }
}
