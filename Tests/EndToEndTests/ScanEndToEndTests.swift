import Foundation
import Testing
import MycaCore
import MycaTestSupport

/// `myca scan` on images made by other generators (qrencode, segno, python-qrcode) as
/// screenshots and simulated phone photos (Tests/Tools/ScanImages.py), some with two codes:
/// every code is found and every contact equals myca's own reading of the code's text.
@Suite struct ScanEndToEndTests {
    struct Image: Sendable {
        var file: String
        var payloads: [String]
    }

    /// The images, made once for every test of the suite.
    static let images: Result<(folder: String, images: [Image]), any Error> = Result {
        let folder = NSTemporaryDirectory() + "myca-scan-images-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let script = MycaProcess.packageRoot + "/Tests/Tools/ScanImages.py"
        let made = try ToolProcess.run("/usr/bin/env", ["python3", script, "codes", folder, SharedCorpus.vcards])
        guard made.status == 0 else { throw ToolFailure(text: made.err) }
        let manifest = try JSONValue.parse(Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/manifest.json"))))
        let images = (manifest.arrayValue ?? []).map { item in
            Image(file: folder + "/" + (item["image"]?.stringValue ?? ""),
                  payloads: item["payloads"]?.arrayValue?.compactMap(\.stringValue) ?? [])
        }
        return (folder, images)
    }

    struct ToolFailure: Error { var text: String }

    /// What myca writes for the contacts in `payloads`: its own reading of each text.
    static func expected(_ payloads: [String]) throws -> [String] {
        try payloads.flatMap { ContactPayload(text: $0).profiles }.map { VCardWriter.write([try $0.snapshot()], version: .v4_0) }
    }

    /// The cards in vCard text, each whole.
    static func cards(_ text: String) -> [String] {
        text.components(separatedBy: "BEGIN:VCARD\r\n").dropFirst().map { "BEGIN:VCARD\r\n" + $0 }
    }

    @Test("every code in every screenshot and photo is found, and each contact is the code's own, field for field")
    func everyCodeFound() throws {
        let made = try Self.images.get()
        #expect(made.images.count >= 25)
        var missing: [String] = []
        for image in made.images {
            let run = try MycaProcess.run(["scan", image.file])
            let found = Self.cards(run.out)
            let wanted = try Self.expected(image.payloads)
            if run.status != 0 || Set(found) != Set(wanted) || found.count != wanted.count {
                missing.append("\(image.file): \(run.err)\nfound \(found)\nwanted \(wanted)")
            }
        }
        #expect(missing.isEmpty, "\(missing.joined(separator: "\n\n"))")
    }

    @Test("several images at once: one line per image on stderr naming the file and what it held")
    func linePerImage() throws {
        let made = try Self.images.get()
        let two = try #require(made.images.first { $0.file.hasSuffix("two-00.png") })
        let one = try #require(made.images.first { $0.file.hasSuffix("shot-04-segno.png") })
        let run = try MycaProcess.run(["scan", two.file, one.file])
        #expect(run.status == 0, "\(run.err)")
        #expect(run.err.contains("two-00.png: 2 contacts: MECARD (Hanako Tanaka), MECARD (Sean Owen)"), "\(run.err)")
        #expect(run.err.contains("shot-04-segno.png: 1 contact: tel (+44-20-7946-0958)"), "\(run.err)")
        #expect(Self.cards(run.out).count == 3)
    }

    @Test("--jobs 3 writes what --jobs 1 writes, in the order of the images, with standard input among them")
    func jobs() throws {
        let made = try Self.images.get()
        let files = made.images.prefix(7).map(\.file)
        let piped = Array(try Data(contentsOf: URL(fileURLWithPath: made.images[8].file)))
        let one = try MycaProcess.run(["scan", "--jobs", "1"] + files + ["-"], stdin: piped)
        let three = try MycaProcess.run(["scan", "-j", "3"] + files + ["-"], stdin: piped)
        #expect(one.status == 0 && three.status == 0, "\(three.err)")
        #expect(one.out == three.out && one.err == three.err)
        #expect(Self.cards(three.out).count == 8)
        #expect(!three.err.contains("["), "no progress bar off a terminal: \(three.err)")
        let zero = try MycaProcess.run(["scan", "--jobs", "0", files[0]])
        #expect(zero.status == 2)
    }

    @Test("--json prints each contact with its image, its source and the card as show --json gives it")
    func json() throws {
        let made = try Self.images.get()
        let two = try #require(made.images.first { $0.file.hasSuffix("two-02.png") })
        let run = try MycaProcess.run(["scan", "--json", two.file])
        #expect(run.status == 0, "\(run.err)")
        let items = try #require(try JSONValue.parse(run.out).arrayValue)
        #expect(items.map { $0["source"]?.stringValue } == ["BIZCARD", "MATMSG"])
        #expect(items.allSatisfy { $0["image"]?.stringValue == two.file })
        #expect(items[0]["card"]?["emails"]?[0]?["address"]?.stringValue == "sean.owen@example.com")
        #expect(try MycaProcess.run(["scan", "--json", "--to", "x", two.file]).status == 2)
    }

    @Test("standard input is read as an image")
    func standardInput() throws {
        let made = try Self.images.get()
        let image = try #require(made.images.first { $0.file.hasSuffix("photo-01-segno.jpg") })
        let run = try MycaProcess.run(["scan", "-"], stdin: Array(try Data(contentsOf: URL(fileURLWithPath: image.file))))
        #expect(run.status == 0, "\(run.err)")
        #expect(Self.cards(run.out) == (try Self.expected(image.payloads)))
    }

    @Test("an image without a code or text exits 1 naming the file and why; the other images are still written")
    func nothingFound() throws {
        let dir = try TemporaryDirectory()
        let script = "from PIL import Image; Image.new('L', (400, 300), 12).save('\(dir.path)/dark.png'); Image.new('L', (400, 300), 200).save('\(dir.path)/blank.png')"
        _ = try ToolProcess.run("/usr/bin/env", ["python3", "-c", script])
        let made = try Self.images.get()
        let run = try MycaProcess.run(["scan", dir.path + "/dark.png", made.images[0].file, dir.path + "/blank.png"])
        #expect(run.status == 1)
        #expect(run.err.contains("dark.png: no code and no card found: the image is too dark"), "\(run.err)")
        #expect(run.err.contains("blank.png: no code and no card found: the image has almost no contrast"), "\(run.err)")
        #expect(Self.cards(run.out).count == 1)
    }

    @Test("hostile images are refused before decoding: cut off, not an image, too many pixels")
    func hostile() throws {
        let dir = try TemporaryDirectory()
        let made = try Self.images.get()
        let png = [UInt8](try Data(contentsOf: URL(fileURLWithPath: made.images[0].file)))
        let cut = try dir.write("cut.png", bytes: Array(png.prefix(png.count / 2)))
        let text = try dir.write("text.png", "BEGIN:VCARD\r\n")
        // A PNG header claiming 100000×100000 pixels: a decompression bomb's first chunk.
        let script = """
            import struct, zlib
            def chunk(t, d): return struct.pack('>I', len(d)) + t + d + struct.pack('>I', zlib.crc32(t + d))
            raw = zlib.compress(b'\\x00' * 1000)
            data = b'\\x89PNG\\r\\n\\x1a\\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', 100000, 100000, 8, 0, 0, 0, 0)) + chunk(b'IDAT', raw) + chunk(b'IEND', b'')
            open('\(dir.path)/bomb.png', 'wb').write(data)
            """
        _ = try ToolProcess.run("/usr/bin/env", ["python3", "-c", script])
        for (file, words) in [(cut, "broken or cut off"), (text, "is not a PNG or JPEG image"), (dir.path + "/bomb.png", "100000×100000 pixels")] {
            let run = try MycaProcess.run(["scan", file])
            #expect(run.status == 1)
            #expect(run.err.contains(words), "\(run.err)")
            #expect(run.out.isEmpty)
        }
    }
}

/// myca's own printed cards, photographed, give back what their code carries, exactly.
@Suite struct ScanOwnCardsEndToEndTests {
    @Test("a photo of myca's printed card gives back the contact of its code, field for field", arguments: [1, 2, 3])
    func ownCard(seed: Int) throws {
        let dir = try TemporaryDirectory()
        let png = dir.file("card.png"), photo = dir.file("photo.jpg")
        let drawn = try MycaProcess.run(["card", "--sample", "--png", png], home: dir.path)
        try #require(drawn.status == 0, "\(drawn.err)")
        let made = try ToolProcess.run("/usr/bin/env", ["python3", MycaProcess.packageRoot + "/Tests/Tools/ScanImages.py",
                                                        "photograph", png, photo, String(seed)])
        try #require(made.status == 0, "\(made.err)")
        // What the printed code carries, as zbar reads it from the card's own PNG.
        let carried = try #require(try QRDecoders.zbarText(Array(try Data(contentsOf: URL(fileURLWithPath: png))), ext: "png"))
        let wanted = try ScanEndToEndTests.expected([carried])
        let run = try MycaProcess.run(["scan", photo], home: dir.path)
        #expect(run.status == 0, "\(run.err)")
        #expect(ScanEndToEndTests.cards(run.out) == wanted, "\(run.err)")
        let exported = try MycaProcess.run(["export", "--sample"], home: dir.path).out
        for line in exported.split(separator: "\r\n") where line.hasPrefix("FN:") || line.hasPrefix("EMAIL") {
            #expect(run.out.contains(String(line)), "\(line)")
        }
    }
}
