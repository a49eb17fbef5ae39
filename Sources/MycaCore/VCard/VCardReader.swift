/// Reads vCard 2.1, 3.0 and 4.0 as phones, Outlook, Gmail, Thunderbird and the RFCs write it.
///
/// Handles a BOM; CRLF, LF or CR line ends; folding with space or tab; groups; quoted
/// parameters and RFC 6868 carets; quoted-printable with CHARSET (including soft line
/// breaks); base64 photos (`ENCODING=b`, `BASE64`, bare 2.1 blocks) and `data:` URIs;
/// several cards. A line it cannot take becomes a ``VCardWarning`` and reading goes on;
/// unknown properties are kept in ``Profile/extras``. Only structural faults and exceeded
/// ``VCardLimits`` throw.
///
/// This is the one reader of vCard text: import, batch, row counting and recognizing a
/// vCard input all go through ``next()`` over one line splitter, so they agree on line
/// ends, line numbers, card boundaries and caps. It streams: one card is in memory at a
/// time. A `BEGIN` or `END` line is never a property (see ``VCardStructure``).
public final class VCardReader {
    /// One card of the input.
    public struct Card: Sendable {
        /// The line of its `BEGIN:VCARD`.
        public var line: Int
        /// The card, as a draft (call `snapshot()` to validate).
        public var profile: Profile
        /// What the reader could not take as it was, in line order; includes text ignored
        /// before the card.
        public var warnings: [VCardWarning]
        /// Where its values came from, to name the line of one the card's validation refuses.
        public var source: VCardSourceLines
    }

    private var splitter: VCardLineSplitter
    private let limits: VCardLimits
    private var lookahead: (line: Int, bytes: [UInt8])?
    /// A fault found reading ahead past a whole logical line, thrown once that line is used.
    private var heldError: VCardError?
    /// The logical line that grew past ``VCardLimits/maxLineBytes`` (its bytes dropped): the
    /// lines that continue it are skipped before the next logical line.
    private var overLong: LogicalLine?
    private var depth = 0
    private var lines: [LogicalLine] = []
    private var cardBytes = 0
    /// The card at hand had a fault (`fault`); its lines are skipped to its end.
    private var skipping = false
    /// The first fault of the card being skipped, thrown at its end: only then is it known
    /// whether the card ends, or the input is cut off inside it.
    private var fault: VCardError?
    private var begun = 0
    /// The first `END:VCARD` outside any card: an input with no card is refused at it.
    private var firstStrayEnd: Int?
    private var finished = false
    private var pending: [VCardWarning] = []
    /// Decodes a streamed input (UTF-16 to UTF-8).
    private var decoder: VCardInputDecoder?
    /// An in-memory input that was UTF-16.
    private var wasUTF16 = false

    /// The line of the `BEGIN:VCARD` of the card read last (or being read).
    public private(set) var cardLine = 0
    /// Whether the reader is inside a card.
    public var isInCard: Bool { depth > 0 }
    /// Whether the fault thrown last is a card's (then that card is a failed row), not one
    /// in text outside any card.
    public private(set) var faultIsInCard = false
    /// The first line holding anything but white space, once read.
    public private(set) var firstTextLine: Int?
    /// Warnings about text after the last card, once ``next()`` returned nil.
    public private(set) var trailingWarnings: [VCardWarning] = []

    /// Reads `bytes` (UTF-8, or UTF-16 recognized by its first bytes).
    public init(bytes: [UInt8], limits: VCardLimits = .default) {
        self.limits = limits
        if let order = VCardCharset.utf16Order(of: Array(bytes.prefix(4))) {
            var transcoder = UTF16Transcoder(order: order)
            splitter = VCardLineSplitter(bytes: transcoder.transcode(bytes, final: true), limits: limits)
            wasUTF16 = true
        } else {
            splitter = VCardLineSplitter(bytes: bytes, limits: limits)
        }
    }

