import Testing
@testable import MycaCore

/// Issue 17: no BEGIN/END line ever becomes a property, cards open and close where strict
/// parsers open and close them, and the writer emits no structure inside a card whatever
/// the profile holds.
@Suite struct VCardStructureTests {
    @Test("BEGIN/END lines inside a card are dropped with a structureDropped warning naming the line", arguments: [
        "END:1=A0Canada", "BEGIN:VCALENDAR", "END", "BEGIN:", "END;VALUE=text:", "END:VCARDS", "x.BEGIN;X=1:VCARD X",
    ])
    func readerDropsStructure(line: String) throws {
        let r = try VCardReader.read(Array("BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ann\r\n\(line)\r\nEMAIL:a@example.org\r\nEND:VCARD\r\n".utf8))
        #expect(r.profiles.count == 1)
        #expect(r.profiles[0].extras.isEmpty)
        #expect(r.warnings.map(\.kind) == [.structureDropped])
        #expect(r.warnings.first?.line == 4)
        #expect(r.warnings.first?.message.hasSuffix("is a BEGIN/END line inside a card, not a property; dropped") == true)
    }

    @Test("BEGIN/END lines named VCARD close and open cards whatever their parameters, group or case, as ez-vcard reads them", arguments: [
        ("END;X=1:VCARD", "BEGIN;X=1:VCARD"), ("item1.END:VCARD", "item1.BEGIN:VCARD"), ("end;type=x:vcard", "Begin;Value=Text:VCard"),
        ("a.b.eNd;x=\"1:2\":vcard", "a.b.BEGIN;X=\"1:2\":VCARD"), ("END;X=1:\tVCARD ", "BEGIN:VCARD"),
    ])
    func strictBoundaries(end: String, begin: String) throws {
        let text = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ann\r\nEMAIL:a@example.org\r\n\(end)\r\n\(begin)\r\nFN:Mallory\r\n"
            + "EMAIL:m@example.net\r\nEND:VCARD\r\n"
        let r = try VCardReader.read(Array(text.utf8))
        #expect(r.profiles.map(\.formattedName) == ["Ann", "Mallory"])
        #expect(r.profiles.map { $0.emails.map(\.address) } == [["a@example.org"], ["m@example.net"]])
        #expect(r.profiles.allSatisfy { $0.extras.isEmpty })
        #expect(r.startLines == [1, 6])
        let boundaries = r.warnings.filter { $0.kind == .cardBoundary }
        #expect(boundaries.map(\.line) == (begin == "BEGIN:VCARD" ? [5] : [5, 6]), "\(r.warnings)")
        #expect(r.warnings.allSatisfy { $0.kind == .cardBoundary })
        // The stream sees the same cards, one at a time.
        let reader = VCardReader(bytes: Array(text.utf8))
        #expect(try reader.next()?.profile.formattedName == "Ann")
        #expect(try reader.next()?.profile.formattedName == "Mallory")
        #expect(try reader.next() == nil)
    }

    @Test("an END named VCARD with parameters ends the card; the card's own END:VCARD after it is a stray line, named in a warning")
    func strayEndAfterParameterEnd() throws {
        let text = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ann\r\nEND;X=1:VCARD\r\nFN:Mallory\r\nEND:VCARD\r\n"
            + "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Bo\r\nEND:VCARD\r\nend;Y=2:vcard\r\nEND:VCALENDAR\r\n"
        let r = try VCardReader.read(Array(text.utf8))
        #expect(r.profiles.map(\.formattedName) == ["Ann", "Bo"])
        #expect(r.profiles.allSatisfy { $0.extras.isEmpty })
        #expect(r.warnings.map(\.kind) == [.cardBoundary, .outsideCard, .outsideCard, .outsideCard, .outsideCard])
        #expect(r.warnings.map(\.line) == [4, 5, 6, 11, 12])
        #expect(r.warnings[2].message == "\"END:VCARD\" is outside any card; ignored")
        #expect(r.warnings[3].message == "\"end;Y=2:vcard\" is outside any card; ignored")
        #expect(r.warnings[4].property == "END")
        // A stream sees the same: the stray lines come with the card after them, or after the last.
        let reader = VCardReader(bytes: Array(text.utf8))
        #expect(try reader.next()?.warnings.map(\.line) == [4])
        #expect(try reader.next()?.warnings.map(\.line) == [5, 6])
        #expect(try reader.next() == nil)
        #expect(reader.trailingWarnings.map(\.line) == [11, 12])
        // No card at all: the input lost its start, and the first stray END:VCARD says where.
        #expect(throws: VCardError.endWithoutBegin(line: 2)) { try VCardReader.read(Array("FN:x\r\nEND:VCARD\r\nEND:VCARD\r\n".utf8)) }
        #expect(throws: VCardError.noCard) { try VCardReader.read(Array("FN:x\r\nEND:VCALENDAR\r\n".utf8)) }
    }

