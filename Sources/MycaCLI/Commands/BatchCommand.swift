import MycaCore

/// `myca batch INPUT`: QR codes (and vCards) for every row of a CSV file, every card of a
/// vCard file or every person of an LDIF directory export, rendered in parallel.
struct BatchCommand: Command {
    static let name = "batch"

    static let spec = CommandSpec(
        name: name,
        summary: "Make QR codes for every row of a CSV, vCard or LDIF file.",
        discussion: """
            INPUT is a CSV file whose header row names card fields, or a file of vCards \
            (recognized by its content); '-' reads stdin. The fields are separated by what \
            the header line uses most outside quotes: ',', ';' (as spreadsheets write CSV \
            where the comma is the decimal mark) or a tab; --delimiter sets it. Columns: \
            \(CardField.columns.map(\.key).joinedText(separator: ", ")); headers match \
            case-insensitively with '_' or ' ' for '-', and common spellings (first name, \
            surname, company, zip, …) are accepted. \(CardField.columns.filter(\.isRepeatable).map(\.key).joinedText(separator: ", ")) \
            may repeat (or be numbered: email2); every other column may appear once; an empty \
            header cell ignores its column. Columns no card has (an address book or CRM \
            export has many) are ignored with a warning that names them; --strict refuses \
            them instead. A row whose cells are all empty is skipped. Cells take what the options of 'myca new' take: \
            types before email, phone and url (work:ann@example.org), social as a profile URL or \
            SERVICE:URL or SERVICE:USER. \
            A photo cell is the path of a PNG, JPEG, GIF or WebP file in the CSV file's \
            folder or under it (never an absolute path, nor one that leads out of it); its \
            metadata is taken out as for 'myca edit --photo'.

            LDIF (RFC 2849, as ldapsearch -LLL and directory exports write it, recognized by \
            its content) gives one row per person's entry; other entries (the base, ou=…, \
            groups) are skipped. Attributes: cn (the name unless displayName gives it; more \
            cn values are nicknames), displayName, givenName, sn, personalTitle and \
            generationQualifier (the honorifics before and after the name), mail, telephoneNumber (a \
            work phone), mobile (a cell phone), title, o, ou, labeledURI (the URI), \
            street, l, st, postalCode and c or co (the parts of a work address, a \
            postalAddress beside them its label), postalAddress (else a work address of its \
            '$'-separated lines), preferredLanguage (its \
            first language is the card's), jpegPhoto; a ';lang-X' value of a name, title or \
            organization is the card's side in language X. Base64 values and folded lines \
            are read; values given as a URL (':<') and change records are refused. Other \
            attributes are ignored with a warning that names them; --strict makes each a \
            failed row instead. Of a field a card holds once (title, o, givenName, sn, \
            displayName, a country) the first value is kept, and of labeledURI the URI, not its label: \
            a warning names the attributes where more was left.

            Rows stream through in constant memory and are rendered by --jobs workers. Files \
            are named by --name (placeholders {row}, {handle}, {name}, {given}, {family}), made \
            safe for file names (no '/', no leading dot, no control characters, at most 200 \
            bytes) and unique ('-2', '-3' … for repeats). Each file is written to a temporary \
            name and renamed, so an interrupted run never leaves a partial file (files are \
            not fsynced: run sync if they must survive a power cut).

            A bad row is reported as 'row N: …' (rows count from 1 after the header, skipped \
            empty rows not counted) and the \
            batch goes on; the closing summary counts files and failed rows, and the exit \
            status is 1 if any row failed. Every shard (--shard) names all rows the same way, \
            so shards 0/N … N-1/N together write exactly the files of one unsharded run. \
            --shard auto takes K \
            and N from the job runner: a Slurm array task's SLURM_ARRAY_TASK_ID (less \
            SLURM_ARRAY_TASK_MIN, over SLURM_ARRAY_TASK_STEP) of SLURM_ARRAY_TASK_COUNT, or a \
            Kubernetes Indexed Job pod's JOB_COMPLETION_INDEX of the N in --shard auto/N \
            (the Job's completions). A progress bar is \
            shown when stderr is a terminal and INPUT is a file (not with -q). \
            --format payload writes the raw QR payload bytes (.txt), e.g. for checking or \
            for feeding another encoder the same bytes; --format nfc the row's NDEF \
            message for an NFC tag (.ndef, as 'myca nfc --ndef' writes it, not fitted to a tag); \
            --format page the row's web page (.html, as 'myca page' makes it) and, once the \
            rows are done, an index.html listing everyone with a link to their page, so OUT \
            is a team site a web server can serve as it is (every shard writes the same \
            index, of every valid row; no page is named index); --format signature the \
            email signature as 'myca signature' and 'myca signature --text' make it \
            (.signature.html, .signature.txt; --no-signature-qr as 'myca signature --no-qr'), \
            a line the text had to cut reported as a warning for its row and counted in the \
            summary. --format card-pdf, card-png and card-svg draw the printed card as 'myca card' \
            draws it, with the options it takes (--template, --card-size, --bleed, --back, \
            --logo, --photo (each row's own photo; a row without one fails), --crop-marks, \
            --press with --output-condition and --pdfx, --lines, --min-module; --dpi for the PNG): .card.pdf with \
            front and back pages, .card.png and .card-back.png, .card.svg and .card-back.svg. A row whose name or contact \
            line would print cut fails, as the card command does; lines left out or cut are \
            warnings for the row. With --sheet a4, letter or sra3, card-pdf imposes every \
            row's card instead, in row order, on sheets as 'myca card --sheet' lays them out \
            (crop marks, gutters; with a back, each sheet of fronts is followed by its backs, \
            registered for duplex; --press makes it a press file), as one cards.pdf \
            (cards-K-of-N.pdf for --shard K/N), written only when the run ends neither \
            interrupted nor stopped. Each sheet is drawn once its cards are in, and the \
            finished file passes through memory whole, so a run imposes at most \
            \(BatchSummary.grouped(BatchSheets.maximumCards)) cards: split a larger one with --shard. \
            --format background writes the video-call background as \
            'myca background' draws it (.background.png; --background-size WxH, --lines). \
            --format pkpass writes the row's Apple Wallet pass as 'myca wallet --apple' \
            makes it (.pkpass), signed with --cert, --key or --password-file, and --wwdr; \
            --format google-link the row's "Save to Google Wallet" link as 'myca wallet \
            --google' prints it (.google-link.txt, the link and a newline), signed with the \
            service account's key --key for the issuer --issuer-id. With both, --key is the \
            service account's and the pass certificate's key comes from its .p12 (or a PEM \
            holding both). all leaves them out, since they need keys.
            """,
        arguments: [ArgumentSpec("INPUT", help: "A CSV, vCard or LDIF file, or '-' for stdin.", completion: .file)],
        options: BatchOptionGroup.specs + QROptionGroup.specs + BatchOptionGroup.cardSpecs
            + WalletOptionGroup.specs,
        examples: [
            Example(command: "myca batch staff.csv --out badges --size 30mm --dpi 600",
                    explanation: "One print-ready PNG per person."),
            Example(command: "myca batch contacts.vcf --format all --name '{family}-{given}'",
                    explanation: "Every kind of file for each person, named after them."),
            Example(command: "myca batch staff.csv --out site --format page --format signature",
                    explanation: "A team site with an index, and everyone's email signature."),
            Example(command: "myca batch crm-export.csv --delimiter ';' --strict",
                    explanation: "Semicolons between fields; stop at a column no card has."),
            Example(command: "myca batch staff.csv --format card-pdf --sheet sra3 --back --press",
                    explanation: "One press file of everyone's card and its back for the print shop."),
            Example(command: "ldapsearch -x -LLL '(objectClass=person)' | myca batch - --format vcf",
                    explanation: "A vCard for everyone in the company directory."),
            Example(command: "parallel myca batch staff.csv --shard {}/4 ::: 0 1 2 3",
                    explanation: "Split one input across four processes or machines."),
            Example(command: "sbatch --array=0-9 --wrap 'myca batch staff.csv --shard auto'",
                    explanation: "Ten Slurm tasks, each rendering its tenth."),
        ])

    /// Runs the batch; exit 1 if any row failed, 128 + the signal (130, 143) when interrupted.
    func run(_ args: ParsedArguments, _ ctx: CommandContext) async throws -> Int32 {
        try await BatchRun.run(args, ctx)
    }
}
