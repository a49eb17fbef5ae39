import Foundation
import MycaCore
import MycaTestSupport
import Testing

/// A photo straight from a phone carries where it was taken. Whichever way it comes in
/// (`new --photo`, `edit --photo`, `import`, a card stored before photos were cleaned), the
/// store file, `export` and `page` hold it without its metadata and with its pixels intact,
/// as the binary writes them and as exiftool reads them.
@Suite("photo metadata (binary)")
struct PhotoMetadataEndToEndTests {
    static let notice = "removed metadata (such as location and camera details) from the photo"

    /// Every image in `text`: each base64 run after `;base64,`, `"base64":"` or vCard 3.0's
    /// `ENCODING=b;TYPE=…:`, decoded; a
    /// decoded text (the page's vCard link) is searched in turn.
    static func images(in text: String) -> [[UInt8]] {
        let unfolded = text.replacingOccurrences(of: "\r\n ", with: "").replacingOccurrences(of: "\n ", with: "")
        var found: [[UInt8]] = []
        for opener in [";base64,", "\"base64\":\"", "ENCODING=b;TYPE=PNG:", "ENCODING=b;TYPE=JPEG:"] {
            for part in unfolded.components(separatedBy: opener).dropFirst() {
                let run = part.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "/" || $0 == "=") }
                guard let data = Data(base64Encoded: String(run)) else { continue }
                let bytes = [UInt8](data)
                if Photo.sniffMediaType(bytes) != nil {
                    found.append(bytes)
                } else if let inner = String(data: data, encoding: .utf8) {
                    found += images(in: inner)
                }
            }
        }
        return found
    }

    /// Checks that `text` holds at least one image, that none holds a leak (GPS, XMP,
    /// comment, IPTC, camera make) and that each is `clean`; the leaks are not in the text either.
    static func expectClean(_ text: String, _ clean: [UInt8], _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let found = images(in: text)
        #expect(!found.isEmpty, "no photo in \(what)", sourceLocation: sourceLocation)
        for image in found {
            #expect(image == clean, "\(what): the photo is not the cleaned photo", sourceLocation: sourceLocation)
            for leak in TestPhotos.leaks {
                #expect(!TestPhotos.contains(image, leak), "\(what): the photo holds \(leak)", sourceLocation: sourceLocation)
            }
        }
        for leak in TestPhotos.leaks {
            #expect(!text.contains(leak), "\(what) holds \(leak)", sourceLocation: sourceLocation)
        }
    }

    static func read(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    /// exiftool's `-G1 -s` lines for `bytes`.
    static func exiftool(_ bytes: [UInt8], in dir: TemporaryDirectory) throws -> String {
        let path = dir.path + "/probe"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let run = try ToolProcess.run("/usr/bin/exiftool", ["-a", "-G1", "-s", "-n", path])
        #expect(run.status == 0, "exiftool (Debian libimage-exiftool-perl) failed: \(run.err)")
        return run.out
    }

    @Test("new, edit, export and page: a JPEG's GPS, XMP, IPTC and comment are gone, its scan and orientation stay")
    func jpegThroughNewEditExportPage() throws {
        let dir = try TemporaryDirectory()
        let home = dir.path + "/store"
        try Data(TestPhotos.jpegWithMetadata).write(to: URL(fileURLWithPath: dir.path + "/me.jpg"))

        let created = try MycaProcess.run(["new", "ann", "--name", "Ann Lee", "--photo", "me.jpg"], home: home, directory: dir.path)
        #expect(created.status == 0, "\(created.err)")
        #expect(created.err.contains(Self.notice))
        Self.expectClean(try Self.read(home + "/cards/ann.vcf"), TestPhotos.jpegCleaned, "the store file")

        // Pixels: the bytes from the start of scan on are the file's.
        let stored = try #require(Self.images(in: try Self.read(home + "/cards/ann.vcf")).first)
        #expect(TestPhotos.scan(of: stored) == TestPhotos.scan(of: TestPhotos.jpegWithMetadata))

        let exported = try MycaProcess.run(["export", "ann"], home: home)
        #expect(exported.status == 0 && !exported.err.contains(Self.notice))
        Self.expectClean(exported.out, TestPhotos.jpegCleaned, "export")
        let json = try MycaProcess.run(["export", "ann", "--format", "json"], home: home)
        Self.expectClean(json.out, TestPhotos.jpegCleaned, "export as JSON")
        let page = try MycaProcess.run(["page", "ann"], home: home)
        #expect(page.status == 0, "\(page.err)")
        Self.expectClean(page.out, TestPhotos.jpegCleaned, "page")

        // Another photo by edit.
        try Data(TestPhotos.pngWithMetadata).write(to: URL(fileURLWithPath: dir.path + "/me.png"))
        let edited = try MycaProcess.run(["edit", "ann", "--photo", "me.png"], home: home, directory: dir.path)
        #expect(edited.status == 0, "\(edited.err)")
        #expect(edited.err.contains(Self.notice))
        Self.expectClean(try Self.read(home + "/cards/ann.vcf"), TestPhotos.pngCleaned, "the store file after edit")

        // A photo with nothing to remove says nothing.
        try Data(TestPhotos.plainPNG).write(to: URL(fileURLWithPath: dir.path + "/plain.png"))
        let plain = try MycaProcess.run(["edit", "ann", "--photo", "plain.png"], home: home, directory: dir.path)
        #expect(plain.status == 0 && !plain.err.contains(Self.notice), "\(plain.err)")
    }

    @Test("import: a vCard's PNG photo is stored without its text, XMP, eXIf GPS and time")
    func pngThroughImport() throws {
        let dir = try TemporaryDirectory()
        let home = dir.path + "/store"
        let vcard = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ben Ito\r\nPHOTO:data:image/png;base64,"
            + Base64.encode(TestPhotos.pngWithMetadata) + "\r\nEND:VCARD\r\n"
        let imported = try MycaProcess.run(["import", "-"], home: home, stdin: Array(vcard.utf8))
        #expect(imported.status == 0, "\(imported.err)")
        #expect(imported.err.contains("card 1: " + Self.notice), "\(imported.err)")
        Self.expectClean(try Self.read(home + "/cards/ben-ito.vcf"), TestPhotos.pngCleaned, "the store file")
        Self.expectClean(try MycaProcess.run(["export", "ben-ito", "--format", "vcard3"], home: home).out, TestPhotos.pngCleaned,
                         "export as vCard 3.0")
        Self.expectClean(try MycaProcess.run(["page", "ben-ito"], home: home).out, TestPhotos.pngCleaned, "page")
    }

    @Test("a card stored with its photo's metadata is exported and paged without it, and says so")
    func storedBeforeCleaning() throws {
        let dir = try TemporaryDirectory()
        let home = dir.path + "/store"
        #expect(try MycaProcess.run(["new", "old", "--name", "Old Card"], home: home).status == 0)
        let raw = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Old Card\r\nPHOTO:data:image/jpeg;base64,"
            + Base64.encode(TestPhotos.jpegWithMetadata) + "\r\nEND:VCARD\r\n"
        try Data(raw.utf8).write(to: URL(fileURLWithPath: home + "/cards/old.vcf"))

        let exported = try MycaProcess.run(["export", "old"], home: home)
        #expect(exported.status == 0 && exported.err.contains(Self.notice), "\(exported.err)")
        Self.expectClean(exported.out, TestPhotos.jpegCleaned, "export")
        let all = try MycaProcess.run(["export", "--all"], home: home)
        #expect(all.err.contains(Self.notice))
        Self.expectClean(all.out, TestPhotos.jpegCleaned, "export of every card")
        let page = try MycaProcess.run(["page", "old"], home: home)
        #expect(page.status == 0 && page.err.contains(Self.notice), "\(page.err)")
        Self.expectClean(page.out, TestPhotos.jpegCleaned, "page")
        // Reading writes nothing; the next change writes the card clean.
        #expect(try Self.read(home + "/cards/old.vcf") == raw)
        let edited = try MycaProcess.run(["edit", "old", "--title", "Engineer"], home: home)
        #expect(edited.status == 0 && edited.err.contains(Self.notice), "\(edited.err)")
        Self.expectClean(try Self.read(home + "/cards/old.vcf"), TestPhotos.jpegCleaned, "the store file after edit")
    }

    @Test("a JPEG whose segments do not hold together is refused naming the file, and nothing is written")
    func malformedPhotoIsRefused() throws {
        let dir = try TemporaryDirectory()
        let home = dir.path + "/store"
        let cut = Array(TestPhotos.jpegWithMetadata.prefix(40))
        try Data(cut).write(to: URL(fileURLWithPath: dir.path + "/cut.jpg"))
        let run = try MycaProcess.run(["new", "ann", "--name", "Ann Lee", "--photo", "cut.jpg"], home: home, directory: dir.path)
        #expect(run.status != 0)
        #expect(run.err.contains("photo " + dir.path + "/cut.jpg cannot be read: the JPEG segment FFE1 at byte 20"), "\(run.err)")
        #expect(!FileManager.default.fileExists(atPath: home + "/cards/ann.vcf"))
    }

    @Test("exiftool finds GPS, make, comment, XMP and IPTC in the photo given and only the orientation in the photo stored")
    func exiftoolAgrees() throws {
        let dir = try TemporaryDirectory()
        let home = dir.path + "/store"
        for (name, bytes, clean) in [("me.jpg", TestPhotos.jpegWithMetadata, TestPhotos.jpegCleaned),
                                     ("me.png", TestPhotos.pngWithMetadata, TestPhotos.pngCleaned)] {
            let before = try Self.exiftool(bytes, in: dir)
            for tag in ["[GPS]", "GPSLatitude", "Make", "XMP", "Comment"] {
                #expect(before.contains(tag), "exiftool does not see \(tag) in the test photo \(name):\n\(before)")
            }
            try Data(bytes).write(to: URL(fileURLWithPath: dir.path + "/" + name))
            #expect(try MycaProcess.run(["new", "ann", "--name", "Ann", "--photo", name, "--force"], home: home, directory: dir.path).status == 0)
            let stored = try #require(Self.images(in: try Self.read(home + "/cards/ann.vcf")).first)
            #expect(stored == clean)
            let after = try Self.exiftool(stored, in: dir)
            for tag in ["GPS", "Make", "XMP", "Comment", "IPTC", "Photoshop", "Warning", "Error"] {
                #expect(!after.contains(tag), "exiftool sees \(tag) in the stored photo from \(name):\n\(after)")
            }
            #expect(after.contains("Orientation                     : 6"), "\(after)")
        }
    }
}
