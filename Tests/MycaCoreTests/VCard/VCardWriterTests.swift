import Testing
@testable import MycaCore

@Suite struct VCardWriterTests {
    @Test func minimalCardByteExact() throws {
        var p = Profile()
        p.givenName = "Ann"
        p.familyName = "Lee"
        p.phones = [Phone(number: "+1-555-0100", types: ["cell"], pref: 1)]
        let s = try p.snapshot()
        #expect(VCardWriter.write([s]) == "BEGIN:VCARD\r\nVERSION:4.0\r\nPRODID:-//myca//myca \(MycaVersion.current)//EN\r\nFN:Ann Lee\r\nN:Lee;Ann;;;\r\nTEL;VALUE=uri;TYPE=cell;PREF=1:tel:+1-555-0100\r\nEND:VCARD\r\n")
        #expect(VCardWriter.write([s], version: .v3_0) == "BEGIN:VCARD\r\nVERSION:3.0\r\nPRODID:-//myca//myca \(MycaVersion.current)//EN\r\nFN:Ann Lee\r\nN:Lee;Ann;;;\r\nTEL;TYPE=cell,pref:+1-555-0100\r\nEND:VCARD\r\n")
    }

    @Test func severalCardsInOneStream() throws {
        let a = try Profile.sample.snapshot(), b = try TestCards.japanese.snapshot()
        #expect(VCardWriter.write([a, b]) == VCardWriter.write([a]) + VCardWriter.write([b]))
    }

    @Test(arguments: [
        ("plain", "plain"), ("a,b", "a\\,b"), ("a;b", "a\\;b"), ("a\\b", "a\\\\b"), ("line1\nline2", "line1\\nline2"),
        ("say \"hi\"", "say \"hi\""), ("a:b", "a:b"), ("日本語", "日本語"), ("e\u{301}", "e\u{301}"), ("🍣,🍵", "🍣\\,🍵"),
    ])
    func escapingTable(input: String, escaped: String) {
        #expect(VCardSyntax.escapeText(input) == escaped)
        #expect(VCardSyntax.unescape(escaped) == input)
    }

    @Test func unknownEscapesStandForTheCharacter() {
        #expect(VCardSyntax.unescape(#"say \"hi\" http\://x \N"#) == "say \"hi\" http://x \n")
    }

    @Test(arguments: [
        ("work", "work"), ("a,b", "\"a,b\""), ("a;b", "\"a;b\""), ("a:b", "\"a:b\""), ("say \"x\"", "say ^'x^'"),
        ("l1\nl2", "l1^nl2"), ("^", "^^"), ("日本", "日本"),
    ])
    func parameterTable(input: String, encoded: String) {
        #expect(VCardSyntax.paramValue(input) == encoded)
    }

    static let foldInputs: [String] = [
        String(repeating: "a", count: 200), String(repeating: "日", count: 60), String(repeating: "🍵", count: 50),
        String(repeating: "e\u{301}", count: 70), "x" + String(repeating: "é", count: 80), String(repeating: "a", count: 75),
        String(repeating: "👩‍👩‍👧", count: 12), "ab" + String(repeating: "👍🏽", count: 30),
    ]

