import Foundation
import MycaCore
import MycaTestSupport
import Testing

/// Nothing followed, nothing injected, nothing lost in a pipe: a batch's output folder with
/// links planted in it, web addresses and phones built to write PDF syntax, and standard
/// output that cannot take what is written to it.
@Suite("followed, injected, lost (binary)")
struct FollowedInjectedLostEndToEndTests {
    static func shell(_ script: String, home: String, environment: [String: String] = [:]) throws -> ShellResult {
        try HardeningEndToEndTests.shell(script, home: home, environment: environment)
    }

    // MARK: Links planted in a batch's output folder

    @Test("a batch replaces links planted at its files' names and never writes through them", arguments: [
        (["vcf"], ["1-ann-lee.vcf"]),
        (["page", "signature"], ["index.html", "1-ann-lee.html", "1-ann-lee.signature.html", "1-ann-lee.signature.txt"]),
        (["png", "payload", "nfc"], ["1-ann-lee.png", "1-ann-lee.txt", "1-ann-lee.ndef"]),
    ])
    func plantedLinksAreReplaced(formats: [String], names: [String]) throws {
        let tmp = try TemporaryDirectory("myca-planted")
        let input = tmp.file("t.csv")
        try "name,email\nAnn Lee,ann@example.org\n".write(toFile: input, atomically: false, encoding: .utf8)
        let out = tmp.path + "/out"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        var victims: [String] = []
        for (i, name) in names.enumerated() {
            let victim = tmp.file("victim-\(i)")
            try "precious \(i)\n".write(toFile: victim, atomically: false, encoding: .utf8)
            try FileManager.default.createSymbolicLink(atPath: out + "/" + name, withDestinationPath: victim)
            victims.append(victim)
        }
        // A dangling link, whose target does not exist yet, is no way to create a file elsewhere.
        let absent = tmp.file("made-elsewhere")
        if let first = names.first, names.count > 1 {
            try FileManager.default.removeItem(atPath: out + "/" + first)
            try FileManager.default.createSymbolicLink(atPath: out + "/" + first, withDestinationPath: absent)
        }
        let args = ["batch", input, "--out", out] + formats.flatMap { ["--format", $0] }
        let result = try MycaProcess.run(args, home: tmp.path + "/home")
        #expect(result.status == 0, "\(result.err)")
        for (i, victim) in victims.enumerated() where !(i == 0 && names.count > 1) {
            #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious \(i)\n", "\(victim) was written through")
        }
        #expect(!FileManager.default.fileExists(atPath: absent), "a dangling link made a file outside --out")
        for name in names {
            let attributes = try FileManager.default.attributesOfItem(atPath: out + "/" + name)
            #expect(attributes[.type] as? FileAttributeType == .typeRegular, "\(name) is still a link")
        }
    }

