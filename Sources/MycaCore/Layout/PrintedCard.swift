/// One printed card laid out: its front (and back) artwork, the pages they go on (alone or
/// imposed on a sheet), and the code each side carries. What `myca card` draws for the
/// card it is given, and what a batch draws for each row, by the same rules.
public struct PrintedCard: Sendable {
    /// What to print and how.
    public struct Options: Sendable {
        /// The design.
        public var design: CardDesign
        /// The card's size (the design's own when none is chosen: ``CardDesign/defaultSize``).
        public var size: CardSize
        /// How far the background reaches beyond the trim, in millimetres.
        public var bleed: Double
        /// The lines the card shows.
        public var lines: FieldSelection
        /// The colours.
        public var style: QRStyle
        /// What the code carries and how it is encoded.
        public var code: CodeRequest
        /// Whether the code's kind and its fields were chosen (else the card picks leaner
        /// ones until its modules reach ``minimumModule``).
        public var fixedKind: Bool, fixedFields: Bool
        /// The smallest printed module, in millimetres.
        public var minimumModule: Double
        /// Whether the card gets a back (the minimal and meishi designs always have one).
        public var back: Bool
        /// A logo or photo on the front.
        public var picture: CardPicture?
        /// Crop marks around a card printed alone.
        public var cropMarks: Bool
        /// The sheet the cards are imposed on, or nil for the card alone.
        public var sheet: PrintSheet.Paper?

        /// Options; every one but the colours and the code has the card command's default.
        public init(design: CardDesign = .classic, size: CardSize? = nil, bleed: Double = 0, lines: FieldSelection = .all,
                    style: QRStyle, code: CodeRequest, fixedKind: Bool = false, fixedFields: Bool = false,
                    minimumModule: Double = PrintedSize.minimumModuleMillimetres, back: Bool = false,
                    picture: CardPicture? = nil, cropMarks: Bool = false, sheet: PrintSheet.Paper? = nil) {
            self.design = design
            self.size = size ?? design.defaultSize
            self.bleed = bleed
            self.lines = lines
            self.style = style
            self.code = code
            self.fixedKind = fixedKind
            self.fixedFields = fixedFields
            self.minimumModule = minimumModule
            self.back = back
            self.picture = picture
            self.cropMarks = cropMarks
            self.sheet = sheet
        }

        /// The image every page of such a card (each side alone, or the sheet) is at `dpi`.
        ///
        /// - Throws: ``RasterSizeError`` when that is more than a drawing may hold.
        public func rasterSize(dpi: Int) throws(RasterSizeError) -> RasterSize {
            let (width, height) = sheet?.size ?? PrintSheet.singleSize(size, bleed: bleed, cropMarks: cropMarks)
            return try RasterSize(width: width, height: height, dpi: dpi)
        }
    }

    /// The front.
    public let front: CardArtwork
    /// The back, when there is one.
    public let back: CardArtwork?
    /// The pages to draw.
    public let pages: [ImposedPage]
    /// How many cards the sheet holds, when the cards are imposed on one.
    public let cardsPerSheet: Int?
    /// The front's code.
    public let frontCode: CardCode
    /// The request that made it (leaner than asked for when the card chose).
    public let request: CodeRequest
    /// What the front's code leaves out of what the card prints, to keep its modules at
    /// the minimum.
    public let leftOut: [String]

    /// The lines the front had no room for, printed on the back (their roles, in order):
    /// what the command says, as a note.
    public let movedToBack: [String]

    /// Every layout warning of both sides, front first.
    public var warnings: [CardLayoutWarning] { front.warnings + (back?.warnings ?? []) }