    @Test(arguments: foldInputs)
    func foldingKeepsUTF8AndLimits(value: String) {
        var out: [UInt8] = []
        VCardSyntax.appendFolded("NOTE:" + value, to: &out)
        // Work on bytes: a space followed by a combining mark is one Character in Swift.
        var lines: [[UInt8]] = [[]]
        var i = 0
        while i < out.count {
            if out[i] == 0x0D, i + 1 < out.count, out[i + 1] == 0x0A { lines.append([]); i += 2; continue }
            lines[lines.count - 1].append(out[i])
            i += 1
        }
        #expect(lines.removeLast().isEmpty)
        var joined: [UInt8] = []
        for (n, line) in lines.enumerated() {
            #expect(line.count <= 75)
            #expect(String(validating: line, as: UTF8.self) != nil, "split inside UTF-8")
            if n > 0 {
                #expect(line.first == 0x20)
                let next = String(decoding: line.dropFirst(), as: UTF8.self).unicodeScalars.first
                #expect(next.map { !$0.properties.isGraphemeExtend && $0.value != 0x200D } ?? false, "split a grapheme cluster")
            }
            // One ZWJ emoji cluster is about 18 bytes, so a fold may come that much early.
            if n < lines.count - 1 { #expect(line.count >= 56, "folded too early") }
            joined += n == 0 ? line : Array(line.dropFirst())
        }
        #expect(joined == Array(("NOTE:" + value).utf8))
    }

    @Test func exactly75OctetsIsNotFolded() {
        var out: [UInt8] = []
        VCardSyntax.appendFolded(String(repeating: "a", count: 75), to: &out)
        #expect(out == Array((String(repeating: "a", count: 75) + "\r\n").utf8))
        out = []
        VCardSyntax.appendFolded(String(repeating: "a", count: 76), to: &out)
        #expect(out == Array((String(repeating: "a", count: 75) + "\r\n a\r\n").utf8))
    }

    @Test func phonesThatAreNotTelURIsStayText() throws {
        var p = Profile()
        p.givenName = "A"
        p.phones = [Phone(number: "+81 90 1234 5678", types: ["cell"]), Phone(number: "(905) 555-1234")]
        let out = VCardWriter.write([try p.snapshot()])
        #expect(out.contains("\r\nTEL;VALUE=text;TYPE=cell:+81 90 1234 5678\r\n"))
        #expect(out.contains("\r\nTEL;VALUE=uri:tel:(905) 555-1234\r\n") == false)
        #expect(out.contains("\r\nTEL;VALUE=text:(905) 555-1234\r\n"))
    }

    @Test func yearlessBirthday() throws {
        var p = Profile()
        p.givenName = "A"
        p.birthday = BirthDate(year: nil, month: 2, day: 29)
        let s = try p.snapshot()
        #expect(VCardWriter.write([s]).contains("\r\nBDAY:--0229\r\n"))
        // 3.0 dates have a year: Apple's stand-in year 1604, marked as none.
        #expect(VCardWriter.write([s], version: .v3_0).contains("\r\nBDAY;X-APPLE-OMIT-YEAR=1604:1604-02-29\r\n"))
    }

    @Test func extrasWrittenWithGroupsAndParameters() throws {
        var p = Profile()
        p.givenName = "A"
        p.extras = [
            VCardProperty(group: "item1", name: "X-ABLabel", value: "_$!<Other>!$_"),
            VCardProperty(name: "X-CUSTOM", parameters: [VCardParameter(name: "X-P", values: ["a,b", "c"])], value: "v\\;w"),
            VCardProperty(name: "LOGO", value: "data:image/png;base64,AAAA"),
        ]
        let s = try p.snapshot()
        let v4 = VCardWriter.write([s])
        // 4.0 text has no `\;`; 3.0 text escapes `;` (VCardVersionMap).
        #expect(v4.contains("\r\nitem1.X-ABLabel:_$!<Other>!$_\r\nX-CUSTOM;X-P=\"a,b\",c:v;w\r\nLOGO:data:image/png;base64,AAAA\r\n"))
        #expect(VCardWriter.write([s], version: .v3_0).contains("\r\nX-CUSTOM;X-P=\"a,b\",c:v\\;w\r\n"))
        #expect(VCardWriter.write([s], version: .v3_0).contains("\r\nLOGO;ENCODING=b;TYPE=PNG:AAAA\r\n"))
    }

    @Test("4.0 escapes ';' only in structured values; 3.0 escapes it everywhere")
    func semicolonEscapingFollowsEachGrammar() throws {
        var p = Profile()
        p.formattedName = "A;B"
        p.familyName = "Fam;ily"
        p.organization = "Org;Inc"
        p.title = "T;1"
        p.note = "x;y, z"
        let s = try p.snapshot()
        let v4 = VCardWriter.write([s])
        #expect(v4.contains("\r\nFN:A;B\r\n"))
        #expect(v4.contains("\r\nN:Fam\\;ily;;;;\r\n"))
        #expect(v4.contains("\r\nORG:Org\\;Inc\r\n"))
        #expect(v4.contains("\r\nTITLE:T;1\r\n"))
        #expect(v4.contains("\r\nNOTE:x;y\\, z\r\n"))
        let v3 = VCardWriter.write([s], version: .v3_0)
        #expect(v3.contains("\r\nFN:A\\;B\r\n"))
        #expect(v3.contains("\r\nNOTE:x\\;y\\, z\r\n"))
        let back = try VCardReader.read(Array(v4.utf8)).profiles[0].snapshot()
        #expect(back == s)
    }

    @Test("RFC 9554 PRONOUNS and SOCIALPROFILE only when asked; X- forms always carry the data")
    func rfc9554IsOptIn() throws {
        var p = Profile()
        p.formattedName = "Alex Morgan"
        p.pronouns = "they/them"
        p.socialProfiles = [SocialProfile(service: "GitHub", url: "https://github.com/alexmorgan", user: "alexmorgan")]
        let s = try p.snapshot()
        let plain = VCardWriter.write([s])
        #expect(plain.contains("\r\nX-PRONOUNS:they/them\r\n"))
        #expect(plain.contains("\r\nX-SOCIALPROFILE;TYPE=GitHub;X-USER=alexmorgan:https://github.com/alexmorgan\r\n"))
        #expect(!plain.contains("\nPRONOUNS:") && !plain.contains("\nSOCIALPROFILE"))
        let standard = VCardWriter.write([s], rfc9554: true)
        #expect(standard.contains("\r\nPRONOUNS:they/them\r\n"))
        #expect(standard.contains("\r\nSOCIALPROFILE;SERVICE-TYPE=GitHub;USERNAME=alexmorgan:https://github.com/al\r\n exmorgan\r\n"))
        for text in [plain, standard] {
            #expect(try VCardReader.read(Array(text.utf8)).profiles[0].snapshot() == s)
        }
    }

    @Test("a handle on a known service is exported as its profile link; an unknown one as Apple's x-apple: handle")
    func socialHandleExportedAsLink() throws {
        var p = Profile()
        p.formattedName = "Ann Lee"
        p.socialProfiles = [SocialProfile(service: "mastodon", user: "@ann@hachyderm.io"),
                            SocialProfile(service: "Matrix", user: "@ann:matrix.org")]
        let s = try p.snapshot()
        let plain = VCardWriter.write([s]).replacing("\r\n ", with: "")
        #expect(plain.contains("\r\nX-SOCIALPROFILE;TYPE=mastodon;X-USER=@ann@hachyderm.io:https://hachyderm.io/@ann\r\n"))
        #expect(plain.contains("\r\nX-SOCIALPROFILE;TYPE=Matrix;X-USER=\"@ann:matrix.org\":x-apple:@ann:matrix.org\r\n"))
        let standard = VCardWriter.write([s], rfc9554: true).replacing("\r\n ", with: "")
        #expect(standard.contains("\r\nSOCIALPROFILE;SERVICE-TYPE=mastodon;USERNAME=@ann@hachyderm.io:https://hachyderm.io/@ann\r\n"))
        #expect(standard.contains("\r\nSOCIALPROFILE;SERVICE-TYPE=Matrix;VALUE=text:@ann:matrix.org\r\n"))
    }
}
