import MycaCore

/// One input of `myca import` (a file or standard input), read and parsed.
struct ImportInput: Sendable {
    /// Where the cards came from.
    let source: InputFile
    /// The name messages use: the path as given, or `<stdin>`.
    var name: String { source.name }
    /// The cards, in file order.
    let profiles: [Profile]
    /// The reader's warnings.
    let warnings: [VCardWarning]
    /// Where each card came from: its `BEGIN:VCARD` and the lines of values it refuses.
    let sources: [VCardSourceLines]

    /// Reads and parses `file`; standard input is read as it comes and refused at the
    /// same cap as a file, so a huge pipe never has to fit in memory.
    ///
    /// - Throws: ``ImportError`` when the file cannot be read or is no vCard.
    static func read(_ file: InputFile, _ ctx: CommandContext) throws -> ImportInput {
        if let chunks = file.standardInputChunks(ctx) {
            return try ImportInput(file, reader: VCardReader(pull: chunks))
        }
        let bytes: [UInt8]
        do {
            bytes = try file.readAll(ctx, limit: VCardLimits.default.maxBytes)
        } catch let error as FileSystemError {
            let reason: MessageText
            switch error {
            case .tooLarge(_, let limit): reason = MessageText("it is larger than %d bytes", limit)
            default: reason = error.errorNumber.map(FileSystemError.describe) ?? error.messageText
            }
            throw ImportError.cannotRead(file: file.name, reason: reason)
        }
        return try ImportInput(file, bytes: bytes)
    }

    /// Parses `bytes` read from `source`.
    /// - Throws: ``ImportError/notAVCard(file:line:reason:)`` for input that is not a vCard.
    init(_ source: InputFile, bytes: [UInt8]) throws(ImportError) {
        if bytes.count > VCardLimits.default.maxBytes {
            throw .notAVCard(file: source.name, line: nil, reason: VCardError.inputTooLarge(bytes: bytes.count, limit: VCardLimits.default.maxBytes).reasonText)
        }
        try self.init(source, reader: VCardReader(bytes: bytes))
    }

    /// Reads every card `reader` yields from `source`.
    /// - Throws: ``ImportError/notAVCard(file:line:reason:)`` for input that is not a vCard
    ///   or breaks a cap, ``ImportError/cannotRead(file:reason:)`` when the input fails.
    init(_ source: InputFile, reader: VCardReader) throws(ImportError) {
        self.source = source
        let name = source.name
        var profiles: [Profile] = []
        var warnings: [VCardWarning] = []
        var sources: [VCardSourceLines] = []
        do {
            while let card = try reader.next() {
                profiles.append(card.profile)
                warnings += card.warnings
                sources.append(card.source)
            }
        } catch let error as VCardError {
            throw Self.describe(error, file: name)
        } catch {
            throw .cannotRead(file: name, reason: Localization.messageText(of: error))
        }
        if profiles.isEmpty {
            guard let first = reader.firstTextLine else {
                throw .notAVCard(file: name, line: nil, reason: MessageText("the file is empty; no vCard found"))
            }
            throw .notAVCard(file: name, line: first, reason: MessageText("not a vCard: no BEGIN:VCARD line (this line is the first text)"))
        }
        self.profiles = profiles
        self.warnings = warnings + reader.trailingWarnings
        self.sources = sources
    }

    /// The line where card `index` (0-based) starts, when known.
    func line(ofCard index: Int) -> Int? {
        sources.indices.contains(index) ? sources[index].start : nil
    }

    /// The line to name when validating card `index` (0-based) throws `error`: the line of
    /// the property at fault, else the card's start; nil when unknown.
    func line(ofCard index: Int, refusing error: ProfileError) -> Int? {
        sources.indices.contains(index) ? sources[index].line(of: error) : nil
    }

    /// A reader error as an import error carrying the line it happened on.
    static func describe(_ error: VCardError, file: String) -> ImportError {
        .notAVCard(file: file, line: error.line, reason: error.reasonText)
    }
}
