import Foundation
import MycaCore
import MycaTestSupport
import Testing

/// What a new user meets on the first day, through the built binary: option words in any
/// case, `myca` alone, `-V`, a resolution without a PNG, a website typed without its
/// scheme, paper too small, completion of another store's handles, and a 3.0 export of
/// an iPhone card.
@Suite("a new user's first day (binary)")
struct FirstDayEndToEndTests {
    @Test("--ecc h is H; --ecc X guesses nothing; --payload MECARD is mecard")
    func optionWordsInAnyCase() throws {
        let lower = try MycaProcess.run(["qr", "--sample", "--ecc", "h", "--utf8"])
        let upper = try MycaProcess.run(["qr", "--sample", "--ecc", "H", "--utf8"])
        #expect(lower.status == 0 && lower.out == upper.out && !lower.out.isEmpty)
        let kind = try MycaProcess.run(["export", "--sample", "--format", "VCARD3"])
        #expect(kind.status == 0 && kind.out.contains("VERSION:3.0"), "\(kind.err)")
        let bad = try MycaProcess.run(["qr", "--sample", "--ecc", "X"])
        #expect(bad.status == 2)
        #expect(bad.err.hasPrefix("myca: error: invalid value 'X' for '--ecc'\n"), "\(bad.err)")
    }

    @Test("myca alone lists the commands; -V is the version")
    func bareMycaAndShortVersion() throws {
        let bare = try MycaProcess.run([])
        #expect(bare.status == 0 && bare.err.isEmpty)
        let help = try MycaProcess.run(["--help"])
        #expect(bare.out == help.out)
        #expect(bare.out.contains("restore"))
        let short = try MycaProcess.run(["-V"])
        let long = try MycaProcess.run(["--version"])
        #expect(short.status == 0 && short.out == long.out)
    }

    @Test("--dpi with an SVG alone is a usage error")
    func dpiWithoutPNG() throws {
        let run = try MycaProcess.run(["qr", "--sample", "--svg", "-", "--dpi", "300"])
        #expect(run.status == 2 && run.out.isEmpty)
        #expect(run.err.hasPrefix("myca: error: '--dpi' is for PNG output only\n"), "\(run.err)")
    }

    @Test("--url ondes.example is saved as https://ondes.example, and the note says so")
    func websiteWithoutScheme() throws {
        let home = try TemporaryDirectory("myca-first-day")
        let made = try MycaProcess.run(["new", "--name", "Ondes", "--url", "ondes.example"], home: home.path)
        #expect(made.status == 0, "\(made.err)")
        #expect(made.err.contains("website 'ondes.example' saved as https://ondes.example"), "\(made.err)")
        let exported = try MycaProcess.run(["export", "ondes"], home: home.path)
        #expect(exported.out.contains("URL:https://ondes.example"), "\(exported.out)")
    }

    @Test("a card too large for the sheet names the paper as printers do")
    func paperName() throws {
        let run = try MycaProcess.run(["card", "--sample", "--svg", "-", "--size", "250x150", "--sheet", "a4"])
        #expect(run.status == 2)  // the sheet chosen is the setting in error
        #expect(run.err.contains("does not fit on A4 paper"), "\(run.err)")
    }

    /// bash's own completion, driven as on TAB, against the real binary on PATH.
    @Test("completion offers the handles of the store --home names")
    func completionFollowsHome() throws {
        let other = try TemporaryDirectory("myca-first-day")
        let made = try MycaProcess.run(["new", "elsewhere", "--name", "Else Where"], home: other.path)
        try #require(made.status == 0, "\(made.err)")
        let empty = try TemporaryDirectory("myca-first-day")
        let script = try empty.write("myca.bash", (try MycaProcess.run(["completion", "bash"])).out)
        let folder = String(MycaProcess.binary[..<(MycaProcess.binary.lastIndex(of: "/") ?? MycaProcess.binary.startIndex)])
        let driver = """
            source \(script)
            compopt() { :; }
            COMP_WORDS=(myca --home '\(other.path)' rm ''); COMP_CWORD=4
            _myca
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let run = try ToolProcess.run("/bin/bash", ["-c", driver],
                                      environment: ["PATH": folder + ":/usr/bin:/bin", "MYCA_HOME": empty.path, "HOME": empty.path])
        #expect(run.out == "elsewhere\n", "\(run.out)\(run.err)")
    }

    /// iOS writes `EMAIL;type=INTERNET;type=WORK`, and its importers read that and no `x-work`.
    @Test("an iPhone card exported as vCard 3.0 keeps TYPE=work on its emails")
    func iPhoneTypesIn30() throws {
        let home = try TemporaryDirectory("myca-first-day")
        let vcf = try home.write("ios.vcf", """
            BEGIN:VCARD\r
            VERSION:3.0\r
            N:Doe;Jane;;;\r
            FN:Jane Doe\r
            item1.EMAIL;type=INTERNET;type=WORK;type=pref:jane@work.example\r
            EMAIL;type=INTERNET;type=HOME:jane@home.example\r
            END:VCARD\r

            """)
        let imported = try MycaProcess.run(["import", vcf], home: home.path)
        #expect(imported.status == 0, "\(imported.err)")
        let v3 = try MycaProcess.run(["export", "jane-doe", "--format", "vcard3"], home: home.path).out
        #expect(v3.contains("EMAIL;TYPE=internet,work,pref:jane@work.example"), "\(v3)")
        #expect(v3.contains("EMAIL;TYPE=internet,home:jane@home.example"), "\(v3)")
        #expect(!v3.contains("x-work") && !v3.contains("x-home"))
    }
}
