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

    /// Why a card is printed with a bleed no one asked for.
    public enum BleedReason: Sendable, Hashable {
        /// A press file: shops trim every card, so its ground and pictures need a bleed.
        case press
        /// A ground on a sheet: a cut off the line would show the paper's white.
        case groundOnSheet
    }

    /// The bleed a card of `size` and `style` is printed with when none is asked for, and
    /// why: the size's ``CardSize/defaultBleed`` for a press file or for a ground on a
    /// sheet, else none (nil).
    public static func defaultBleed(size: CardSize, style: QRStyle, press: Bool, sheet: Bool)
        -> (bleed: Double, reason: BleedReason)?
    {
        if press { return (size.defaultBleed, .press) }
        if sheet, style.hasGround { return (size.defaultBleed, .groundOnSheet) }
        return nil
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
    /// Whether the front gave its code up to lines that had no room beside even the
    /// leanest one, the back's code (a bilingual card's other language) carrying the card.
    public let codeOnBackOnly: Bool

    /// Every layout warning of both sides, front first.
    public var warnings: [CardLayoutWarning] { front.warnings + (back?.warnings ?? []) }

    /// `card` (in the one language it is printed in) laid out; `whole` is the card with
    /// every language, whose other one a bilingual card's back shows.
    ///
    /// - Throws: ``PrintedCardError/codeTooDense(module:minimum:)`` when even the leanest
    ///   code is denser than the minimum; `PayloadError`, `QRError` and `LayoutError` as the
    ///   layouts throw them.
    public init(_ card: ProfileSnapshot, whole: ProfileSnapshot, _ o: Options) throws {
        var (frontCode, request) = try Self.code(card, o.code, fixedKind: o.fixedKind, fixedFields: o.fixedFields, o)
        let otherSide = whole.languages.first { tag in card.language.map { !LanguageTag.same($0, tag) } ?? false }
            .flatMap(whole.inLanguage)
        // A bilingual card's back is its other language: what a side has no room for has no
        // other side to go to, so its code turns leaner first.
        let bilingualBack = otherSide != nil && (o.design == .meishi || (o.design == .classic && o.back))
        /// A side laid out by `layOut` beside the code `chosen` made of `card`, then beside the
        /// code of each step leaner than it that the card's code may take, while lines find no
        /// room: the layout that leaves the fewest lines out, with its code and request.
        func leanest<Laid>(_ card: ProfileSnapshot, _ code: CardCode, _ chosen: CodeRequest, overflow: (Laid) -> Int,
                           _ layOut: (QRMatrix) -> Laid) -> (Laid, CardCode, CodeRequest) {
            var best = (layOut(code.matrix), code, chosen)
            let steps = CardFaceLayout.codeSteps(o.code, fixedKind: o.fixedKind, fixedFields: o.fixedFields)
            guard let index = steps.firstIndex(where: { $0.kind == chosen.kind && $0.fields == chosen.fields }) else { return best }
            for step in steps[(index + 1)...] where overflow(best.0) > 0 {
                guard let leaner = try? step.codeSync(for: card) else { continue }
                let tried = layOut(leaner.matrix)
                if overflow(tried) < overflow(best.0) { best = (tried, leaner, step) }
            }
            return best
        }
        var front: CardArtwork
        var codeOnBackOnly = false
        let content = CardContent(card, lines: o.lines)
        let labelled = CardFaceLayout.labelledWhereNeeded(content.lines, labels: CardLabels.forLanguage(card.language))
        // The lines the front has no room for, which the back prints and a note names, and
        // those the design's front never prints (the minimal front's contact lines, the
        // meishi's profiles and pronouns), which its back prints.
        var overflow: [CardContent.Line] = []
        var forTheBack: [CardContent.Line] = []
        let mirrored = TextBox.isRightToLeft(card.formattedName)
        switch o.design {
        case .classic:
            func laid(_ code: QRMatrix) -> CardFaceLayout.Side {
                CardFaceLayout.side(labelled, mirrored: mirrored, code: code, style: o.style, size: o.size,
                                    bleed: o.bleed, minimumModule: o.minimumModule, picture: o.picture)
            }
            var side: CardFaceLayout.Side
            if bilingualBack {
                (side, frontCode, request) = leanest(card, frontCode, request, overflow: \.overflow.count, laid)
            } else {
                side = laid(frontCode.matrix)
            }
            // Where even the leanest code leaves lines without room, the front gives its
            // code up to them: the back's code (the card in its other language) is still there.
            if bilingualBack, !side.overflow.isEmpty {
                let across = CardFaceLayout.side(labelled, mirrored: mirrored, code: nil, style: o.style, size: o.size,
                                                 bleed: o.bleed, minimumModule: o.minimumModule, picture: o.picture)
                if across.overflow.count < side.overflow.count { (side, codeOnBackOnly) = (across, true) }
            }
            (front, overflow) = (side.art, side.overflow)
        case .minimal:
            front = CardFaceLayout.minimalFront(card, style: o.style, size: o.size, bleed: o.bleed, picture: o.picture)
            forTheBack = labelled.filter { ![.name, .title, .organization].contains($0.role) }
        case .meishi:
            let laid = try MeishiLayout.side(card, lines: o.lines, style: o.style, size: o.size, bleed: o.bleed)
            front = laid.art
            overflow = laid.overflow.compactMap { line in content.lines.firstIndex(of: line).map { labelled[$0] } }
            forTheBack = labelled.filter { MeishiLayout.unprinted.contains($0.role) }
        }
        if content.hiddenSocialProfiles > 0 { front.warnings.append(.socialProfilesLeftOut(content.hiddenSocialProfiles)) }
        let backLines = labelled.filter { overflow.contains($0) || forTheBack.contains($0) }
        var back: CardArtwork?
        var movedToBack: [String] = []
        // What the other language's code on a bilingual back leaves out.
        var backLeftOut: [String] = []
        // The classic back's code: the card's web address when it has one, else the front's again.
        let url = card.urls.first?.value
        func backCode() throws -> QRMatrix {
            guard url != nil else { return frontCode.matrix }
            var backRequest = request
            backRequest.kind = .url
            return try backRequest.codeSync(for: card).matrix
        }
        // A few ways to reach someone go under the minimal back's large code; more lines go
        // beside it, as do what a meishi's front has no room for.
        let captioned = backLines.isEmpty
            || (o.design == .minimal && backLines.count <= 3 && backLines.allSatisfy { [.email, .phone, .web].contains($0.role) })
        if let other = otherSide, bilingualBack {
            // A bilingual card's back is the card in its other language, with that language's
            // code. A meishi always has it, as Japanese cards are printed: Japanese on the
            // front, the other language on the back, whose code serves the reader who scans.
            let (code, otherRequest) = try Self.code(other, request, fixedKind: true, fixedFields: true, o)
            let (laid, _, backRequest) = leanest(other, code, otherRequest, overflow: \.overflow.count) { code in
                CardFaceLayout.frontSide(other, lines: o.lines, code: code, style: o.style, size: o.size, bleed: o.bleed,
                                         minimumModule: o.minimumModule)
            }
            backLeftOut = QRPayload.leftOut(other, kind: backRequest.kind, fields: backRequest.fields)
            back = laid.art
            // That back has no room to spare for the front's lines; those it prints in its
            // own language (an email, a phone, a profile) are not missing.
            let left = backLines.filter { line in !laid.shown.contains { $0.role == line.role && $0.text == line.text } }
            if !left.isEmpty { front.warnings.insert(.linesLeftOut(left.map(\.role.rawValue)), at: 0) }
        } else if o.design != .classic, captioned {
            // The minimal and meishi fronts have no code: the back carries it, under it the
            // ways to reach the person the front does not print, else the name.
            back = CardFaceLayout.back(captions: backLines.isEmpty ? content.lines([.name]) : backLines, code: frontCode.matrix,
                                       style: o.style, size: o.size, bleed: o.bleed, minimumModule: o.minimumModule)
        } else if !backLines.isEmpty {
            // The lines go beside the back's code when there is one (the minimal's and the
            // meishi's, whose fronts have none; the classic's when asked for: the web
            // address's, else the front's again), else across it. A meishi's back names the
            // person above them.
            let named = o.design == .meishi ? content.lines([.name]) + backLines : backLines
            let code = o.design != .classic ? frontCode.matrix : o.back ? try backCode() : nil
            var laid = CardFaceLayout.side(named, mirrored: mirrored, code: code, style: o.style,
                                           size: o.size, bleed: o.bleed, minimumModule: o.minimumModule, picture: nil)
            var left = laid.overflow
            if o.design == .minimal, !left.isEmpty {
                // What the minimal back has no room for goes under the name on the front,
                // across its whole width.
                let shared = CardFaceLayout.minimalFront(card, foot: left, style: o.style, size: o.size, bleed: o.bleed,
                                                         picture: o.picture)
                front = shared.art
                laid.tooWide = laid.tooWide.filter(shared.overflow.contains)
                left = shared.overflow
            }
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
        self.codeOnBackOnly = codeOnBackOnly
        self.frontCode = frontCode
        self.request = request
        let printed = QRPayload.leftOut(card, fields: o.fixedFields ? o.code.fields : .printed)
        let frontLeavesOut = QRPayload.leftOut(card, kind: request.kind, fields: request.fields)
        leftOut = (frontLeavesOut + backLeftOut.filter { !frontLeavesOut.contains($0) }).filter { !printed.contains($0) }
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
                        PhysicalLength.text(module, digits: 3), PhysicalLength.text(minimum, digits: 3))
        case let .contactCut(role, text, minimum):
            MessageText("the %s '%s' does not fit on the card even at %s pt, and printed cut it would be a wrong address",
                        role, text, PhysicalLength.text(minimum, digits: 3))
        case let .noPhoto(name):
            MessageText("the card of %s has no photo to print", name)
        }
    }

    public var remedy: ErrorRemedy? {
        switch self {
        case .codeTooDense: .roomForCode
        case .contactCut: .leaveLineOff
        case .noPhoto: .addPhoto
        }
    }
}
