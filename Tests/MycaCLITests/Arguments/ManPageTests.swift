import Foundation
import MycaCLI
import MycaInProcess
import MycaTestSupport
import Testing

@Suite struct ManPageTests {
    static let page = ManPage.render(commands: Fixtures.registry.map { $0.spec }, version: "9.8.7")

    @Test func hasTheStandardSections() {
        #expect(Self.page.hasPrefix(".TH MYCA 1 \"\" \"myca 9.8.7\" \"User Commands\"\n.SH NAME\nmyca \\- digital business cards"))
        let sections = Self.page.split(separator: "\n").filter { $0.hasPrefix(".SH ") }
        #expect(sections == [
            ".SH NAME", ".SH SYNOPSIS", ".SH DESCRIPTION", ".SH OPTIONS", ".SH COMMANDS",
            ".SH EXIT STATUS", ".SH ENVIRONMENT", ".SH FILES", ".SH EXAMPLES", ".SH SEE ALSO",
        ])
        for variable in ["MYCA_HOME", "XDG_DATA_HOME", "NO_COLOR", "VISUAL, EDITOR"] {
            #expect(Self.page.contains("\n.TP\n.B \(variable)\n"))
        }
        #expect(Self.page.contains(".TP\n.B 2\nUsage error"))
    }

    @Test func eachCommandHasASubsectionWithItsOptions() {
        #expect(Self.page.contains("\n.SS \"myca new [HANDLE] [options]\"\nCreate a card.\n"))
        #expect(Self.page.contains("\n.TP\n\\fB\\-F\\fR, \\fB\\-\\-format\\fR \\fIFORMAT\\fR\nOutput format (one of: vcard, vcard3, json; default: vcard).\n"))
        #expect(Self.page.contains("\n.TP\n\\fB\\-\\-qr\\fR, \\fB\\-\\-no\\-qr\\fR\nShow the QR code (on by default).\n"))
        #expect(!Self.page.contains("__complete"))
    }

    @Test func examplesAreTheTourAndSeeAlsoNamesTheToolsAround() {
        let examples = Self.page.components(separatedBy: ".SH EXAMPLES\n")[1].components(separatedBy: ".SH ")[0]
        let commands = examples.split(separator: "\n").filter { $0.hasPrefix("\\fB") }
        #expect(commands.count == Tour.steps.count)
        // A long line breaks before an option, each line but the last ending in ` \`.
        #expect(examples.contains(
            "\\fBmyca new work \\-\\-name \"Alex Morgan\" \\-\\-title \"Staff Engineer\" \\e\n"
                + "    \\-\\-org \"Northwind Labs\" \\-\\-email work:alex@northwind.example \\e\n"
                + "    \\-\\-phone cell:+1\\-555\\-0100 \\-\\-url https://northwind.example/alex \\e\n"
                + "    \\-\\-social github:alexmorgan\\fR\n"))
        #expect(examples.contains("\\fBmyca show\\fR\n.fi\nThe default card as a business card, its QR code beside it.\n.RE\n"))
        #expect(Self.page.hasSuffix(".SH SEE ALSO\n.BR qrencode (1),\n.BR khard (1),\n.BR vdirsyncer (1)\n"))
    }

    @Test func groffFormatsItWithoutWarnings() throws {
        let dir = try TemporaryDirectory()
        let file = try dir.write("myca.1", Self.page)
        let result = try ToolProcess.run("/usr/bin/groff", ["-man", "-Tutf8", "-ww", "-z", file])
        #expect(result.status == 0)
        #expect(result.err == "")
    }

    @Test func helpManPrintsThePage() async {
        let run = await MycaHarness.run(["help", "--man"], registry: Fixtures.registry)
        #expect(run.status == 0)
        #expect(run.out == ManPage.render(commands: Fixtures.registry.map { $0.spec }, version: MycaCLI.version))
    }
}
