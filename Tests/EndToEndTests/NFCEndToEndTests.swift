import Foundation
import Testing
import MycaTestSupport

/// `myca nfc` as a person runs it: the NDEF message read by ndeflib (the decoder nfcpy
/// uses, Python) and its vCard by ez-vcard; tag images, fitting, and `--write` with no reader.
@Suite struct NFCEndToEndTests {
    /// ndeflib's reading of an NDEF message file: one line a record, its type and then
    /// the URI of a URI record or the hex of any other payload.
    static func ndeflib(_ file: String) throws -> [(type: String, value: String)] {
        let script = """
            import sys, ndef
            for r in ndef.message_decoder(open(sys.argv[1], 'rb').read(), errors='strict'):
                print(r.type + '\\t' + (r.uri if r.type == 'urn:nfc:wkt:U' else r.data.hex()))
            """
        let result = try ToolProcess.run("/usr/bin/env", ["python3", "-c", script, file])
        try #require(result.status == 0, "ndeflib: \(result.err)")
        return result.out.split(separator: "\n").map { line in
            let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
            return (parts[0], parts.count > 1 ? parts[1] : "")
        }
    }

    static func bytes(hex: String) -> [UInt8] {
        var out: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex, let next = hex.index(index, offsetBy: 2, limitedBy: hex.endIndex) {
            out.append(UInt8(hex[index..<next], radix: 16) ?? 0)
            index = next
        }
        return out
    }

    @Test("ndeflib reads one text/vcard record, whose vCard ez-vcard reads with FN, emails and phones, and the URI record",
          arguments: [["--sample"], ["full", "--tag", "ntag216"]])
    func decodesInNdeflibAndEzVCard(card: [String]) throws {
        let home = try TmuxShowTests.home()
        let file = home.path + "/card.ndef"
        let run = try MycaProcess.run(["nfc", "--ndef", file] + card, home: home.path)
        try #require(run.status == 0, "\(run.err)")
        let records = try Self.ndeflib(file)
        let vCards = records.filter { $0.type == "text/vcard" }
        try #require(vCards.count == 1, "\(records)")
        let exported = try MycaProcess.run(["export", "--format", "vcard3"] + card.prefix(1), home: home.path).out
        let url = exported.split(separator: "\r\n").first { $0.hasPrefix("URL") }.map { String($0.split(separator: ":", maxSplits: 1)[1]) }
        #expect(records.filter { $0.type == "urn:nfc:wkt:U" }.map(\.value) == [try #require(url)])
        #expect(records.count == 2)
        let vcf = home.path + "/tag.vcf"
        try Data(Self.bytes(hex: vCards[0].value)).write(to: URL(fileURLWithPath: vcf))
        let (status, dump) = try EzVCard.validate(version: "3.0", files: [vcf])
        #expect(status == 0, "\(dump)")
        let lines = dump.split(separator: "\n").map(String.init)
        let wanted = exported.split(separator: "\r\n").filter { $0.hasPrefix("EMAIL") || $0.hasPrefix("TEL") || $0.hasPrefix("FN") }
        #expect(!wanted.isEmpty)
        for line in wanted {
            let value = String(line.split(separator: ":", maxSplits: 1)[1])
            let property = line.hasPrefix("FN") ? "FN" : line.hasPrefix("TEL") ? "TEL" : "EMAIL"
            #expect(lines.contains("\(property) \"\(value)\""), "\(property) \(value) in \(dump)")
        }
    }

