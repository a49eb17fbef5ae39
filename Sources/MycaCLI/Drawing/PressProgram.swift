import MycaCore
#if canImport(Glibc)
import Glibc
#endif

/// Makes the PDF a print shop takes from the card's PDF, with Ghostscript run as a program
/// of its own (as `myca-draw` is, so no other command loads it): PDF/X-1a:2001, CMYK
/// throughout with the CMYK profile in the file as its output intent. The card's PDF
/// arrives with its colours set (`CardFaceLayout.pressColours`): text, code and marks in
/// black alone, secondary lines as a black tint, the style's ground in its press inks
/// (each 0 or at least 5 %); Ghostscript keeps those and converts the rest (pictures)
/// through the profile. So a card without a picture leaves C, M and Y to its ground, and
/// the fonts stay embedded. Ghostscript does the colour conversion; myca writes only the
/// PDF/X definitions it reads first.
enum PressProgram {
    /// Names a Ghostscript to run instead of `gs` on the PATH (tests, packagers).
    static let environmentVariable = "MYCA_GHOSTSCRIPT"
    /// The CMYK profile of the output intent: Ghostscript's own (Debian's libgs-common,
    /// which the ghostscript package brings), characterized for coated offset print.
    static let profile = "/usr/share/color/icc/ghostscript/default_cmyk.icc"
    /// What the output intent says the profile is for.
    static let condition = "Commercial offset printing (Ghostscript default CMYK)"

    /// The press PDF of `pdf`, titled `title`.
    ///
    /// A signal meanwhile is passed on to Ghostscript and then ends myca
    /// (``DrawProgram/forwardingSignals(_:)``), unless `inBatch`: a batch's row runs
    /// Ghostscript in a process group of its own, on any of the batch's threads, and the
    /// batch's own handler decides (the rows in flight are finished).
    ///
    /// - Throws: ``PressError`` when Ghostscript or the profile is missing or it fails;
    ///   file errors for the temporary folder.
    static func convert(_ pdf: [UInt8], title: String, environment: Environment, inBatch: Bool = false) throws -> [UInt8] {
        let program = try locate(environment: environment)
        guard access(profile, R_OK) == 0 else { throw PressError.profileMissing(profile) }
        // Ghostscript dates the file and derives its ID from SOURCE_DATE_EPOCH; given the
        // fixed date when it is unset, the same card gives the same press file.
        let dated = environment.setting(SourceDate.variable, to: String(try SourceDate.seconds(in: environment)))
        let press = {
            // The files go to Ghostscript as descriptors with no name left on disk: a
            // killed myca leaves no card behind.
            try PrivateFolder.withUnnamedFiles("myca-press", files: ["card.pdf", "pdfx.ps", "press.pdf", "stderr"],
                                               environment: environment) { files in
                try FileSystem.writeAll(pdf, to: files[0].descriptor, name: files[0].path)
                try FileSystem.writeAll(Array(definitions(title: title).utf8), to: files[1].descriptor, name: files[1].path)
                let arguments = [
                    "-q", "-dBATCH", "-dNOPAUSE", "-dSAFER", "--permit-file-read=" + profile, "-dPDFX=true",
                    "-sDEVICE=pdfwrite", "-sColorConversionStrategy=CMYK", "-sProcessColorModel=DeviceCMYK",
                    // The card's colours come set (PDFContentColours in myca-draw): gray goes
                    // to K alone, CMYK stays as it is, pictures go through the profile.
                    "-sOutputICCProfile=" + profile, "-dDeviceGrayToK=true",
                    // PDF/X allows no link inside the bleed: a printed card has none to follow.
                    "-dPreserveAnnots=false",
                    "-o", "/proc/self/fd/5", "/proc/self/fd/4", "/proc/self/fd/3",
                ]
                let handed: [Int32: Int32] = [3: files[0].descriptor, 4: files[1].descriptor, 5: files[2].descriptor,
                                              2: files[3].descriptor]
                let status = try DrawProgram.run(program, arguments: arguments, descriptors: handed, environment: dated,
                                                 ownGroup: inBatch)
                guard status == 0 else {
                    let errors = files[3].text
                    throw PressError.failed(status: status, stderr: errors)
                }
                return try files[2].contents(limit: 1 << 30)
            }
        }
        return inBatch ? try press() : try DrawProgram.forwardingSignals(press)
    }

