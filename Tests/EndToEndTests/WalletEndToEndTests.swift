import Foundation
import MycaCore
import MycaTestSupport
import Testing

/// `myca wallet` with certificates made for the test by OpenSSL: a root, a WWDR-like
/// intermediate and a pass type certificate (as a .p12 and as PEM), one expired, one with
/// no pass type extension; and a generated Google service account.
@Suite struct WalletEndToEndTests {
    /// The test's certificate authority and the files `myca wallet` is given.
    final class Keys {
        let folder: TemporaryDirectory
        var path: String { folder.path }
        static let password = "correct horse battery staple"

        init() throws {
            folder = try TemporaryDirectory("myca-wallet")
            let script = """
                set -e
                cat > ext.cnf <<'END'
                [intermediate]
                basicConstraints=critical,CA:TRUE
                keyUsage=critical,keyCertSign,cRLSign
                [pass]
                basicConstraints=critical,CA:FALSE
                keyUsage=critical,digitalSignature
                1.2.840.113635.100.6.1.16=ASN1:UTF8String:pass.example.myca
                [plain]
                basicConstraints=critical,CA:FALSE
                END
                cat > ca.cnf <<'END'
                [ca]
                default_ca = test
                [test]
                database = index.txt
                new_certs_dir = .
                serial = serial
                default_md = sha256
                policy = any
                [any]
                commonName = supplied
                END
                : > index.txt; echo 10 > serial
                openssl req -x509 -newkey rsa:2048 -nodes -keyout root.key -out root.pem -days 30 -subj '/CN=Test Root' \
                    -addext basicConstraints=critical,CA:TRUE
                openssl req -newkey rsa:2048 -nodes -keyout wwdr.key -out wwdr.csr -subj '/CN=Test WWDR/OU=G4'
                openssl x509 -req -in wwdr.csr -CA root.pem -CAkey root.key -set_serial 2 -days 30 -extfile ext.cnf \
                    -extensions intermediate -out wwdr.pem
                openssl req -newkey rsa:2048 -nodes -keyout pass.key -out pass.csr \
                    -subj '/UID=pass.example.myca/CN=Pass Type ID: pass.example.myca/OU=TEAM123456/O=Example'
                openssl x509 -req -in pass.csr -CA wwdr.pem -CAkey wwdr.key -set_serial 3 -days 30 -extfile ext.cnf \
                    -extensions pass -out pass.pem
                openssl x509 -req -in pass.csr -CA wwdr.pem -CAkey wwdr.key -set_serial 4 -days 30 -extfile ext.cnf \
                    -extensions plain -out plain.pem
                openssl ca -batch -config ca.cnf -cert wwdr.pem -keyfile wwdr.key -in pass.csr -out expired.pem -notext \
                    -preserveDN -startdate 20200101000000Z -enddate 20210101000000Z -extfile ext.cnf -extensions pass
                openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048 -out other.key
                printf '%s\\n' '\(Self.password)' > password.txt
                printf 'not it\\n' > wrong.txt
                chmod 600 *.key password.txt wrong.txt
                openssl pkcs12 -export -in pass.pem -inkey pass.key -passout file:password.txt -out pass.p12
                openssl pkcs12 -export -in expired.pem -inkey pass.key -passout file:password.txt -out expired.p12
                chmod 600 pass.p12 expired.p12
                openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048 -out google.key
                openssl pkey -in google.key -pubout -out google.pub
                python3 -c 'import json,sys; print(json.dumps({"type": "service_account", "client_email": "myca@example.iam.gserviceaccount.com", "private_key_id": "k1", "private_key": open("google.key").read()}))' > account.json
                chmod 600 account.json
                """
            let result = try ToolProcess.run("/bin/sh", ["-c", script], directory: folder.path)
            try #require(result.status == 0, "making the test keys: \(result.err)")
        }

        func file(_ name: String) -> String { folder.file(name) }

        /// The signing options with the .p12.
        var bundle: [String] {
            ["--cert", file("pass.p12"), "--password-file", file("password.txt"), "--wwdr", file("wwdr.pem")]
        }
    }

