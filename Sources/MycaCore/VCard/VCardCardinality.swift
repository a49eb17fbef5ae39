/// How many of a property one card may hold in the version it is written in, and the
/// writer's last pass over a card's lines that keeps to it.
///
/// RFC 6350 allows at most one N, BDAY, ANNIVERSARY, GENDER, PRODID, REV, UID and KIND
/// (cardinality `*1`), lines that share an ALTID counting as one (§5.4). RFC 2426 wants
/// exactly one FN and one N; the properties 4.0 allows once and 3.0 also has are held to
/// one there too, so a 3.0 export says what the 4.0 one says.
///
/// A kept property past that (a second N, a second UID) is written as the extension
/// `X-` + its name: its group, parameters and value go out as they are, so nothing is
/// lost, and the card stays valid for the version it claims. The reader holds a second
/// one under that name from the start (``VCardCardBuilder``), so the card it writes reads
/// back the same.
enum VCardCardinality {
    /// The properties 4.0 allows at most once.
    static let atMostOnceIn40: Set<String> = ["N", "BDAY", "ANNIVERSARY", "GENDER", "PRODID", "REV", "UID", "KIND"]

    /// The properties 3.0 holds once: FN and N (required once), and those of
    /// ``atMostOnceIn40`` that 3.0 has.
    static let onceIn30: Set<String> = ["FN", "N", "BDAY", "PRODID", "REV", "UID"]

    /// The properties `version` holds at most once.
    static func atMostOnce(in version: VCardVersion.Writable) -> Set<String> {
        switch version {
        case .v4_0: return atMostOnceIn40
        case .v3_0: return onceIn30
        }
    }

    /// The properties the reader holds once in a card whatever version it is read from:
    /// a later one is kept as `X-` + its name. FN is not among them, since 4.0 allows
    /// many; the 3.0 export writes a kept FN past the card's own as X-FN.
    static let heldOnce: Set<String> = atMostOnceIn40

    /// The kept properties `extras`, to be written after the card's own `lines`, with each
    /// one `version` holds once that would come after the first of its name (and share no
    /// ALTID with it) as `X-` + its name. Renamed before it takes the version's form, a
    /// structured value (a second N) is written as the text of an extension, as it is read.
    static func extras(_ extras: [VCardProperty], after lines: [String], version: VCardVersion.Writable) -> [VCardProperty] {
        let once = atMostOnce(in: version)
        var first: [String: String] = [:]
        for line in lines {
            guard let header = header(of: line, version: version), once.contains(header.name), first[header.name] == nil else { continue }
            first[header.name] = header.altid ?? ""
        }
        var out = extras
        for (i, e) in extras.enumerated() {
            let key = ASCIIText.uppercased(e.name)
            guard once.contains(key) else { continue }
            let altid = version == .v4_0 ? altid(of: e.parameters) ?? "" : ""
            guard let taken = first[key] else {
                first[key] = altid
                continue
            }
            if !altid.isEmpty, altid == taken { continue }
            out[i].name = "X-" + e.name
        }
        return out
    }

    /// `lines` (one card's unfolded lines, as ``VCardLines`` makes them) with every line of
    /// a property `version` holds once, after the first of its name (or of its ALTID),
    /// written as `X-` + its name: the last check, after ``extras(_:after:version:)``, so
    /// that no card goes out past the version's cardinality whatever it holds.
    static func enforced(_ lines: [String], version: VCardVersion.Writable) -> [String] {
        let once = atMostOnce(in: version)
        // Name → the ALTID of its first line ("" for none).
        var first: [String: String] = [:]
        var out = lines
        for (i, line) in lines.enumerated() {
            guard let header = header(of: line, version: version), once.contains(header.name) else { continue }
            guard let altid = first[header.name] else {
                first[header.name] = header.altid ?? ""
                continue
            }
            if let own = header.altid, own == altid, !own.isEmpty { continue }
            var renamed = line
            renamed.insert(contentsOf: "X-", at: header.nameStart)
            out[i] = renamed
        }
        return out
    }

    /// The upper-cased name of a written content line (without its group), where the name
    /// starts, and its ALTID; nil for a line with no name before its `:`.
    ///
    /// The header is read by the reader's own parser (``VCardContentLine``), so the ALTID is
    /// the one the reader compares (``altid(of:)``): unquoted and caret-decoded, as a kept
    /// property holds it (`ALTID=1^^` is `1^`). Compared as written, such an ALTID would not
    /// match the kept line's, and a kept N the reader links to the card's own would go out
    /// as X-N and read back as another property. 3.0 has no ALTID (the X-ALTID it carries
    /// one as links nothing there): no 3.0 line shares one.
    static func header(of line: String, version: VCardVersion.Writable) -> (name: String, nameStart: String.Index, altid: String?)? {
        var bytes: [UInt8] = []
        var quoted = false
        var colon = false
        for b in line.utf8 {
            if b == 0x22 { quoted.toggle() }
            if b == 0x3A, !quoted {
                colon = true
                break
            }
            bytes.append(b)
        }
        guard colon else { return nil }
        var ignored: [VCardWarning] = []
        guard let parsed = VCardContentLine.parse(VCardReader.LogicalLine(line: 0, bytes: bytes + [0x3A]), version: version.version,
                                                  warnings: &ignored) else { return nil }
        let nameStart = line.utf8.index(line.startIndex, offsetBy: parsed.group.map { $0.utf8.count + 1 } ?? 0)
        return (parsed.key, nameStart, version == .v4_0 ? altid(of: parsed.parameters) : nil)
    }

    /// A property's ALTID as the reader compares kept lines by it (``VCardCardBuilder``): the
    /// first value of its first ALTID (a line with two ALTIDs is taken by its first, and
    /// `ALTID=1,` by `1`).
    static func altid(of parameters: [VCardParameter]) -> String? {
        parameters.first { ASCIIText.uppercased($0.name) == "ALTID" }?.values.first
    }
}
