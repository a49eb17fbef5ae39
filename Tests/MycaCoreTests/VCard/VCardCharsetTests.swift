import Testing
@testable import MycaCore

/// Legacy charsets read back exactly: each declared CHARSET a phone or desktop program
/// writes, UTF-16 files, and undeclared 8-bit text. The byte strings are the charsets' own
/// encodings of the expected text (not made with the decoder under test).
@Suite struct VCardCharsetTests {
    static func card(_ lines: [[UInt8]], version: String = "2.1") -> [UInt8] {
        var out = Array("BEGIN:VCARD\r\nVERSION:\(version)\r\n".utf8)
        for l in lines { out += l + [0x0D, 0x0A] }
        return out + Array("END:VCARD\r\n".utf8)
    }

    static func read(_ bytes: [UInt8]) throws -> (Profile, [VCardWarning]) {
        let r = try VCardReader.read(bytes)
        return (try #require(r.profiles.first), r.warnings)
    }

    static let declared: [(charset: String, bytes: [UInt8], text: String)] = [
        ("windows-1251", [0xC8, 0xE2, 0xE0, 0xED, 0x20, 0xCF, 0xE5, 0xF2, 0xF0, 0xEE, 0xE2], "Иван Петров"),
        ("KOI8-R", [0xE9, 0xD7, 0xC1, 0xCE], "Иван"),
        ("windows-1253", [0xC3, 0xE9, 0xFE, 0xF1, 0xE3, 0xEF, 0xF2], "Γιώργος"),
        ("ISO-8859-2", [0xA3, 0xF3, 0x64, 0xBC], "Łódź"),
        ("ISO-8859-15", [0xA4, 0x75, 0x72, 0x6F], "€uro"),
        ("GBK", [0xD5, 0xC5, 0xCE, 0xB0], "张伟"),
        ("GB2312", [0xD5, 0xC5, 0xCE, 0xB0], "张伟"),
        ("GB18030", [0x95, 0x32, 0x82, 0x36, 0xCD, 0xF5], "𠀀王"),
        ("Big5", [0xB3, 0xAF, 0xA4, 0x6A, 0xA4, 0xE5], "陳大文"),
        ("EUC-KR", [0xB1, 0xE8, 0xC3, 0xB6, 0xBC, 0xF6], "김철수"),
        ("EUC-JP", [0xBB, 0xB3, 0xC5, 0xC4, 0xC2, 0xC0, 0xCF, 0xBA], "山田太郎"),
        ("ISO-2022-JP", [0x1B, 0x24, 0x42, 0x3B, 0x33, 0x45, 0x44, 0x1B, 0x28, 0x42], "山田"),
        ("windows-1250", [0xAF, 0xF3, 0xB3, 0xE6], "Żółć"),
        ("ISO-8859-7", [0xC1, 0xE8, 0xDE, 0xED, 0xE1], "Αθήνα"),
        ("windows-1255", [0xF9, 0xEC, 0xE5, 0xED], "שלום"),
        ("windows-1256", [0xE3, 0xD1, 0xCD, 0xC8, 0xC7], "مرحبا"),
        ("ISO-8859-9", [0xDE, 0xFC, 0x6B, 0x72, 0xFC], "Şükrü"),
        ("windows-1257", [0xC0, 0xFE, 0x75, 0x6F, 0x6C, 0x61, 0x73], "Ąžuolas"),
        ("ISO-8859-1", [0x42, 0x6C, 0xFC, 0x6D, 0x63, 0x68, 0x65, 0x6E, 0x20, 0x80], "Blümchen €"),
    ]

    @Test(arguments: declared.indices)
    func declaredCharsetReadsBackExactly(_ i: Int) throws {
        let c = Self.declared[i]
        let bytes = Self.card([Array("FN;CHARSET=\(c.charset):".utf8) + c.bytes, Array("NOTE;CHARSET=\(c.charset):".utf8) + c.bytes])
        let (p, warnings) = try Self.read(bytes)
        #expect(p.formattedName == c.text, "\(c.charset)")
        #expect(p.note == c.text, "\(c.charset)")
        #expect(warnings.isEmpty, "\(c.charset): \(warnings)")
    }

    @Test func shiftJISTrailByte5CIsNotABackslash() throws {
        // 表 is 0x95 0x5C and ソ is 0x83 0x5C: read as text first, the 0x5C never escapes the `;`.
        let (p, _) = try Self.read(Self.card([Array("N;CHARSET=SHIFT_JIS:".utf8) + [0x95, 0x5C, 0x3B, 0x83, 0x5C, 0x3B, 0x3B, 0x3B]]))
        #expect(p.familyName == "表")
        #expect(p.givenName == "ソ")
    }

    @Test func shiftJISInQuotedPrintable() throws {
        let (p, _) = try Self.read(Self.card([Array("NOTE;CHARSET=SHIFT_JIS;ENCODING=QUOTED-PRINTABLE:=95=5C=83=5C".utf8)]))
        #expect(p.note == "表ソ")
    }

    @Test func windows1252QuotedPrintableEuro() throws {
        let (p, _) = try Self.read(Self.card([Array("NOTE;CHARSET=windows-1252;ENCODING=QUOTED-PRINTABLE:=80 5 =96 =93ok=94".utf8)]))
        #expect(p.note == "€ 5 – “ok”")
    }

    @Test func undeclaredLatin1FallsBackToWindows1252WithAWarning() throws {
        let (p, warnings) = try Self.read(Self.card([Array("N:Bl".utf8) + [0xFC] + Array("mchen;G".utf8) + [0xFC] + Array("nther;;;".utf8)]))
        #expect(p.familyName == "Blümchen")
        #expect(p.givenName == "Günther")
        #expect(warnings.contains { $0.message.contains("windows-1252") })
    }

    @Test func undeclaredBytesFollowTheCharsetTheCardDeclaresElsewhere() throws {
        let (p, _) = try Self.read(Self.card([
            Array("FN;CHARSET=windows-1251:".utf8) + [0xC8, 0xE2, 0xE0, 0xED],
            Array("NOTE:".utf8) + [0xCF, 0xE5, 0xF2, 0xF0, 0xEE, 0xE2],
        ]))
        #expect(p.note == "Петров")
    }

    @Test func invalidDeclaredUTF8IsReplacedNotReinterpreted() throws {
        let (p, warnings) = try Self.read(Self.card([Array("NOTE;CHARSET=UTF-8:Ñ".utf8) + [0x80]]))
        #expect(p.note == "Ñ\u{FFFD}")
        #expect(!warnings.isEmpty)
    }

    static func utf16(_ text: String, bigEndian: Bool, bom: Bool) -> [UInt8] {
        var out: [UInt8] = bom ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
        for u in text.utf16 {
            out += bigEndian ? [UInt8(u >> 8), UInt8(u & 0xFF)] : [UInt8(u & 0xFF), UInt8(u >> 8)]
        }
        return out
    }

    @Test(arguments: [(true, true), (true, false), (false, true), (false, false)])
    func utf16FilesReadBackExactly(_ bigEndian: Bool, _ bom: Bool) throws {
        let text = "BEGIN:VCARD\rVERSION:3.0\rN:Müller;Zoë 😀;;;\rFN:Zoë 😀 Müller\rEND:VCARD\r"
        let (p, warnings) = try Self.read(Self.utf16(text, bigEndian: bigEndian, bom: bom))
        #expect(p.formattedName == "Zoë 😀 Müller")
        #expect(p.givenName == "Zoë 😀")
        #expect(warnings.isEmpty)
    }

    @Test func utf16SplitAcrossChunksKeepsSurrogatePairs() {
        let bytes = Self.utf16("a😀b", bigEndian: false, bom: true)
        var t = UTF16Transcoder(order: .littleEndian)
        var out: [UInt8] = []
        for b in bytes { out += t.transcode([b]) }
        out += t.transcode([], final: true)
        #expect(String(decoding: out, as: UTF8.self) == "a😀b")
        #expect(!out.contains(UTF16Transcoder.unpaired))
    }

    @Test("an unpaired surrogate becomes U+FFFD with a warning on its line and card, read whole or in any chunks")
    func unpairedSurrogatesAreNamedByLine() throws {
        var bytes = Self.utf16("BEGIN:VCARD\rVERSION:3.0\rFN:Ann\rEND:VCARD\rBEGIN:VCARD\rVERSION:3.0\rFN:B", bigEndian: false, bom: true)
        bytes += [0x00, 0xD8]  // a high surrogate with no low one after it
        bytes += Self.utf16("o\rNOTE:x", bigEndian: false, bom: false) + [0x00, 0xDC]  // a lone low surrogate
        bytes += Self.utf16("\rEND:VCARD\r", bigEndian: false, bom: false) + [0x41]  // and a last odd byte
        let whole = try VCardReader.read(bytes)
        #expect(whole.profiles.map(\.formattedName) == ["Ann", "B\u{FFFD}o"])
        #expect(whole.profiles[1].note == "x\u{FFFD}")
        let surrogates = whole.warnings.filter { $0.kind == .charset }
        #expect(surrogates.map(\.line) == [7, 8, 10])
        #expect(surrogates.allSatisfy { $0.message.contains("unpaired surrogate") })
        for size in 1...9 {
            var offset = 0
            let reader = VCardReader {
                let end = min(bytes.count, offset + size)
                defer { offset = end }
                return Array(bytes[offset..<end])
            }
            let first = try #require(try reader.next())
            #expect(first.warnings.isEmpty, "chunks of \(size): the first card has no surrogate")
            #expect(try reader.next()?.warnings.map(\.line) == [7, 8])
            #expect(try reader.next() == nil)
            #expect(reader.trailingWarnings.filter { $0.kind == .charset }.map(\.line) == [10])
        }
    }
}