    /// The files of a zip archive by name (Python's zipfile), in the archive's order.
    static func unzip(_ archive: String) throws -> [(name: String, bytes: [UInt8])] {
        let script = """
            import sys, zipfile
            z = zipfile.ZipFile(sys.argv[1])
            assert z.testzip() is None
            for i in z.infolist(): print(i.filename + '\\t' + z.read(i).hex())
            """
        let result = try ToolProcess.run("/usr/bin/env", ["python3", "-c", script, archive])
        try #require(result.status == 0, "zipfile: \(result.err)")
        return result.out.split(separator: "\n").map { line in
            let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
            return (parts[0], NFCEndToEndTests.bytes(hex: parts.count > 1 ? parts[1] : ""))
        }
    }

    static func sha1(_ bytes: [UInt8], in folder: TemporaryDirectory) throws -> String {
        let file = try folder.write("digest-input", bytes: bytes)
        let result = try ToolProcess.run("/usr/bin/openssl", ["dgst", "-sha1", "-r", file])
        return String(result.out.prefix(40))
    }

    static func run(_ arguments: [String], _ keys: Keys, environment: [String: String] = [:]) throws -> ToolProcess.Result {
        let home = keys.file("home")
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        return try MycaProcess.run(["wallet", "--sample"] + arguments, home: home, environment: environment)
    }

