import Testing
@testable import MycaCore

/// The VERSION property read once into a `VCardVersion`, and the reader's syntax choices
/// following it: 2.1 has no caret encoding and no component lists, 4.0 is UTF-8 only, and a
/// version myca does not know is read as 3.0 with a warning.
@Suite struct VCardVersionTests {
    static func card(_ versionLine: String, _ lines: [String]) -> [UInt8] {
        Array((["BEGIN:VCARD", versionLine] + lines + ["END:VCARD", ""]).joined(separator: "\r\n").utf8)
    }

    static func read(_ versionLine: String, _ lines: [String]) throws -> (Profile, [VCardWarning]) {
        let r = try VCardReader.read(card(versionLine, lines))
        return (try #require(r.profiles.first), r.warnings)
    }

    @Test(arguments: [
        ("2.1", VCardVersion.v2_1), ("3.0", .v3_0), ("4.0", .v4_0), (" 4.0 ", .v4_0), ("\t2.1", .v2_1),
    ])
    func knownVersionsParse(text: String, version: VCardVersion) {
        #expect(VCardVersion(propertyValue: text) == version)
    }

    @Test(arguments: ["", "4", "5.0", "3.0.1", "v3.0", "2.1 3.0", "4,0"])
    func unknownVersionsDoNotParse(text: String) {
        #expect(VCardVersion(propertyValue: text) == nil)
    }

    @Test("a version line in lower case is the same version")
    func lowerCaseVersionLine() throws {
        let (upper, upperWarnings) = try Self.read("VERSION:2.1", ["FN:A", "N:Doe;John;Richter,James;;"])
        let (lower, lowerWarnings) = try Self.read("version:2.1", ["FN:A", "N:Doe;John;Richter,James;;"])
        #expect(upperWarnings.isEmpty && lowerWarnings.isEmpty)
        #expect(lower.additionalNames == ["Richter,James"])
        #expect(lower == upper)
    }

    @Test("an unknown version is read as 3.0, with a warning naming it")
    func unknownVersionReadsAs30() throws {
        let (p, warnings) = try Self.read("VERSION:5.0", ["FN:A", "N:Lee,Kim;Ann;;;", "X-A;X-P=a^^b:v"])
        #expect(warnings.map(\.kind) == [.unknownVersion])
        #expect(warnings.first?.message == "unknown vCard version 5.0, read as 3.0")
        #expect(warnings.first?.line == 2)
        // 3.0 syntax: the comma makes a list, and the caret escape is undone.
        #expect(p.nameLists == [["Lee", "Kim"], ["Ann"]])
        #expect(p.extras.first?.parameters.first?.values == ["a^b"])
    }

    @Test("a card without a version is read as 3.0, without a warning")
    func missingVersionReadsAs30() throws {
        let r = try VCardReader.read(Array("BEGIN:VCARD\r\nFN:A\r\nN:Lee,Kim;Ann;;;\r\nEND:VCARD\r\n".utf8))
        #expect(!r.warnings.contains { $0.kind == .unknownVersion })
        #expect(r.profiles.first?.nameLists == [["Lee", "Kim"], ["Ann"]])
    }

    @Test("2.1 has no caret encoding: a caret in a parameter is a caret")
    func caretsByVersion() throws {
        for (version, expected) in [("2.1", "a^^b"), ("3.0", "a^b"), ("4.0", "a^b")] {
            let (p, _) = try Self.read("VERSION:" + version, ["FN:A", "X-A;X-P=a^^b:v"])
            #expect(p.extras.first?.parameters.first?.values == [expected], "\(version)")
        }
    }

    @Test("2.1 has no lists in N or ADR: a comma is part of the text")
    func componentListsByVersion() throws {
        let lines = ["FN:A", "N:Lee,Kim;Ann;;;", "ADR:;;1 Main St,Apt 2;Town;;;"]
        let (v21, _) = try Self.read("VERSION:2.1", lines)
        #expect(v21.familyName == "Lee,Kim")
        #expect(v21.nameLists == nil)
        #expect(v21.addresses.first?.street == "1 Main St,Apt 2")
        let (v30, _) = try Self.read("VERSION:3.0", lines)
        #expect(v30.nameLists == [["Lee", "Kim"], ["Ann"]])
    }

    @Test("only 4.0 takes bytes that are not UTF-8 as damage rather than the card's legacy charset")
    func legacyCharsetFallbackByVersion() throws {
        // ORG names Latin-1; NOTE declares nothing and holds Latin-1 "é" (0xE9).
        func card(_ version: String) -> [UInt8] {
            Array("BEGIN:VCARD\r\nVERSION:\(version)\r\nFN:A\r\nORG;CHARSET=ISO-8859-1:Caf".utf8) + [0xE9]
                + Array("\r\nNOTE:Caf".utf8) + [0xE9] + Array("\r\nEND:VCARD\r\n".utf8)
        }
        for version in ["2.1", "3.0"] {
            let p = try #require(try VCardReader.read(card(version)).profiles.first)
            #expect(p.note == "Café", "\(version)")
        }
        let v4 = try #require(try VCardReader.read(card("4.0")).profiles.first)
        #expect(v4.note == "Caf\u{FFFD}")
    }

    @Test("the writer writes exactly the writable versions, 4.0 and 3.0, never 2.1")
    func writableVersions() throws {
        #expect(VCardVersion.Writable.allCases.map(\.version) == [.v4_0, .v3_0])
        var p = Profile()
        p.formattedName = "Ann"
        let snapshot = try p.snapshot()
        for version in VCardVersion.Writable.allCases {
            #expect(version.rawValue == version.version.rawValue)
            let lines = VCardWriter.write([snapshot], version: version).components(separatedBy: "\r\n")
            #expect(lines.dropFirst().first == "VERSION:" + version.rawValue)
            let read = try VCardReader.read(Array(lines.joined(separator: "\r\n").utf8))
            #expect(!read.warnings.contains { $0.kind == .unknownVersion })
        }
    }
}
