import Foundation
import Testing
@testable import MycaCore
import MycaTestSupport

/// Every entry of `text`, as `LINE dn [name=value…]` or the fault thrown for it.
private func entries(_ text: String, limits: VCardLimits = .stream, chunk: Int = 7) -> [String] {
    entries(Array(text.utf8), limits: limits, chunk: chunk)
}

private func entries(_ bytes: [UInt8], limits: VCardLimits = .stream, chunk: Int = 7) -> [String] {
    // Small chunks, so folds, CRLFs and base64 values cross chunk ends.
    var offset = 0
    let reader = LDIFReader(limits: limits) {
        defer { offset += chunk }
        return offset < bytes.count ? Array(bytes[offset..<min(bytes.count, offset + chunk)]) : []
    }
    var out: [String] = []
    for _ in 0..<100 {
        do {
            guard let e = try reader.next() else { break }
            let attributes = e.attributes.map { a in
                a.name + a.options.map { ";" + $0 }.joined() + "=" + String(decoding: a.value, as: UTF8.self)
            }
            out.append(([String(e.line), e.dn] + attributes).joined(separator: " "))
        } catch let error as LDIFError {
            out.append("! " + error.message)
        } catch {
            out.append("!! \(error)")
        }
    }
    return out
}

/// The rows of LDIF `text` read as a batch input.
private func rows(_ text: String, strict: Bool = false) throws -> (BatchSource, [BatchRow]) {
    var data: [UInt8]? = Array(text.utf8)
    let source = try BatchSource(name: "dir.ldif", strict: strict) { data.take() ?? [] }
    var out: [BatchRow] = []
    while let row = try source.next() { out.append(row) }
    return (source, out)
}

private func profile(_ row: BatchRow) throws -> Profile {
    switch row.profile {
    case .success(let p): return p
    case .failure(let e): throw e
    }
}

private func failure(_ row: BatchRow) -> String? {
    if case .failure(let e) = row.profile { return e.message }
    return nil
}