    @Test("the .pkpass holds pass.json, the icons at 1×/2×/3×, a manifest of their SHA-1s and a detached signature that verifies")
    func applePass() throws {
        let keys = try Keys()
        let pass = keys.file("card.pkpass")
        let run = try Self.run(["--apple", pass] + keys.bundle, keys, environment: ["SOURCE_DATE_EPOCH": "1700000000"])
        try #require(run.status == 0, "\(run.err)")
        let files = try Self.unzip(pass)
        let names = files.map(\.name)
        #expect(Set(names) == ["pass.json", "manifest.json", "signature", "icon.png", "icon@2x.png", "icon@3x.png",
                               "logo.png", "logo@2x.png", "logo@3x.png"])
        #expect(names.count == 9)
        for (name, side) in [("icon.png", 29), ("icon@2x.png", 58), ("icon@3x.png", 87),
                             ("logo.png", 50), ("logo@2x.png", 100), ("logo@3x.png", 150)] {
            let png = try #require(files.first { $0.name == name }?.bytes)
            let inspector = try PNGInspector(png)
            #expect(inspector.width == side && inspector.height == side, "\(name)")
        }
        // The manifest: every other file with its SHA-1, and nothing else.
        let manifestBytes = try #require(files.first { $0.name == "manifest.json" }?.bytes)
        let manifest = try #require(try JSONValue.parse(manifestBytes).objectValue)
        let listed = files.filter { $0.name != "manifest.json" && $0.name != "signature" }
        #expect(Set(manifest.keys) == Set(listed.map(\.name)))
        for file in listed {
            #expect(manifest[file.name]?.stringValue == (try Self.sha1(file.bytes, in: keys.folder)), "\(file.name)")
        }
        // The signature: detached, over the manifest, by the pass certificate with the
        // intermediate carried, and a signing time.
        let signature = try keys.folder.write("signature", bytes: try #require(files.first { $0.name == "signature" }?.bytes))
        let content = try keys.folder.write("manifest.json", bytes: manifestBytes)
        let verified = try ToolProcess.run("/usr/bin/openssl", [
            "smime", "-verify", "-binary", "-inform", "DER", "-in", signature, "-content", content,
            "-CAfile", keys.file("root.pem"), "-purpose", "any", "-out", "/dev/null"])
        #expect(verified.status == 0, "\(verified.err)")
        let printed = try ToolProcess.run("/usr/bin/openssl", ["cms", "-cmsout", "-print", "-inform", "DER", "-in", signature]).out
        #expect(printed.contains("eContent: <ABSENT>"), "not detached")
        #expect(printed.contains("signingTime"))
        #expect(printed.contains("Nov 14 22:13:20 2023 GMT"), "the signing time is SOURCE_DATE_EPOCH")
        let certificates = try ToolProcess.run("/usr/bin/openssl", [
            "pkcs7", "-inform", "DER", "-in", signature, "-print_certs", "-noout"]).out
        #expect(certificates.contains("CN = Pass Type ID: pass.example.myca"))
        #expect(certificates.contains("CN = Test WWDR"))
        // pass.json: every key Apple requires of a generic pass.
        let json = try JSONValue.parse(try #require(files.first { $0.name == "pass.json" }?.bytes))
        for key in ["formatVersion", "passTypeIdentifier", "serialNumber", "teamIdentifier", "organizationName", "description",
                    "generic"] {
            #expect(json[key] != nil, "\(key)")
        }
        #expect(json["formatVersion"]?.intValue == 1)
        #expect(json["passTypeIdentifier"]?.stringValue == "pass.example.myca")
        #expect(json["teamIdentifier"]?.stringValue == "TEAM123456")
        #expect(json["generic"]?["primaryFields"]?[0]?["value"]?.stringValue == "Alex Morgan")
        // Its code's message, drawn as a QR code, reads in zbar and ZXing as the card's
        // own code does.
        let barcode = try #require(json["barcodes"]?[0])
        #expect(barcode["format"]?.stringValue == "PKBarcodeFormatQR")
        let message = Array(try #require(barcode["message"]?.stringValue).utf8)
        let drawn = try PNGRenderer.render(try QREncoder.encodeSync(message), options: PNGOptions(scale: 8))
        let cardCode = try MycaProcess.run(["qr", "--sample", "--png", "-"], home: keys.file("home"))
        let contact = try #require(try QRDecoders.zbar(cardCode.stdout, ext: "png")).bytes
        #expect(try QRDecoders.zbar(drawn, ext: "png")?.bytes == contact)
        #expect(try QRDecoders.zxing(drawn, ext: "png")?.bytes == contact)
        #expect(String(decoding: contact, as: UTF8.self).contains("FN:Alex Morgan"))
    }

    @Test("a card with a photo gets it as the thumbnail at 90, 180 and 270 pixels, in the manifest and signed")
    func thumbnail() throws {
        let keys = try Keys()
        let photo = keys.file("face.jpg")
        let made = try ToolProcess.run("/usr/bin/env", [
            "python3", "-c", "import sys; from PIL import Image; Image.new('RGB', (120, 160), (200, 80, 40)).save(sys.argv[1])", photo])
        try #require(made.status == 0, "\(made.err)")
        let home = keys.file("photo-home")
        let new = try MycaProcess.run(["new", "--name", "Yuki Tanaka", "--email", "yuki@example.com", "--photo", photo], home: home)
        try #require(new.status == 0, "\(new.err)")
        let pass = keys.file("photo.pkpass")
        let run = try MycaProcess.run(["wallet", "--apple", pass] + keys.bundle, home: home)
        try #require(run.status == 0, "\(run.err)")
        let files = try Self.unzip(pass)
        let manifest = try JSONValue.parse(try #require(files.first { $0.name == "manifest.json" }?.bytes))
        for (name, side) in [("thumbnail.png", 90), ("thumbnail@2x.png", 180), ("thumbnail@3x.png", 270)] {
            let png = try #require(files.first { $0.name == name }?.bytes, "\(name)")
            let inspector = try PNGInspector(png)
            #expect(inspector.width == side && inspector.height == side, "\(name)")
            // The photo, not the ground, at the centre.
            let (red, green, blue, _) = inspector.pixel(side / 2, side / 2)
            #expect(red > 150 && green < 130 && blue < 100, "\(name): \(red) \(green) \(blue)")
            #expect(manifest[name]?.stringValue == (try Self.sha1(png, in: keys.folder)))
        }
    }

    @Test("--logo FILE is the pass's logo at its aspect within 160 × 50 points, at 1×, 2× and 3×, in the manifest")
    func logo() throws {
        let keys = try Keys()
        let wide = keys.file("wide.png"), tall = keys.file("tall.png")
        let made = try ToolProcess.run("/usr/bin/env", [
            "python3", "-c", "import sys; from PIL import Image; Image.new('RGB', (800, 100), (20, 90, 200)).save(sys.argv[1]); "
                + "Image.new('RGB', (200, 100), (20, 90, 200)).save(sys.argv[2])", wide, tall])
        try #require(made.status == 0, "\(made.err)")
        // 8:1 is held by the 160 points of width; 2:1 by the 50 of height.
        for (file, width, height) in [(wide, 160, 20), (tall, 100, 50)] {
            let pass = keys.file("logo.pkpass")
            let run = try Self.run(["--apple", pass, "--logo", file] + keys.bundle, keys)
            try #require(run.status == 0, "\(run.err)")
            let files = try Self.unzip(pass)
            let manifest = try JSONValue.parse(try #require(files.first { $0.name == "manifest.json" }?.bytes))
            for (name, scale) in [("logo.png", 1), ("logo@2x.png", 2), ("logo@3x.png", 3)] {
                let png = try #require(files.first { $0.name == name }?.bytes, "\(name)")
                let inspector = try PNGInspector(png)
                #expect(inspector.width == width * scale && inspector.height == height * scale,
                        "\(name): \(inspector.width)×\(inspector.height)")
                let (red, green, blue, _) = inspector.pixel(inspector.width / 2, inspector.height / 2)
                #expect(red < 60 && green > 60 && green < 130 && blue > 160, "the picture, not a lettermark: \(red) \(green) \(blue)")
                #expect(manifest[name]?.stringValue == (try Self.sha1(png, in: keys.folder)))
            }
        }
        let missing = try Self.run(["--apple", keys.file("x.pkpass"), "--logo", keys.file("none.png")] + keys.bundle, keys)
        #expect(missing.status == 1 && missing.err.contains("none.png"), "\(missing.err)")
    }

    @Test("the same card, keys and SOURCE_DATE_EPOCH give the same bytes, from a PEM certificate and key as from the .p12")
    func sameBytes() throws {
        let keys = try Keys()
        let date = ["SOURCE_DATE_EPOCH": "1700000000"]
        var passes: [[UInt8]] = []
        for (index, signing) in [keys.bundle, keys.bundle,
                                 ["--cert", keys.file("pass.pem"), "--key", keys.file("pass.key"), "--wwdr", keys.file("wwdr.pem")]]
            .enumerated() {
            let file = keys.file("pass-\(index).pkpass")
            let run = try Self.run(["--apple", file] + signing, keys, environment: date)
            try #require(run.status == 0, "\(run.err)")
            passes.append(try keys.folder.read("pass-\(index).pkpass"))
        }
        #expect(passes[0] == passes[1])
        #expect(passes[0] == passes[2])
    }

    @Test("a wrong password, an expired certificate, a key not the certificate's, a readable key and a certificate for no pass type each exit 1 naming the file, with no key material anywhere")
    func signingErrors() throws {
        let keys = try Keys()
        let wwdr = ["--wwdr", keys.file("wwdr.pem")]
        let cases: [(arguments: [String], file: String, words: String)] = [
            (["--cert", keys.file("pass.p12"), "--password-file", keys.file("wrong.txt")] + wwdr, "pass.p12", "password"),
            (["--cert", keys.file("expired.p12"), "--password-file", keys.file("password.txt")] + wwdr, "expired.p12", "expired on 2021-01-01"),
            (["--cert", keys.file("pass.pem"), "--key", keys.file("other.key")] + wwdr, "other.key", "does not match"),
            (["--cert", keys.file("plain.pem"), "--key", keys.file("pass.key")] + wwdr, "plain.pem", "not an Apple pass type certificate"),
            (["--cert", keys.file("pass.pem"), "--key", keys.file("readable.key")] + wwdr, "readable.key", "can be read by others"),
        ]
        let readable = keys.file("readable.key")
        try FileManager.default.copyItem(atPath: keys.file("pass.key"), toPath: readable)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: readable)
        let temporary = try TemporaryDirectory("myca-wallet-tmp")
        let secrets = [Keys.password, "PRIVATE KEY"]
            + (try String(contentsOfFile: keys.file("pass.key"), encoding: .utf8)).split(separator: "\n").dropFirst().prefix(3).map(String.init)
        for (arguments, file, words) in cases {
            let output = keys.file("refused.pkpass")
            let run = try Self.run(["--apple", output] + arguments, keys, environment: ["TMPDIR": temporary.path])
            #expect(run.status == 1, "\(arguments): \(run.err)")
            #expect(run.err.contains(file) && run.err.contains(words), "\(run.err)")
            for secret in secrets {
                #expect(!run.err.contains(secret) && !run.out.contains(secret))
            }
            #expect(!FileManager.default.fileExists(atPath: output))
            #expect(try temporary.contents() == [], "nothing left in TMPDIR")
        }
    }

    @Test("--google prints a save link whose JWT verifies with the account's public key (PyJWT) and holds the card's generic object and code")
    func googleLink() throws {
        let keys = try Keys()
        let run = try Self.run(["--google", "--key", keys.file("account.json"), "--issuer-id", "3388000000012345678"], keys)
        try #require(run.status == 0, "\(run.err)")
        let url = run.out.trimmingCharacters(in: .whitespacesAndNewlines)
        let claims = try Self.verifiedClaims(url, keys)
        #expect(claims["iss"]?.stringValue == "myca@example.iam.gserviceaccount.com")
        #expect(claims["typ"]?.stringValue == "savetowallet")
        let object = try #require(claims["payload"]?["genericObjects"]?[0])
        #expect(object["header"]?["defaultValue"]?["value"]?.stringValue == "Alex Morgan")
        #expect(object["id"]?.stringValue?.hasPrefix("3388000000012345678.") == true)
        #expect(object["classId"]?.stringValue == claims["payload"]?["genericClasses"]?[0]?["id"]?.stringValue)
        #expect(object["barcode"]?["type"]?.stringValue == "QR_CODE")
        let cardCode = try MycaProcess.run(["qr", "--sample", "--png", "-"], home: keys.file("home"))
        let contact = try #require(try QRDecoders.zbar(cardCode.stdout, ext: "png")).bytes
        #expect(object["barcode"]?["value"]?.stringValue.map { Array($0.utf8) } == contact)
        // A tampered token does not verify.
        let tampered = try ToolProcess.run("/usr/bin/env", ["python3", "-c", Self.verifyJWT, url.dropLast(4) + "AAAA", keys.file("google.pub")])
        #expect(tampered.status != 0)
    }

    /// Checks a save link's JWT with the service account's public key (PyJWT) and prints its claims.
    static let verifyJWT = """
        import sys, json, jwt
        token = sys.argv[1].removeprefix('https://pay.google.com/gp/v/save/')
        claims = jwt.decode(token, open(sys.argv[2]).read(), algorithms=['RS256'], audience='google')
        print(json.dumps(claims))
        """

    /// The claims of the save link `url`, which must be Google's and verify with the test
    /// account's public key.
    static func verifiedClaims(_ url: String, _ keys: Keys) throws -> JSONValue {
        try #require(url.hasPrefix("https://pay.google.com/gp/v/save/"), "\(url)")
        let verified = try ToolProcess.run("/usr/bin/env", ["python3", "-c", verifyJWT, url, keys.file("google.pub")])
        try #require(verified.status == 0, "PyJWT: \(verified.err)")
        return try JSONValue.parse(verified.out)
    }

    /// The Google signing options with the test's account.
    static func google(_ keys: Keys) -> [String] {
        ["--key", keys.file("account.json"), "--issuer-id", "3388000000012345678"]
    }

    /// What zbar and ZXing read in the code `lines` draw, on a light terminal (plain half
    /// blocks ink the dark modules, as on paper); nil unless both read the same.
    static func decoded(_ lines: [String]) throws -> String? {
        let image = try TerminalRasterizer.rasterize(lines, theme: .light)
        let zbar = try QRDecoders.zbar(image.ppm, ext: "ppm")?.bytes
        let zxing = try QRDecoders.zxing(image.ppm, ext: "ppm")?.bytes
        guard let zbar, zbar == zxing else { return nil }
        return String(decoding: zbar, as: UTF8.self)
    }

    @Test("--google --qr puts the link's code on stdout instead of the link, and it scans as that very link")
    func googleQRCode() throws {
        let keys = try Keys()
        let date = ["SOURCE_DATE_EPOCH": "1700000000"]
        let link = try Self.run(["--google"] + Self.google(keys), keys, environment: date)
        try #require(link.status == 0, "\(link.err)")
        let url = link.out.trimmingCharacters(in: .whitespacesAndNewlines)
        let code = try Self.run(["--google", "--qr"] + Self.google(keys), keys, environment: date)
        try #require(code.status == 0, "\(code.err)")
        #expect(!code.out.contains("https://"), "the code, not the link")
        let lines = code.out.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { $0.allSatisfy { "▀▄█ ".contains($0) } }, "half blocks only into a pipe")
        #expect(try Self.decoded(lines) == url)
        _ = try Self.verifiedClaims(url, keys)
        // --qr draws the Google link only.
        let apple = try Self.run(["--apple", keys.file("qr.pkpass"), "--qr"] + keys.bundle, keys)
        #expect(apple.status == 2 && apple.err.contains("'--qr'") && apple.err.contains("--google"), "\(apple.err)")
    }

    @Test("in a terminal the link's code scans where the window holds it; a smaller window is refused with the size it needs")
    func googleQRInTerminal() throws {
        let keys = try Keys()
        let arguments = ["wallet", "--sample", "--google", "--qr"] + Self.google(keys)
        let home = ["MYCA_HOME=" + keys.file("home"), "SOURCE_DATE_EPOCH=1700000000"]
        let link = try Self.run(["--google"] + Self.google(keys), keys, environment: ["SOURCE_DATE_EPOCH": "1700000000"])
        let url = link.out.trimmingCharacters(in: .whitespacesAndNewlines)
        let large = try TmuxShowTests.capture(arguments, columns: 220, rows: 110, environment: home)
        #expect(large.status == 0, "\(large.stderr)")
        #expect(try TmuxShowTests.decoded(large, "220×110") == url)
        let small = try TmuxShowTests.capture(arguments, columns: 80, rows: 24, environment: home)
        #expect(small.status == 1)
        #expect(small.stderr.contains("the link's QR code needs a window of at least") && small.stderr.contains("this one is 80×24"),
                "\(small.stderr)")
        #expect(small.stderr.contains("hint:") && small.stderr.contains("--fields"), "\(small.stderr)")
    }

    @Test("a link too long for any QR code is refused with its length and what shortens it; without --qr it is printed")
    func googleLinkTooLongForACode() throws {
        let keys = try Keys()
        let home = keys.file("long-home")
        let note = String(repeating: "Ask about imaging, optics and coffee. ", count: 40)
        let new = try MycaProcess.run(["new", "--name", "Jordan Lee", "--email", "jordan@example.org", "--note", note], home: home)
        try #require(new.status == 0, "\(new.err)")
        let refused = try MycaProcess.run(["wallet", "--google", "--qr"] + Self.google(keys), home: home)
        #expect(refused.status == 1, "\(refused.err)")
        #expect(refused.err.contains("too long for a QR code: at most 2953 fit") && refused.err.contains("--fields"), "\(refused.err)")
        #expect(refused.out.isEmpty)
        let printed = try MycaProcess.run(["wallet", "--google"] + Self.google(keys), home: home)
        #expect(printed.status == 0, "\(printed.err)")
        #expect(printed.out.count > 2953, "\(printed.out.count)")
        let shorter = try MycaProcess.run(["wallet", "--google", "--qr", "--fields", "name,email"] + Self.google(keys), home: home)
        #expect(shorter.status == 0, "\(shorter.err)")
    }

    @Test("myca batch --format pkpass writes one pass per row, each signed and verifying, with the row's name in it")
    func batchPasses() throws {
        let keys = try Keys()
        let input = try keys.folder.write("team.csv", "name,email,org\nAda Lovelace,ada@example.com,Engines\nGrace Hopper,grace@example.com,Navy\n")
        let out = keys.file("out")
        let run = try MycaProcess.run(["batch", input, "--out", out, "--format", "pkpass"] + keys.bundle, home: keys.file("home"))
        try #require(run.status == 0, "\(run.err)")
        let names = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        #expect(names == ["1-ada-lovelace.pkpass", "2-grace-hopper.pkpass"])
        for (name, person) in zip(names, ["Ada Lovelace", "Grace Hopper"]) {
            let files = try Self.unzip(out + "/" + name)
            let manifest = try keys.folder.write(name + ".manifest", bytes: try #require(files.first { $0.name == "manifest.json" }?.bytes))
            let signature = try keys.folder.write(name + ".signature", bytes: try #require(files.first { $0.name == "signature" }?.bytes))
            let verified = try ToolProcess.run("/usr/bin/openssl", [
                "smime", "-verify", "-binary", "-inform", "DER", "-in", signature, "-content", manifest,
                "-CAfile", keys.file("root.pem"), "-purpose", "any", "-out", "/dev/null"])
            #expect(verified.status == 0, "\(name): \(verified.err)")
            let json = try JSONValue.parse(try #require(files.first { $0.name == "pass.json" }?.bytes))
            #expect(json["generic"]?["primaryFields"]?[0]?["value"]?.stringValue == person)
            #expect(json["passTypeIdentifier"]?.stringValue == "pass.example.myca")
        }
        // Without a certificate the run is refused before any row.
        let refused = try MycaProcess.run(["batch", input, "--out", keys.file("none"), "--format", "pkpass"], home: keys.file("home"))
        #expect(refused.status == 2 && refused.err.contains("--cert"), "\(refused.err)")
        #expect(!FileManager.default.fileExists(atPath: keys.file("none")))
    }

    @Test("myca batch --format google-link writes one save link per row, each verifying with the account's key, with the row's name")
    func batchLinks() throws {
        let keys = try Keys()
        let input = try keys.folder.write("team.csv", "name,email,org\nAda Lovelace,ada@example.com,Engines\nGrace Hopper,grace@example.com,Navy\n")
        let out = keys.file("links")
        let run = try MycaProcess.run(["batch", input, "--out", out, "--format", "google-link"] + Self.google(keys), home: keys.file("home"))
        try #require(run.status == 0, "\(run.err)")
        let names = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        #expect(names == ["1-ada-lovelace.google-link.txt", "2-grace-hopper.google-link.txt"])
        var objects: Set<String> = []
        for (name, person) in zip(names, ["Ada Lovelace", "Grace Hopper"]) {
            let text = try String(contentsOfFile: out + "/" + name, encoding: .utf8)
            #expect(text.hasSuffix("\n") && text.filter { $0 == "\n" }.count == 1, "one link a file: \(name)")
            let claims = try Self.verifiedClaims(text.trimmingCharacters(in: .newlines), keys)
            #expect(claims["iss"]?.stringValue == "myca@example.iam.gserviceaccount.com")
            let object = try #require(claims["payload"]?["genericObjects"]?[0])
            #expect(object["header"]?["defaultValue"]?["value"]?.stringValue == person)
            #expect(object["barcode"]?["value"]?.stringValue?.contains(person) == true)
            let id = try #require(object["id"]?.stringValue)
            #expect(id.hasPrefix("3388000000012345678."))
            objects.insert(id)
        }
        #expect(objects.count == 2, "each row its own object")
        // Both formats in one run: --key is the service account's, the pass takes its key from the .p12.
        let both = keys.file("both")
        let together = try MycaProcess.run(["batch", input, "--out", both, "--format", "pkpass", "--format", "google-link"]
                                               + keys.bundle + Self.google(keys), home: keys.file("home"))
        try #require(together.status == 0, "\(together.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: both).sorted()
                    == ["1-ada-lovelace.google-link.txt", "1-ada-lovelace.pkpass", "2-grace-hopper.google-link.txt", "2-grace-hopper.pkpass"])
        // Refused before any row, as 'wallet --google' is, without the key or the issuer.
        for (arguments, missing) in [(["--issuer-id", "3388000000012345678"], "--key"), (["--key", keys.file("account.json")], "--issuer-id")] {
            let refused = try MycaProcess.run(["batch", input, "--out", keys.file("none"), "--format", "google-link"] + arguments,
                                              home: keys.file("home"))
            #expect(refused.status == 2, "\(refused.err)")
            #expect(refused.err.contains("'--format google-link' needs '\(missing)'") && refused.err.contains("hint:"), "\(refused.err)")
            #expect(!FileManager.default.fileExists(atPath: keys.file("none")))
        }
    }
}
