import Foundation
import MycaCore
import MycaTestSupport
import Testing

/// Issue 17: a card whose lines try to open, close or nest cards (through parameters,
/// groups, case, folding, quoted-printable soft breaks, encodings, cut lines) imports as
/// at most the cards it honestly holds, and every export is exactly one card to ez-vcard
/// (zero warnings) and to myca's own reader.
@Suite("smuggled cards")
struct SmuggledCardsEndToEndTests {
    /// A hostile variant: the lines put inside Ann's card, how many cards it holds as
    /// strict parsers (ez-vcard) read it, and the line of a stray `END:VCARD` left outside
    /// any card (the card's own, after a line that ended it), which import names and ignores.
    struct Variant: CustomStringConvertible, Sendable {
        var name: String
        var body: String
        var cards: Int
        var strayEnd: Int? = nil
        var description: String { name }
        var text: String {
            "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ann Lee\r\nEMAIL:ann@example.org\r\n" + body + "END:VCARD\r\n"
        }
    }

    static let variants: [Variant] = [
        // The issue's own example: Ann's card ends where ez-vcard ends it; Mallory's is a card of its own.
        Variant(name: "parameters", body: "END;X=1:VCARD\r\nBEGIN;X=1:VCARD\r\nFN:Mallory\r\nEMAIL:mallory@example.net\r\n", cards: 2),
        Variant(name: "groups", body: "item1.END:VCARD\r\nitem1.BEGIN:VCARD\r\nFN:Mallory\r\n", cards: 2),
        Variant(name: "nested groups", body: "a.b.END:VCARD\r\na.b.BEGIN:VCARD\r\nFN:Mallory\r\n", cards: 2),
        // vinnie trims every character up to U+0020 around a name (Java's String.trim).
        Variant(name: "space after a group", body: "item1. END:VCARD\r\nitem1.\tBEGIN:VCARD\r\nFN:Mallory\r\n", cards: 2),
        Variant(name: "control characters around the name", body: "\u{1}END:VCARD\r\nBEGIN\u{0}:VCARD\u{1F}\r\nFN:Mallory\r\n", cards: 2),
        Variant(name: "Turkish I", body: "END:VCARD\r\nBEG\u{131}N:VCARD\r\nFN:Mallory\r\nEND:VCARD\r\nBEG\u{130}N;X=1:VCARD\r\nFN:Eve\r\n", cards: 3),
        Variant(name: "case", body: "end;type=x:vcard\r\nBegin;Value=Text:VCard\r\nFN:Mallory\r\n", cards: 2),
        Variant(name: "folded name", body: "EN\r\n D;X=1:VCARD\r\nBE\r\n\tGIN;X=1:VCARD\r\nFN:Mallory\r\n", cards: 2),
        Variant(name: "folded value", body: "END;X=1:VC\r\n ARD\r\nBEGIN;X=1:V\r\n CARD\r\n", cards: 2),
        Variant(name: "quoted colon in a parameter ends the card early", body: "a.b.\r\n eNd;x=\"1:2\":vcard\r\n", cards: 1, strayEnd: 7),
        Variant(name: "cut Evolution line", body: "END:1=A0Canada\r\nUID:canada\r\n", cards: 1),
        Variant(name: "other components", body: "BEGIN:VCALENDAR\r\nX-IN-CAL:1\r\nEND:VCALENDAR\r\n", cards: 1),
        Variant(name: "bare keywords", body: "END\r\nBEGIN\r\nBEGIN:\r\nEND:\r\nEND;VALUE=text:\r\n", cards: 1),
        Variant(name: "2.1 bare parameter", body: "END;QUOTED-PRINTABLE:VCARD\r\nBEGIN;BASE64:VCARD\r\n", cards: 2),
        Variant(name: "quoted-printable soft break", body: "NOTE;ENCODING=QUOTED-PRINTABLE:Hi=\r\nEND:VCARD\r\nBEGIN:VCARD\r\nFN:Mallory\r\nEND:VCARD\r\n", cards: 1),
        Variant(name: "quoted-printable line breaks", body: "X-NOTE;ENCODING=QUOTED-PRINTABLE:a=0D=0AEND:VCARD=0D=0ABEGIN:VCARD=0AFN:Mallory\r\n", cards: 1),
        Variant(name: "quoted-printable 2.1", body: "NOTE;QUOTED-PRINTABLE:x=0D=0AEND;X=3D1:VCARD=0D=0A\r\n", cards: 1),
        Variant(name: "base64", body: "X-BLOB;ENCODING=b:RU5EOlZDQVJEDQpCRUdJTjpWQ0FSRA0K\r\n", cards: 1),
        Variant(name: "nested card", body: "AGENT:\r\nBEGIN:VCARD\r\nVERSION:2.1\r\nFN:Mallory\r\nEND;X=1:VCARD\r\nNOTE:after the agent\r\n", cards: 1),
        Variant(name: "lone CRs", body: "NOTE:a\rEND;X=1:VCARD\rBEGIN;X=1:VCARD\rFN:Mallory\r\n", cards: 2),
        Variant(name: "caret newline in a parameter", body: "X-P;X-Q=\"a^nEND:VCARD^nBEGIN:VCARD\":v\r\n", cards: 1),
        Variant(name: "caret newline in a kept parameter", body: "TITLE;LANGUAGE=\"en^nEND:VCARD\":Boss\r\n", cards: 1),
        // Quotes in parameters: no parameter value (but the card's address label) keeps one.
        Variant(name: "caret quote in parameters", body: "X-P;X-Q=\"a^'b\":v\r\nTITLE;LANGUAGE=en^'x:Boss\r\nTEL;TYPE=\"c^'d\":123\r\n", cards: 1),
        Variant(name: "quote in a 2.1 parameter", body: "X-P;X-Q=a\"b:v\r\nNOTE;X-R=\"\"\"\":n\r\n", cards: 1),
        Variant(name: "quote in a kept address's label", body: "ADR;LABEL=\"^'x^'\":;;;;;;\r\nitem1.ADR;LABEL=\"a^nb\";X-Q=^':;;;;;;\r\n", cards: 1),
        Variant(name: "carets in a parameter", body: "X-P;X-Q=a^b^^c^d;X-R=^:v\r\n", cards: 1),
        Variant(name: "second VERSION", body: "VERSION:2.1\r\nversion;x=1:3.0\r\nitem2.VERSION:3.0\r\n", cards: 1),
        Variant(name: "an honest second card", body: "END:VCARD\r\nBEGIN:VCARD\r\nVERSION:4.0\r\nFN:Mallory\r\n", cards: 2),
        Variant(name: "END with spaces ends the card", body: "END :VCARD\r\n", cards: 1, strayEnd: 6),
    ]

