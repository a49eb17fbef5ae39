#if canImport(Glibc)
import Glibc
#endif
import Foundation
import MycaCore
import MycaTestSupport
import Testing

/// Hostile bytes and sizes against the readers and the store: a clear error or a
/// documented replacement, never a crash, memory bounded, nothing outside the store touched.
@Suite("hostile input (core)")
struct HostileInputTests {
    static func card(_ body: String) -> [UInt8] {
        Array("BEGIN:VCARD\r\nVERSION:4.0\r\n\(body)\r\nEND:VCARD\r\n".utf8)
    }

    @Test("invalid UTF-8 in a value reads as U+FFFD (the documented replacement)")
    func invalidUTF8() throws {
        var bytes = Array("BEGIN:VCARD\r\nVERSION:4.0\r\nFN:A".utf8)
        bytes += [0xFF, 0xC3, 0x28, 0xED, 0xA0, 0x80]  // stray byte, bad continuation, encoded surrogate
        bytes += Array("B\r\nEND:VCARD\r\n".utf8)
        let profile = try #require(try VCardReader.read(bytes).profiles.first)
        #expect(profile.formattedName.hasPrefix("A\u{FFFD}"))
        #expect(profile.formattedName.hasSuffix("B"))
        #expect(!profile.formattedName.unicodeScalars.contains { (0xD800...0xDFFF).contains($0.value) })
    }

    @Test("control characters in values never reach a snapshot", arguments: [
        "\u{0}", "\u{1B}[31m", "\u{1B}]8;;https://evil.example\u{7}", "\u{1B}]52;c;ZXZpbA==\u{7}", "\u{9B}2J", "\u{85}",
    ])
    func controlsInValues(_ hostile: String) throws {
        let result = try VCardReader.read(Self.card("FN:Eve\(hostile)Name\r\nNOTE:n\(hostile)n\r\nTITLE:t\(hostile)"))
        let profile = try #require(result.profiles.first)
        if let snapshot = try? profile.snapshot() {
            for text in [snapshot.formattedName, snapshot.title] {
                #expect(!text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
            }
            // Whatever was kept still writes and reads back the same.
            let again = try VCardReader.read(VCardWriter.writeBytes([snapshot]))
            #expect(try again.profiles.first?.snapshot() == snapshot)
        } else {
            #expect(!result.warnings.isEmpty || profile.formattedName.isEmpty)
        }
    }

    @Test("JSON: lone surrogates in \\u escapes and NUL are clear errors", arguments: [
        #""\ud800""#, #""\udc00x""#, #""\ud800\u0041""#, "\"a\u{0}b\"",
    ])
    func jsonSurrogates(_ text: String) {
        #expect(throws: JSONError.self) { try JSONValue.parse(Array(text.utf8)) }
    }

    @Test("a surrogate pair in a JSON escape is one scalar")
    func jsonSurrogatePair() throws {
        #expect(try JSONValue.parse(#""\ud83d\ude00""#) == .string("😀"))
    }

    @Test("CSV: invalid UTF-8 is an error naming record and field; NUL is kept; reading goes on")
    func csvBytes() throws {
        let reader = CSVReader(bytes: [0x61, 0x00, 0x2C, 0xFF, 0xFE, 0x0A, 0x62, 0x2C, 0x22, 0x63, 0x22, 0x0A])
        #expect(throws: CSVError.invalidUTF8(record: 1, line: 1, field: 2)) { try reader.next() }
        #expect(try reader.next()?.fields == ["b", "c"])
        #expect(try reader.next() == nil)
        let nul = CSVReader(bytes: [0x61, 0x00, 0x2C, 0x62])
        #expect(try nul.next()?.fields == ["a\u{0}", "b"])
    }

    // MARK: Sizes

