import MycaCore
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Makes the PDF a print shop takes from the card's PDF, with Ghostscript run as a program
/// of its own (as `myca-draw` is, so no other command loads it): PDF/X-1a:2001 or PDF/X-4,
/// CMYK throughout, with the output condition's profile in the file as its output intent.
/// The card's PDF arrives with its colours set (`CardFaceLayout.pressColours`): text, code
/// and marks in black alone, secondary lines as a black tint, the style's ground in its
/// press inks (each 0 or at least 5 %); Ghostscript keeps those and converts the rest
/// (pictures) through the profile. So a card without a picture leaves C, M and Y to its
/// ground, and the fonts stay embedded. Ghostscript does the colour conversion; myca writes
/// only the PDF/X definitions it reads first.
enum PressProgram {
    /// Names the folder of the output conditions' profiles (tests, packagers).
    static let profilesVariable = "MYCA_ICC"
    /// Where the profiles are installed, below the installation's `share`.
    static let profilesFolder = "myca/icc"

    /// The press PDF of `pdf`, titled `title`, made as `standard` says.
    ///
    /// A signal meanwhile is passed on to Ghostscript and then ends myca
    /// (``HelperProgram/forwardingSignals(_:)``), unless `inBatch`: a batch's row runs
    /// Ghostscript in a process group of its own, on any of the batch's threads, and the
    /// batch's own handler decides (the rows in flight are finished).
    ///
    /// - Throws: ``PressError`` when Ghostscript or the profile is missing or it fails;
    ///   file errors for the temporary folder.
    static func convert(_ pdf: [UInt8], title: String, standard: PressStandard = PressStandard(), environment: Environment,
                        inBatch: Bool = false) throws -> [UInt8] {
        let program = try HelperProgram.ghostscript.locate(environment: environment)
        let profile = try profile(standard.condition, environment: environment)
        // Ghostscript dates the file and derives its ID from SOURCE_DATE_EPOCH; given the
        // fixed date when it is unset, the same card gives the same press file.
        let seconds = try SourceDate.seconds(in: environment)
        let dated = environment.setting(SourceDate.variable, to: String(seconds))
        let producer = standard.version == .x4 ? try Self.producer(program, environment: environment) : ""
        let marks = definitions(title: title, standard: standard, profile: profile, date: seconds,
                                identity: identity(of: pdf, standard), producer: producer)
        // The files go to Ghostscript as descriptors with no name left on disk: a killed
        // myca leaves no card behind.
        return try HelperProgram.ghostscript.exchange(
            program, inputs: [("card.pdf", pdf), ("pdfx.ps", Array(marks.utf8))], outputs: ["press.pdf"], environment: dated,
            isolated: inBatch, arguments: { files in
                ["-q", "-dBATCH", "-dNOPAUSE", "-dSAFER", "--permit-file-read=" + profile] + modeArguments(standard.version) + [
                    "-sDEVICE=pdfwrite", "-sColorConversionStrategy=CMYK", "-sProcessColorModel=DeviceCMYK",
                    // The card's colours come set (PDFContentColours in myca-draw): gray goes
                    // to K alone, CMYK stays as it is, pictures go through the profile.
                    "-sOutputICCProfile=" + profile, "-dDeviceGrayToK=true",
                    // PDF/X allows no link inside the bleed: a printed card has none to follow.
                    "-dPreserveAnnots=false",
                    "-o", files[2], files[1], files[0],
                ]
            }) { status, files, stderr in
            guard status == 0 else { throw PressError.failed(status: status, stderr: stderr.text) }
            return try files[0].contents(limit: 1 << 30)
        }
    }

