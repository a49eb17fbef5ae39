import Foundation
import MycaCore
import MycaTestSupport
import Testing

/// A photo whose base64 does not decode, through the built binary: the import says so,
/// naming the file and line, and keeps the text as an extension property; every export is
/// valid for its version (no line claims base64 it does not hold) and reads back the same.
@Suite("broken base64 photos (binary)")
struct BrokenPhotoEndToEndTests {
    /// (name, the PHOTO line as a 3.0 or 2.1 card writes it, or a 4.0 data: URI)
    static let photos: [(String, String, String)] = [
        ("bad-characters", "3.0", "PHOTO;ENCODING=b;TYPE=JPEG:/9j/4AAQ!!!SkZJRgABAQ=="),
        ("padding-inside", "2.1", "PHOTO;ENCODING=BASE64;TYPE=JPEG:/9j/4AAQ==SkZJRgAB"),
        ("cut-short", "3.0", "PHOTO;ENCODING=b;TYPE=PNG:iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB0"),
        ("data-uri", "4.0", "PHOTO:data:image/jpeg;base64,/9j/4A*AQ;Sk,ZJ"),
    ]

    /// Every value that says it is base64 (after `ENCODING=b…:` or `;base64,`), unfolded;
    /// an extension property's text (`X-PHOTO:data:…`) is text, which no reader decodes.
    static func base64Values(_ text: String) -> [String] {
        let unfolded = text.replacingOccurrences(of: "\r\n ", with: "")
        var values: [String] = []
        for line in unfolded.components(separatedBy: "\r\n") where !line.uppercased().hasPrefix("X-") {
            let upper = line.uppercased()
            if let colon = line.firstIndex(of: ":"), upper[..<colon].contains("ENCODING=B") {
                values.append(String(line[line.index(after: colon)...]))
            } else if let range = line.range(of: ";base64,") {
                values.append(String(line[range.upperBound...]))
            }
        }
        return values
    }

    @Test("import keeps it as X-PHOTO with a warning naming the line; 3.0 and 4.0 exports are valid", arguments: photos)
    func brokenPhotoIsKeptAsTextAndExportsAreValid(_ name: String, _ version: String, _ photo: String) throws {
        let tmp = try TemporaryDirectory("myca-photo")
        let home = tmp.path + "/home"
        let file = tmp.path + "/\(name).vcf"
        let vcf = "BEGIN:VCARD\r\nVERSION:\(version)\r\nFN:Ann\r\nN:;Ann;;;\r\n\(photo)\r\nEND:VCARD\r\n"
        try Data(vcf.utf8).write(to: URL(fileURLWithPath: file))
        let imported = try MycaProcess.run(["import", "--as", "ann", file], home: home)
        #expect(imported.status == 0, "\(imported.err)")
        #expect(imported.err.contains(file + ":5: PHOTO: photo data is not valid base64; kept as X-PHOTO"), "\(imported.err)")
        for (format, ez) in [("vcard", "4.0"), ("vcard3", "3.0")] {
            let exported = try MycaProcess.run(["export", "ann", "--format", format], home: home)
            #expect(exported.status == 0, "\(exported.err)")
            let text = String(decoding: exported.stdout, as: UTF8.self)
            for value in Self.base64Values(text) {
                #expect(Data(base64Encoded: value) != nil, "\(format) claims base64 it does not hold: \(value)")
            }
            #expect(text.contains("X-PHOTO"), "\(text)")
            let out = tmp.path + "/export-\(ez).vcf"
            try Data(exported.stdout).write(to: URL(fileURLWithPath: out))
            let checked = try EzVCard.validate(version: ez, files: [out])
            #expect(checked.status == 0, "\(checked.output)")
            #expect(checked.output.contains("X-PHOTO"), "\(checked.output)")
            // Read again, it is the same card, with nothing to warn about.
            let again = try MycaProcess.run(["import", out], home: home)
            #expect(again.status == 0 && !again.err.contains("warning"), "\(again.err)")
            #expect(again.err.contains("skipped 1 card already in the store"), "\(again.err)")
        }
    }

    @Test("edit --unset photo takes out a photo kept as X-PHOTO too", arguments: photos)
    func unsetPhotoRemovesTheKeptOne(_ name: String, _ version: String, _ photo: String) throws {
        let tmp = try TemporaryDirectory("myca-photo-unset")
        let home = tmp.path + "/home"
        let file = tmp.path + "/\(name).vcf"
        let vcf = "BEGIN:VCARD\r\nVERSION:\(version)\r\nFN:Ann\r\nN:;Ann;;;\r\n\(photo)\r\nX-TWITTER:ann\r\nEND:VCARD\r\n"
        try Data(vcf.utf8).write(to: URL(fileURLWithPath: file))
        #expect(try MycaProcess.run(["import", "--as", "ann", file], home: home).status == 0)
        let edited = try MycaProcess.run(["edit", "ann", "--unset", "photo"], home: home)
        #expect(edited.status == 0, "\(edited.err)")
        let exported = String(decoding: try MycaProcess.run(["export", "ann"], home: home).stdout, as: UTF8.self)
        #expect(!exported.uppercased().contains("PHOTO"), "\(exported)")
        // Only the photo goes: the card's other kept properties stay.
        #expect(exported.contains("X-TWITTER:ann"), "\(exported)")
    }
}
