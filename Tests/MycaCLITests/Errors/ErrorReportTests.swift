#if canImport(Glibc)
import Glibc
#endif
import MycaCLI
import Foundation
import MycaCore
import MycaTestSupport
import Testing

/// The command line presents errors from MycaCore: the hints that name options and the
/// exit codes are decided here, not in Core.
@Suite struct ErrorReportTests {
    @Test("light modules on a dark ground: the hint is about --invert")
    func lightOnDarkHint() {
        let hint = ErrorReport.hint(for: RenderError.lightOnDark(foreground: "#ffffff", background: "#000000"))
        #expect(hint?.contains("--invert") == true)
        #expect(hint == "swap --fg and --bg; to show light modules in a dark terminal use --invert, which is for the terminal only")
    }

    @Test("low contrast: the hint is to pick a darker --fg")
    func lowContrastHint() {
        let error = RenderError.lowContrast(foreground: "#777777", background: "#ffffff", ratio: 4.5, minimum: 7)
        #expect(ErrorReport.hint(for: error) == "pick a darker --fg or a lighter --bg")
    }

    @Test("a payload too large: lower the level (unless it is L), drop fields, or a smaller payload")
    func tooLargeHint() {
        #expect(ErrorReport.hint(for: QRError.payloadTooLarge(bytes: 2400, maximum: 2331, ecc: .medium))
            == "lower the error correction level (--ecc L), drop fields with --fields, or use the smaller --payload mecard")
        #expect(ErrorReport.hint(for: QRError.payloadTooLarge(bytes: 3000, maximum: 2953, ecc: .low))
            == "drop fields with --fields, or use the smaller --payload mecard")
    }

    @Test("an impossible QR version names no option: myca has no --min-version")
    func invalidVersionHintNamesNoMissingOption() {
        let hint = ErrorReport.hint(for: QRError.invalidVersion(41))
        #expect(hint == nil)
        #expect(QRError.invalidVersion(41).message == "QR version 41 does not exist: versions go from 1 to 40")
    }

    @Test("a read-only file system: the Core hint, then where else the store can live")
    func readOnlyHint() {
        let error = FileSystemError.cannotWrite(path: "/x/config.json", errno: EROFS)
        #expect(ErrorReport.hint(for: error) == "the file system is read-only: choose another place with --home or MYCA_HOME")
        #expect(ErrorReport.hint(for: FileSystemError.noHomeDirectory) == "set HOME, MYCA_HOME or pass --home DIR")
        #expect(ErrorReport.hint(for: StoreError.handleExists("work")) == "use --force to replace it, or choose another handle")
    }

    @Test("store errors: the command to run")
    func storeHints() {
        #expect(ErrorReport.hint(for: StoreError.noCards) == "run 'myca new' to create one")
        #expect(ErrorReport.hint(for: StoreError.noDefault(handles: ["a", "b"]))
            == "run 'myca use HANDLE' to choose one (cards: a, b)")
        #expect(ErrorReport.hint(for: StoreError.unknownHandle("x", suggestions: [])) == "run 'myca list' to see your cards")
        #expect(ErrorReport.hint(for: StoreError.unknownHandle("wrok", suggestions: ["work"])) == "did you mean 'work'?")
    }

    @Test("hints without options are the error's own")
    func ownHints() {
        let error = FileSystemError.cannotWrite(path: "/x/config.json", errno: ENOSPC)
        #expect(ErrorReport.hint(for: error) == error.hint)
        #expect(ErrorReport.hint(for: StoreError.invalidHandle("A")) == StoreError.invalidHandle("A").hint)
    }

    static let exitCodeCases: [(any MycaError, Int32)] = [
        (RenderError.invalidColor("x"), 2),
        (RenderError.unknownStyle("neon"), 2),
        (RenderError.invalidDPI(0), 2),
        (RenderError.lowContrast(foreground: "a", background: "b", ratio: 1, minimum: 7), 2),
        (RenderError.imageTooLarge(pixels: 100_000, maximum: 20_000), 1),
        (RasterSizeError.tooManyPixels(width: 20_000, height: 20_000), 2),
        (QRError.invalidVersion(0), 2),
        (QRError.payloadTooLarge(bytes: 3000, maximum: 2953, ecc: .low), 1),
        (QRError.emptyPayload, 1),
        (BatchError.badTemplate(template: "{x", reason: MessageText("unclosed")), 2),
        (BatchError.noFields, 1),
        (PayloadError.unknownField("shoe"), 2),
        (PayloadError.noURL(card: "x"), 1),
        (StoreError.noCards, 1),
        (FileSystemError.noHomeDirectory, 1),
        (UsageError.missingCommand, 2),
    ]

    @Test("exit codes: 2 where a Core error can only come from an option's value, else 1", arguments: exitCodeCases)
    func exitCodes(error: any MycaError, code: Int32) {
        #expect(ErrorReport.exitCode(for: error) == code)
    }

    /// An `exitCode` on a type that is not a ``CommandLineError`` would be read by nobody:
    /// Core errors have none, and the command line reads only those of its own errors.
    @Test("every exitCode in Sources belongs to a CommandLineError")
    func exitCodesAreOnlyOnCommandLineErrors() throws {
        let root = MycaProcess.packageRoot + "/Sources"
        let files = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") }
        #expect(files.count > 100)
        for file in files where !file.hasSuffix("/CommandLineError.swift") {
            let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            guard text.contains("var exitCode") else { continue }
            #expect(!file.hasPrefix("MycaCore/"), "\(file): Core errors state no exit code")
            #expect(text.contains(": CommandLineError") || text.contains(", CommandLineError"),
                    "\(file) declares an exitCode on a type that is not a CommandLineError")
        }
    }
}

/// A Core error the command line has never heard of: what it says of itself is enough.
private struct UnheardOfError: MycaError {
    var inSetting: Bool
    var remedy: ErrorRemedy?
    var messageText: MessageText { .verbatim("something about the card") }
    var hintText: MessageText? { .verbatim("the error's own hint") }
    var isInSetting: Bool { inSetting }
}

@Suite struct ErrorSelfDescriptionTests {
    @Test("a new Core error gets its exit code and hint from what it states, with no CLI switch")
    func newErrorsNeedNoEdit() {
        #expect(ErrorReport.exitCode(for: UnheardOfError(inSetting: true, remedy: nil)) == 2)
        #expect(ErrorReport.exitCode(for: UnheardOfError(inSetting: false, remedy: nil)) == 1)
        #expect(ErrorReport.hint(for: UnheardOfError(inSetting: false, remedy: nil)) == "the error's own hint")
        #expect(ErrorReport.hint(for: UnheardOfError(inSetting: false, remedy: .listCards)) == "run 'myca list' to see your cards")
    }
}