    /// What sets Ghostscript's pdfwrite to the standard: its own PDF/X-1a mode (PDF 1.3), or
    /// for PDF/X-4 PDF 1.6 without that mode (myca-draw has made every picture opaque for
    /// both, so neither has transparency to flatten); Ghostscript 10.00 has no PDF/X-4 mode, and the PDF/X-4 keys, the output
    /// intent and the XMP metadata all come from ``definitions(title:standard:profile:date:identity:)``.
    static func modeArguments(_ version: PDFXVersion) -> [String] {
        switch version {
        case .x1a: ["-dPDFX=true"]
        // Ghostscript compresses the streams pdfmarks make, the XMP's among them, which
        // ISO 15930-7 has a checker read as it is; page contents, fonts and pictures are
        // compressed all the same.
        case .x4: ["-dCompatibilityLevel=1.6", "-dCompressStreams=false"]
        }
    }

    /// The Producer Ghostscript's pdfwrite writes in the document information whatever a
    /// pdfmark says, `GPL Ghostscript 10.00.0`, which the XMP must repeat: asked of `program`
    /// once a run.
    static func producer(_ program: String, environment: Environment) throws -> String {
        if let known = producers.withLock({ $0[program] }) { return known }
        let version = try PrivateFolder.withUnnamedFiles("myca-press", files: ["version", "stderr"],
                                                         environment: environment) { files in
            let status = try HelperProgram.ghostscript.run(program, arguments: ["--version"],
                                             descriptors: [1: files[0].descriptor, 2: files[1].descriptor],
                                             environment: environment)
            guard status == 0 else { throw PressError.failed(status: status, stderr: files[1].text) }
            return files[0].text.filter { !$0.isWhitespace }
        }
        let producer = "GPL Ghostscript " + version
        producers.withLock { $0[program] = producer }
        return producer
    }

    /// ``producer(_:environment:)`` of each Ghostscript asked.
    private static let producers = Mutex<[String: String]>([:])

    /// The profile of `condition`: in `$MYCA_ICC`, else in `myca/icc` of the installation's
    /// data (``Installation/dataPlaces(_:)``), where `make install` puts them and
    /// `make build` makes them.
    ///
    /// - Throws: ``PressError/profileMissing(_:)`` naming where it looked first.
    static func profile(_ condition: OutputCondition, environment: Environment) throws(PressError) -> String {
        let folders = environment[profilesVariable].flatMap { $0.isEmpty ? nil : [$0] } ?? Installation.dataPlaces(profilesFolder)
        let paths = folders.map { FileSystem.joinPath($0, condition.profile) }
        guard let found = paths.first(where: { access($0, R_OK) == 0 }) else {
            throw PressError.profileMissing(paths.first ?? condition.profile)
        }
        return found
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
        let pages = try rendered(pdf, device: ["-sDEVICE=pamcmyk32", "-r\(inkResolution)"], limit: 1 << 30, environment: environment)
        guard let inks = Self.inks(ofPAM: pages) else { throw PressError.failed(status: 0, stderr: "unreadable CMYK pages") }
        return inks
    }

