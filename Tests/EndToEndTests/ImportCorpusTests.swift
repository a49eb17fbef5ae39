import Foundation
import MycaCore
import MycaTestSupport
import Testing

/// Every real-world vCard of `$MYCA_SHARED/corpus/vcards` imported by the built binary and
/// exported again: ez-vcard must read the same names, emails, phones, addresses, URLs and
/// notes from the exports as from the originals, and no unknown property may be lost.
@Suite("myca import of the corpus (binary)", .serialized)
struct ImportCorpusTests {
    /// `myca export HANDLE`; until the export command exists, the card file itself, which is
    /// the same vCard 4.0 the writer produces.
    static func export(_ handle: String, home: String) throws -> [UInt8] {
        let run = try MycaProcess.run(["export", handle], home: home)
        if run.status == 2, run.err.contains("unknown command 'export'") {
            return [UInt8](try Data(contentsOf: URL(fileURLWithPath: home + "/cards/\(handle).vcf")))
        }
        #expect(run.status == 0, "export \(handle): \(run.err)")
        return run.stdout
    }

    /// Each card's dump lines for the compared fields, normalized, sorted and joined: one string a card.
    static func cards(in dump: String, files: Set<String>) -> [String] {
        let keys = ["N ", "EMAIL ", "TEL ", "ADR ", "URL ", "NOTE "]
        var blocks: [String: [String]] = [:]
        var current: String?
        for line in dump.split(separator: "\n").map(String.init) {
            if line.hasPrefix("DUMP ") {
                let key = String(line.dropFirst(5))
                let file = String(key[..<(key.lastIndex(of: "#") ?? key.endIndex)])
                current = files.contains(file) ? key : nil
                if let current { blocks[current] = [] }
                continue
            }
            // A URL is compared as the import reads it (EzVCard.urlAsImported, README).
            let line = EzVCard.urlAsImported(line)
            if let current, keys.contains(where: line.hasPrefix), line != "NOTE \"\"" {
                blocks[current, default: []].append(EzVCard.normalize(line))
            }
        }
        return blocks.values.map { $0.sorted().joined(separator: "\n") }.sorted()
    }

    static func extraNames(_ profiles: [Profile]) -> [String: Int] {
        var counts: [String: Int] = [:]
        for profile in profiles {
            for extra in profile.extras {
                counts[(extra.group.map { $0.uppercased() + "." } ?? "") + extra.name.uppercased(), default: 0] += 1
            }
        }
        return counts
    }

    @Test("every corpus file imports in one run; exports keep every field ez-vcard reads and every unknown property")
    func corpusRoundTrip() throws {
        let files = SharedCorpus.vcardFiles
        #expect(files.count >= 20, "corpus not found under \(MycaProcess.shared)")
        let tmp = try TemporaryDirectory("myca-corpus")
        let home = tmp.path

        let imported = try MycaProcess.run(["import"] + files, home: home + "/store")
        #expect(imported.status == 0, "\(imported.err)")
        #expect(imported.err.contains(" from \(files.count) files: "))

        let list = try MycaProcess.run(["list", "--json"], home: home + "/store")
        let items = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout)) as? [[String: Any]])
        let handles = items.compactMap { $0["handle"] as? String }
        var originals: [Profile] = []
        for file in files {
            originals += try VCardReader.read([UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))).profiles
        }
        #expect(handles.count == originals.count, "one card per card in the files")

        var exportFiles: [String] = []
        var exported: [Profile] = []
        for handle in handles {
            let bytes = try Self.export(handle, home: home + "/store")
            let path = home + "/\(handle).vcf"
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            exportFiles.append(path)
            let back = try VCardReader.read(bytes)
            #expect(back.profiles.count == 1, "\(handle)")
            exported += back.profiles
        }

        // Unknown properties: the same multiset of names before and after.
        #expect(Self.extraNames(exported) == Self.extraNames(originals))

        // What a strict third-party parser reads: the same cards, field for field.
        let dump = try EzVCard.validate(version: "4.0", files: files + exportFiles).output
        let want = Self.cards(in: dump, files: Set(files))
        let got = Self.cards(in: dump, files: Set(exportFiles))
        #expect(want.count == originals.count)
        #expect(got.count == handles.count)
        let missing = want.filter { !got.contains($0) }
        let extra = got.filter { !want.contains($0) }
        #expect(got == want, "only in originals: \(missing.map { $0.prefix(200) }); only in exports: \(extra.map { $0.prefix(200) })")
    }
}
