import Foundation
import MycaCore
import MycaTestSupport
import Testing

/// A real OpenLDAP `slapd` on 127.0.0.1, with its own configuration and database in a
/// temporary folder, holding `entries`; stopped when the value goes (`stop`).
private final class Directory {
    static let slapd = "/usr/sbin/slapd", slapadd = "/usr/sbin/slapadd", ldapsearch = "/usr/bin/ldapsearch"
    let folder: TemporaryDirectory
    let port: Int
    private let process = Process()

    init(entries: String) throws {
        for tool in [Self.slapd, Self.slapadd, Self.ldapsearch] {
            // `make deps` installs slapd and ldap-utils: a missing one is a broken setup, not a skip.
            guard FileManager.default.isExecutableFile(atPath: tool) else {
                throw ToolMissing(description: "\(tool) is missing: run make deps (slapd, ldap-utils)")
            }
        }
        folder = try TemporaryDirectory("ldif-slapd")
        try FileManager.default.createDirectory(atPath: folder.file("db"), withIntermediateDirectories: true)
        let config = try folder.write("slapd.conf", """
            include /etc/ldap/schema/core.schema
            include /etc/ldap/schema/cosine.schema
            include /etc/ldap/schema/inetorgperson.schema
            modulepath /usr/lib/ldap
            moduleload back_mdb
            pidfile \(folder.file("slapd.pid"))
            database mdb
            maxsize 10485760
            suffix "dc=example,dc=com"
            rootdn "cn=admin,dc=example,dc=com"
            directory \(folder.file("db"))

            """)
        let data = try folder.write("data.ldif", entries)
        let added = try ToolProcess.run(Self.slapadd, ["-f", config, "-l", data])
        guard added.status == 0 else { throw ToolMissing(description: "slapadd failed: \(added.err)") }
        port = try Self.freePort()
        process.executableURL = URL(fileURLWithPath: Self.slapd)
        // -d keeps it in the foreground, a child this test can stop.
        process.arguments = ["-f", config, "-h", "ldap://127.0.0.1:\(port)/", "-d", "0"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(60)  // a bound for a slapd that never answers, not a wait
        while try ToolProcess.run(Self.ldapsearch, ["-x", "-LLL", "-H", url, "-s", "base", "-b", "dc=example,dc=com", "dn"]).status != 0 {
            guard Date() < deadline, process.isRunning else {
                stop()
                throw ToolMissing(description: "slapd did not answer on \(url)")
            }
            usleep(50_000)
        }
    }

    deinit { stop() }

    var url: String { "ldap://127.0.0.1:\(port)" }

    /// Kills it: SIGTERM would wait, since slapd keeps the signal mask it is started with
    /// and the test runner blocks termination signals; its database is a temporary folder.
    func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// A port nothing listens on now: the kernel's pick for a socket bound to port 0.
    static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw ToolMissing(description: "no socket") }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        guard bound else { throw ToolMissing(description: "cannot bind a port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}

private struct ToolMissing: Error, CustomStringConvertible {
    let description: String
}

@Suite("myca batch reads a directory", .serialized)
struct LDIFBatchEndToEndTests {
    static let photo = TestPhotos.jpegWithMetadata

    /// The base and an ou entry (no cards), and three people: accented Latin names, a
    /// Japanese name with its English side, a photo, a postal address and a labelled URI.
    static let entries = LDIFTestEntries.base + """
        dn: uid=jose,ou=people,dc=example,dc=com
        objectClass: inetOrgPerson
        uid: jose
        cn: José Müller
        sn: Müller
        givenName: José
        mail: jose@example.com
        mail: j.muller@example.org
        telephoneNumber: +1 555 0100
        mobile: +1 555 0199
        title: Ingeniero
        o: Example Corp
        ou: Investigación
        labeledURI: https://example.com/jose José's page
        postalAddress: 1 Main St$Springfield, IL 62701$USA
        jpegPhoto:: \(Base64.encode(photo))

        dn: uid=yamada,ou=people,dc=example,dc=com
        objectClass: inetOrgPerson
        uid: yamada
        cn: 山田 太郎
        cn;lang-en: Taro Yamada
        sn: 山田
        givenName: 太郎
        preferredLanguage: ja
        mail: yamada@example.jp
        telephoneNumber: +81 3 1234 5678

        dn: uid=zoe,ou=people,dc=example,dc=com
        objectClass: inetOrgPerson
        uid: zoe
        cn: Zoë Ångström
        sn: Ångström
        mail: zoe@example.org

        """

    /// `ldapsearch -x FLAGS … FILTER | myca batch - ARGS` through a real pipe, in `directory`.
    fileprivate static func pipe(_ ldap: Directory, _ flags: String = "-LLL", filter: String, _ arguments: String,
                                 in directory: String) throws -> ToolProcess.Result {
        let search = "\(Directory.ldapsearch) -x \(flags) -H \(ldap.url) -b dc=example,dc=com '\(filter)'"
        return try ToolProcess.run("/bin/bash", ["-c", "set -o pipefail; \(search) | \"$MYCA\" batch - \(arguments)"],
                                   environment: ["MYCA": MycaProcess.binary, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8",
                                                 "HOME": directory],
                                   directory: directory)
    }

    @Test("the directory through ldapsearch into batch --format all: every file of every format for every person, codes decoding, vCards passing ez-vcard, pages mf2py's h-cards")
    func everySurface() throws {
        let ldap = try Directory(entries: Self.entries)
        defer { ldap.stop() }
        let tmp = try TemporaryDirectory("ldif-all")
        let run = try Self.pipe(ldap, filter: "(objectClass=person)", "--out all --format all --back --name '{row}' -j 2", in: tmp.path)
        #expect(run.status == 0, "\(run.err)")
        let names = try (1 ... 3).map { row in try VCardReader.read(try tmp.read("all/\(row).vcf")).profiles[0].formattedName }
        #expect(Set(names) == ["José Müller", "山田 太郎", "Zoë Ångström"])
        try TeamAcceptanceEndToEndTests.checkEverySurface(tmp.file("all"), names: names)
    }

    @Test("ldapsearch -LLL piped into batch: a vCard and a QR code per person, names, emails, phones and the photo kept")
    func directory() throws {
        let ldap = try Directory(entries: Self.entries)
        defer { ldap.stop() }
        let tmp = try TemporaryDirectory("ldif-batch")

        let vcards = try Self.pipe(ldap, filter: "(objectClass=person)", "--out cards --format vcf --name '{row}'", in: tmp.path)
        #expect(vcards.status == 0, "\(vcards.err)")
        #expect(vcards.err.contains("ignoring 1 LDIF attribute that names no card field: \"uid\""), "\(vcards.err)")
        #expect(vcards.err.hasSuffix("wrote 3 files for 3 rows\n"), "\(vcards.err)")
        #expect(try tmp.contents("cards").sorted() == ["1.vcf", "2.vcf", "3.vcf"])
        let cards = try (1...3).map { row in
            try VCardReader.read(try tmp.read("cards/\(row).vcf")).profiles[0]
        }.sorted { $0.emails.first?.address ?? "" < $1.emails.first?.address ?? "" }
        let (jose, yamada, zoe) = (cards[0], cards[1], cards[2])

        #expect(jose.formattedName == "José Müller")
        #expect(jose.givenName == "José" && jose.familyName == "Müller")
        #expect(jose.emails.map(\.address) == ["jose@example.com", "j.muller@example.org"])
        #expect(jose.phones.map { $0.types + [$0.number] } == [["work", "+1 555 0100"], ["cell", "+1 555 0199"]])
        #expect(jose.title == "Ingeniero" && jose.organization == "Example Corp" && jose.organizationUnits == ["Investigación"])
        #expect(jose.urls.map(\.value) == ["https://example.com/jose"])
        #expect(jose.addresses.map(\.street) == ["1 Main St\nSpringfield, IL 62701\nUSA"])
        let photo = try #require(jose.photo, "the jpegPhoto is the card's photo")
        #expect(photo.mediaType == "image/jpeg")
        #expect(TestPhotos.scan(of: photo.data) == TestPhotos.scan(of: Self.photo), "the same image")
        for leak in TestPhotos.leaks { #expect(!TestPhotos.contains(photo.data, leak), "\(leak) left in the photo") }

        #expect(yamada.formattedName == "山田 太郎")
        #expect(yamada.language == "ja")
        #expect(yamada.familyName == "山田" && yamada.givenName == "太郎")
        #expect(yamada.alternates.map { [$0.language, $0.formattedName] } == [["en", "Taro Yamada"]])
        #expect(yamada.phones.map(\.number) == ["+81 3 1234 5678"])

        #expect(zoe.formattedName == "Zoë Ångström")
        #expect(zoe.emails.map(\.address) == ["zoe@example.org"])

        // Every entry, the base and the ou too, as ldapsearch writes them by default: with
        // its comments before them and its search result record after them. Only the
        // people are cards.
        let codes = try Self.pipe(ldap, "", filter: "(objectClass=*)", "--out codes", in: tmp.path)
        #expect(codes.status == 0, "\(codes.err)")
        #expect(codes.err.hasSuffix("wrote 3 files for 3 rows\n"), "\(codes.err)")
        let pngs = try tmp.contents("codes").sorted()
        #expect(pngs.count == 3 && pngs.allSatisfy { $0.hasSuffix(".png") }, "\(pngs)")
        let decoded = try pngs.map { name in
            String(decoding: try #require(try QRDecoders.zbar(try tmp.read("codes/" + name), ext: "png")).bytes, as: UTF8.self)
        }.joined(separator: "\n")
        for text in ["José Müller", "山田 太郎", "Zoë Ångström", "jose@example.com", "+81 3 1234 5678"] {
            #expect(decoded.contains(text), "\(text) in a code")
        }

        // Strict: the uid attribute every entry has makes each person's row fail, naming its line.
        let strict = try Self.pipe(ldap, filter: "(objectClass=person)", "--out strict --strict", in: tmp.path)
        #expect(strict.status == 1)
        #expect(strict.err.contains("attribute \"uid\" names no card field"), "\(strict.err)")
        #expect(strict.err.hasSuffix("wrote 0 files for 3 rows; 3 rows failed\n"), "\(strict.err)")
    }
}
