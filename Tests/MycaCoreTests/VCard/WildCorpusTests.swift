import Foundation
import MycaTestSupport
import Testing
@testable import MycaCore

/// The real-world corpora read in place from `$MYCA_SHARED/corpus` (never copied): every
/// card imports, its 4.0 and 3.0 exports validate in ez-vcard with zero warnings and parse
/// in belcard, and ez-vcard reads the same core fields from the original and the export.
///
/// A card is imported as `myca import` does (a nameless card is named after its file),
/// stored (written as 4.0 and read back, as the store does) and exported from there.
/// Each third-party tool runs once over all the cards (one JVM, one belcard process).
@Suite(.serialized) struct WildCorpusTests {
    static var wildDir: String { TestCards.shared + "/corpus/wild" }
    static var olderDir: String { TestCards.shared + "/corpus/vcards" }

    static func vcfFiles(_ dir: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).filter { $0.hasSuffix(".vcf") }.sorted()
            .map { dir + "/" + $0 }
    }

    /// One exported card: where it came from and where its exports are.
    struct Exported {
        var source: String
        var number: Int
        var v4: String
        var v3: String
        var originalHasFN: Bool
    }

    /// What `myca import` then `myca export` (and `--format vcard3`) make of every card in
    /// `files`, written under `dir`; and the files or cards that did not import.
    static func importAndExport(_ files: [String], into dir: String) throws -> (cards: [Exported], failures: [String]) {
        var cards: [Exported] = []
        var failures: [String] = []
        for file in files {
            let read: VCardReadResult
            let bytes = try TestCards.bytes(file)
            do {
                read = try VCardReader.read(bytes)
            } catch {
                failures.append("\(file): \(error.message)")
                continue
            }
            for (i, original) in read.profiles.enumerated() {
                let name = URL(fileURLWithPath: file).lastPathComponent + "-\(i + 1)"
                do {
                    var p = original
                    if p.formattedName.isEmpty, (try? p.snapshot()) == nil { p.formattedName = name }
                    let stored = try VCardReader.read(Array(VCardWriter.write([try p.snapshot()]).utf8))
                    #expect(stored.profiles.count == 1, "\(name): the stored card reads back as one card")
                    let card = try #require(stored.profiles.first).snapshot()
                    let e = Exported(source: file, number: i + 1, v4: dir + "/4/" + name + ".vcf", v3: dir + "/3/" + name + ".vcf",
                                     originalHasFN: !original.formattedName.isEmpty)
                    try Data(VCardWriter.writeBytes([card])).write(to: URL(fileURLWithPath: e.v4))
                    try Data(VCardWriter.writeBytes([card], version: .v3_0)).write(to: URL(fileURLWithPath: e.v3))
                    cards.append(e)
                } catch {
                    failures.append("\(name): \(error)")
                }
            }
        }
        return (cards, failures)
    }

    /// One card as ez-vcard read it: its warnings and its core field lines.
    struct EzCard {
        var warnings: [String] = []
        var fields: [String] = []
    }

    /// Runs Tests/Tools/EzBatch.java once over `files`; cards keyed `FILE#N`.
    static func ezBatch(version: String, files: [String], dir: String) throws -> [String: EzCard] {
        let list = dir + "/list-\(version).txt"
        try (files.joined(separator: "\n") + "\n").write(toFile: list, atomically: true, encoding: .utf8)
        let run = try ToolProcess.run(
            "/usr/bin/env",
            ["java", "-cp", "/usr/share/java/ez-vcard.jar:/usr/share/java/vinnie.jar",
             TestCards.packageRoot + "/Tests/Tools/EzBatch.java", version, list])
        try #require(run.status == 0, "EzBatch: \(run.err)")
        var cards: [String: EzCard] = [:]
        var current: String?
        for line in run.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("CARD ") {
                current = String(line.dropFirst(5))
                cards[current!] = EzCard()
            } else if line.hasPrefix("NOCARD ") {
                current = nil
            } else if let key = current, line.hasPrefix("WARN ") {
                cards[key]?.warnings.append(String(line.dropFirst(5)))
            } else if let key = current, !line.isEmpty {
                cards[key]?.fields.append(line)
            }
        }
        return cards
    }

    /// `known-quirks.tsv`: where the checkers, not myca, are wrong.
    struct Quirk {
        var check: String
        var file: String
        var card: String
        var pattern: NSRegularExpression

        func applies(check: String, source: String, number: Int, line: String) -> Bool {
            guard self.check == check, file == "*" || source.hasSuffix("/" + file), card == "*" || card == String(number) else {
                return false
            }
            return pattern.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil
        }
    }

    /// The shared list, then the project's own additions (Tests/Tools/checker-quirks.tsv).
    static func quirks() throws -> [Quirk] {
        let text = try String(contentsOfFile: wildDir + "/known-quirks.tsv", encoding: .utf8) + "\n"
            + String(contentsOfFile: TestCards.packageRoot + "/Tests/Tools/checker-quirks.tsv", encoding: .utf8)
        return try text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let cols = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            try #require(cols.count >= 5, "known-quirks.tsv: \(line)")
            return Quirk(check: cols[0], file: cols[1], card: cols[2], pattern: try NSRegularExpression(pattern: cols[3]))
        }
    }

    /// Builds Tests/Tools/BelcardCheck.cpp once; its path.
    static func belcardChecker(in dir: String) throws -> String {
        let flags = try ToolProcess.run("/usr/bin/pkg-config", ["--cflags", "--libs", "belcard"])
        try #require(flags.status == 0, "pkg-config belcard: \(flags.err) (make deps installs libbelcard-dev)")
        let binary = dir + "/belcheck"
        let build = try ToolProcess.run(
            "/usr/bin/g++", ["-std=c++17", "-o", binary, TestCards.packageRoot + "/Tests/Tools/BelcardCheck.cpp"]
                + flags.out.split(whereSeparator: \.isWhitespace).map(String.init))
        try #require(build.status == 0, "g++: \(build.err)")
        return binary
    }

    /// The figures of one corpus, printed as the issue's table.
    struct Figures {
        var total = 0, imported = 0, valid4 = 0, valid3 = 0, belcard = 0, fields = 0
        var problems: [String] = []

        func table(_ title: String) -> String {
            """
            \(title)
            | check | figure |
            |---|---|
            | cards imported | \(imported) / \(total) |
            | 4.0 export valid in ez-vcard, zero warnings | \(valid4) / \(imported) |
            | 3.0 export valid in ez-vcard, zero warnings | \(valid3) / \(imported) |
            | 4.0 export parsed by belcard | \(belcard) / \(imported) |
            | core fields as ez-vcard reads them, original vs re-export | \(fields) / \(imported) |
            """
        }
    }

    /// The 4.0 exports belcard parses, directly or with only the lines a `belcard` quirk
    /// names left out (each such card is checked again; anything else still fails it).
    static func belcardAccepted(_ cards: [Exported], quirks: [Quirk], belcheck: String, dir: String) throws -> Set<String> {
        func parsed(_ files: [String]) throws -> Set<String> {
            let out = try ToolProcess.run(belcheck, files).out
            return Set(out.split(separator: "\n").filter { $0.hasSuffix(": 1 cards") }.map { String($0.dropLast(9)) })
        }
        var accepted = try parsed(cards.map(\.v4))
        var retry: [String: String] = [:]
        for c in cards where !accepted.contains(c.v4) {
            let text = try String(contentsOfFile: c.v4, encoding: .utf8).replacingOccurrences(of: "\r\n ", with: "")
            let lines = text.components(separatedBy: "\r\n").filter { !$0.isEmpty }
            let left = lines.filter { l in !quirks.contains { $0.applies(check: "belcard", source: c.source, number: c.number, line: l) } }
            guard left.count < lines.count else { continue }
            let variant = c.v4 + ".without-belcard-quirks"
            try (left.joined(separator: "\r\n") + "\r\n").write(toFile: variant, atomically: true, encoding: .utf8)
            retry[variant] = c.v4
        }
        if !retry.isEmpty { accepted.formUnion(try parsed(Array(retry.keys)).compactMap { retry[$0] }) }
        return accepted
    }

    /// Measures one corpus: each check card by card, with the reasons of every failure.
    static func measure(_ files: [String], dir: String, belcheck: String) throws -> Figures {
        for sub in ["4", "3"] { try FileManager.default.createDirectory(atPath: dir + "/" + sub, withIntermediateDirectories: true) }
        let quirks = try quirks()
        let (cards, failures) = try importAndExport(files, into: dir)
        let originals = try ezBatch(version: "-", files: files, dir: dir)
        let ez4 = try ezBatch(version: "4.0", files: cards.map(\.v4), dir: dir)
        let ez3 = try ezBatch(version: "3.0", files: cards.map(\.v3), dir: dir)
        let belOK = try belcardAccepted(cards, quirks: quirks, belcheck: belcheck, dir: dir)

        var f = Figures()
        f.problems = failures
        // Cards in the originals: what ez-vcard finds, or what myca finds where it finds more.
        var perFile: [String: Int] = [:]
        for c in cards { perFile[c.source, default: 0] += 1 }
        for file in files {
            let ez = originals.keys.filter { $0.hasPrefix(file + "#") }.count
            f.total += max(ez, perFile[file] ?? 0, 1)
        }
        f.imported = cards.count
        for c in cards {
            let name = "\(c.source)#\(c.number)"
            func unexplained(_ warnings: [String]?, check: String) -> [String] {
                (warnings ?? ["no card read"]).filter { w in !quirks.contains { $0.applies(check: check, source: c.source, number: c.number, line: w) } }
            }
            let w4 = unexplained(ez4[c.v4 + "#1"]?.warnings, check: "ez4")
            if w4.isEmpty { f.valid4 += 1 } else { f.problems.append("\(name) 4.0: \(w4)") }
            let w3 = unexplained(ez3[c.v3 + "#1"]?.warnings, check: "ez3")
            if w3.isEmpty { f.valid3 += 1 } else { f.problems.append("\(name) 3.0: \(w3)") }
            if belOK.contains(c.v4) { f.belcard += 1 } else { f.problems.append("\(name) belcard: not parsed") }
            // Field lines the checker misreads in the original are left out on both sides. A
            // field the version holds once is compared by its first line: an original with
            // two N lines has the second go out as X-N (VCardCardinality).
            func kept(_ lines: [String], once: Set<String>) -> [String] {
                var seen: Set<String> = []
                return lines.filter { l in
                    let field = String(l.prefix { $0 != "=" })
                    return !quirks.contains { $0.applies(check: "fields", source: c.source, number: c.number, line: l) }
                        && (c.originalHasFN || !l.hasPrefix("FN="))
                        && (!once.contains(field) || seen.insert(field).inserted)
                }.compactMap(Self.comparable).sorted()
            }
            let original = originals[name]?.fields ?? []
            let want4 = kept(original, once: ["N"]), want3 = kept(original, once: ["FN", "N"])
            let got4 = kept(ez4[c.v4 + "#1"]?.fields ?? [], once: ["N"])
            let got3 = kept(ez3[c.v3 + "#1"]?.fields ?? [], once: ["FN", "N"])
            if want4 == got4 && want3 == got3 {
                f.fields += 1
            } else {
                let diff = { (want: [String], got: [String]) in
                    "only in original \(want.filter { !got.contains($0) }.map { $0.prefix(120) }), only in export \(got.filter { !want.contains($0) }.map { $0.prefix(120) })"
                }
                f.problems.append("\(name) fields: 4.0 \(diff(want4, got4)); 3.0 \(diff(want3, got3))")
            }
        }
        return f
    }

    /// A field line modulo what a vCard cannot tell apart or says twice, else unchanged:
    /// CRLF and CR are LF (no version can carry a CR in a value); a field with nothing in it
    /// is no field (3.0 requires `N`, so `N:;;;;` is how it says "no name"); trailing empty
    /// ORG units say nothing; spaces around FN, N, ORG, TITLE, EMAIL, TEL and URL parts are
    /// layout. NOTE and ADR are compared exactly: their spaces and newlines are content.
    static func comparable(_ line: String) -> String? {
        guard let eq = line.firstIndex(of: "=") else { return line }
        let name = String(line[..<eq])
        var value = String(line[line.index(after: eq)...])
            .replacingOccurrences(of: "\\r\\n", with: "\\n").replacingOccurrences(of: "\\r", with: "\\n")
        if name == "URL", !value.contains(":"), value.contains("."), !value.contains(" ") {
            // A web address with no scheme is read as http:// + it, and the import says so (README).
            value = "http://" + value
        }
        if name == "PHOTO" {
            // A data: URI (which 3.0 allows only as a URL) is the same photo as its bytes.
            guard value != "url " else { return nil }
            if value.hasPrefix("url data:"), let comma = value.firstIndex(of: ","), value[..<comma].hasSuffix(";base64"),
               let data = Data(base64Encoded: String(value[value.index(after: comma)...])) {
                value = "\(data.count) bytes"
            }
            // A photo loses its metadata on the way through, so its size is no measure;
            // its bytes are compared in CorpusAndValidatorTests.
            if value.hasSuffix(" bytes") { value = "inline" }
        } else if name != "NOTE" && name != "ADR" {
            // Components split on unescaped `;`, items on unescaped `,` (EzBatch escapes both).
            var parts: [String] = [], current = "", escaped = false
            func flush() { parts.append(current.trimmingCharacters(in: CharacterSet(charactersIn: " \t"))); current = "" }
            for ch in value {
                if escaped { current.append(ch); escaped = false; continue }
                if ch == "\\" { escaped = true; current.append(ch); continue }
                if ch == ";" || ch == "," { flush(); parts.append(String(ch)) } else { current.append(ch) }
            }
            flush()
            value = parts.joined()
            if name == "ORG" { while value.hasSuffix(";") { value.removeLast() } }
        }
        if value.allSatisfy({ $0 == ";" || $0 == "," }) { return nil }
        return name + "=" + value
    }

    static let wildFloor = Figures(total: 238, imported: 238, valid4: 238, valid3: 238, belcard: 238, fields: 238)
    static let olderFloor = Figures(total: 28, imported: 28, valid4: 28, valid3: 28, belcard: 28, fields: 28)

    @Test func wildAndOlderCorporaInterop() throws {
        let wild = Self.vcfFiles(Self.wildDir + "/vcards"), older = Self.vcfFiles(Self.olderDir)
        try #require(wild.count >= 140, "wild corpus not found under \(Self.wildDir)")
        try #require(older.count >= 16, "older corpus not found under \(Self.olderDir)")
        let temporary = try TemporaryDirectory("myca-wild")
        let dir = temporary.path
        let belcheck = try Self.belcardChecker(in: dir)
        let w = try Self.measure(wild, dir: dir + "/wild", belcheck: belcheck)
        let o = try Self.measure(older, dir: dir + "/older", belcheck: belcheck)
        print(w.table("wild corpus (\(wild.count) files)") + "\n\n" + o.table("older corpus (\(older.count) files)"))
        for p in w.problems + o.problems { print("  " + p) }

        // Floors: raised as the import and the writer get better, never lowered.
        #expect(w.imported >= Self.wildFloor.imported && w.valid4 >= Self.wildFloor.valid4 && w.valid3 >= Self.wildFloor.valid3
                && w.belcard >= Self.wildFloor.belcard && w.fields >= Self.wildFloor.fields, "\(w.table("wild"))")
        #expect(o.imported >= Self.olderFloor.imported && o.valid4 >= Self.olderFloor.valid4 && o.valid3 >= Self.olderFloor.valid3
                && o.belcard >= Self.olderFloor.belcard && o.fields >= Self.olderFloor.fields, "\(o.table("older"))")
    }

    /// `lenient/`: files broken in their structure import what they hold, or are refused
    /// with the line at fault.
    @Test(arguments: vcfFiles(wildDir + "/lenient"))
    func lenientFileImportsOrNamesItsLine(_ file: String) throws {
        let bytes = try TestCards.bytes(file)
        do {
            let read = try VCardReader.read(bytes)
            #expect(!read.profiles.isEmpty)
        } catch {
            #expect(error.message.hasPrefix("line "), "\(file): \(error.message)")
        }
    }
}
