import MycaCore

/// What a print shop's preflight checks of a card's PDF, each measured and judged by the
/// rule a press sets: the trim and a bleed of 3 mm at least, the smallest type (6 pt), the
/// code's modules (the minimum module), CMYK under a PDF/X standard for a named output
/// condition (both read off the file), with at most 300 % ink on any spot and no
/// tint under 5 % but a picture's (read back off the file as Ghostscript separates it),
/// and every font embedded (each font descriptor holds its font program).
struct Preflight {
    /// One check: what it is, what was found, and whether the press rule holds.
    struct Check {
        var name: String
        var found: String
        var rule: String
        var passes: Bool
        /// Whether it passes with a warning: what a shop would rather have better.
        var warns = false
    }

    var checks: [Check]

    /// The bleed a shop asks for, in millimetres.
    static let minimumBleed = 3.0
    /// The smallest type a press holds, in points.
    static let minimumType = 6.0

    /// The checks of the PDF `pdf` of a card whose sides are `sides` (the front first),
    /// whose texts were set as `texts` and whose ground a press prints with `ground` (nil
    /// when the ground is the profile's to convert). The code's module is the smallest of
    /// any code on either side, wherever the design puts it.
    static func check(pdf: [UInt8], sides: [CardArtwork], texts: [FittedText], minimum: ModuleMinimum,
                      hasPicture: Bool, ground: PressColour?, environment: Environment) throws -> Preflight {
        var checks: [Check] = []
        let artwork = sides[0]
        let size = artwork.size
        let tenths = { (value: Double) in PhysicalLength.text(value, digits: 1) }
        checks.append(Check(name: tr("trim"), found: "\(tenths(size.width)) × \(tenths(size.height)) mm", rule: "", passes: true))
        checks.append(Check(name: tr("bleed"), found: "\(tenths(artwork.bleed)) mm",
                            rule: tr("at least %s mm", tenths(minimumBleed)), passes: artwork.bleed >= minimumBleed - 1e-9))
        let smallest = texts.filter { !$0.drawn.isEmpty }.map(\.size).min() ?? 0
        checks.append(Check(name: tr("type"), found: tr("smallest %s pt", tenths(smallest)),
                            rule: tr("at least %s pt", tenths(minimumType)), passes: smallest >= minimumType - 1e-9))
        let module = sides.flatMap(\.items).compactMap { item -> Double? in
            if case let .code(matrix, rect, _) = item { rect.width / Double(max(1, matrix.size)) } else { nil }
        }.min() ?? 0
        checks.append(Check(name: tr("code"), found: tr("modules of %s mm", ModuleMinimum.text(module)),
                            rule: tr("at least %s mm", ModuleMinimum.text(minimum.millimetres)),
                            passes: module >= minimum.millimetres - 1e-9))
        let text = String(decoding: pdf, as: UTF8.self)
        let inks = try PressProgram.inks(pdf, environment: environment)
        // The standard and the condition as a shop's check reads them: the document
        // information's PDF/X keys and the output intent's registered identifier.
        let standard = literal(after: "/GTS_PDFXConformance", in: text) ?? literal(after: "/GTS_PDFXVersion", in: text)
        let condition = text.includes("/OutputIntents") ? literal(after: "/OutputConditionIdentifier", in: text) : nil
        let colour = if let standard, let condition {
            tr("CMYK, %s for %s", standard, condition)
        } else if standard != nil || condition != nil {
            tr("no output condition named")
        } else {
            tr("RGB, no output intent")
        }
        checks.append(Check(name: tr("colour"), found: colour, rule: tr("CMYK"),
                            passes: standard != nil && condition != nil && !text.includes("/DeviceRGB")))
        // Text, codes and marks go to black alone, a style's ground to its press inks; a
        // picture's own tints are the picture's.
        let maximum = Int(inks.maximum.rounded())
        let lightest = inks.lightest.map { Int($0.rounded()) }
        let found = inks.colour ? tr("CMYK, at most %d %%", maximum) : tr("black only, at most %d %%", maximum)
        checks.append(Check(name: tr("ink"), found: found, rule: tr("at most %d %%", PressColour.maximumInk),
                            passes: inks.maximum <= Double(PressColour.maximumInk) + 0.5))
        if !hasPicture {
            checks.append(Check(name: tr("tints"), found: lightest.map { tr("the lightest %d %%", $0) } ?? tr("no ink"),
                                rule: tr("at least %d %%", PressColour.minimumTint),
                                passes: (inks.lightest ?? 100) >= Double(PressColour.minimumTint) - 0.5))
        }
        // Under text, codes and marks, read off the separations whether or not a picture is
        // on the card: a page flattened into one image, or drawn in RGB, prints its type in
        // a rich black of four inks and has no solid black at all.
        let alone = inks.blackAlone(on: ground) && !inks.underSolidBlack.isEmpty
        checks.append(Check(name: tr("text"), found: alone ? tr("black alone") : tr("in C, M or Y too"),
                            rule: tr("black alone"), passes: alone))
        // Every font descriptor names its font once (/FontName), and holds its program when
        // the font is embedded (/FontFile, /FontFile2, /FontFile3).
        let descriptors = text.occurrences(of: "/FontName")
        let programs = text.occurrences(of: "/FontFile")
        checks.append(Check(name: tr("fonts"), found: tr("%d of %d embedded", min(programs, descriptors), descriptors),
                            rule: tr("all embedded"), passes: programs >= descriptors))
        return Preflight(checks: checks)
    }

    /// Whether every rule holds.
    var passes: Bool { checks.allSatisfy(\.passes) }

    /// The report, one check a line: name, what was found, `ok`, `warning` or `FAIL` and the rule.
    var text: String {
        let nameWidth = checks.map { DisplayWidth.of($0.name) }.max() ?? 0
        let foundWidth = checks.map { DisplayWidth.of($0.found) }.max() ?? 0
        return checks.map { check in
            var line = DisplayWidth.pad(check.name, toWidth: nameWidth) + "  " + DisplayWidth.pad(check.found, toWidth: foundWidth)
            if !check.rule.isEmpty { line += "  " + (!check.passes ? tr("FAIL") : check.warns ? tr("warning") : tr("ok")) + " (" + check.rule + ")" }
            while line.last == " " { line.removeLast() }
            return line + "\n"
        }.joinedText()
    }
}

extension Preflight {
    /// The literal string (`(…)`, as Ghostscript writes these keys) that follows the first
    /// `key` in `text`, or nil when there is none.
    static func literal(after key: String, in text: String) -> String? {
        guard let range = text.firstRange(ofText: key) else { return nil }
        let rest = text[range.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\r" }
        guard rest.first == "(", let end = rest.firstIndex(of: ")") else { return nil }
        let value = rest[rest.index(after: rest.startIndex) ..< end]
        return value.isEmpty ? nil : String(value)
    }
}

extension String {
    /// How many times `text` occurs, without overlaps.
    fileprivate func occurrences(of text: String) -> Int {
        var count = 0
        var rest = Substring(self)
        while let range = rest.firstRange(ofText: text) {
            count += 1
            rest = rest[range.upperBound...]
        }
        return count
    }
}