    /// What the plates of a PDF hold.
    struct Inks: Equatable {
        /// The ink values (0…255) each plate, C, M, Y and K, holds somewhere.
        var plates: [Set<UInt8>]
        /// The most ink on one spot, in percent (C + M + Y + K).
        var maximum: Double
        /// The C, M and Y values (0…255) found where K is solid: under text, codes and marks,
        /// which are black alone and overprint, so only the ground's inks (or paper) are.
        var underSolidBlack: Set<[UInt8]> = []

        /// Whether any spot takes C, M or Y.
        var colour: Bool { plates.prefix(3).contains { $0.contains { $0 > 0 } } }

        /// The lightest tint on any plate, in percent, or nil when every plate is empty.
        var lightest: Double? {
            plates.flatMap { $0.filter { $0 > 0 } }.min().map { Double($0) * 100 / 255 }
        }

        /// Whether C, M and Y under solid black hold nothing but `ground`'s inks or paper:
        /// text, codes and marks are black alone, whatever a picture elsewhere holds.
        func blackAlone(on ground: PressColour?) -> Bool {
            let inks: [Int] = if case let .process(c, m, y, _) = ground { [c, m, y] } else { [0, 0, 0] }
            return underSolidBlack.allSatisfy { spot in
                spot.allSatisfy { $0 == 0 } || zip(spot, inks).allSatisfy { abs(Double($0) * 100 / 255 - Double($1)) < 0.6 }
            }
        }
    }

    /// The inks of `pdf` as Ghostscript separates it, read off pages rendered in CMYK at
    /// ``inkResolution`` (without anti-aliasing, so every spot is a colour of the file).
    ///
    /// - Throws: ``PressError``; file errors for the temporary folder.
    static func inks(_ pdf: [UInt8], environment: Environment) throws -> Inks {
        let program = try locate(environment: environment)
        return try DrawProgram.forwardingSignals {
            try PrivateFolder.withUnnamedFiles("myca-press", files: ["card.pdf", "pages.pam", "stderr"],
                                               environment: environment) { files in
                try FileSystem.writeAll(pdf, to: files[0].descriptor, name: files[0].path)
                let arguments = ["-q", "-dBATCH", "-dNOPAUSE", "-dSAFER", "-sDEVICE=pamcmyk32", "-r\(inkResolution)",
                                 "-o", "/proc/self/fd/4", "/proc/self/fd/3"]
                let handed: [Int32: Int32] = [3: files[0].descriptor, 4: files[1].descriptor, 2: files[2].descriptor]
                let status = try DrawProgram.run(program, arguments: arguments, descriptors: handed, environment: environment)
                guard status == 0 else {
                    let errors = files[2].text
                    throw PressError.failed(status: status, stderr: errors)
                }
                guard let inks = Self.inks(ofPAM: try files[1].contents(limit: 1 << 30)) else {
                    throw PressError.failed(status: 0, stderr: "unreadable CMYK pages")
                }
                return inks
            }
        }
    }

    /// The resolution the inks are measured at: fine enough for the smallest dot of a
    /// picture to count, coarse enough to take a moment.
    static let inkResolution = 150

    /// The inks of the CMYK PAM images (one a page, one after another) in `pam`, or nil
    /// when they are not 8-bit CMYK PAM.
    static func inks(ofPAM pam: [UInt8]) -> Inks? {
        var at = 0
        var seen = [[Bool]](repeating: [Bool](repeating: false, count: 256), count: 4)
        var most = 0
        var underSolidBlack = Set<[UInt8]>()
        while at < pam.count {
            // A header: "P7", then "KEY value" lines up to "ENDHDR".
            var fields: [String: Int] = [:]
            var lines = 0
            while at < pam.count {
                guard let end = pam[at...].firstIndex(of: 0x0A) else { return nil }
                let line = String(decoding: pam[at ..< end], as: UTF8.self)
                at = end + 1
                lines += 1
                if line == "ENDHDR" { break }
                let words = line.split(separator: " ")
                if words.count == 2, let value = Int(words[1]) { fields[String(words[0])] = value }
                guard lines < 16 else { return nil }
            }
            guard let width = fields["WIDTH"], let height = fields["HEIGHT"], fields["DEPTH"] == 4,
                  fields["MAXVAL"] == 255, at + width * height * 4 <= pam.count else { return nil }
            var pixel = at
            let end = at + width * height * 4
            while pixel < end {
                let (c, m, y, k) = (Int(pam[pixel]), Int(pam[pixel + 1]), Int(pam[pixel + 2]), Int(pam[pixel + 3]))
                seen[0][c] = true
                seen[1][m] = true
                seen[2][y] = true
                seen[3][k] = true
                most = max(most, c + m + y + k)
                if k >= solidBlack { underSolidBlack.insert([UInt8(c), UInt8(m), UInt8(y)]) }
                pixel += 4
            }
            at = end
        }
        let plates = seen.map { plate in Set(plate.indices.filter { plate[$0] }.map(UInt8.init)) }
        return Inks(plates: plates, maximum: Double(most) * 100 / 255, underSolidBlack: underSolidBlack)
    }

