import Foundation
import Testing
@testable import MycaCore

/// Reads stay linear in the input up to the caps, and past a cap cost one look at each
/// byte. Checked by counting work or by structure, never by timing; where a wall clock
/// appears it only keeps a regression from hanging the run (the input takes well under
/// a second).
@Suite struct LinearReadTests {
    /// Reads every record and error of `bytes`.
    static func readAll(_ reader: CSVReader) -> [String] {
        var out: [String] = []
        while true {
            do {
                guard let record = try reader.next() else { return out }
                out.append(record.fields.map { $0.count > 20 ? "<\($0.utf8.count) bytes>" : $0 }.joined(separator: ","))
            } catch let error as CSVError {
                out.append(error.message)
                if case .unterminatedQuote = error { return out }
            } catch {
                Issue.record("unexpected \(error)")
                return out
            }
        }
    }

    @Test("a CSV field past the cap is looked at once a byte, quoted or not, and the next row reads",
          arguments: [false, true])
    func csvFieldPastTheCap(quoted: Bool) {
        let field = [UInt8](repeating: UInt8(ascii: "a"), count: 256 * 1024)
        let cell = quoted ? [0x22] + field + [0x22] : field
        let input = Array("name,note\nAna,".utf8) + cell + Array("\nBob,hi\n".utf8)
        let limits = CSVReader.Limits(maxFieldBytes: 1024, maxRecordBytes: 1 << 20)
        let reader = CSVReader(bytes: input, limits: limits, chunkSize: 16 * 1024)
        let got = Self.readAll(reader)
        #expect(got == ["name,note", "row 2 (line 2): a field is longer than 1024 bytes", "Bob,hi"])
        // The span search used to start over at every byte past the cap: 16 KiB looked
        // at per byte, 2 GiB for this input.
        #expect(reader.scannedBytes <= input.count)
    }

    @Test("a CSV field up to the cap is looked at once a byte")
    func csvFieldAtTheCap() throws {
        let field = String(repeating: "b", count: 1 << 20)
        let input = Array("note\n\(field)\n".utf8)
        let reader = CSVReader(bytes: input)
        #expect(Self.readAll(reader) == ["note", "<1048576 bytes>"])
        #expect(reader.scannedBytes <= input.count)
    }

