import MycaCore

/// What the commands that make a code say of it: the `-v` lines (payload, version,
/// modules; pixels and printed sizes) and the warnings when it prints too small to scan
/// or much smaller than asked.
enum CodeReport {
    /// How far short of the size asked for a PNG may fall unsaid: whole pixels per module
    /// make it up to one module's pixels short of it, which at 4 pixels a module or more
    /// is within a fifth; below that it can be half, which is what wants saying.
    static let tolerableShortfall = 0.8

    /// Warns, with or without -v, when the PNG is much smaller than its --size: with few
    /// pixels per module, rounding down to whole pixels takes up to half the size away.
    static func warnIfMuchSmallerThanAsked(_ layout: PixelLayout, _ settings: RenderSettings, _ printed: PrintedSize?,
                                           _ ctx: CommandContext) {
        guard let size = settings.size, let target = layout.targetPixels, layout.pixels < target,
              Double(layout.pixels) < tolerableShortfall * Double(target) else { return }
        let carry = tr("carry less (--fields %s, --payload url)", FieldSelection.compact.text)
        if let printed {
            ctx.warn(tr("--size %s makes a code %s mm wide (%d pixels, not %d): each module is a whole number of pixels (%d here, %d modules); raise --dpi, or %s",
                        size.description, PhysicalLength.text(printed.sideMillimetres, digits: 1, keeping: 1), layout.pixels, target,
                        layout.pixelsPerModule, layout.totalModules, carry))
        } else {
            ctx.warn(tr("--size %s makes a code %d pixels wide, not %d: each module is a whole number of pixels (%d here, %d modules); ask for --size %dpx, or %s",
                        size.description, layout.pixels, target, layout.pixelsPerModule, layout.totalModules,
                        (layout.pixelsPerModule + 1) * layout.totalModules, carry))
        }
    }

    /// The `-v` line for a code: payload, version, modules, error correction (`medium`
    /// says which of a command's codes it is).
    static func describe(_ code: CardCode, _ request: CodeRequest, medium: String = "") -> String {
        let eci = request.qr.eciHeader(for: code.payload) ? ", ECI UTF-8" : ""
        return "payload: \(code.payload.count) bytes (\(request.kind.rawValue)), version \(code.matrix.version), "
            + "\(code.matrix.size)×\(code.matrix.size) modules, ECC \(code.ecc.rawValue)\(eci)\(medium)"
    }

    /// Warns when printed modules are smaller than `minimum` (``ModuleMinimum``).
    static func warnIfTooSmallToScan(_ printed: PrintedSize, _ minimum: ModuleMinimum, _ ctx: CommandContext) {
        guard printed.isBelow(minimum.millimetres) else { return }
        ctx.warn(minimum.below(printed.moduleMillimetres) + "; "
            + tr("print it at --size %smm or more, leave fields out (--fields %s), or carry only the link (--payload url)",
                 printed.smallestReadableMillimetres(minimum.millimetres), FieldSelection.compact.text))
    }

    /// A printed size: `19.6 mm wide, modules 0.254 mm`.
    static func describe(_ printed: PrintedSize) -> String {
        "printed \(PhysicalLength.text(printed.sideMillimetres, digits: 1, keeping: 1)) mm wide, "
            + "\(printed.totalModules) modules of \(PhysicalLength.text(printed.moduleMillimetres, digits: 3, keeping: 1)) mm"
    }

    /// The `-v` line for a PNG: pixels, pixels per module, resolution, the size asked for and,
    /// at a resolution, the printed size.
    static func describe(_ layout: PixelLayout, _ settings: RenderSettings, _ printed: PrintedSize?, target: OutputTarget)
        -> String
    {
        var line = "png: \(target.displayName): \(layout.pixels)×\(layout.pixels) pixels, "
            + "\(layout.pixelsPerModule) pixels per module × \(layout.totalModules) modules"
        if let dpi = settings.png.effectiveDPI {
            line += ", \(dpi) dpi (pHYs \(PNGRenderer.pixelsPerMetre(dpi: dpi)) pixels per metre)"
        }
        if let size = settings.size, let target = layout.targetPixels {
            line += "; \(size) asked = \(target) pixels"
        }
        if let printed { line += "; " + describe(printed) }
        return line
    }
}