@Suite struct LDIFReaderTests {
    @Test("entries start at dn: and end at a blank line; version and comments are skipped")
    func entriesAndComments() {
        let text = """
            # extended LDIF
            #  with a comment that
              goes on folded
            version: 1

            dn: dc=example,dc=com
            objectClass: domain
            # a comment inside an entry
            dc: example


            dn: cn=Ann,dc=example,dc=com
            cn: Ann
            """
        #expect(entries(text) == [
            "6 dc=example,dc=com objectclass=domain dc=example",
            "12 cn=Ann,dc=example,dc=com cn=Ann",
        ])
    }

    @Test("the search result record ldapsearch writes without -L is no entry")
    func searchResult() {
        let text = "# extended LDIF\n\n# Ann\ndn: cn=Ann\ncn: Ann\n\n# search result\nsearch: 2\nresult: 0 Success\n\n# numEntries: 1\n"
        #expect(entries(text) == ["4 cn=Ann cn=Ann"])
    }

    @Test("a folded line loses exactly the newline and one space, with LF or CRLF")
    func folding() {
        let lf = "dn: cn=A\n b,dc=x\ncn: Jo\n  Ann\nmail: ann@exa\n mple.org\n"
        #expect(entries(lf) == ["1 cn=Ab,dc=x cn=Jo Ann mail=ann@example.org"])
        #expect(entries(lf.replacingOccurrences(of: "\n", with: "\r\n")) == entries(lf))
    }

    @Test("base64 values are decoded, folded or not; attribute names are case-insensitive with options kept")
    func base64AndOptions() {
        let text = "dn:: Y249WWFtYWRh\nCN;Lang-JA:: 5bGx55SwIOWk\n qumDjg==\njpegPhoto;binary:: /9j/\n"
        #expect(entries(text) == ["1 cn=Yamada cn;lang-ja=山田 太郎 jpegphoto;binary=\u{FFFD}\u{FFFD}\u{FFFD}"])
    }

    @Test("bad base64 and URL values fail their entry naming the line; the next entry goes on")
    func badValues() {
        let text = "dn: cn=A\ncn:: not*base64\n\ndn: cn=B\njpegPhoto:< file:///etc/passwd\n\ndn: cn=C\ncn: C\n"
        #expect(entries(text) == [
            "! line 2: attribute 'cn' is not valid base64",
            "! line 5: attribute 'jpegPhoto' refers to a URL (:<); values must be in the file",
            "7 cn=C cn=C",
        ])
    }

    @Test("a change record ends the input")
    func changeRecord() {
        let text = "dn: cn=A\nchangetype: add\ncn: A\n\ndn: cn=B\nchangetype: delete\n"
        #expect(entries(text) == ["! line 2: an LDIF change record (changetype) is no directory entry"])
    }

    @Test("lines that are no attribute, an entry without dn: and a stray continuation fail their entry")
    func malformed() {
        let text = "dn: cn=A\nno colon here\n\ncn: B\n\n continued\n\ndn: cn=C\n"
        #expect(entries(text) == [
            "! line 2: not an LDIF attribute line (NAME: VALUE)",
            "! line 4: an LDIF entry must start with a dn: line",
            "! line 6: a line starting with a space continues no line",
            "8 cn=C",
        ])
    }

    @Test("an over-long line, an entry too large and too many attributes fail the entry, keeping nothing of it")
    func limits() {
        let limits = VCardLimits(maxBytes: .max, maxLineBytes: 40, maxPropertiesPerCard: 3, maxCards: .max, maxCardBytes: 60)
        let long = "dn: cn=A\ncn: " + String(repeating: "x", count: 20) + "\n " + String(repeating: "y", count: 30) + "\n"
        let large = "dn: cn=B\ncn: 0123456789012345678\nsn: 0123456789012345678\nmail: 012345678901\n"
        let many = "dn: cn=C\na: 1\nb: 2\nc: 3\nd: 4\n"
        let unfolded = "dn: cn=D\ncn: " + String(repeating: "z", count: 100) + "\n"
        let got = entries([long, large, many, unfolded, "dn: cn=E\n"].joined(separator: "\n"), limits: limits)
        #expect(got.count == 5)
        #expect(Array(got.prefix(3)) == [
            "! line 2: LDIF line is too long (54 bytes, at most 40)",
            "! line 5: the LDIF entry is larger than 60 bytes",
            "! line 10: the LDIF entry has more than 3 attribute lines",
        ])
        // A physical line past the cap is let go as it is read: the count is what was read by then.
        #expect(got.count > 3 && got[3].hasPrefix("! line 17: LDIF line is too long ("))
        #expect(got.last == "19 cn=E")
    }

    @Test("a long input is read in constant memory: time and lines stay linear")
    func longInput() {
        let entry = "dn: cn=Someone,dc=example,dc=com\ncn: Someone\nmail: someone@example.org\n\n"
        let text = String(repeating: entry, count: 5000)
        let got = entries(Array(text.utf8), chunk: 4096)
        #expect(got.count == 100)  // the helper stops at 100; the reader went on
        #expect(got.last == "397 cn=Someone,dc=example,dc=com cn=Someone mail=someone@example.org")
    }

    @Test("LDIF is recognized by content: version: or dn: after a BOM, blank lines and comments", arguments: [
        ("version: 1\n", true), ("DN: cn=a\n", true), ("\u{FEFF}\n# c\n folded\n\ndn: x\n", true),
        ("name,email\n", false), ("BEGIN:VCARD\n", false), ("dnx: y\n", false), ("# only comments\n", nil),
        ("dn", nil), ("vers", nil),
    ] as [(String, Bool?)])
    func recognized(text: String, expected: Bool?) {
        #expect(LDIFReader.startsWithLDIF(Array(text.utf8)) == expected)
    }

    @Test("RFC 4517 postal addresses: $ between lines, \\24 and \\5C escapes")
    func postalAddress() {
        #expect(LDIFPerson.addressLines("1 Main St$Springfield\\24 \\5c IL$$USA") == ["1 Main St", "Springfield$ \\ IL", "USA"])
    }
}

