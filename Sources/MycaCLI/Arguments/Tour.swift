/// The tour of myca: command lines that run one after the other on a fresh store, each
/// with what it shows. The man page prints it as EXAMPLES; README.md's "A tour" is the same
/// lines (a test holds them equal and runs them).
public enum Tour {
    /// The steps, their explanations in the user's language.
    public static var steps: [Example] {
        [
            Example(
                command: #"myca new work --name "Alex Morgan" --title "Staff Engineer" --org "Northwind Labs" --email work:alex@northwind.example --phone cell:+1-555-0100 --url https://northwind.example/alex --social github:alexmorgan"#,
                explanation: tr("Create a card from flags; the first card is the default.")),
            Example(
                command: #"myca new personal --name "Alex Morgan" --email home:alex@example.net"#,
                explanation: tr("A second card.")),
            Example(
                command: "myca show",
                explanation: tr("The default card as a business card, its QR code beside it.")),
            Example(
                command: #"myca edit --title "Principal Engineer" --pronouns they/them"#,
                explanation: tr("Change fields; with no flags, edit opens $VISUAL or $EDITOR on a readable template.")),
            Example(
                command: "myca qr --png badge.png --size 35mm --dpi 600",
                explanation: tr("A print-ready PNG: exact pixels, its resolution set.")),
            Example(
                command: "myca qr --svg badge.svg --size 1.5in --style navy",
                explanation: tr("A vector image, its width and height in inches.")),
            Example(
                command: "myca qr --payload mecard --ecc Q",
                explanation: tr("A smaller code with more redundancy.")),
            Example(command: "myca export > alex.vcf", explanation: tr("vCard 4.0 on standard output, for pipes.")),
            Example(
                command: "myca export --sample --format vcard3 -o sample.vcf",
                explanation: tr("The built-in sample card as vCard 3.0, for older importers.")),
            Example(
                command: "myca import sample.vcf",
                explanation: tr("vCard 2.1, 3.0 or 4.0 from phones, Outlook, Gmail…")),
            Example(command: "myca export --all --format json", explanation: tr("Every card as jCard (RFC 7095).")),
            Example(command: "myca export --rfc9554", explanation: tr("Also RFC 9554 PRONOUNS and SOCIALPROFILE.")),
            Example(command: "myca list", explanation: tr("Your cards; * marks the default.")),
            Example(
                command: "myca card --pdf card.pdf --back",
                explanation: tr("The printed business card, 85×55 mm, front and back.")),
            Example(command: "myca use personal", explanation: tr("Make another card the default.")),
            Example(command: "myca export --all > cards.vcf", explanation: tr("Every card in one vCard file.")),
            Example(
                command: "myca batch cards.vcf --out badges --format png --size 30mm --dpi 600",
                explanation: tr("A code for every card in a CSV, vCard or LDIF file.")),
            Example(
                command: "myca help qr",
                explanation: tr("Every command has --help, and man myca lists every option.")),
        ]
    }
}