    @Test("hostile files import as the cards they hold; every export is one card for ez-vcard and for myca", arguments: variants)
    func importAndExport(variant: Variant) throws {
        let dir = try TemporaryDirectory("smuggled")
        let home = dir.file("home")
        let input = try dir.write("hostile.vcf", variant.text)
        let imported = try MycaProcess.run(["import", input], home: home)
        let expected = variant.cards
        #expect(imported.status == 0, "\(imported.err)")
        if let stray = variant.strayEnd {
            #expect(imported.err.contains("\(input):\(stray): \"END:VCARD\" is outside any card; ignored"), "\(imported.err)")
        }
        let handles = try FileManager.default.contentsOfDirectory(atPath: home + "/cards")
            .filter { $0.hasSuffix(".vcf") }.map { String($0.dropLast(4)) }.sorted()
        #expect(handles.count == expected)
        // Ann's card holds Ann's lines only: nothing after a line that ended it.
        let ann = try #require(handles.first { $0.hasPrefix("ann") })
        let annCard = try #require(try VCardReader.read([UInt8](Data(contentsOf: URL(fileURLWithPath: home + "/cards/\(ann).vcf")))).profiles.first)
        #expect(annCard.formattedName == "Ann Lee" && annCard.emails.map(\.address) == ["ann@example.org"])
        #expect(!annCard.extras.contains { ["FN", "EMAIL", "X-FN"].contains($0.name.uppercased()) }, "\(annCard.extras)")
        if expected > 1, !variant.body.hasPrefix("END:VCARD") {
            #expect(imported.err.contains("ends the card, as strict vCard readers read it"), "the line that ended Ann's card is named: \(imported.err)")
        }
        var files: [String: [String]] = ["4.0": [], "3.0": []]
        for handle in handles {
            let stored = try [UInt8](Data(contentsOf: URL(fileURLWithPath: home + "/cards/\(handle).vcf")))
            try Self.expectOneCleanCard(stored, "stored \(handle)")
            for (version, format) in [("4.0", "vcard"), ("3.0", "vcard3")] {
                let out = dir.file("\(handle)-\(version).vcf")
                let run = try MycaProcess.run(["export", handle, "--format", format, "-o", out], home: home)
                #expect(run.status == 0, "\(run.err)")
                try Self.expectOneCleanCard([UInt8](Data(contentsOf: URL(fileURLWithPath: out))), "\(handle) \(version)")
                files[version, default: []].append(out)
            }
        }
        for (version, paths) in files where !paths.isEmpty {
            let (status, output) = try EzVCard.validate(version: version, files: paths)
            let warnings = output.components(separatedBy: "\n").filter { $0.contains(": validate:") || $0.contains(": parse:") }
            #expect(status == 0 && warnings.isEmpty, "ez-vcard warned on the \(version) export:\n\(output)")
            for path in paths {
                #expect(output.components(separatedBy: "\n").filter { $0.hasPrefix("DUMP \(path)#") }.count == 1,
                        "ez-vcard did not read exactly one card from \(path):\n\(output)")
            }
        }
    }

    /// Exactly one card for myca's reader, and not one BEGIN/END line it had to drop.
    static func expectOneCleanCard(_ bytes: [UInt8], _ label: String) throws {
        let result = try VCardReader.read(bytes)
        #expect(result.profiles.count == 1, "\(label)")
        #expect(!result.warnings.contains { $0.kind == .structureDropped || $0.kind == .nestedCard }, "\(label): \(result.warnings)")
        let text = String(decoding: bytes, as: UTF8.self)
        let inner = text.components(separatedBy: "\r\n").dropFirst(2).dropLast(2)
        #expect(!inner.contains(where: isStructure), "\(label):\n\(text)")
    }

    /// Whether a written line is named BEGIN, END or VERSION (after any group).
    static func isStructure(_ line: String) -> Bool {
        let name = line.prefix { $0 != ";" && $0 != ":" }.split(separator: ".").last.map(String.init) ?? ""
        return ["BEGIN", "END", "VERSION"].contains(name.trimmingCharacters(in: .whitespaces).uppercased())
    }

    @Test("a card stored with BEGIN/END lines (as myca once wrote them) is cleaned on the next read, with a warning")
    func storedCardsAreCleaned() throws {
        let dir = try TemporaryDirectory("smuggled-store")
        let home = dir.file("home")
        let made = try MycaProcess.run(["new", "ann", "--name", "Ann Lee"], home: home)
        #expect(made.status == 0, "\(made.err)")
        let path = home + "/cards/ann.vcf"
        // What an older myca wrote for the issue's example: the smuggled lines as kept properties.
        let stored = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ann Lee\r\nEMAIL:ann@example.org\r\nEND:1=A0Canada\r\n"
            + "END;X=1:VCARD\r\nBEGIN;X=1:VCARD\r\nFN:Mallory\r\nEMAIL:mallory@example.net\r\nEND:VCARD\r\n"
        try stored.write(toFile: path, atomically: true, encoding: .utf8)
        let shown = try MycaProcess.run(["export", "ann"], home: home)
        #expect(shown.status == 0, "\(shown.err)")
        #expect(shown.err.contains("\(path):5: \"END:1=A0Canada\" is a BEGIN/END line inside a card, not a property; dropped"), "\(shown.err)")
        #expect(shown.err.contains("\(path):6: \"END;X=1:VCARD\" ends the card"), "\(shown.err)")
        #expect(shown.err.contains("\(path):7: a further card (\"Mallory\") starts here, after the file's card; dropped"), "\(shown.err)")
        try Self.expectOneCleanCard(shown.stdout, "export")
        let exported = try VCardReader.read(shown.stdout).profiles[0]
        #expect(exported.formattedName == "Ann Lee" && exported.emails.map(\.address) == ["ann@example.org"])
        #expect(!String(decoding: shown.stdout, as: UTF8.self).contains("Mallory"))
        let cleaned = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        try Self.expectOneCleanCard(cleaned, "store")
        #expect(try VCardReader.read(cleaned).profiles.first?.emails.map(\.address) == ["ann@example.org"])
        let again = try MycaProcess.run(["export", "ann"], home: home)
        #expect(again.err == "", "cleaned once, quiet after: \(again.err)")
        #expect(again.stdout == shown.stdout)
    }

    @Test("a card file holding two honest cards is still refused, naming the file")
    func twoHonestCardsInACardFile() throws {
        let dir = try TemporaryDirectory("two-cards-store")
        let home = dir.file("home")
        #expect(try MycaProcess.run(["new", "ann", "--name", "Ann Lee"], home: home).status == 0)
        let path = home + "/cards/ann.vcf"
        try "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ann Lee\r\nEND:VCARD\r\nBEGIN:VCARD\r\nVERSION:4.0\r\nFN:Bo\r\nEND:VCARD\r\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        let run = try MycaProcess.run(["export", "ann"], home: home)
        #expect(run.status == 1)
        #expect(run.err.contains("it holds 2 cards; a card file holds exactly one"), "\(run.err)")
    }
}