@Suite struct LDIFBatchSourceTests {
    static let directory = "version: 1\n\n" + LDIFTestEntries.base + """
        dn: cn=admins,dc=example,dc=com
        objectClass: groupOfNames
        cn: admins
        member: cn=x

        dn: uid=jose,ou=people,dc=example,dc=com
        objectClass: top
        objectClass: inetOrgPerson
        uid: jose
        cn: José Müller
        cn: Pepe
        sn: Müller
        givenName: José
        mail: jose@example.com
        mail: jm@example.org
        telephoneNumber: +1 555 0100
        mobile: +1 555 0199
        title: Engineer
        o: Example Corp
        ou: R&D
        labeledURI: https://example.com/jose José's page
        postalAddress: 1 Main St$Springfield, IL 62701$USA
        employeeNumber: 42

        dn: uid=taro,ou=people,dc=example,dc=com
        cn:: 5bGx55SwIOWkqumDjg==
        cn;lang-en: Taro Yamada
        preferredLanguage: ja, en;q=0.8
        mail: taro@example.jp
        uid: taro

        """

    @Test("street, l, st, postalCode and c make one work address, a postalAddress beside them its label; alone it is the street lines")
    func structuredAddress() throws {
        let text = "version: 1\n\n" + LDIFTestEntries.base + """
            dn: uid=ana,ou=people,dc=example,dc=com
            objectClass: inetOrgPerson
            cn: Ana Lima
            street: 500 Howard Street
            street: Suite 300
            l: San Francisco
            st: CA
            postalCode: 94105
            c: US
            co: United States
            postalAddress: 500 Howard Street, Suite 300$San Francisco, CA 94105$USA

            dn: uid=bo,ou=people,dc=example,dc=com
            objectClass: inetOrgPerson
            cn: Bo Ek
            postalAddress: Storgatan 1$111 22 Stockholm

            """
        let (source, got) = try rows(text)
        let ana = try profile(got[0]).addresses
        #expect(ana == [PostalAddress(street: "500 Howard Street\nSuite 300", locality: "San Francisco", region: "CA",
                                      postalCode: "94105", country: "US", types: ["work"],
                                      label: "500 Howard Street, Suite 300\nSan Francisco, CA 94105\nUSA")], "\(ana)")
        #expect(try profile(got[1]).addresses == [PostalAddress(street: "Storgatan 1\n111 22 Stockholm", types: ["work"])])
        // The second country is said, never dropped unsaid.
        #expect(source.unknownAttributes.map { [$0.name, String($0.partly)] } == [["co", "true"]])
        #expect(try profile(got[0]).snapshot().addresses.count == 1)
    }

    @Test("personalTitle and generationQualifier are the name's honorific prefix and suffix")
    func honorifics() throws {
        let (_, got) = try rows("""
            dn: uid=max,dc=example,dc=com
            objectClass: inetOrgPerson
            cn: Maximilian von Schwarzenberg
            givenName: Maximilian
            sn: von Schwarzenberg
            personalTitle: Prof.
            personalTitle: Dr.-Ing.
            generationQualifier: III

            """, strict: true)
        let max = try profile(try #require(got.first))
        #expect(max.prefixes == ["Prof.", "Dr.-Ing."] && max.suffixes == ["III"])
        #expect(max.givenName == "Maximilian" && max.familyName == "von Schwarzenberg")
    }

    @Test("LDIF input is recognized; persons are rows, the directory's other entries are skipped")
    func mapping() throws {
        let (source, got) = try rows(Self.directory)
        #expect(source.kind == .ldif)
        #expect(got.map(\.number) == [1, 2])
        #expect(got.map(\.line) == [18, 37])
        let jose = try profile(got[0])
        #expect(jose.formattedName == "José Müller")
        #expect(jose.nicknames == ["Pepe"])
        #expect(jose.givenName == "José" && jose.familyName == "Müller")
        #expect(jose.emails.map(\.address) == ["jose@example.com", "jm@example.org"])
        #expect(jose.phones == [Phone(number: "+1 555 0100", types: ["work"]), Phone(number: "+1 555 0199", types: ["cell"])])
        #expect(jose.title == "Engineer" && jose.organization == "Example Corp" && jose.organizationUnits == ["R&D"])
        #expect(jose.urls.map(\.value) == ["https://example.com/jose"])
        #expect(jose.addresses.map(\.street) == ["1 Main St\nSpringfield, IL 62701\nUSA"])
        let taro = try profile(got[1])
        #expect(taro.language == "ja")
        #expect(taro.formattedName == "山田 太郎")
        #expect(taro.alternates.map { [$0.language, $0.formattedName] } == [["en", "Taro Yamada"]])
        _ = try taro.snapshot()
        _ = try jose.snapshot()
        #expect(source.unknownAttributes.filter { !$0.partly }.map(\.name) == ["uid", "employeeNumber"])
        // The labeled URI's label is named as left out.
        #expect(source.unknownAttributes.filter(\.partly).map(\.name) == ["labeledURI"])
    }

    @Test("a second value of a field a card holds once, and a web address's label, are set aside to be named, not dropped unsaid")
    func partlyKeptAttributesAreSaid() throws {
        let text = "dn: cn=A\ncn: Ann\ntitle: Lead\ntitle: Lead\ntitle: Chair\nlabeledURI: https://a.example Ann's site\n"
            + "labeledURI: https://b.example\n\ndn: cn=B\ncn: Bob\ntitle: Cook\ntitle: Baker\n"
        let (source, got) = try rows(text)
        #expect(try got.map { try profile($0).title } == ["Lead", "Cook"])
        // Each attribute once, at its first line; a repeated identical value is no loss.
        #expect(source.unknownAttributes.map { [$0.name, String($0.line), String($0.partly)] }
            == [["title", "5", "true"], ["labeledURI", "6", "true"]])
    }

    @Test("strict: an attribute no field takes fails its row, naming the line and the closest attribute")
    func strict() throws {
        let (_, got) = try rows("dn: cn=A\ncn: Ann\nmial: a@x.org\n\ndn: cn=B\ncn: Bob\n", strict: true)
        #expect(got.map(failure) == ["row 1 (line 3): attribute \"mial\" (did you mean 'mail'?) names no card field", nil])
    }

    @Test("a text value that is not UTF-8 fails its row naming the line; a JPEG photo is bytes")
    func utf8() throws {
        let jpeg = Base64.encode([0xFF, 0xD8, 0xFF, 0xE0, 0x80])
        let bad = Base64.encode([0x41, 0xC3, 0x28])
        let (_, got) = try rows("dn: cn=A\ncn: Ann\njpegPhoto:: \(jpeg)\n\ndn: cn=B\ncn: B\nsn:: \(bad)\n")
        #expect(try profile(got[0]).photo == Photo(mediaType: "image/jpeg", data: [0xFF, 0xD8, 0xFF, 0xE0, 0x80]))
        #expect(failure(got[1]) == "row 2 (line 7): attribute 'sn' is not valid UTF-8")
    }

    @Test("a change record names the input and ends it after one failed row")
    func changes() throws {
        let (_, got) = try rows("dn: cn=A\nchangetype: modify\nreplace: mail\n\ndn: cn=B\nchangetype: delete\n")
        #expect(got.map(failure) == ["row 1 (line 2): dir.ldif:2: an LDIF change record (changetype) is no directory entry"])
    }

    @Test("without object classes, an entry with a name or an email is a person's")
    func noObjectClasses() throws {
        let (_, got) = try rows("dn: ou=x\nou: x\n\ndn: cn=A\nmail: a@x.org\n")
        #expect(got.count == 1)
        #expect(try profile(got[0]).emails.map(\.address) == ["a@x.org"])
    }

    @Test("the row counter counts the persons' entries, as the batch does")
    func counted() throws {
        let dir = try TemporaryDirectory("ldif-count")
        let path = try dir.write("dir.ldif", bytes: Array(Self.directory.utf8))
        #expect(BatchRowCounter.count(path: path, kind: .ldif) == 2)
        #expect(BatchRowCounter.count(path: path, kind: .ldif, upTo: 1) == 1)
    }

    @Test("comments longer than the first read still let LDIF be recognized")
    func longComments() throws {
        let comments = String(repeating: "# requesting: ALL attributes of every entry\n", count: 40)
        let (source, got) = try rows(comments + "\ndn: cn=A\ncn: Ann\n")
        #expect(source.kind == .ldif)
        #expect(got.count == 1)
    }
}