    /// Reads `prefix`, then the chunks `pull` returns until it returns an empty one
    /// (UTF-8, or UTF-16 recognized by its first bytes).
    public init(prefix: [UInt8] = [], limits: VCardLimits = .default, pull: @escaping () throws -> [UInt8]) {
        let decoder = VCardInputDecoder(prefix: prefix, pull: pull)
        self.decoder = decoder
        splitter = VCardLineSplitter(limits: limits, pull: decoder.next)
        self.limits = limits
    }

    /// Reads an open file descriptor after `prefix` (bytes already read from it); `name` is
    /// used in errors. With `closeWhenDone` the descriptor is closed with the reader.
    public convenience init(fileDescriptor fd: Int32, name: String, closeWhenDone: Bool, prefix: [UInt8] = [],
                            limits: VCardLimits = .default) {
        let chunks = FileChunks(fileDescriptor: fd, name: name, closeWhenDone: closeWhenDone)
        self.init(prefix: prefix, limits: limits, pull: chunks.next)
    }

    /// The next card, or nil at the end of the input.
    ///
    /// - Throws: ``VCardError``; after a fault of one card (``VCardError/isCardFault``)
    ///   the next call goes on with the card after it, after any other fault it returns nil.
    ///   A chunk source's own error is passed on.
    public func next() throws -> Card? {
        guard let line = try advance() else { return nil }
        var builder = VCardCardBuilder(lines: lines)
        let profile = builder.build()
        lines = []
        let warnings = Self.inLineOrder(pending + builder.warnings)
        pending = []
        return Card(line: line, profile: profile, warnings: warnings,
                    source: VCardSourceLines(start: line, refused: builder.refused))
    }

    /// Skips the next card without making a profile of it: its start line, or nil at the
    /// end. Throws as ``next()`` does.
    public func skip() throws -> Int? {
        let line = try advance()
        lines = []
        pending = []
        return line
    }

    /// Reads every card in `bytes`.
    /// - Throws: ``VCardError`` for structural faults and exceeded limits.
    public static func read(_ bytes: [UInt8], limits: VCardLimits = .default) throws(VCardError) -> VCardReadResult {
        if bytes.count > limits.maxBytes { throw .inputTooLarge(bytes: bytes.count, limit: limits.maxBytes) }
        let result: VCardReadResult
        do {
            result = try VCardReader(bytes: bytes, limits: limits).readRemaining()
        } catch let error as VCardError {
            throw error
        } catch {
            // Only a chunk source can throw anything else, and an in-memory reader has none.
            preconditionFailure("in-memory vCard reader failed: \(error)")
        }
        if result.profiles.isEmpty { throw .noCard }
        return result
    }

    /// Reads every card left, with the warnings that follow the last one.
    /// - Throws: ``VCardError``, or what the chunk source throws.
    public func readRemaining() throws -> VCardReadResult {
        var result = VCardReadResult(profiles: [], warnings: [], startLines: [])
        while let card = try next() {
            result.profiles.append(card.profile)
            result.startLines.append(card.line)
            result.warnings += card.warnings
        }
        result.warnings += trailingWarnings
        return result
    }

    /// Whether `prefix` (the first bytes of an input) starts, after a BOM and blank
    /// lines, with a `BEGIN:VCARD` line.
    public static func startsWithCard(_ prefix: [UInt8]) -> Bool {
        var text = prefix
        if let order = VCardCharset.utf16Order(of: Array(prefix.prefix(4))) {
            var transcoder = UTF16Transcoder(order: order)
            text = transcoder.transcode(prefix)
        }
        var splitter = VCardLineSplitter(bytes: text, limits: .stream)
        while let line = try? splitter.next() {
            if line.bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
            if case .beginCard = VCardStructure.role(of: line.bytes) { return true }
            return false
        }
        return false
    }