    /// What Ghostscript's `device` makes of `pdf` (at most `limit` bytes), the files passed
    /// as descriptors with no name left on disk.
    ///
    /// - Throws: ``PressError/failed(status:stderr:)``; ``HelperProgramError`` when
    ///   Ghostscript is missing; file errors for the temporary folder.
    static func rendered(_ pdf: [UInt8], device: [String], limit: Int, environment: Environment) throws -> [UInt8] {
        let program = try HelperProgram.ghostscript.locate(environment: environment)
        return try HelperProgram.ghostscript.exchange(
            program, inputs: [("card.pdf", pdf)], outputs: ["output"], environment: environment,
            arguments: { ["-q", "-dBATCH", "-dNOPAUSE", "-dSAFER"] + device + ["-o", $0[1], $0[0]] }) { status, files, stderr in
            guard status == 0 else { throw PressError.failed(status: status, stderr: stderr.text) }
            return try files[0].contents(limit: limit)
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

    /// The PostScript Ghostscript reads before the card: the document's PDF/X keys, the
    /// profile as an ICC stream and the output intent that names it; for PDF/X-4 also the
    /// XMP metadata that standard asks for, dated `date` (seconds since 1970, as
    /// Ghostscript dates the file), identified by `identity` (``identity(of:_:)``) and made
    /// by `producer`.
    static func definitions(title: String, standard: PressStandard, profile: String, date: Int64,
                            identity: (document: String, instance: String), producer: String) -> String {
        let condition = standard.condition
        let version = switch standard.version {
        case .x1a: "/GTS_PDFXVersion (PDF/X-1:2001) /GTS_PDFXConformance (PDF/X-1a:2001)"
        case .x4: "/GTS_PDFXVersion (PDF/X-4)"
        }
        var marks = """
            [ \(version)
              /Title \(postScript(title)) /Trapped /False /DOCINFO pdfmark
            [ /_objdef {icc_PDFX} /type /stream /OBJ pdfmark
            [ {icc_PDFX} << /N 4 >> /PUT pdfmark
            [ {icc_PDFX} \(postScriptLiteral(profile)) (r) file /PUT pdfmark
            [ /_objdef {OutputIntent_PDFX} /type /dict /OBJ pdfmark
            [ {OutputIntent_PDFX} << /Type /OutputIntent /S /GTS_PDFX
              /OutputCondition \(postScriptLiteral(condition.condition))
              /OutputConditionIdentifier \(postScriptLiteral(condition.identifier))
              /Info \(postScriptLiteral(condition.condition)) /RegistryName \(postScriptLiteral(OutputCondition.registryName))
              /DestOutputProfile {icc_PDFX} >> /PUT pdfmark
            [ {Catalog} << /OutputIntents [ {OutputIntent_PDFX} ] >> /PUT pdfmark

            """
        if standard.version == .x4 {
            let packet = xmp(title: title, date: SourceDate.iso8601(date), identity: identity, producer: producer)
            marks += """
                [ /_objdef {Metadata_PDFX} /type /stream /OBJ pdfmark
                [ {Metadata_PDFX} << /Type /Metadata /Subtype /XML >> /PUT pdfmark
                [ {Metadata_PDFX} \(postScriptBytes(Array(packet.utf8))) /PUT pdfmark
                [ {Metadata_PDFX} /CLOSE pdfmark
                [ {Catalog} << /Metadata {Metadata_PDFX} >> /PUT pdfmark

                """
        }
        return marks
    }

    /// The XMP packet of a PDF/X-4 file (ISO 15930-7, 6.7.11): its version, the dates the
    /// document information says (`date`, ISO 8601), its title, its identifiers and how it
    /// was made, each the same as the document information's (myca-draw names myca its
    /// Creator).
    static func xmp(title: String, date: String, identity: (document: String, instance: String), producer: String) -> String {
        """
        <?xpacket begin="\u{FEFF}" id="W5M0MpCehiHzreSzNTczkc9d"?>
        <x:xmpmeta xmlns:x="adobe:ns:meta/">
         <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
          <rdf:Description rdf:about=""
            xmlns:pdfxid="http://www.npes.org/pdfx/ns/id/"
            xmlns:xmp="http://ns.adobe.com/xap/1.0/"
            xmlns:xmpMM="http://ns.adobe.com/xap/1.0/mm/"
            xmlns:dc="http://purl.org/dc/elements/1.1/"
            xmlns:pdf="http://ns.adobe.com/pdf/1.3/">
           <pdfxid:GTS_PDFXVersion>PDF/X-4</pdfxid:GTS_PDFXVersion>
           <xmp:CreateDate>\(date)</xmp:CreateDate>
           <xmp:ModifyDate>\(date)</xmp:ModifyDate>
           <xmp:MetadataDate>\(date)</xmp:MetadataDate>
           <xmp:CreatorTool>myca</xmp:CreatorTool>
           <dc:format>application/pdf</dc:format>
           <dc:title><rdf:Alt><rdf:li xml:lang="x-default">\(XMLText.escape(title))</rdf:li></rdf:Alt></dc:title>
           <xmpMM:DocumentID>\(identity.document)</xmpMM:DocumentID>
           <xmpMM:InstanceID>\(identity.instance)</xmpMM:InstanceID>
           <xmpMM:VersionID>1</xmpMM:VersionID>
           <xmpMM:RenditionClass>default</xmpMM:RenditionClass>
           <pdf:Producer>\(XMLText.escape(producer))</pdf:Producer>
           <pdf:Trapped>False</pdf:Trapped>
          </rdf:Description>
         </rdf:RDF>
        </x:xmpmeta>
        <?xpacket end="w"?>
        """
    }

    /// The XMP's document and instance IDs, `uuid:…`: derived from the card's bytes (and,
    /// for the instance, the standard it is made as), so the same card gives the same file
    /// and another card another ID. Version 8 UUIDs (RFC 9562: made by the application's
    /// own rule) of a 128-bit FNV-1a hash.
    static func identity(of pdf: [UInt8], _ standard: PressStandard) -> (document: String, instance: String) {
        let document = fnv1a(pdf)
        let instance = fnv1a(Array((standard.condition.identifier + "\u{0}" + standard.version.name).utf8), from: document)
        return (uuid(document), uuid(instance))
    }

    /// The 128-bit FNV-1a hash of `bytes`, continuing `hash` (the offset basis by default).
    static func fnv1a(_ bytes: [UInt8], from hash: UInt128 = 0x6C62_272E_07BB_0142_62B8_2175_6295_C58D) -> UInt128 {
        let prime: UInt128 = 0x0000_0000_0100_0000_0000_0000_0000_013B
        var hash = hash
        for byte in bytes {
            hash ^= UInt128(byte)
            hash = hash &* prime
        }
        return hash
    }

    /// `value` as a version 8 UUID, `uuid:xxxxxxxx-xxxx-8xxx-yxxx-xxxxxxxxxxxx`.
    static func uuid(_ value: UInt128) -> String {
        var bits = value
        bits = bits & ~(UInt128(0xF) << 76) | (UInt128(0x8) << 76)
        bits = bits & ~(UInt128(0x3) << 62) | (UInt128(0x2) << 62)
        let digits = String(bits, radix: 16)
        let hex = Array(String(repeating: "0", count: 32 - digits.count) + digits)
        let groups = [0 ..< 8, 8 ..< 12, 12 ..< 16, 16 ..< 20, 20 ..< 32].map { String(hex[$0]) }
        return "uuid:" + groups.joinedText(separator: "-")
    }

    /// `bytes` as a PostScript hex string, `<…>`: any bytes, nothing to escape.
    static func postScriptBytes(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = [UInt8(ascii: "<")]
        out.reserveCapacity(bytes.count * 2 + 2)
        for byte in bytes {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0xF)])
        }
        out.append(UInt8(ascii: ">"))
        return String(decoding: out, as: UTF8.self)
    }

    /// `text` as a PostScript string of its bytes, `(…)` with `\`, `(` and `)` escaped: a path
    /// `file` opens, or the output intent's ASCII names, which a shop's check compares byte
    /// for byte and so are not written as UTF-16.
    static func postScriptLiteral(_ path: String) -> String {
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
    /// The output condition's profile is not where myca looks for it.
    case profileMissing(String)
    /// Ghostscript failed.
    case failed(status: Int32, stderr: String)
    /// A press rule of the preflight fails (the report says which).
    case preflightFailed

    var messageText: MessageText {
        switch self {
        case let .profileMissing(path):
            MessageText("the CMYK profile of a press PDF, %s, is not installed", path)
        case let .failed(status, stderr):
            MessageText("Ghostscript could not make the press PDF (exit status %d): %s", Int(status),
                        WhiteSpace.trim(String(stderr.prefix(500))))
        case .preflightFailed:
            MessageText("the PDF fails the preflight (FAIL above); nothing was written")
        }
    }

    var hintText: MessageText? {
        switch self {
        case .profileMissing:
            MessageText("install myca with 'make install' (it puts the profiles in PREFIX/share/myca/icc), run 'make' in a build, or set %s", PressProgram.profilesVariable)
        case .failed:
            nil
        case .preflightFailed:
            MessageText("a print shop takes --press with --bleed 3mm")
        }
    }
}