    /// K from which a spot counts as solid black: what text, codes and marks print with
    /// (a picture's darkest shadow, converted through a press profile, is a rich black
    /// with less K).
    static let solidBlack = 253

    /// `$MYCA_GHOSTSCRIPT`, else `gs` in a folder of `$PATH`.
    static func locate(environment: Environment) throws(PressError) -> String {
        if let path = environment[environmentVariable], !path.isEmpty { return path }
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        guard let found = folders.map({ FileSystem.joinPath($0, "gs") }).first(where: { access($0, X_OK) == 0 }) else {
            throw PressError.ghostscriptMissing
        }
        return found
    }

    /// The PostScript Ghostscript reads before the card: the document's PDF/X keys, the
    /// profile as an ICC stream and the output intent that names it.
    static func definitions(title: String) -> String {
        """
        [ /GTS_PDFXVersion (PDF/X-1:2001) /GTS_PDFXConformance (PDF/X-1a:2001)
          /Title \(postScript(title)) /Trapped /False /DOCINFO pdfmark
        [ /_objdef {icc_PDFX} /type /stream /OBJ pdfmark
        [ {icc_PDFX} << /N 4 >> /PUT pdfmark
        [ {icc_PDFX} \(postScriptPath(profile)) (r) file /PUT pdfmark
        [ /_objdef {OutputIntent_PDFX} /type /dict /OBJ pdfmark
        [ {OutputIntent_PDFX} << /Type /OutputIntent /S /GTS_PDFX
          /OutputCondition \(postScript(condition)) /OutputConditionIdentifier (Custom)
          /Info \(postScript(condition)) /RegistryName (http://www.color.org)
          /DestOutputProfile {icc_PDFX} >> /PUT pdfmark
        [ {Catalog} << /OutputIntents [ {OutputIntent_PDFX} ] >> /PUT pdfmark

        """
    }

    /// `path` as a PostScript string of its bytes, `(…)` with `\`, `(` and `)` escaped: what
    /// `file` opens.
    static func postScriptPath(_ path: String) -> String {
        var out = "("
        for c in path {
            if c == "\\" || c == "(" || c == ")" { out.append("\\") }
            out.append(c)
        }
        return out + ")"
    }

    /// `text` as a PostScript string: UTF-16BE with its mark in hex (a PDF text string that
    /// any name survives), `<FEFF…>`.
    static func postScript(_ text: String) -> String {
        var hex = "<FEFF"
        for unit in text.utf16 {
            let digits = String(unit, radix: 16, uppercase: true)
            hex += String(repeating: "0", count: 4 - digits.count) + digits
        }
        return hex + ">"
    }
}

/// A press PDF that cannot be made.
enum PressError: CommandLineError, Equatable {
    /// No `gs` to run.
    case ghostscriptMissing
    /// The output intent's profile is not installed.
    case profileMissing(String)
    /// Ghostscript failed.
    case failed(status: Int32, stderr: String)

    var messageText: MessageText {
        switch self {
        case .ghostscriptMissing:
            MessageText("a press PDF is made with Ghostscript, which is not installed")
        case let .profileMissing(path):
            MessageText("the CMYK profile of a press PDF, %s, is not installed", path)
        case let .failed(status, stderr):
            MessageText("Ghostscript could not make the press PDF (exit status %d): %s", Int(status),
                        TypedValue.trim(String(stderr.prefix(500))))
        }
    }

    var hintText: MessageText? {
        switch self {
        case .ghostscriptMissing, .profileMissing:
            MessageText("install the Debian package ghostscript (or run 'make deps')")
        case .failed:
            nil
        }
    }
}
