import Foundation
@testable import MycaCore
import Testing

/// `export(import(export(x))) == export(x)`, byte for byte, for every card of `samples/`,
/// the fuzz regressions and the shared corpora (read in place from `$MYCA_SHARED/corpus`,
/// never copied), in every format `export` writes: what myca writes, it reads back as the
/// card it wrote.
///
/// `import` is what `myca import` and the store do: read, name a nameless card after its
/// file, give it a UID (keeping its revision), write it as the stored 4.0 file and read
/// that back as `export` does. MECARD and jCard are not read, so they are checked through
/// the vCard versions that carry them: the card read back from a 4.0 export writes the
/// same MECARD and jCard as the card itself, and one read back from a 3.0 export does so
/// after one more 3.0 round trip (3.0 carries less than 4.0, once).
@Suite("round-trip property")
struct RoundTripPropertyTests {
    static var corpusFolders: [String] {
        let shared = TestCards.shared + "/corpus"
        return [TestCards.packageRoot + "/samples", TestCards.packageRoot + "/fuzz/regressions/FuzzVCard",
                shared + "/vcards", shared + "/wild/vcards", shared + "/wild/lenient", shared + "/fuzz-findings"]
    }

    static var files: [String] {
        corpusFolders.flatMap { dir in
            ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? [])
                .filter { $0.lowercased().hasSuffix(".vcf") }.sorted().map { dir + "/" + $0 }
        }
    }

    /// The cards `myca import` stores from `bytes`, as `myca export` reads them back; the
    /// cards that do not validate are refused by the import, and left out here.
    static func imported(_ bytes: [UInt8], name: String) throws -> [ProfileSnapshot] {
        let read = try VCardReader.read(bytes)
        return try read.profiles.compactMap { original -> ProfileSnapshot? in
            var profile = original
            if profile.formattedName.isEmpty, (try? profile.snapshot()) == nil { profile.formattedName = name }
            guard (try? profile.snapshot()) != nil else { return nil }
            profile.touch(keepingRevision: true)
            let stored = VCardWriter.writeBytes([try profile.snapshot()])
            return try CardFiles.parse(stored, path: "cards/card.vcf").0.snapshot()
        }
    }

    /// The vCard exports, which `import` reads back.
    enum VCardExport: CaseIterable, CustomStringConvertible {
        case v4, v4rfc9554, v3

        var format: CardDataFormat { self == .v3 ? .vcard3 : .vcard }

        func encode(_ card: ProfileSnapshot) throws -> [UInt8] {
            try format.encode([card], rfc9554: self == .v4rfc9554)
        }

        var description: String { [.v4: "vcard", .v4rfc9554: "vcard --rfc9554", .v3: "vcard3"][self]! }
    }

    /// What `format` writes of `card`, or the error's words when it cannot (a card MECARD
    /// cannot hold).
    static func written(_ card: ProfileSnapshot, _ format: CardDataFormat) -> String {
        do {
            return String(decoding: try format.encode([card]), as: UTF8.self)
        } catch {
            return "error: \(error)"
        }
    }

    /// The first line where `a` and `b` differ, for the failure message.
    static func firstDifference(_ a: String, _ b: String) -> String {
        let left = a.components(separatedBy: "\r\n"), right = b.components(separatedBy: "\r\n")
        for i in 0..<max(left.count, right.count) {
            let l = i < left.count ? left[i] : "(nothing)", r = i < right.count ? right[i] : "(nothing)"
            if l != r { return "line \(i + 1):\n  export:       \(l.prefix(300))\n  export again: \(r.prefix(300))" }
        }
        return "the same text"
    }

    /// The one card `import` makes of `bytes`, recorded as an issue when it is not one.
    static func single(_ bytes: [UInt8], _ place: String) throws -> ProfileSnapshot? {
        let back = try imported(bytes, name: "card")
        #expect(back.count == 1, "\(place): the export imports as \(back.count) cards")
        return back.count == 1 ? back[0] : nil
    }

    static func check(_ path: String) throws {
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let cards: [ProfileSnapshot]
        do {
            cards = try imported(try TestCards.bytes(path), name: name)
        } catch is VCardError {
            return  // a file import refuses whole (no card in it, a cap exceeded) exports nothing
        }
        for (index, card) in cards.enumerated() {
            let place = "\(name) card \(index + 1)"
            for export in VCardExport.allCases {
                let first = try export.encode(card)
                guard let back = try single(first, "\(place) \(export)") else { continue }
                let again = try export.encode(back)
                let (a, b) = (String(decoding: first, as: UTF8.self), String(decoding: again, as: UTF8.self))
                #expect(a == b, "\(place), \(export): \(firstDifference(a, b))")
            }
            // MECARD and jCard, through the card read back from 4.0 and, twice, from 3.0.
            guard let via4 = try single(try VCardExport.v4.encode(card), "\(place) vcard"),
                  let once3 = try single(try VCardExport.v3.encode(card), "\(place) vcard3"),
                  let twice3 = try single(try VCardExport.v3.encode(once3), "\(place) vcard3 again") else { continue }
            for format in [CardDataFormat.mecard, .json] {
                let (a, b) = (written(card, format), written(via4, format))
                #expect(a == b, "\(place), \(format) through vcard: \(firstDifference(a, b))")
                let (c, d) = (written(once3, format), written(twice3, format))
                #expect(c == d, "\(place), \(format) through vcard3: \(firstDifference(c, d))")
            }
        }
    }

    @Test("the corpora are there: samples, the fuzz regressions and the four shared folders")
    func corporaAreThere() {
        for dir in Self.corpusFolders {
            let count = Self.files.filter { $0.hasPrefix(dir + "/") }.count
            #expect(count > 0, "\(dir) holds no .vcf")
        }
    }

    @Test("every card exports, imports and exports again to the same bytes in every format", arguments: files)
    func roundTrip(_ path: String) throws {
        try Self.check(path)
    }
}