    @Test("on every tag the image is the tag's size and its TLV holds the same message; the full card on ntag213 names what it left out",
          arguments: [("ntag213", 180), ("ntag215", 540), ("ntag216", 924)])
    func imagesFitTheTag(tag: String, imageBytes: Int) throws {
        let home = try TmuxShowTests.home()
        for card in [["--sample"], ["full"]] {
            let ndef = home.path + "/m.ndef", image = home.path + "/m.mfd"
            let run = try MycaProcess.run(["nfc", "--tag", tag, "--ndef", ndef, "--image", image, "-v"] + card, home: home.path)
            try #require(run.status == 0, "\(run.err)")
            let message = [UInt8](try Data(contentsOf: URL(fileURLWithPath: ndef)))
            let memory = [UInt8](try Data(contentsOf: URL(fileURLWithPath: image)))
            #expect(memory.count == imageBytes)
            let user = memory[16..<(imageBytes - 20)]
            #expect(ReadRecord.tlv(user) == message, "\(card) on \(tag)")
            let used = message.count + (message.count < 255 ? 2 : 4) + 1
            #expect(used <= user.count)
            #expect(run.err.contains("\(used) of \(user.count) bytes"), "\(run.err)")
            #expect(try Self.ndeflib(ndef).contains { $0.type == "text/vcard" })
            if tag == "ntag213", card == ["full"] {
                #expect(run.err.contains("warning: left out "), "\(run.err)")
                for word in ["note", "address", "social"] { #expect(run.err.contains(word), "\(run.err)") }
            }
        }
    }

    @Test("a card whose name alone exceeds the tag exits 1 and writes nothing")
    func nameTooLong() throws {
        let home = try TemporaryDirectory("myca-nfc-long")
        let name = String(repeating: "Bartholomew ", count: 17).prefix(200)
        let made = try MycaProcess.run(["new", "long", "--name", String(name)], home: home.path)
        try #require(made.status == 0, "\(made.err)")
        let ndef = home.path + "/long.ndef"
        let run = try MycaProcess.run(["nfc", "long", "--tag", "ntag213", "--ndef", ndef], home: home.path)
        #expect(run.status == 1)
        #expect(run.err.contains("does not fit on ntag213 even with the name alone"), "\(run.err)")
        #expect(!FileManager.default.fileExists(atPath: ndef))
    }

    @Test("--write without a reader exits 1 within a second, naming libnfc and the reader")
    func writeWithoutReader() throws {
        let started = Date()
        let run = try MycaProcess.run(["nfc", "--sample", "--write"])
        #expect(Date().timeIntervalSince(started) < 1)
        #expect(run.status == 1)
        let error = run.err.split(separator: "\n").first { $0.hasPrefix("myca: error: ") } ?? ""
        #expect(error.contains("libnfc") && error.contains("reader"), "\(run.err)")
        #expect(run.err.contains("hint: attach a reader"), "\(run.err)")
        let missing = try MycaProcess.run(["nfc", "--sample", "--write"], environment: ["MYCA_NFC": "/nonexistent/myca-nfc"])
        #expect(missing.status == 1)
        #expect(missing.err.contains("myca-nfc") && missing.err.contains("libnfc") && missing.err.contains("--image"), "\(missing.err)")
    }

    @Test("a tag that is no tag is a usage error naming --tag; myca itself never links libnfc")
    func usageAndLinking() throws {
        let run = try MycaProcess.run(["nfc", "--sample", "--tag", "ntag999"])
        #expect(run.status == 2)
        #expect(run.err.contains("--tag") && run.err.contains("ntag999"), "\(run.err)")
        let both = try MycaProcess.run(["nfc", "--sample", "--uri-only", "--fields", "name"])
        #expect(both.status == 2, "\(both.err)")
        let ldd = try ToolProcess.run("/usr/bin/ldd", [MycaProcess.binary])
        #expect(ldd.status == 0 && !ldd.out.contains("libnfc") && !ldd.out.contains("libusb"), "\(ldd.out)")
    }

    @Test("batch --format nfc writes one .ndef a row, each the row's vCard record and its link")
    func batchWritesNDEF() throws {
        let tmp = try TemporaryDirectory("myca-nfc-batch")
        try "name,email,url\nAna Lima,ana@example.org,https://ana.example\nBo Chen,bo@example.org,\n"
            .write(toFile: tmp.path + "/in.csv", atomically: true, encoding: .utf8)
        let run = try MycaProcess.run(["batch", "in.csv", "--out", "out", "--name", "{row}", "--format", "nfc"], directory: tmp.path)
        try #require(run.status == 0, "\(run.err)")
        for (row, name, links) in [(1, "Ana Lima", 1), (2, "Bo Chen", 0)] {
            let file = tmp.path + "/out/\(row).ndef"
            let records = try #require(ReadRecord.read([UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))))
            #expect(records.count == 1 + links && records[0].type == Array("text/vcard".utf8))
            #expect(String(decoding: records[0].payload, as: UTF8.self).contains("\r\nFN:\(name)\r\n"))
            #expect(try Self.ndeflib(file).count == 1 + links)
        }
    }
}
