import Foundation
import MycaCore
import MycaTestSupport
import Testing

/// `myca import` choosing handles and recognising stored cards under the store's lock,
/// through the built binary: imports at the same time both succeed with distinct handles,
/// and an import run again adds nothing and says so.
@Suite("import under the lock (binary)")
struct ImportUnderLockEndToEndTests {
    /// `count` cards named `Person 1`…, the email telling `tag`'s file apart; no UIDs, so
    /// only content can say that a card is stored already.
    static func vcf(_ tag: String, count: Int) -> String {
        (1...count).map { i in
            "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Person \(i)\r\nEMAIL:p\(i)@\(tag).example\r\nEND:VCARD\r\n"
        }.joined()
    }

    static func cards(_ home: String) throws -> [String: Profile] {
        var out: [String: Profile] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: home + "/cards") where name.hasSuffix(".vcf") {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: home + "/cards/" + name)))
            let card = try #require(try VCardReader.read(bytes).profiles.first)
            out[String(name.dropLast(4))] = card
        }
        return out
    }

    @Test("two imports of cards with the same names at once: both succeed, every card once, distinct handles")
    func parallelImports() throws {
        let tmp = try TemporaryDirectory("myca-import-lock")
        let home = tmp.path
        try Self.vcf("a", count: 150).write(toFile: home + "/a.vcf", atomically: true, encoding: .utf8)
        try Self.vcf("b", count: 150).write(toFile: home + "/b.vcf", atomically: true, encoding: .utf8)
        let run = try HardeningEndToEndTests.shell("""
            "$MYCA" import "$MYCA_HOME/a.vcf" 2>"$MYCA_HOME/a.err" & a=$!
            "$MYCA" import "$MYCA_HOME/b.vcf" 2>"$MYCA_HOME/b.err" & b=$!
            wait $a; sa=$?; wait $b; sb=$?
            echo "$sa $sb"
            """, home: home)
        let errors = ["a", "b"].map { (try? String(contentsOfFile: home + "/\($0).err", encoding: .utf8)) ?? "" }
        #expect(run.out == "0 0\n", "\(errors)")
        for err in errors {
            // The import that finds the store locked may say it waits (on a busy machine the
            // other one can hold it long enough); the rest is its report.
            let report = err.split(separator: "\n", omittingEmptySubsequences: false)
                .drop { $0.hasPrefix("waiting for another myca to finish changing the cards") }.joined(separator: "\n")
            #expect(report.hasPrefix("imported 150 cards from 1 file: "), "\(err)")
        }
        let cards = try Self.cards(home)
        #expect(cards.count == 300)
        let emails = cards.values.compactMap { $0.emails.first?.address }
        #expect(Set(emails).count == 300, "every card once")
        for i in [1, 75, 150] {
            #expect(Set(["person-\(i)", "person-\(i)-2"]).isSubset(of: Set(cards.keys)))
        }
    }

    @Test("an import of 200 cards killed five times part way, then run to the end: every card once")
    func killedImports() throws {
        let tmp = try TemporaryDirectory("myca-import-lock")
        let home = tmp.path
        try Self.vcf("a", count: 200).write(toFile: home + "/a.vcf", atomically: true, encoding: .utf8)
        var killed = 0
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5 {
            // Killed as a write step ends, some cards into this run (a card takes a few
            // steps) and well before its end, whatever the machine's load.
            let writer = try PausedWrites(["-q", "import", home + "/a.vcf"], environment: ["MYCA_HOME": home, "HOME": home])
            writer.kill(afterStep: Int.random(in: 40...120, using: &generator))
            let process = writer.process
            if process.terminationReason == .uncaughtSignal { killed += 1 }
        }
        #expect(killed > 0, "no import was stopped part way")
        let last = try MycaProcess.run(["import", home + "/a.vcf"], home: home)
        #expect(last.status == 0, "\(last.err)")
        let cards = try Self.cards(home)
        #expect(cards.count == 200, "\(last.err)")
        #expect(Set(cards.values.compactMap { $0.emails.first?.address }).count == 200, "every card once")
        #expect(last.err.contains("already in the store"), "\(last.err)")
    }

    @Test("an import stopped part way and run again adds only the rest, and a third run adds nothing, saying so")
    func reimport() throws {
        let tmp = try TemporaryDirectory("myca-import-lock")
        let home = tmp.path
        let whole = Self.vcf("a", count: 300)
        // What a stopped import leaves: the first 120 cards written.
        let first = try MycaProcess.run(["import", "-"], home: home, stdin: Array(Self.vcf("a", count: 120).utf8))
        #expect(first.status == 0, "\(first.err)")
        let rest = try MycaProcess.run(["import", "-"], home: home, stdin: Array(whole.utf8))
        #expect(rest.status == 0, "\(rest.err)")
        #expect(rest.err.hasPrefix("imported 180 cards from 1 file: person-121, "), "\(rest.err)")
        #expect(rest.err.contains("; skipped 120 cards already in the store (person-1, person-2, "), "\(rest.err)")
        #expect(rest.err.hasSuffix(" and 100 more; --force replaces them with the file's versions)\n"), "\(rest.err)")
        #expect(try Self.cards(home).count == 300)
        let again = try MycaProcess.run(["import", "-"], home: home, stdin: Array(whole.utf8))
        #expect(again.status == 0, "\(again.err)")
        #expect(again.err.hasPrefix("imported 0 cards from 1 file; skipped 300 cards already in the store"), "\(again.err)")
        #expect(try Self.cards(home).count == 300)
    }
}
