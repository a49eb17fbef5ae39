import Foundation
@testable import MycaCLI
@testable import MycaCore
import MycaInProcess
import MycaTestSupport
import Testing

/// Every error type of MycaCore and MycaCLI goes through the one reporter, and none of
/// what it prints names a Swift type: the person reading it knows files, fields and
/// options, not the code.
@Suite struct EveryErrorTypeTests {
    /// One error of each type; ``everyTypeHasASample()`` keeps the list whole.
    static let samples: [any MycaError] = [
        EditingError.notPresent(field: "email", value: "a@example.org", present: ["b@example.org"]),
        UsageError.unknownOption("--colour", suggestion: "--color"),
        CardLanguageError.notInLanguage(handle: "ann", language: "ja", languages: ["en"]),
        HelperProgramError.notFound(.draw, places: ["/usr/lib/myca/myca-draw"]),
        HelperProgramError.missingLibrary(.nfc, library: "libnfc.so.6"),
        WalletOptionError.missingIntermediate,
        ScanContactError.invalid(file: "photo.jpg", source: "QR code", reason: MessageText("no name")),
        ScreenFitError.tooLarge(columns: 90, rows: 45, window: "80×24", fits: "myca qr --payload url"),
        DrawProgramError.missingFont(text: "山田", package: "fonts-noto-cjk"),
        PressError.profileMissing("/usr/share/myca/icc/FOGRA39.icc"),
        ManageError.renameTargetExists(old: "ann", new: "bob"),
        ImportError.cannotRead(file: "cards.vcf", reason: MessageText("no such file")),
        RenderError.invalidColor("#12"),
        ScanError.nothingFound(file: "dark.jpg", reason: .tooDark),
        ScanImageError.tooLarge("huge.png", bytes: 1 << 30),
        StoreError.invalidHandle("a b"),
        CardFileError.unreadable(path: "ann.vcf", line: 3, reason: MessageText("no END:VCARD")),
        CardFileLimitError.tooManyProperties(card: "ann", count: 2000, limit: 1000, property: "EMAIL", ofIt: 1000),
        NFCError.tooLarge(card: "ann", bytes: 900, tag: NFCTag(parsing: "ntag213")!),
        VCardError.inputTooLarge(bytes: 1 << 30, limit: 1 << 20),
        FileSystemError.cannotRead(path: "card.vcf", errno: EACCES),
        ProfileError.emptyName,
        QRError.payloadTooLarge(bytes: 4000, maximum: 2331, ecc: .medium),
        UnexpectedFailure(),
        DrawingCodecError("pages"),
        DrawingFramesError.closed(errno: EPIPE),
        DrawingFailure(UnexpectedFailure()),
        RasterSizeError.tooManyPixels(width: 100_000, height: 100_000),
        BatchError.emptyInput("staff.csv"),
        BatchShardError.noJobRunner,
        CSVError.invalidUTF8(record: 2, line: 3, field: 1),
        LDIFError.lineTooLong(line: 4, bytes: 2_000_000, limit: 1_000_000),
        BatchRowError(row: 7, reasonText: UnexpectedFailure().messageText),
        JSONError(kind: .empty, line: 1, column: 1),
        PayloadError.unknownField("nickname"),
        ThreadStartError(errno: EAGAIN),
        SourceDateError(value: "yesterday"),
        PhotoError.jpegNoStart,
        PhotoFileError.notImage(path: "logo.txt"),
        PictureResolutionError.tooCoarse(name: "logo.png", ppi: 90, width: 120, height: 40),
        CardPictureError.notAPicture("logo.txt"),
        PrintedCardError.codeTooDense(module: 0.2, minimum: 0.4),
        LayoutError.invalidCardSize("85x"),
        WalletError.readableByOthers(file: "key.pem", mode: 0o644),
    ]

    /// The error types declared in `Sources/MycaCore` and `Sources/MycaCLI`.
    static var declaredTypes: Set<String> {
        var names: Set<String> = []
        let pattern = /(?:enum|struct|class) ([A-Za-z]+)[^{\n]*:[^{\n]*\b(?:MycaError|CommandLineError)\b/
        for folder in ["Sources/MycaCore", "Sources/MycaCLI"] {
            let root = MycaProcess.packageRoot + "/" + folder
            let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".swift") {
                let text = (try? String(contentsOfFile: root + "/" + file, encoding: .utf8)) ?? ""
                for match in text.matches(of: pattern) { names.insert(String(match.1)) }
            }
        }
        return names
    }

    @Test func everyTypeHasASample() {
        let declared = Self.declaredTypes
        #expect(declared.count > 30, "\(declared)")
        let sampled = Set(Self.samples.map { String(describing: type(of: $0)) })
        #expect(declared.subtracting(sampled).isEmpty, "no sample of \(declared.subtracting(sampled).sorted())")
    }

    @Test("the report of each error names no Swift type", arguments: samples.indices)
    func reportNamesNoType(_ index: Int) throws {
        let error = Self.samples[index]
        let sink = BufferSink()
        ErrorReport.print(error, to: CommandContext(stdout: BufferSink(), stderr: sink, environment: [:]))
        let text = sink.text
        #expect(text.hasPrefix("myca: error: "), "\(text)")
        for name in Self.declaredTypes.union(["MycaCore", "MycaCLI", "Swift."]) {
            #expect(!text.contains(name), "\(type(of: error)) prints \(name): \(text)")
        }
        // An enum case as Swift prints it: `.name(` or `name(label:`.
        #expect(text.firstMatch(of: /\b[a-z][A-Za-z]+\([a-z][A-Za-z]*:/) == nil, "\(text)")
    }

    @Test func anErrorThatIsNoMycaErrorIsSaidInOneWording() {
        struct Opaque: Error {}
        #expect(Localization.messageText(of: Opaque()) == UnexpectedFailure().messageText)
        #expect(!Localization.text(of: Opaque()).contains("Opaque"))
    }
}
