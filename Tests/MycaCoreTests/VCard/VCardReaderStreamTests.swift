import Testing
@testable import MycaCore

/// The one reader contract: `next()` yields each card with its start line and typed
/// warnings, over one CR/LF/CRLF splitter, with the caps, whatever the chunking.
@Suite struct VCardReaderStreamTests {
    static let lf = "junk\nBEGIN:VCARD\nVERSION:3.0\nFN:Ann\n Lee\nX-A:1\nEND:VCARD\n\nbegin:vcard\nVERSION:4.0\nFN:Bob\nEND:VCARD\ntail\n"

    /// Every card of `text` read from chunks of `size` bytes.
    static func cards(_ text: String, chunk size: Int, limits: VCardLimits = .default) throws -> ([VCardReader.Card], VCardReader) {
        let bytes = Array(text.utf8)
        var offset = 0
        let reader = VCardReader(limits: limits) {
            let end = min(bytes.count, offset + size)
            defer { offset = end }
            return Array(bytes[offset..<end])
        }
        var out: [VCardReader.Card] = []
        while let card = try reader.next() { out.append(card) }
        return (out, reader)
    }

    @Test("CR, LF and CRLF files read the same cards, lines and warnings, in any chunking",
          arguments: ["\n", "\r\n", "\r"], [1, 2, 3, 7, 64, 4096])
    func lineEndsAndChunks(eol: String, chunk: Int) throws {
        let text = Self.lf.replacingOccurrences(of: "\n", with: eol)
        let (cards, reader) = try Self.cards(text, chunk: chunk)
        #expect(cards.map(\.profile.formattedName) == ["AnnLee", "Bob"])
        #expect(cards.map(\.line) == [2, 9])
        #expect(cards[0].warnings == [VCardWarning(.outsideCard, line: 1, message: MessageText("text outside BEGIN:VCARD…END:VCARD ignored"))])
        #expect(cards[1].warnings.isEmpty)
        #expect(reader.trailingWarnings.map(\.line) == [13])
        #expect(reader.firstTextLine == 1)
    }

    @Test("a CR at the end of one chunk and a LF at the start of the next are one line end")
    func crlfAcrossChunks() throws {
        let text = "BEGIN:VCARD\r\nFN:A\r\nEND:VCARD\r\n"
        for split in 1..<text.utf8.count {
            let bytes = Array(text.utf8)
            var parts = [Array(bytes[..<split]), Array(bytes[split...])]
            let reader = VCardReader { parts.isEmpty ? [] : parts.removeFirst() }
            let card = try #require(try reader.next())
            #expect(card.profile.formattedName == "A")
            #expect(card.warnings.isEmpty)
            #expect(try reader.next() == nil)
        }
    }

    @Test("a card over a cap is that card's fault; the next card is read")
    func cardFaultsRecover() throws {
        let big = String(repeating: "x", count: 200)
        let text = "BEGIN:VCARD\nFN:A\nX-1:\(big)\nX-2:\(big)\nEND:VCARD\nBEGIN:VCARD\nFN:B\nEND:VCARD\n"
            + "BEGIN:VCARD\nFN:C\nX-3:\(big)\(big)\(big)\nEND:VCARD\nBEGIN:VCARD\nFN:D\nEND:VCARD\n"
        let limits = VCardLimits(maxBytes: .max, maxLineBytes: 500, maxPropertiesPerCard: 10, maxCards: .max, maxCardBytes: 300)
        for chunk in [5, 100, 10_000] {
            let bytes = Array(text.utf8)
            var offset = 0
            let reader = VCardReader(limits: limits) {
                let end = min(bytes.count, offset + chunk)
                defer { offset = end }
                return Array(bytes[offset..<end])
            }
            var seen: [String] = []
            while true {
                do {
                    guard let card = try reader.next() else { break }
                    seen.append(card.profile.formattedName)
                } catch let error as VCardError {
                    #expect(error.isCardFault)
                    seen.append("fault@\(reader.cardLine): \(error.reason)")
                }
            }
            #expect(seen.count == 4)
            #expect(seen.first == "fault@1: the card is larger than 300 bytes")
            #expect(seen.dropFirst().first == "B")
            #expect(seen.dropFirst(2).first?.hasPrefix("fault@9: vCard line is too long (") == true)
            #expect(seen.last == "D")
        }
    }

    @Test("input past the byte cap stops with inputTooLarge before reading much more")
    func inputCap() throws {
        let card = "BEGIN:VCARD\nFN:A\nEND:VCARD\n"
        var delivered = 0
        let reader = VCardReader(limits: VCardLimits(maxBytes: 1000, maxLineBytes: 100, maxPropertiesPerCard: 10, maxCards: .max)) {
            delivered += 64
            return Array(String(repeating: card, count: 3).utf8.prefix(64))
        }
        #expect(throws: VCardError.self) { while try reader.next() != nil {} }
        #expect(delivered <= 1000 + 64)
    }

    @Test("recognizing a vCard input uses the same splitter: CR-only, BOM and blank lines first")
    func detection() {
        #expect(VCardReader.startsWithCard(Array("BEGIN:VCARD\rVERSION:3.0\r".utf8)))
        #expect(VCardReader.startsWithCard([0xEF, 0xBB, 0xBF] + Array("\r\n \r\n  begin:vcard\n".utf8)))
        #expect(!VCardReader.startsWithCard(Array("name,email\nBEGIN:VCARD\n".utf8)))
        // A BEGIN named VCARD opens a card whatever its parameters, for detection as for reading.
        #expect(VCardReader.startsWithCard(Array("BEGIN;X=1:VCARD\n".utf8)))
        #expect(!VCardReader.startsWithCard(Array("BEGIN:VCALENDAR\n".utf8)))
    }

    @Test("warnings carry a kind and the property; the reader's callers never parse the message")
    func typedWarnings() throws {
        let r = try VCardReader.read(Array("BEGIN:VCARD\nVERSION:3.0\nFN:A\nURL:my page\nEMAIL;X-Q=1:a@b.example\nEND:VCARD\n".utf8))
        #expect(r.warnings.map(\.kind) == [.keptAsIs, .parameterDropped])
        #expect(r.warnings.map(\.property) == ["URL", "EMAIL"])
        #expect(r.warnings.map(\.line) == [4, 5])
        #expect(r.startLines == [1])
    }
}