    /// Reads up to the end of the next card; returns its start line with its lines in
    /// `lines` (empty when skipped), or nil at the end.
    private func advance() throws -> Int? {
        if finished { return nil }
        while true {
            let next: LogicalLine?
            do {
                next = try nextLogical()
            } catch let error as VCardError {
                faultIsInCard = depth > 0
                if depth > 0, error.isCardFault {
                    skipTheCard(error)
                    continue
                }
                if !error.isCardFault { finished = true }
                throw error
            }
            guard let l = next else {
                finished = true
                if depth > 0 {
                    depth = 0
                    skipping = false
                    faultIsInCard = true
                    // A card the input ends in was cut short, whatever else is wrong with it.
                    if let fault = fault.take() { throw VCardError.cutShort(beginLine: cardLine, fault: fault) }
                    throw VCardError.missingEnd(beginLine: cardLine)
                }
                // No card, yet an END:VCARD: the input lost its start, and the line says where.
                if begun == 0, let line = firstStrayEnd { throw VCardError.endWithoutBegin(line: line) }
                trailingWarnings = pending
                pending = []
                return nil
            }
            if firstTextLine == nil { firstTextLine = l.line }
            let role = VCardStructure.role(of: l.bytes)
            if depth == 0 {
                switch role {
                case .beginCard(let plain):
                    if begun >= limits.maxCards {
                        finished = true
                        throw VCardError.tooManyCards(line: l.line, limit: limits.maxCards)
                    }
                    begun += 1
                    depth = 1
                    cardLine = l.line
                    lines = []
                    cardBytes = 0
                    skipping = false
                    fault = nil
                    if !plain { pending.append(Self.boundary(l, MessageText("%s starts a card, as strict vCard readers read it", Self.shown(l)))) }
                case .endCard, .otherStructure:
                    // A stray END:VCARD (after a card that `END;X=1:VCARD` already closed, or
                    // from a cut export) holds nothing: strict readers warn and go on, and so
                    // does this, naming the line, so the cards around it still import.
                    if case .endCard = role, firstStrayEnd == nil { firstStrayEnd = l.line }
                    pending.append(VCardWarning(.outsideCard, line: l.line, property: Self.propertyName(l.bytes),
                                                message: MessageText("%s is outside any card; ignored", Self.shown(l))))
                case .content:
                    pending.append(VCardWarning(.outsideCard, line: l.line, message: MessageText("text outside BEGIN:VCARD…END:VCARD ignored")))
                }
                continue
            }
            switch role {
            case .beginCard:
                if depth == 1, !skipping {
                    pending.append(VCardWarning(.nestedCard, line: l.line, message: MessageText("nested vCard (AGENT) not kept")))
                    // vCard 2.1 writes `AGENT:` and the agent's card on the lines after it:
                    // without its card the empty AGENT says nothing (and is invalid).
                    if let last = lines.last, Self.isEmptyAgent(last.bytes) {
                        cardBytes -= last.bytes.count
                        lines.removeLast()
                    }
                }
                depth += 1
            case .endCard(let plain):
                depth -= 1
                if depth == 0 {
                    if skipping {
                        skipping = false
                        if let fault = fault.take() {
                            faultIsInCard = true
                            throw fault
                        }
                        continue
                    }
                    if !plain { pending.append(Self.boundary(l, MessageText("%s ends the card, as strict vCard readers read it; the lines after it are not part of this card", Self.shown(l)))) }
                    return cardLine
                }
            case .otherStructure:
                if depth == 1, !skipping {
                    let shown = ProfileError.show(String(decoding: l.bytes.prefix(40), as: UTF8.self))
                    pending.append(VCardWarning(
                        .structureDropped, line: l.line, property: Self.propertyName(l.bytes),
                        message: MessageText("%s is a BEGIN/END line inside a card, not a property; dropped", shown)))
                }
            case .content:
                if depth > 1 || skipping { continue }
                lines.append(l)
                cardBytes += l.bytes.count
                if lines.count > limits.maxPropertiesPerCard {
                    skipTheCard(.tooManyProperties(line: l.line, limit: limits.maxPropertiesPerCard))
                } else if cardBytes > limits.maxCardBytes {
                    skipTheCard(.cardTooLarge(line: cardLine, limit: limits.maxCardBytes))
                }
            }
        }
    }

    /// Drops what was read of the card at hand and skips the rest of it, keeping its first
    /// fault to throw at its end (memory stays one line: skipped lines are not kept).
    private func skipTheCard(_ error: VCardError) {
        if fault == nil { fault = error }
        skipping = true
        lines = []
    }

