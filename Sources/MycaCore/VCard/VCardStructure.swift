/// What a strict parser takes for the structure of a vCard stream, decided in one place
/// for the reader and the writer: a content line whose name (in any case, after any
/// group, before any parameter) is `BEGIN` or `END` opens or closes something — ez-vcard
/// and vinnie match such lines by name — so such a line is never a property.
///
/// The reader opens and closes cards as strict parsers do: a line named `BEGIN` or `END`
/// whose value is `VCARD` (any case, any group, any parameters, white space around the
/// value) starts or ends a card, so a file reads as the cards ez-vcard finds in it and a
/// card can never carry another one inside; every other `BEGIN`/`END` line is dropped with
/// a warning. The writer refuses to emit any line a parser would read as structure inside
/// a card, whatever the snapshot holds.
enum VCardStructure {
    /// The role of one unfolded line.
    enum Role: Equatable {
        /// An ordinary content line (or not a content line at all).
        case content
        /// A line named `BEGIN` with the value `VCARD`; `plain` when it has neither group
        /// nor parameters (the form every writer uses).
        case beginCard(plain: Bool)
        /// A line named `END` with the value `VCARD`; `plain` as for `beginCard`.
        case endCard(plain: Bool)
        /// Any other line named `BEGIN` or `END` (another component, no value).
        case otherStructure
    }

    /// The role of the unfolded line `bytes`.
    static func role(of bytes: [UInt8]) -> Role {
        guard let (keyword, ends) = name(of: bytes), keyword != .version else { return .content }
        // The value starts after the first colon outside double quotes (a parameter may
        // hold a quoted colon: `END;X="1:2":VCARD`).
        let header = VCardReader.headerBytes(bytes)
        guard header.endIndex < bytes.count else { return .otherStructure }
        var value = bytes[(header.endIndex + 1)...]
        while let f = value.first, isPadding(f) { value = value.dropFirst() }
        while let l = value.last, isPadding(l) { value = value.dropLast() }
        // Compared byte by byte: `zip` with a string's UTF-8 view makes every command that
        // reads a card build a generic type at run time.
        let card: [UInt8] = [0x56, 0x43, 0x41, 0x52, 0x44]  // VCARD
        guard value.count == 5, value.indices.allSatisfy({ upper(value[$0]) == card[$0 - value.startIndex] }) else {
            return .otherStructure
        }
        let plain = !ends.grouped && !ends.disguised && ends.next == header.endIndex
        return keyword == .begin ? .beginCard(plain: plain) : .endCard(plain: plain)
    }

    /// What strict parsers trim around a name and a value before they compare them with
    /// BEGIN, END and VCARD: vinnie (ez-vcard) uses Java's `String.trim()`, which takes
    /// every character up to U+0020, so `item1. END`, `\u{1}END` and `END\u{0}` are END.
    /// (Its case-insensitive comparison is matched too: see `matches`.)
    static func isPadding(_ b: UInt8) -> Bool { b <= 0x20 }

    /// The names that are structure, not properties, in a card.
    enum Name { case begin, end, version }

    /// The structural name of a line, if it has one, with where the name ended (the index
    /// of the `;` or `:` after it, or the end), whether a group came before it and whether
    /// it was written other than in plain ASCII (padding, ``isPadding(_:)``, around it, or
    /// a Turkish I).
    static func name(of bytes: [UInt8]) -> (Name, (next: Int, grouped: Bool, disguised: Bool))? {
        var i = 0
        var nameStart = 0
        var grouped = false
        while i < bytes.count, bytes[i] != UInt8(ascii: ";"), bytes[i] != UInt8(ascii: ":") {
            if bytes[i] == UInt8(ascii: ".") {
                nameStart = i + 1
                grouped = true
            }
            i += 1
        }
        var nameEnd = i
        let unpadded = (nameStart, nameEnd)
        while nameStart < nameEnd, isPadding(bytes[nameStart]) { nameStart += 1 }
        while nameEnd > nameStart, isPadding(bytes[nameEnd - 1]) { nameEnd -= 1 }
        let padded = unpadded != (nameStart, nameEnd)
        let name = bytes[nameStart..<nameEnd]
        let found: Name
        if matches(name, "BEGIN") {
            found = .begin
        } else if matches(name, "END") {
            found = .end
        } else if matches(name, "VERSION") {
            found = .version
        } else {
            return nil
        }
        return (found, (i, grouped, padded || name.contains { $0 >= 0x80 }))
    }

    /// Whether a line the writer is about to emit inside a card could be read as structure
    /// or change how the lines after it are read: a `BEGIN`, `END` or second `VERSION`
    /// line, a line a parser would take for a continuation (it starts with white space),
    /// one holding a line break, or a quoted-printable line ending in `=` (a soft line
    /// break that would pull the next line, `END:VCARD` say, into its value).
    static func isUnsafeInsideCard(_ line: String) -> Bool {
        let bytes = Array(line.utf8)
        guard let first = bytes.first, first != 0x20, first != 0x09 else { return true }
        if bytes.contains(where: { $0 == 0x0A || $0 == 0x0D }) { return true }
        if name(of: bytes) != nil { return true }
        if bytes.last == UInt8(ascii: "="),
           VCardSyntax.declaresQuotedPrintable(
               upperHeader: ASCIIText.uppercased(String(decoding: VCardReader.headerBytes(bytes), as: UTF8.self))) {
            return true
        }
        return false
    }

    /// The lines of one card as the writer made them (`BEGIN:VCARD`, `VERSION:…`, the
    /// properties, `END:VCARD`) without any property line that ``isUnsafeInsideCard(_:)``:
    /// defence in depth, so a card that somehow holds such a property still comes out as
    /// exactly one card.
    static func guarded(_ lines: [String]) -> [String] {
        guard lines.count >= 3 else { return lines }
        var out = [lines[0], lines[1]]
        out.reserveCapacity(lines.count)
        for line in lines[2..<(lines.count - 1)] where !isUnsafeInsideCard(line) {
            out.append(line)
        }
        out.append(lines[lines.count - 1])
        return out
    }

    private static func upper(_ b: UInt8) -> UInt8 { b >= 0x61 && b <= 0x7A ? b - 0x20 : b }

    /// Whether `name` is `word` (upper-case ASCII) as Java's `equalsIgnoreCase`, which
    /// vinnie compares names with, sees it: ASCII in any case, and `I` also as the Turkish
    /// dotless `ı` (U+0131) or dotted `İ` (U+0130), which fold to it there (`BEGıN:VCARD`
    /// opens a card for ez-vcard).
    private static func matches(_ name: ArraySlice<UInt8>, _ word: String) -> Bool {
        var i = name.startIndex
        for w in word.utf8 {
            guard i < name.endIndex else { return false }
            if w == UInt8(ascii: "I"), name[i] == 0xC4, i + 1 < name.endIndex, name[i + 1] == 0xB0 || name[i + 1] == 0xB1 {
                i += 2
                continue
            }
            guard upper(name[i]) == w else { return false }
            i += 1
        }
        return i == name.endIndex
    }
}