    @Test("a name or value padded with control characters or a space after the group is structure, as vinnie trims it", arguments: [
        "item1. END:VCARD", "\u{1}END:VCARD", "END\u{0}:VCARD", "item1.\u{7F}END:VCARD\u{7F}", "END:\u{1}VCARD\u{0}",
    ])
    func paddedStructure(end: String) throws {
        let isEnd: Bool
        if case .endCard = VCardStructure.role(of: Array(end.utf8)) { isEnd = true } else { isEnd = false }
        // DEL is no padding: Java's trim stops at U+0020.
        #expect(isEnd == !end.contains("\u{7F}"), "\(end.debugDescription)")
        #expect(VCardStructure.isUnsafeInsideCard(end) == !end.hasPrefix("item1.\u{7F}"))
        guard isEnd else { return }
        let begin = end.replacing("END", with: "BEGIN")
        let text = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ann\r\n\(end)\r\n\(begin)\r\nFN:Mallory\r\nEND:VCARD\r\n"
        let r = try VCardReader.read(Array(text.utf8))
        #expect(r.profiles.map(\.formattedName) == ["Ann", "Mallory"])
        #expect(r.profiles.allSatisfy { $0.extras.isEmpty })
        // Padding around the value alone leaves the line as plain as `END:VCARD ` is.
        #expect(r.warnings.filter { $0.kind == .cardBoundary }.map(\.line) == (end.hasPrefix("END:") ? [] : [4, 5]), "\(r.warnings)")
    }

    @Test("BEGIN with a Turkish dotless or dotted I is BEGIN, as Java's equalsIgnoreCase folds it; no other letter folds so")
    func turkishI() {
        for name in ["BEG\u{131}N", "beg\u{130}n", "BEGIN"] {
            // Not plain but for the ASCII one: the import says such a line started a card.
            #expect(VCardStructure.role(of: Array("\(name):VCARD".utf8)) == .beginCard(plain: name == "BEGIN"), "\(name)")
        }
        for name in ["BEG\u{131}\u{131}N", "BEGI\u{131}", "\u{130}ND", "BEG\u{100}N", "B\u{131}GIN", "BEGI"] {
            #expect(VCardStructure.role(of: Array("\(name):VCARD".utf8)) == .content, "\(name)")
        }
    }

    @Test("an AGENT's nested card is not kept, and neither is the empty AGENT line that introduced it")
    func nestedAgent() throws {
        let r = try VCardReader.read(Array("BEGIN:VCARD\r\nVERSION:2.1\r\nFN:Ann\r\nAGENT:\r\nBEGIN:VCARD\r\nFN:M\r\nEND:VCARD\r\nEND:VCARD\r\n".utf8))
        #expect(r.profiles.map(\.formattedName) == ["Ann"])
        #expect(r.profiles[0].extras.isEmpty)
        #expect(r.warnings.map(\.kind) == [.nestedCard])
    }

    @Test("the writer refuses property lines a parser would read as structure, whatever the profile holds")
    func writerGuard() throws {
        var p = Profile()
        p.formattedName = "Ann"
        p.extras = [
            VCardProperty(name: "END", parameters: [VCardParameter(name: "X", values: ["1"])], value: "VCARD"),
            VCardProperty(group: "item1", name: "begin", value: "VCARD"),
            VCardProperty(name: "VERSION", value: "2.1"),
            VCardProperty(name: "X-QP", parameters: [VCardParameter(name: "ENCODING", values: ["QUOTED-PRINTABLE"])], value: "a="),
            VCardProperty(name: "X-KEPT", value: "END:VCARD"),
        ]
        for version in VCardVersion.Writable.allCases {
            let text = VCardWriter.write([try p.snapshot()], version: version)
            let lines = text.components(separatedBy: "\r\n").filter { !$0.isEmpty }
            #expect(lines.first == "BEGIN:VCARD" && lines.last == "END:VCARD")
            #expect(lines.filter { $0.uppercased().contains("VCARD") && !$0.hasPrefix("X-KEPT") }.count == 2, "\(text)")
            #expect(lines.filter { $0.hasPrefix("VERSION:") }.count == 1)
            #expect(lines.contains("X-KEPT:END:VCARD"))
            let back = try VCardReader.read(Array(text.utf8))
            #expect(back.profiles.count == 1)
            #expect(!back.warnings.contains { $0.kind == .structureDropped })
        }
    }
}