    /// A card opened or closed by a `BEGIN`/`END` line with parameters or a group: strict
    /// parsers read it so, and so does myca; the person importing is told.
    private static func boundary(_ l: LogicalLine, _ message: MessageText) -> VCardWarning {
        VCardWarning(.cardBoundary, line: l.line, property: propertyName(l.bytes), message: message)
    }

    /// The start of a line as a message shows it.
    private static func shown(_ l: LogicalLine) -> String {
        ProfileError.show(String(decoding: l.bytes.prefix(40), as: UTF8.self))
    }

    /// Whether `bytes` is an `AGENT` property (any group or parameters) with no value.
    private static func isEmptyAgent(_ bytes: [UInt8]) -> Bool {
        let header = headerBytes(bytes)
        guard header.endIndex < bytes.count,
              bytes[(header.endIndex + 1)...].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { return false }
        let name = propertyName(bytes).split(separator: ".").last.map(String.init) ?? ""
        return ASCIIText.uppercased(WhiteSpace.trim(name)) == "AGENT"
    }

    /// Warnings sorted by line, keeping the order of those on the same line.
    private static func inLineOrder(_ warnings: [VCardWarning]) -> [VCardWarning] {
        warnings.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element)
    }

    /// The name (with its group) a line starts with, as written.
    private static func propertyName(_ bytes: [UInt8]) -> String {
        let header = headerBytes(bytes)
        let name = header.prefix { $0 != UInt8(ascii: ";") }
        return WhiteSpace.trim(String(decoding: name, as: UTF8.self))
    }

    /// One unfolded line and the number of the physical line it starts on.
    struct LogicalLine {
        var line: Int
        var bytes: [UInt8]
        var quotedPrintable = false
        var base64 = false
        /// Whether the colon that ends the name and parameters was seen.
        var headerComplete = false
        /// How far the search for that colon got, and whether it is inside quotes there,
        /// so a long header arriving in many folds is scanned once.
        var scanned = 0
        var quoted = false

        /// Reads the encoding from the name and parameters: quoted-printable lines take
        /// soft line breaks, base64 lines take bare continuation lines. Called for the
        /// first physical line and after each fold until the header is complete.
        mutating func classify() {
            let first = scanned == 0
            while scanned < bytes.count {
                let b = bytes[scanned]
                if b == 0x22 { quoted.toggle() }
                if b == 0x3A && !quoted {
                    headerComplete = true
                    break
                }
                scanned += 1
            }
            guard first || headerComplete else { return }
            let upper = ASCIIText.uppercased(String(decoding: bytes[..<scanned], as: UTF8.self))
            quotedPrintable = VCardSyntax.declaresQuotedPrintable(upperHeader: upper)
            base64 = upper.includes("BASE64") || upper.includes("ENCODING=B")
        }
    }

    private func nextPhysical() throws -> (line: Int, bytes: [UInt8])? {
        if let held = lookahead {
            lookahead = nil
            return held
        }
        do {
            return try splitter.next()
        } catch let error as VCardError {
            // The splitter skips the rest of an over-long physical line; a fold after it
            // continues that line, and is skipped too.
            if case .lineTooLong = error { overLong = LogicalLine(line: splitter.lineNumber, bytes: [], headerComplete: true) }
            throw error
        }
    }

    /// A physical line as it is taken into a logical line: in a UTF-16 input, an unpaired
    /// surrogate (``UTF16Transcoder/unpaired``) becomes U+FFFD with a warning on its line.
    /// Done where the line is used, not where it is read ahead, so the warning goes with
    /// the card the line is in, whatever chunks the input came in.
    private func taken(_ n: Int, _ bytes: [UInt8]) -> [UInt8] {
        guard wasUTF16 || decoder?.isUTF16 == true, bytes.contains(UTF16Transcoder.unpaired) else { return bytes }
        pending.append(VCardWarning(.charset, line: n, message: MessageText("UTF-16 input holds an unpaired surrogate, replaced with U+FFFD")))
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 4)
        for b in bytes {
            if b == UTF16Transcoder.unpaired { out += [0xEF, 0xBF, 0xBD] } else { out.append(b) }
        }
        return out
    }

    /// How a physical line relates to the logical line before it.
    private enum Join {
        /// A quoted-printable soft line break: the `=` goes, the line is appended.
        case softBreak
        /// A space or tab fold: the line without its first character is appended.
        case fold
        /// A bare base64 continuation: the line is appended as it is.
        case base64
        /// Only white space: skipped, the logical line goes on.
        case blank
        /// The start of the next logical line.
        case next
    }

    private static func join(_ bytes: [UInt8], after last: LogicalLine) -> Join {
        if last.quotedPrintable, last.bytes.last == UInt8(ascii: "=") { return .softBreak }
        if let first = bytes.first, first == 0x20 || first == 0x09 { return .fold }
        if last.base64, !bytes.isEmpty, bytes.allSatisfy(Self.isBase64Byte) { return .base64 }
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { return .blank }
        return .next
    }

    /// The next logical line: a physical line with its space/tab continuations,
    /// quoted-printable soft line breaks and bare base64 continuation lines joined on.
    /// Blank lines are skipped (and do not end a logical line).
    ///
    /// The line being built is taken out of `current` while a line is joined on, so its
    /// bytes have one owner and grow in place: a copy per fold made unfolding a line of
    /// n folds cost n² bytes copied (a 1 MiB photo has 19,000 folds).
    private func nextLogical() throws -> LogicalLine? {
        if let error = heldError {
            heldError = nil
            throw error
        }
        try skipOverLong()
        var current: LogicalLine?
        while true {
            let physical: (line: Int, bytes: [UInt8])?
            do {
                physical = try nextPhysical()
            } catch let error as VCardError where current != nil {
                // Reading ahead to see whether the line goes on found a fault after it:
                // the line itself (a BEGIN:VCARD) is whole, and is returned first.
                heldError = error
                return current
            }
            guard let (n, bytes) = physical else { break }
            guard var last = current.take() else {
                if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
                var l = LogicalLine(line: n, bytes: taken(n, bytes))
                l.classify()
                try check(l)
                current = l
                continue
            }
            switch Self.join(bytes, after: last) {
            case .softBreak:
                last.bytes.removeLast()
                last.bytes += taken(n, bytes)
            case .fold:
                last.bytes += taken(n, bytes).dropFirst()
            case .base64:
                last.bytes += bytes
            case .blank:
                current = last
                continue
            case .next:
                lookahead = (n, bytes)
                return last
            }
            // A folded header (`TEL;TYPE=VOICE,M` + ` SG;ENCODING=QUOTED-PRINTABLE:=`)
            // is only known once unfolded: the writer folds such lines the same way.
            if !last.headerComplete { last.classify() }
            try check(last)
            current = last
        }
        return current
    }

    /// Skips the physical lines that continue a logical line reported as too long, holding
    /// only the last of them (what the next one's join depends on), so the rest of one
    /// over-long line is neither a fault of its own nor kept in memory.
    private func skipOverLong() throws {
        guard var over = overLong.take() else { return }
        while let (n, bytes) = try nextPhysical() {
            switch Self.join(bytes, after: over) {
            case .softBreak, .fold, .base64:
                over.bytes = bytes
            case .blank:
                continue
            case .next:
                lookahead = (n, bytes)
                return
            }
        }
    }

    private func check(_ l: LogicalLine) throws {
        if l.bytes.count > limits.maxLineBytes {
            var over = l
            over.bytes = []
            overLong = over
            throw VCardError.lineTooLong(line: l.line, bytes: l.bytes.count, limit: limits.maxLineBytes)
        }
    }

    static func isBase64Byte(_ b: UInt8) -> Bool {
        (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39) || b == 0x2B || b == 0x2F || b == 0x3D
    }

    /// The bytes before the first colon outside double quotes (name and parameters).
    static func headerBytes(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
        var quoted = false
        for (i, b) in bytes.enumerated() {
            if b == 0x22 { quoted.toggle() }
            if b == 0x3A && !quoted { return bytes[..<i] }
        }
        return bytes[...]
    }
}