    @Test("an input over the reader's cap is refused before any parsing")
    func hugeInput() {
        let bytes = [UInt8](repeating: 0x41, count: VCardLimits.default.maxBytes + 1)
        #expect(throws: VCardError.inputTooLarge(bytes: bytes.count, limit: VCardLimits.default.maxBytes)) {
            try VCardReader.read(bytes)
        }
    }

    @Test("a 1 MB line is read; a line over 2 MiB is refused naming its line")
    func longLines() throws {
        let megabyte = String(repeating: "x", count: 1_000_000)
        let ok = try VCardReader.read(Self.card("FN:A\r\nX-BIG:\(megabyte)"))
        #expect(ok.profiles.first?.extras.first?.value.count == 1_000_000)
        let tooLong = String(repeating: "x", count: VCardLimits.default.maxLineBytes + 1)
        #expect(throws: VCardError.self) { try VCardReader.read(Self.card("FN:A\r\nX-BIG:\(tooLong)")) }
    }

    @Test("100,000 cards are refused at the card cap")
    func manyCards() {
        let one = Array("BEGIN:VCARD\r\nFN:x\r\nEND:VCARD\r\n".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(one.count * 100_000)
        for _ in 0..<100_000 { bytes += one }
        #expect(throws: VCardError.self) { try VCardReader.read(bytes) }
    }

    @Test("a 100 MB file is refused by readFile at its limit, without reading it all")
    func hugeFile() throws {
        let dir = try TemporaryDirectory("myca-huge")
        let path = dir.file("huge")
        let fd = open(path, O_CREAT | O_WRONLY, 0o600)
        #expect(fd >= 0)
        #expect(ftruncate(fd, 100 << 20) == 0)  // sparse: no 100 MB written to disk
        close(fd)
        #expect(throws: FileSystemError.tooLarge(path: path, limit: FileSystem.defaultReadLimit)) {
            try FileSystem.readFile(path)
        }
    }

    @Test("a photo over 1 MiB is not taken into the card")
    func bigPhoto() throws {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += [UInt8](repeating: 0, count: Photo.maxBytes + 16)
        let line = "PHOTO:data:image/png;base64," + Base64.encode(png)
        let result = try VCardReader.read(Self.card("FN:A\r\n" + line))
        #expect(result.profiles.first?.photo == nil)
        #expect(result.warnings.contains { $0.message.contains("larger than 1 MiB") })
    }

    // MARK: Escaping the store

    @Test("handles that would leave the store are refused", arguments: [
        "../evil", "..", "/etc/passwd", "a/b", ".hidden", "", "a\u{0}b", "A", "a b", String(repeating: "a", count: 65),
        "..%2f", "a\\b", "x\u{202E}y",
    ])
    func escapingHandles(_ handle: String) {
        #expect(!Handle.isValid(handle))
        #expect(throws: (any Error).self) { try CardStore(home: "/tmp/x").cardPath(handle) }
    }

    @Test("a symbolic link planted in cards/ is neither listed, read nor written through")
    func plantedSymlink() throws {
        let dir = try TemporaryDirectory("myca-symlink")
        let home = dir.file("home")
        let store = CardStore(home: home)
        try store.create("real", bytes: Self.card("FN:Real"))
        let outside = dir.file("outside")
        try Data("secret\n".utf8).write(to: URL(fileURLWithPath: outside))
        #expect(symlink(outside, home + "/cards/evil.vcf") == 0)
        #expect(try store.handles() == ["real"])
        #expect(throws: StoreError.self) { try store.readCard("evil") }
        #expect(throws: (any Error).self) { try store.write("evil", bytes: Self.card("FN:Evil")) }
        #expect(throws: (any Error).self) { try store.update("evil") { $0 + [0x41] } }
        #expect(throws: (any Error).self) { try store.create("evil", bytes: Self.card("FN:Evil"), force: true) }
        #expect(try String(contentsOfFile: outside, encoding: .utf8) == "secret\n")
        #expect(FileSystem.isSymbolicLink(home + "/cards/evil.vcf"))
    }

    @Test("a symbolic link planted as the lock file is refused, its target untouched")
    func plantedLock() throws {
        let dir = try TemporaryDirectory("myca-lock")
        let home = dir.file("home")
        let store = CardStore(home: home)
        try store.create("real", bytes: Self.card("FN:Real"))
        unlink(home + "/.lock")
        let outside = dir.file("lock-target")
        try Data("keep\n".utf8).write(to: URL(fileURLWithPath: outside))
        #expect(symlink(outside, home + "/.lock") == 0)
        #expect(throws: FileSystemError.self) { try store.write("real", bytes: Self.card("FN:Changed")) }
        #expect(try String(contentsOfFile: outside, encoding: .utf8) == "keep\n")
        #expect(try store.readCard("real") == Self.card("FN:Real"))
    }
}