    @Test("an edit distance against a megabyte costs rows of the short side; suggestions skip what length rules out")
    func megabyteHeaderCell() throws {
        let cell = String(repeating: "\u{0}", count: 1 << 20)
        #expect(EditDistance.between(Array("emial".unicodeScalars), Array("email".unicodeScalars)) == 1)
        #expect(EditDistance.between(Array("ab".unicodeScalars), Array("ba".unicodeScalars)) == 1)
        #expect(EditDistance.between(Array("kitten".unicodeScalars), Array("sitting".unicodeScalars)) == 3)
        #expect(EditDistance.between(Array("sitting".unicodeScalars), Array("kitten".unicodeScalars)) == 3)
        #expect(Handle.suggestions(for: cell, among: CardField.columnSpellings).isEmpty)
        let clock = ContinuousClock()
        let start = clock.now
        #expect(throws: BatchError.unknownColumn(name: cell, line: 1, column: 1, suggestion: nil)) {
            try BatchHeader([cell], strict: true)
        }
        // A hang guard, not a timing: this took 85 s and 230 MB (a row array per byte).
        #expect(clock.now - start < .seconds(20))
    }

    /// Every card of `text` read in `chunk`-byte pulls, faults as `fault@LINE`.
    static func cards(_ bytes: [UInt8], chunk: Int = 64 * 1024, limits: VCardLimits = .stream) -> [String] {
        var offset = 0
        let reader = VCardReader(limits: limits) {
            let end = min(bytes.count, offset + chunk)
            defer { offset = end }
            return Array(bytes[offset..<end])
        }
        var out: [String] = []
        while true {
            do {
                guard let card = try reader.next() else { return out }
                // A note over the field's cap is kept as an extra: either way its length shows.
                let note = ([card.profile.note] + card.profile.extras.map(\.value)).map(\.utf8.count).max() ?? 0
                out.append("\(card.profile.formattedName)@\(card.line) note \(note)")
            } catch let error as VCardError {
                out.append("fault@\(error.line ?? 0): \(error.reason)")
                if !error.isCardFault { return out }
            } catch {
                Issue.record("unexpected \(error)")
                return out
            }
        }
    }

    /// `NOTE:` and `count` bytes, folded at 75 octets with CRLF.
    static func foldedNote(_ count: Int) -> [UInt8] {
        let line = Array("NOTE:".utf8) + [UInt8](repeating: UInt8(ascii: "n"), count: count)
        var out: [UInt8] = []
        out.reserveCapacity(line.count + line.count / 74 * 3 + 2)
        var start = 0
        while line.count - start > 75 {
            out += line[start..<start + 75] + [0x0D, 0x0A, 0x20]
            start += 75
        }
        return out + line[start...] + [0x0D, 0x0A]
    }

    @Test("a folded line of 4 MB unfolds in place")
    func foldedLineUnfoldsInPlace() {
        let text = Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ann\r\n".utf8) + Self.foldedNote(4_000_000) + Array("END:VCARD\r\n".utf8)
        let limits = VCardLimits(maxBytes: .max, maxLineBytes: 8 << 20, maxPropertiesPerCard: 100, maxCards: .max, maxCardBytes: 8 << 20)
        let clock = ContinuousClock()
        let start = clock.now
        #expect(Self.cards(text, limits: limits) == ["Ann@1 note 4000000"])
        // A hang guard: with a copy of the line per fold (53,000 folds) this took minutes.
        #expect(clock.now - start < .seconds(20))
    }

    @Test("a folded line past the cap is one fault of its card, the rest of it skipped, in any chunking",
          arguments: [7, 100, 64 * 1024])
    func foldedLinePastTheCap(chunk: Int) {
        let text = Array("BEGIN:VCARD\nVERSION:3.0\nFN:Ann\n".utf8) + Self.foldedNote(20_000)
            + Array("EMAIL:a@example.org\nEND:VCARD\nBEGIN:VCARD\nFN:Bob\nEND:VCARD\n".utf8)
        let limits = VCardLimits(maxBytes: .max, maxLineBytes: 1000, maxPropertiesPerCard: 100, maxCards: .max)
        // The folds after the cap used to start logical lines of their own, each too long
        // in turn: one line was twenty faults.
        #expect(Self.cards(text, chunk: chunk, limits: limits) == [
            "fault@4: vCard line is too long (1050 bytes, at most 1000)", "Bob@273 note 0",
        ])
    }

    @Test("a card cut off inside an over-long line is an error naming its lines, wherever it is",
          arguments: [
            ("", 1),
            ("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ann\r\nEND:VCARD\r\n", 5),
          ])
    func cutInsideAnOverLongLine(before: String, begin: Int) {
        let long = [UInt8](repeating: UInt8(ascii: "c"), count: 3 << 20)
        for physical in [true, false] {
            // One physical line, or a folded one; straight after BEGIN:VCARD, which was
            // lost when reading ahead past it found the fault.
            let note = physical ? Array("NOTE:".utf8) + long : Array(Self.foldedNote(long.count).dropLast(2))
            let text = Array((before + "BEGIN:VCARD\r\n").utf8) + note
            let got = Self.cards(text)
            #expect(got.count == (before.isEmpty ? 1 : 2))
            if !before.isEmpty { #expect(got.first == "Ann@1 note 0") }
            let last = got.last ?? ""
            #expect(last.hasPrefix("fault@\(begin + 1): the card that starts on line \(begin) is cut short (the input ends before its END:VCARD): vCard line is too long ("),
                    "\(last)")
        }
    }

    @Test("a card cut off after any fault is an error; a whole card with a fault is only that fault")
    func cutAfterAFault() {
        let limits = VCardLimits(maxBytes: .max, maxLineBytes: 100, maxPropertiesPerCard: 2, maxCards: .max)
        let props = "BEGIN:VCARD\nFN:A\nX-1:1\nX-2:2\n"
        #expect(Self.cards(Array(props.utf8), limits: limits) == [
            "fault@4: the card that starts on line 1 is cut short (the input ends before its END:VCARD): card has more than 2 properties",
        ])
        #expect(Self.cards(Array((props + "END:VCARD\n").utf8), limits: limits) == ["fault@4: card has more than 2 properties"])
    }

    @Test("the batch source names the file and line of a card cut off inside an over-long line")
    func batchSourceNamesTheFile() throws {
        let dir = NSTemporaryDirectory() + "myca-cut-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/cut.vcf"
        let text = Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ann\r\nEND:VCARD\r\nBEGIN:VCARD\r\nNOTE:".utf8)
            + [UInt8](repeating: UInt8(ascii: "c"), count: 3 << 20)
        try Data(text).write(to: URL(fileURLWithPath: path))
        let source = try BatchSource(path: path, name: "cut.vcf")
        var rows: [BatchRow] = []
        while let row = try source.next() { rows.append(row) }
        #expect(rows.count == 2)
        guard rows.count == 2, case .failure(let error) = rows[1].profile else {
            Issue.record("the cut card is no failed row: \(rows.map(\.number))")
            return
        }
        #expect(error.message.hasPrefix("row 2 (line 5): cut.vcf:6: the card that starts on line 5 is cut short"), "\(error.message)")
        #expect(BatchRowCounter.count(path: path, kind: .vcard) == 2)
    }
}
