#if canImport(Glibc)
import Glibc
#endif

/// The work for one row, done on a worker: validate, build the payload, encode,
/// render and write every format. Pure function of its inputs; `Sendable`.
public struct BatchJob: Sendable {
    /// The row number, from 1.
    public let row: Int
    /// The draft card.
    public let profile: Profile
    /// The unique file stem.
    public let stem: String
    /// Where a card read from vCard text came from; nil for a CSV row.
    public let source: VCardSourceLines?

    /// What a row came to: the files written and what the single commands would have
    /// warned of.
    public struct Written: Sendable, Equatable {
        /// The row, from 1.
        public var row: Int
        /// How many files.
        public var files: Int
        /// The warnings, in the order of the formats.
        public var warnings: [MessageText]
        /// The row's card for the sheets, when the cards are imposed on them.
        public var sheetCard: PrintSheet.Card?
        /// The files written, in the order of the formats.
        public var paths: [String] = []
    }

    /// The card, checked.
    /// - Throws: ``BatchRowError`` naming the row and, where known, the field: the CSV
    ///   column, or for a card read from vCard text the line of the property at fault.
    func snapshot() throws(BatchRowError) -> ProfileSnapshot {
        do {
            return try profile.snapshot()
        } catch {
            // A vCard has no columns: its property is named by the line it is on (the
            // reason names the field).
            if let source { throw BatchRowError(row: row, line: source.line(of: error), reasonText: error.messageText) }
            throw BatchRowError(row: row, field: BatchHeader.column(of: error), reasonText: error.messageText)
        }
    }

    /// The row's entry in a team site's index, when its card is valid and its code can be
    /// made: what every shard works out alike for every row, since each writes the index.
    func siteEntry(_ options: BatchOptions) -> TeamSite.Entry? {
        guard let card = try? snapshot().inOwnLanguage, (try? options.code.payload(for: card)) != nil,
              let page = options.paths(stem: stem, format: .page).first else { return nil }
        return TeamSite.Entry(row: row, card: card, page: FileSystem.baseName(of: page))
    }

