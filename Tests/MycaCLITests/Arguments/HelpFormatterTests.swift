import MycaCLI
import Testing

@Suite struct HelpFormatterTests {
    @Test func commandHelpSnapshot() {
        let expected = """
            usage: myca new [HANDLE] [options]

            Create a card.

            With no field options on a terminal, myca asks for each field.

            Arguments:
              HANDLE                   The card's handle.

            Options:
              -f, --force              Replace an existing card.
              -F, --format FORMAT      Output format (one of: vcard, vcard3, json; default:
                                       vcard).
                  --from FILE          Start from a vCard file, or - for stdin.
                  --[no-]qr            Show the QR code (on by default).
              -s, --scale N            Module size in pixels.

            Field options:
              -n, --name NAME          Full name.
              -e, --email [TYPE:]ADDR  An email address (repeatable).

            Global options:
                  --home DIR           Use the cards in DIR instead of $MYCA_HOME or
                                       ~/.local/share/myca.
                  --color WHEN         When to colour output (auto: on a terminal only; one
                                       of: auto, always, never; default: auto).
              -q, --quiet              Print only what was asked for.
              -v, --verbose            Print details on stderr.
              -h, --help               Show help and exit.

            Examples:
              myca new work --name 'Ada Lovelace'
                  Create the card 'work'.

            """
        #expect(HelpFormatter.help(for: Fixtures.newSpec, width: 80) == expected)
    }

    @Test func longLabelsGetTheirOwnLine() {
        let spec = CommandSpec(
            name: "x", summary: "S.",
            options: [.option("a-very-long-option-name", valueName: "SOMETHING-LONG", help: "Help.")])
        let help = HelpFormatter.help(for: spec, width: 80)
        #expect(help.contains("\n      --a-very-long-option-name SOMETHING-LONG\n                              Help.\n"))
    }

    @Test func optionGroupsKeepDeclarationOrderWithGlobalsLast() {
        let groups = HelpFormatter.groups([
            .flag("b", category: "Field options", help: ""), .flag("h", category: OptionCategory.global, help: ""),
            .flag("a", help: ""), .flag("c", category: "Output", help: ""),
        ])
        #expect(groups.map(\.heading) == ["Options", "Field options", "Output", "Global options"])
    }
}