    /// `card` (in the one language it is printed in) laid out; `whole` is the card with
    /// every language, whose other one a bilingual card's back shows.
    ///
    /// - Throws: ``PrintedCardError/codeTooDense(module:minimum:)`` when even the leanest
    ///   code is denser than the minimum; `PayloadError`, `QRError` and `LayoutError` as the
    ///   layouts throw them.
    public init(_ card: ProfileSnapshot, whole: ProfileSnapshot, _ o: Options) throws {
        let (frontCode, request) = try Self.code(card, o.code, fixedKind: o.fixedKind, fixedFields: o.fixedFields, o)
        var front: CardArtwork
        // The classic front's lines that fit nowhere on it: the back prints them.
        var overflow: [CardContent.Line] = []
        let mirrored = TextBox.isRightToLeft(card.formattedName)
        switch o.design {
        case .classic:
            let content = CardContent(card, lines: o.lines)
            let laid = CardFaceLayout.side(CardFaceLayout.labelledWhereNeeded(content.lines), mirrored: mirrored,
                                           code: frontCode.matrix, style: o.style, size: o.size, bleed: o.bleed,
                                           minimumModule: o.minimumModule, picture: o.picture)
            (front, overflow) = (laid.art, laid.overflow)
            if content.hiddenSocialProfiles > 0 { front.warnings.append(.socialProfilesLeftOut(content.hiddenSocialProfiles)) }
        case .minimal: front = CardFaceLayout.minimalFront(card, style: o.style, size: o.size, bleed: o.bleed,
                                                               picture: o.picture)
        case .meishi: front = try MeishiLayout.front(card, lines: o.lines, style: o.style, size: o.size, bleed: o.bleed)
        }
        var back: CardArtwork?
        var movedToBack: [String] = []
        // The classic back's code: the card's web address when it has one, else the front's again.
        let url = card.urls.first?.value
        func backCode() throws -> QRMatrix {
            guard url != nil else { return frontCode.matrix }
            var backRequest = request
            backRequest.kind = .url
            return try backRequest.codeSync(for: card).matrix
        }
        let otherSide = whole.languages.first { tag in card.language.map { !LanguageTag.same($0, tag) } ?? false }
            .flatMap(whole.inLanguage)
        if let other = otherSide, o.design == .meishi || (o.design == .classic && o.back) {
            // A bilingual card's back is the card in its other language, with that language's
            // code. A meishi always has it, as Japanese cards are printed: Japanese on the
            // front, the other language on the back, whose code serves the reader who scans.
            let (code, _) = try Self.code(other, request, fixedKind: true, fixedFields: true, o)
            back = CardFaceLayout.front(other, lines: o.lines, code: code.matrix, style: o.style, size: o.size, bleed: o.bleed,
                                        minimumModule: o.minimumModule)
            // That back has no room to spare for the front's lines.
            if !overflow.isEmpty { front.warnings.insert(.linesLeftOut(overflow.map(\.role.rawValue)), at: 0) }
        } else if o.design != .classic {
            // The minimal and meishi fronts have no code: the back carries it, under it the
            // ways to reach the person the minimal front does not print, or the meishi's name.
            let captions = o.design == .minimal ? CardFaceLayout.reachLines(card, lines: o.lines)
                : CardContent(card, lines: o.lines).lines([.name])
            back = CardFaceLayout.back(captions: captions, code: frontCode.matrix, style: o.style, size: o.size,
                                       bleed: o.bleed, minimumModule: o.minimumModule)
        } else if !overflow.isEmpty {
            // The lines the front has no room for go to the back, beside the back's code when
            // one was asked for (the web address's, else the front's again), else across it.
            var laid = CardFaceLayout.side(overflow, mirrored: mirrored, code: o.back ? try backCode() : nil, style: o.style,
                                           size: o.size, bleed: o.bleed, minimumModule: o.minimumModule, picture: nil)
            let left = laid.overflow
            // A way to reach someone too wide for the back's column too, at its smallest size,
            // would print cut, a wrong address: the card is refused, naming it.
            if let wide = laid.tooWide.first(where: \.role.isContactData) {
                throw PrintedCardError.contactCut(role: wide.role.rawValue, text: wide.text,
                                                  minimum: CardFaceLayout.lineSize(wide.role).minimum)
            }
            if !left.isEmpty { laid.art.warnings.insert(.linesLeftOut(left.map(\.role.rawValue)), at: 0) }
            movedToBack = overflow.filter { line in !left.contains(line) }.map(\.role.rawValue)
            back = laid.art
        } else if o.back {
            // The back carries the card's web address under its code, else the name.
            back = CardFaceLayout.back(caption: url ?? card.formattedName, role: url != nil ? .web : .name, code: try backCode(),
                                       style: o.style, size: o.size, bleed: o.bleed, minimumModule: o.minimumModule)
        }
        if let paper = o.sheet {
            let sheet = try PrintSheet.sheet(front: front, back: back, paper: paper)
            pages = sheet.pages
            cardsPerSheet = sheet.cards
        } else {
            pages = ([front] + (back.map { [$0] } ?? [])).map { PrintSheet.single($0, cropMarks: o.cropMarks) }
            cardsPerSheet = nil
        }
        self.front = front
        self.back = back
        self.movedToBack = movedToBack
        self.frontCode = frontCode
        self.request = request
        let printed = QRPayload.leftOut(card, fields: o.fixedFields ? o.code.fields : .printed)
        leftOut = QRPayload.leftOut(card, kind: request.kind, fields: request.fields).filter { !printed.contains($0) }
    }

    /// The front's code of `card` (``CardFaceLayout/frontCodeSync(_:_:fixedKind:fixedFields:size:minimumModule:)``).
    private static func code(_ card: ProfileSnapshot, _ request: CodeRequest, fixedKind: Bool, fixedFields: Bool,
                             _ o: Options) throws -> (CardCode, CodeRequest) {
        switch try CardFaceLayout.frontCodeSync(card, request, fixedKind: fixedKind, fixedFields: fixedFields, size: o.size,
                                                minimumModule: o.minimumModule) {
        case let .fits(code, chosen): return (code, chosen)
        case let .tooDense(module): throw PrintedCardError.codeTooDense(module: module, minimum: o.minimumModule)
        }
    }
}

/// A card that would print wrong: its code denser than a phone reads, or contact data cut.
public enum PrintedCardError: MycaError, Equatable {
    /// Even the leanest code the options allow has modules of `module` mm on the card.
    case codeTooDense(module: Double, minimum: Double)
    /// The line of `role` holding `text` does not fit even at `minimum` pt.
    case contactCut(role: String, text: String, minimum: Double)
    /// The photo asked for on the card of this name, which has none.
    case noPhoto(String)

    public var messageText: MessageText {
        switch self {
        case let .codeTooDense(module, minimum):
            MessageText("the printed modules are %s mm, smaller than the %s mm a phone at arm's length reads",
                        PrintedSize.millimetreText(module), PrintedSize.millimetreText(minimum))
        case let .contactCut(role, text, minimum):
            MessageText("the %s '%s' does not fit on the card even at %s pt, and printed cut it would be a wrong address",
                        role, text, PrintedSize.millimetreText(minimum))
        case let .noPhoto(name):
            MessageText("the card of %s has no photo to print", name)
        }
    }

    public var remedy: ErrorRemedy? {
        if case .codeTooDense = self { return .carryLess(lowestCorrection: false) }
        return nil
    }
}