    /// Writes the row's files.
    /// - Throws: ``BatchRowError`` naming the row and, where known, the field: the CSV
    ///   column, or for a card read from vCard text the line of the property at fault.
    public func run(_ options: BatchOptions) throws(BatchRowError) -> Written {
        let snapshot = try snapshot()
        // What the page, the signature, the printed card and the background show.
        let card = snapshot.inOwnLanguage
        var files: [(String, [UInt8])] = []
        var warnings: [MessageText] = []
        var printed: PrintedCard?
        // The texts as the drawing fits them: asked for once a row, for the sheet's check
        // and the SVG alike.
        var fitted: [DrawingReport.Entry]?
        var sheetCard: PrintSheet.Card?
        do {
            let needsCode = options.formats.contains { $0.renderFormat != nil }
            let code = needsCode ? try options.code.codeSync(for: snapshot) : nil
            let needsPayload = code == nil && options.formats.contains(.payload)
            let payload = try code?.payload ?? (needsPayload ? options.code.payload(for: snapshot) : [])
            for format in options.formats {
                let paths = options.paths(stem: stem, format: format)
                switch format {
                case .png, .svg:
                    if let code, let picture = format.renderFormat {
                        files.append((paths[0], try picture.render(code.matrix, options.render)))
                    }
                case .vcf:
                    if let data = format.dataFormat {
                        // A card file myca could not import again is no card file.
                        let bytes = try data.encode([snapshot])
                        try CardFileLimits.check(bytes, card: snapshot.formattedName)
                        files.append((paths[0], bytes))
                    }
                case .payload:
                    files.append((paths[0], payload))
                case .nfc:
                    files.append((paths[0], try NFCPayload.message(snapshot, fields: options.code.fields).bytes))
                case .page:
                    // One card's page: in its own language, the code at the level asked for.
                    let code = try options.code.codeSync(for: card)
                    files.append((paths[0], Array(try CardPage.render(card, code: code.matrix, style: options.render.style).utf8)))
                case .signature:
                    // The signature in HTML and in plain text, of the card in its own language.
                    let code = try options.signatureCode?.codeSync(for: card)
                    files.append((paths[0], Array(try EmailSignature.html(card, code: code?.matrix, style: options.render.style).utf8)))
                    let (text, cut) = EmailSignature.text(card)
                    warnings += cut.map(\.messageText)
                    files.append((paths[1], Array(text.utf8)))
                case .background:
                    // As the background command: the card in its own language, the code at the level asked for.
                    guard let drawing = options.drawing else { continue }
                    let code = try options.code.codeSync(for: card)
                    let (page, codeArea) = CallBackgroundLayout.page(
                        card, lines: options.lines, code: code.matrix, style: options.render.style,
                        width: options.backgroundSize.width, height: options.backgroundSize.height,
                        caption: WebText(for: card).scanToSave)
                    let pixels = CallBackgroundLayout.modulePixelsAt720(code.matrix, codeArea: codeArea, width: options.backgroundSize.width)
                    if pixels < Double(CallBackgroundLayout.minimumModulePixels) { warnings.append(CallBackgroundLayout.smallModules(pixels)) }
                    let (bytes, report) = try drawing.draw(DrawingRequest(format: .png, dpi: CallBackgroundLayout.dpi, pages: [page]))
                    warnings += report.entries.map(\.text).filter(\.isCut).map(\.cutText)
                    files.append((paths[0], bytes))
                case .pkpass:
                    // As the wallet command: the code's payload, the card's own identifiers,
                    // the logo and thumbnail drawn, signed with the run's keys.
                    guard let signer = options.passSigning, let drawing = options.drawing else { continue }
                    let payload = try options.code.codeSync(for: snapshot).payload
                    let issuer = ApplePass.Issuer(
                        passTypeIdentifier: nil, teamIdentifier: nil,
                        organizationName: snapshot.organization.isEmpty ? snapshot.formattedName : snapshot.organization,
                        description: snapshot.formattedName, serialNumber: ApplePass.serial(of: snapshot, otherwise: stem))
                    var pass = ApplePass(card: snapshot, payload: payload, style: options.render.style, issuer: issuer)
                    pass = pass.adding(try ApplePass.artwork(card: snapshot, style: options.render.style).map { image in
                        (image.name, try drawing.draw(image.request).0)
                    })
                    files.append((paths[0], try signer.pkpass(pass)))
                case .googleLink:
                    // As the wallet command's Google link: the code's payload, the object named by the card's
                    // UID (else the row's stem), signed with the run's service account key.
                    guard let signer = options.passSigning,
                          let pass = signer.googlePass(card: snapshot, payload: try options.code.codeSync(for: snapshot).payload,
                                                       style: options.render.style,
                                                       objectSuffix: ApplePass.serial(of: snapshot, otherwise: stem))
                    else { continue }
                    files.append((paths[0], Array((try signer.googleLink(pass) + "\n").utf8)))
                case .cardPDF, .cardPNG, .cardSVG:
                    // As the card command: laid out once a row for both formats, drawn, and
                    // refused when a name or contact line would print cut.
                    guard let drawing = options.drawing, var cardOptions = options.card else { continue }
                    if printed == nil {
                        if options.cardPhotos {
                            guard let photo = card.photo else { throw PrintedCardError.noPhoto(card.formattedName) }
                            cardOptions.picture = try CardPicture(bytes: photo.data, name: "the photo")
                        }
                        let laid = try PrintedCard(card, whole: snapshot, cardOptions)
                        warnings += laid.warnings.map(\.messageText)
                        // A press file refuses a picture that would print as pixels before
                        // the row draws anything, and says which print soft.
                        if options.press, options.formats.contains(.cardPDF) {
                            warnings += try PlacedPicture.pressCheck(laid.pictures)
                        }
                        printed = laid
                    }
                    guard let printed else { continue }
                    let name = card.formattedName
                    func fittedTexts() throws -> [DrawingReport.Entry] {
                        if let fitted { return fitted }
                        let texts = try printed.fittedTexts(dpi: options.cardDPI, with: drawing)
                        fitted = texts
                        return texts
                    }
                    if format == .cardPDF, options.sheet != nil {
                        // Its texts fit on a sheet as on the card alone: checked now, so that a
                        // card that would print cut fails as its row, and drawn with the others.
                        warnings += try PrintedCard.cuts(try fittedTexts(), name: name).map(\.cutText)
                        sheetCard = PrintSheet.Card(front: printed.front, back: printed.back)
                        continue
                    }
                    let press = format == .cardPDF && options.press
                    let (drawn, texts) = format == .cardSVG
                        ? printed.svgs(title: name, fitted: try fittedTexts())
                        : try printed.drawn(format == .cardPDF ? .pdf : .png, dpi: options.cardDPI,
                                            pressColours: press ? CardFaceLayout.pressColours(cardOptions.style) : [], with: drawing)
                    warnings += try PrintedCard.cuts(texts, name: name).map(\.cutText)
                    for (path, bytes) in zip(options.paths(stem: stem, format: format, withBack: printed.back != nil), drawn) {
                        files.append((path, press ? try drawing.press(bytes, title: name) : bytes))
                    }
                }
            }
            var written = 0
            for (path, bytes) in files {
                do {
                    try FileSystem.writeFileReplacingEntry(bytes, to: path)
                } catch let error as FileSystemError where BatchError.repeatsForEveryRow(error.errorNumber) {
                    var failure = BatchRowError(row: row, reasonText: error.messageText)
                    failure.stop = .outputUnwritable(folder: options.outputDirectory, errno: error.errorNumber ?? 0)
                    failure.written = written
                    throw failure
                }
                written += 1
            }
        } catch let error as BatchRowError {
            throw error
        } catch {
            throw BatchRowError(row: row, reasonText: UnexpectedFailure.described(error).messageText)
        }
        // A card drawn as PDF and as PNG fits its texts alike: each warning once.
        var seen: Set<MessageText> = []
        return Written(row: row, files: files.count, warnings: warnings.filter { seen.insert($0).inserted },
                       sheetCard: sheetCard, paths: files.map(\.0))
    }
}