    @Test("the back that card names beside the front replaces a link planted there", arguments: ["png", "svg"])
    func plantedLinkAtTheBack(format: String) throws {
        let home = try HardeningEndToEndTests.newHome()
        let victim = home.path + "/victim"
        try "precious\n".write(toFile: victim, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: home.path + "/c-back.\(format)", withDestinationPath: victim)
        let result = try MycaProcess.run(["card", "--\(format)", home.path + "/c.\(format)", "--back"], home: home.path)
        #expect(result.status == 0, "\(result.err)")
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: home.path + "/c-back.\(format)")
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
    }

    @Test("--skip-existing takes no planted link for a row's finished file")
    func plantedLinkIsNoFinishedFile() throws {
        let tmp = try TemporaryDirectory("myca-planted")
        let input = tmp.file("t.csv")
        try "name,email\nAnn Lee,ann@example.org\n".write(toFile: input, atomically: false, encoding: .utf8)
        let out = tmp.path + "/out"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let victim = tmp.file("victim")
        try "precious\n".write(toFile: victim, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: out + "/1-ann-lee.vcf", withDestinationPath: victim)
        let result = try MycaProcess.run(["batch", input, "--out", out, "--format", "vcf", "--skip-existing"],
                                         home: tmp.path + "/home")
        #expect(result.status == 0, "\(result.err)")
        #expect(!result.err.contains("skipped"), "\(result.err)")
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious\n")
        #expect(try String(contentsOfFile: out + "/1-ann-lee.vcf", encoding: .utf8).contains("FN:Ann Lee"))
    }

    @Test("rows x and x.signature write pages and signatures under names of their own; the summary counts what exists")
    func wholeFileNamesAreUnique() throws {
        let tmp = try TemporaryDirectory("myca-names")
        let input = tmp.file("t.csv")
        try "name,email\nx,x@example.org\nx.signature,y@example.org\n".write(toFile: input, atomically: false, encoding: .utf8)
        let out = tmp.path + "/out"
        let result = try MycaProcess.run(["batch", input, "--out", out, "--format", "page", "--format", "signature",
                                          "--name", "{name}"], home: tmp.path + "/home")
        #expect(result.status == 0, "\(result.err)")
        let files = try FileManager.default.contentsOfDirectory(atPath: out)
        #expect(files.count == 7, "\(files.sorted())")
        #expect(result.err.contains("7 files"), "\(result.err)")
        let page = try String(contentsOfFile: out + "/x.signature-2.html", encoding: .utf8)
        #expect(page.contains("y@example.org"))
        let signature = try String(contentsOfFile: out + "/x.signature.html", encoding: .utf8)
        #expect(signature.contains("x@example.org"))
    }

    @Test("a photo cell naming a FIFO fails its row at once, naming it; the other rows are written")
    func fifoPhotoFailsItsRow() throws {
        let tmp = try TemporaryDirectory("myca-fifo-photo")
        #expect(mkfifo(tmp.file("photo.jpg"), 0o600) == 0)
        let input = tmp.file("t.csv")
        try "name,email,photo\nAnn Lee,ann@example.org,photo.jpg\nBo Ek,bo@example.org,\n"
            .write(toFile: input, atomically: false, encoding: .utf8)
        // A batch that waits on the FIFO would wait for ever: `timeout` ends it and the test fails.
        let result = try Self.shell("exec timeout 300 \"$MYCA\" batch \"$IN\" --out \"$OUT\" --format vcf", home: tmp.path + "/home",
                                    environment: ["IN": input, "OUT": tmp.path + "/out"])
        #expect(result.status == 1, "\(result.err)")
        #expect(result.err.contains("photo.jpg' is not a regular file"), "\(result.err)")
        #expect(FileManager.default.fileExists(atPath: tmp.path + "/out/2-bo-ek.vcf"))
    }

    // MARK: PDF code in links

    @Test("a web address or phone built to write PDF syntax gives a link and nothing else", arguments: [
        ("https://x.example/a)>>/A<</S/JavaScript/JS(app.alert(1))>>/Z<</Y(", "+1 555 0100"),
        ("https://x.example/b)>>/A<</S/Launch/F(calc.exe)>>/Z<</Y(", "+1 (555 0100"),
        ("https://x.example/c'/Z", "+1 555) 0100"),
    ])
    func linksCarryNoPDFCode(url: String, phone: String) throws {
        let tmp = try TemporaryDirectory("myca-pdf-link")
        let home = tmp.path + "/home"
        let made = try MycaProcess.run(["new", "ann", "--name", "Ann Lee", "--url", url, "--phone", phone,
                                        "--email", "ann@example.org"], home: home)
        #expect(made.status == 0, "\(made.err)")
        let pdf = tmp.file("card.pdf")
        let card = try MycaProcess.run(["card", "--pdf", pdf, "--back"], home: home)
        #expect(card.status == 0, "\(card.err)")
        let js = try ToolProcess.run("/usr/bin/pdfinfo", ["-js", pdf])
        #expect(js.status == 0, "\(js.err)")
        #expect(!js.out.contains("alert") && !js.out.contains("Activated"), "\(js.out)")
        let urls = try ToolProcess.run("/usr/bin/pdfinfo", ["-url", pdf])
        #expect(urls.status == 0 && urls.err.isEmpty, "poppler read the annotations with errors: \(urls.err)")
        // The links are the whole address, its PDF syntax percent-encoded inside the string,
        // and the number.
        let annotations = urls.out.split(separator: "\n").dropFirst().map { $0.split(separator: " ").last.map(String.init) ?? "" }
        #expect(Set(annotations) == [PDFLink.uri(url), "tel:+15550100", "mailto:ann@example.org"], "\(urls.out)")
        #expect(urls.out.contains("tel:+15550100"), "\(urls.out)")
    }

    // MARK: Standard output that cannot take the data

    @Test("every command writing to a full standard output says so and exits 1", arguments: [
        ["export", "--sample"], ["export", "--all"], ["list"], ["show", "--sample"], ["page", "--sample"],
        ["signature", "--sample"], ["signature", "--sample", "--text"], ["qr", "--sample", "--png", "-"],
        ["nfc", "--sample", "--ndef", "-"], ["export", "--sample", "--format", "json"],
    ])
    func fullStandardOutputIsAnError(args: [String]) throws {
        let home = try HardeningEndToEndTests.newHome()
        let quoted = args.map { "'\($0)'" }.joined(separator: " ")
        let result = try Self.shell("\"$MYCA\" \(quoted) > /dev/full", home: home.path)
        #expect(result.status == 1, "\(args): \(result.err)")
        #expect(result.err.contains("cannot write to standard output: No space left on device"), "\(args): \(result.err)")
        #expect(result.err.contains("hint:"), "\(args): \(result.err)")
    }

    @Test("a reader that goes away (| head) still ends the output quietly")
    func closedPipeIsQuiet() throws {
        let home = try HardeningEndToEndTests.newHome()
        let result = try Self.shell("\"$MYCA\" export --all --format json | head -c 10 > /dev/null", home: home.path)
        #expect(result.status == 0)
        #expect(result.err.isEmpty, "\(result.err)")
    }

    // MARK: Errors that say what is wrong

    @Test("a URL code of a card without a URL says so, not that its modules are 0 mm")
    func urlCodeWithoutURL() throws {
        let home = try HardeningEndToEndTests.newHome()
        let out = home.path + "/card.pdf"
        let result = try MycaProcess.run(["card", "--payload", "url", "--pdf", out], home: home.path)
        #expect(result.status == 1, "\(result.err)")
        #expect(result.err.contains("has no URL for a url payload"), "\(result.err)")
        #expect(!result.err.contains("0 mm") && !result.err.contains("or --payload url"), "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test("a read-only TMPDIR is said as such, with a hint about TMPDIR, not about the store")
    func readOnlyTemporaryFolder() throws {
        let home = try HardeningEndToEndTests.newHome()
        let script = HardeningEndToEndTests.canUnshare
            ? """
              unshare -m sh -c 'mkdir -p "$MYCA_HOME/ro" && mount -t tmpfs -o ro tmpfs "$MYCA_HOME/ro" &&
                TMPDIR="$MYCA_HOME/ro" "$MYCA" card --pdf "$MYCA_HOME/card.pdf"'
              """
            : "TMPDIR=/sys \"$MYCA\" card --pdf \"$MYCA_HOME/card.pdf\""
        let result = try Self.shell(script, home: home.path)
        #expect(result.status == 1, "\(result.err)")
        #expect(result.err.contains("cannot make a private temporary folder in"), "\(result.err)")
        #expect(result.err.contains("hint: set TMPDIR"), "\(result.err)")
        #expect(!result.err.contains("--home"), "\(result.err)")
    }

    @Test("an import onto a store that cannot be written says so once, not 'fix the card' for every card")
    func importOntoFullStore() throws {
        let home = try HardeningEndToEndTests.newHome()
        let note = String(repeating: "a long note ", count: 300)  // ~3.6 KB a card, over a 1-block limit
        var file = ""
        for n in 1...5 { file += "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Person \(n)\r\nNOTE:\(note)\r\nEND:VCARD\r\n" }
        try file.write(toFile: home.path + "/in.vcf", atomically: false, encoding: .utf8)
        let result = try Self.shell("ulimit -f 1; exec \"$MYCA\" import \"$MYCA_HOME/in.vcf\"", home: home.path)
        #expect(result.status == 1, "\(result.err)")
        #expect(result.err.components(separatedBy: "myca: error:").count == 2, "\(result.err)")
        #expect(result.err.contains("File too large"), "\(result.err)")
        #expect(!result.err.contains("fix the card in the file"), "\(result.err)")
    }

    // MARK: Waiting on the store's lock

    @Test("a writer waiting on another process's lock says what it waits for, then finishes")
    func lockWaitIsSaid() throws {
        let home = try HardeningEndToEndTests.newHome()
        let scratch = try TemporaryDirectory("myca-lock-wait")
        // Each wait is for a file or a line; the count only ends a run whose line never comes.
        let script = """
            set -u
            flock "$MYCA_HOME/.lock" -c 'touch "$SCRATCH/held"; while [ ! -e "$SCRATCH/release" ]; do sleep 0.02; done' &
            holder=$!
            while [ ! -e "$SCRATCH/held" ]; do sleep 0.02; done
            "$MYCA" edit card --title Waited 2> "$SCRATCH/err" &
            writer=$!
            n=0
            until grep -q 'waiting for another myca' "$SCRATCH/err"; do
                n=$((n + 1)); [ $n -lt 3000 ] || break
                sleep 0.02
            done
            touch "$SCRATCH/release"
            wait $holder
            wait $writer; status=$?
            cat "$SCRATCH/err" >&2
            exit $status
            """
        let result = try Self.shell(script, home: home.path, environment: ["SCRATCH": scratch.path])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.err.contains("waiting for another myca to finish changing the cards in"), "\(result.err)")
        let shown = try MycaProcess.run(["show", "card", "--no-qr"], home: home.path)
        #expect(shown.out.contains("Waited"), "\(shown.out)")
    }
}
