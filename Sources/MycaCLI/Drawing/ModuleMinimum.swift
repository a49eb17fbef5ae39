import MycaCore

/// `--min-module MM`: the smallest printed module, in millimetres, that a phone at arm's
/// length is asked to read (``PrintedSize``); the one density rule of `qr` images and of
/// the card and its sheets, with the one text that says a code is below it.
struct ModuleMinimum: ArgumentValue, Equatable {
    /// The minimum in millimetres.
    let millimetres: Double

    /// The values accepted: from GS1's minimum for hand-held scanning to 2 mm.
    static let range = PrintedSize.lowestMinimumModuleMillimetres...2.0

    /// myca's default.
    static let standard = ModuleMinimum(millimetres: PrintedSize.minimumModuleMillimetres)

    /// A minimum as a layout reports it (already within ``range``).
    init(millimetres: Double) { self.millimetres = millimetres }

    /// A decimal number of millimetres (`0.5`, or `0.5mm`) within ``range``.
    init(argument: String) throws {
        let number = argument.hasSuffix("mm") ? String(argument.dropLast(2)) : argument
        guard let value = Double(number), value.isFinite, Self.range.contains(value) else {
            throw ArgumentValueError(expected: MessageText("millimetres from %s to %s, e.g. 0.5",
                                                           Self.text(Self.range.lowerBound), Self.text(Self.range.upperBound)))
        }
        millimetres = value
    }

    var argumentText: String? { Self.text(millimetres) }

    /// `mm` as messages give a module's millimetres.
    static func text(_ mm: Double) -> String { PhysicalLength.text(mm, digits: 3) }

    /// The warning that printed modules of `module` mm are below this minimum: Core's
    /// sentence (``PrintedCardError/codeTooDense(module:minimum:)``) and the option that sets it.
    func below(_ module: Double) -> String {
        tr("%s (set with --min-module)", Localization.text(PrintedCardError.codeTooDense(module: module, minimum: millimetres).messageText))
    }
}
