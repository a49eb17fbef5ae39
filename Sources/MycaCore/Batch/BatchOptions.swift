/// Everything one batch run needs to turn rows into files; `Sendable`, shared by the workers.
public struct BatchOptions: Sendable {
    /// The folder the files go to (must exist).
    public var outputDirectory: String
    /// The files written for each row.
    public var formats: [BatchFormat]
    /// What goes into the QR code and how it is encoded.
    public var code: CodeRequest
    /// What goes into an email signature's code (``code`` unless the caller keeps it
    /// smaller), or nil for a signature without one.
    public var signatureCode: CodeRequest?
    /// How PNG and SVG codes are drawn.
    public var render: RenderSettings
    /// How the printed card is laid out (its style and code are ``render``'s and ``code``'s).
    public var card: PrintedCard.Options?
    /// Whether each printed card shows its row's photo (``card``'s picture, when set, is
    /// every card's logo instead).
    public var cardPhotos = false
    /// The resolution of card PNGs, in dots per inch.
    public var cardDPI = PNGOptions.defaultDPI
    /// Whether a card PDF is made a press file.
    public var press = false
    /// The paper every row's card is imposed on, in row order, as one PDF
    /// (``sheetPath``) instead of a PDF per row; nil for a PDF per row.
    public var sheet: PrintSheet.Paper?
    /// The most cards the sheets take (``BatchSheets/maximumCards``).
    public var maximumSheetCards = BatchSheets.maximumCards
    /// The lines a card and a call background show.
    public var lines: FieldSelection = .all
    /// The call background's size in pixels.
    public var backgroundSize = (width: 1920, height: 1080)
    /// What draws cards; nil when no card format is written.
    public var drawing: (any CardDrawing)?
    /// What signs the wallet passes, for the pkpass format.
    public var passSigning: (any PassSigning)?
    /// How files are named.
    public var template: FileNameTemplate
    /// How many rows are worked on at once (≥ 1).
    public var jobs: Int
    /// Which rows this run renders.
    public var shard: BatchShard
    /// Leave rows alone whose files all exist already.
    public var skipExisting: Bool

    /// Options with myca's defaults: PNG, vcard3 payload, ECC M, one job.
    public init(outputDirectory: String, formats: [BatchFormat] = [.png], code: CodeRequest = .init(),
                signatureCode: CodeRequest? = nil, render: RenderSettings,
                template: FileNameTemplate, jobs: Int = 1,
                shard: BatchShard = .all, skipExisting: Bool = false) {
        self.outputDirectory = outputDirectory
        self.formats = formats
        self.code = code
        self.signatureCode = signatureCode
        self.render = render
        self.template = template
        self.jobs = max(1, jobs)
        self.shard = shard
        self.skipExisting = skipExisting
    }

    /// How many jobs out of `requested` can help: no more than `rows` (when known) and no
    /// more than `perProcessor` per CPU; past that, threads only cost memory and process slots.
    public static func usefulJobs(requested: Int, rows: Int?, processors: Int = ProcessorCount.online,
                                  perProcessor: Int = 4) -> Int {
        var jobs = min(max(1, requested), max(1, processors) * perProcessor)
        if let rows { jobs = min(jobs, max(1, rows)) }
        return jobs
    }

    /// What follows the stem in every file a row may write, each once: the names a row
    /// claims (``FileNameAllocator``).
    public var fileSuffixes: [String] {
        var suffixes: [String] = []
        for suffix in formats.flatMap(\.fileSuffixes) where !suffixes.contains(suffix) { suffixes.append(suffix) }
        return suffixes
    }

    /// The paths of the files for `stem` in `format`: a card's back image only when every
    /// card has a back, or `withBack` says this one has (its front's lines moved there).
    public func paths(stem: String, format: BatchFormat, withBack: Bool = false) -> [String] {
        if format == .cardPDF, sheet != nil { return [] }
        var suffixes = format.fileSuffixes
        if format == .cardPNG || format == .cardSVG, !cardHasBack, !withBack { suffixes.removeLast() }
        return suffixes.map { FileSystem.joinPath(outputDirectory, stem + "." + $0) }
    }

    /// Whether every printed card has a back: the minimal and meishi designs always do, the
    /// classic one when asked.
    var cardHasBack: Bool {
        guard let card else { return false }
        return card.design != .classic || card.back
    }

    /// The name of the imposed sheets' PDF, when the cards go on sheets: `cards.pdf`, and
    /// of shard K of N `cards-K-of-N.pdf`, so that the shards' files sit side by side. No
    /// row's file ends in a bare `.pdf`, so no row's name takes it.
    public var sheetPath: String? {
        guard sheet != nil, formats.contains(.cardPDF) else { return nil }
        let name = shard == .all ? "cards.pdf" : "cards-\(shard.index)-of-\(shard.count).pdf"
        return FileSystem.joinPath(outputDirectory, name)
    }

    /// Whether the run writes a team site's index (``TeamSite``): when it writes pages.
    public var writesIndex: Bool { formats.contains(.page) }
}
