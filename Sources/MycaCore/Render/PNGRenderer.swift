#if canImport(Glibc)
import Glibc
#endif
import CPNG

/// Draws a `QRMatrix` as PNG bytes with libpng, in memory.
///
/// The only file that imports `CPNG`; no libpng pointer leaves it. libpng writes the
/// chunks; the image data inside IDAT is deflated by ``ScanlineDeflater``.
///
/// Error handling: libpng reports errors by `longjmp` to a `setjmp` point, which
/// Swift can neither set nor survive. So this renderer makes libpng errors
/// impossible instead of catching them: it validates everything libpng would
/// check (dimensions, bit depth, colour type, palette, resolution) before the
/// first call, and writes through a memory callback that cannot fail. What is
/// left is memory exhaustion inside libpng; the error callback then prints
/// libpng's message to stderr, and libpng aborts the process, as Swift itself
/// does when an allocation fails. Warnings are ignored.
public enum PNGRenderer {
    /// The largest image, in pixels per side, we agree to make (about 1.4 m at 600 dpi).
    public static let maximumPixels = 32_768

    /// The pixel layout `render` will use: the documented sizing rule, plus a warning if any.
    ///
    /// - Throws: `RenderError` for a bad margin, scale or resolution, or an image too large.
    public static func layout(_ matrix: QRMatrix, options: PNGOptions) throws -> PixelLayout {
        try layout(modules: matrix.size, options: options)
    }

    /// The pixel layout of a code of `modules` per side (quiet zone not counted).
    ///
    /// - Throws: `RenderError` for a bad margin, scale or resolution, or an image too large.
    public static func layout(modules: Int, options: PNGOptions) throws -> PixelLayout {
        try RenderSettings.check(margin: options.margin, scale: options.scale, dpi: options.dpi)
        let layout = PixelLayout(size: modules, margin: options.margin, scale: options.scale,
                                 length: options.size, dpi: options.effectiveDPI ?? PNGOptions.defaultDPI)
        guard layout.pixels <= maximumPixels else {
            throw RenderError.imageTooLarge(pixels: layout.pixels, maximum: maximumPixels)
        }
        return layout
    }

    /// Pixels per metre for the pHYs chunk: `round(dpi / 0.0254)` (600 dpi → 23622).
    public static func pixelsPerMetre(dpi: Int) -> UInt32 {
        UInt32((Double(dpi) / 0.0254).rounded())
    }

    /// Sets bits `start ..< end` of a packed row (bit 0 is the high bit of byte 0).
    private static func setBits(_ bits: UnsafeMutableBufferPointer<png_byte>, from start: Int, to end: Int) {
        var bit = start
        while bit < end, bit & 7 != 0 {
            bits[bit >> 3] |= 0x80 >> png_byte(bit & 7)
            bit += 1
        }
        while bit + 8 <= end {
            bits[bit >> 3] = 0xFF
            bit += 8
        }
        while bit < end {
            bits[bit >> 3] |= 0x80 >> png_byte(bit & 7)
            bit += 1
        }
    }

    /// Renders the matrix as a PNG file's bytes.
    ///
    /// Black on white is written as 1-bit greyscale; other colours as a 1-bit
    /// palette of two entries (index 0 the background, transparent through tRNS
    /// when the style has none). The image data is deflated by ``ScanlineDeflater``.
    /// - Throws: the `RenderError`s of `layout(_:options:)`.
    public static func render(_ matrix: QRMatrix, options: PNGOptions = .init()) throws -> [UInt8] {
        let layout = try layout(matrix, options: options)
        let style = options.style
        let grey = style.isBlackOnWhite
        let side = layout.pixels

        return written { png, info in
            png_set_IHDR(png, info, png_uint_32(side), png_uint_32(side), 1,
                         grey ? PNG_COLOR_TYPE_GRAY : PNG_COLOR_TYPE_PALETTE,
                         PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT)
            if !grey {
                let background = style.background ?? .white
                var palette = [background, style.foreground].map {
                    png_color(red: $0.red, green: $0.green, blue: $0.blue)
                }
                png_set_PLTE(png, info, &palette, 2)
                if style.background == nil {
                    var alpha: [png_byte] = [0]
                    png_set_tRNS(png, info, &alpha, 1, nil)
                }
            }
            if let dpi = options.effectiveDPI {
                let perMetre = pixelsPerMetre(dpi: dpi)
                png_set_pHYs(png, info, perMetre, perMetre, PNG_RESOLUTION_METER)
            }
            png_write_info(png, info)

            // One line per module row (filter-type byte 0, then the packed pixels), repeated
            // `pixelsPerModule` times. The image data is deflated by ScanlineDeflater, which
            // knows the repeats, not by libpng's zlib, which would search for them: smaller
            // and cheaper (bench/README.md). libpng writes the chunks around it.
            let ppm = layout.pixelsPerModule
            let margin = options.margin
            var deflater = ScanlineDeflater(lineLength: 1 + (side + 7) / 8)
            var line = [png_byte](repeating: 0, count: 1 + (side + 7) / 8)
            line.withUnsafeMutableBufferPointer { whole in
                let bits = UnsafeMutableBufferPointer(rebasing: whole[1...])
                for moduleY in 0 ..< layout.totalModules {
                    bits.update(repeating: 0)
                    // Runs of modules, set a byte at a time where they cover whole bytes, from
                    // the matrix's runs of dark modules, found a word at a time: a batch spent
                    // a tenth of its time here asking for each module (bench/README.md).
                    // Greyscale: 1 is white, so the light runs are set (the quiet zone
                    // included). Palette: 1 is the foreground entry, so the dark runs are.
                    let y = moduleY - margin
                    var lightStart = 0
                    if y >= 0 && y < matrix.size {
                        matrix.forEachDarkRun(inRow: y) { start, end in
                            if grey {
                                setBits(bits, from: lightStart * ppm, to: (start + margin) * ppm)
                                lightStart = end + margin
                            } else {
                                setBits(bits, from: (start + margin) * ppm, to: (end + margin) * ppm)
                            }
                        }
                    }
                    if grey { setBits(bits, from: lightStart * ppm, to: layout.totalModules * ppm) }
                    deflater.append(UnsafeBufferPointer(whole), times: ppm)
                }
            }
            // At most a few MB even for the largest image, far below a chunk's 2^31 - 1 bytes,
            // so png_write_chunk has nothing to refuse.
            let data = deflater.finish()
            png_write_chunk(png, "IDAT", data, data.count)
            png_write_chunk(png, "IEND", nil, 0)
        }
    }

    /// A square `side` pixels wide: a `ground` frame around a centred `mark` square a third
    /// of the side inside it, in two palette entries: a plain mark for a pass's icon when
    /// nothing else is drawn for it. `side` is from 6 to ``maximumPixels``.
    public static func mark(side: Int, mark: Color, ground: Color) -> [UInt8] {
        let side = min(max(side, 6), maximumPixels)
        return written { png, info in
            png_set_IHDR(png, info, png_uint_32(side), png_uint_32(side), 1, PNG_COLOR_TYPE_PALETTE,
                         PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT)
            var palette = [ground, mark].map { png_color(red: $0.red, green: $0.green, blue: $0.blue) }
            png_set_PLTE(png, info, &palette, 2)
            png_write_info(png, info)
            let inset = side / 6
            let lineLength = 1 + (side + 7) / 8
            var deflater = ScanlineDeflater(lineLength: lineLength)
            let plain = [png_byte](repeating: 0, count: lineLength)
            var marked = plain
            marked.withUnsafeMutableBufferPointer { whole in
                setBits(UnsafeMutableBufferPointer(rebasing: whole[1...]), from: inset, to: side - inset)
            }
            plain.withUnsafeBufferPointer { deflater.append($0, times: inset) }
            marked.withUnsafeBufferPointer { deflater.append($0, times: side - 2 * inset) }
            plain.withUnsafeBufferPointer { deflater.append($0, times: inset) }
            let data = deflater.finish()
            png_write_chunk(png, "IDAT", data, data.count)
            png_write_chunk(png, "IEND", nil, 0)
        }
    }

    /// The PNG `body` writes through libpng, in memory: the write structures made, an error
    /// made fatal (everything libpng would refuse is checked before), the bytes collected.
    private static func written(_ body: (png_structp, png_infop) -> Void) -> [UInt8] {
        let output = OutputBuffer()
        guard let png = png_create_write_struct(PNG_LIBPNG_VER_STRING, nil, { _, message in
            PNGRenderer.reportFatal(message)
        }, { _, _ in }) else {
            reportFatal(nil)
        }
        var pngPointer: png_structp? = png
        var info: png_infop? = png_create_info_struct(png)
        defer { png_destroy_write_struct(&pngPointer, &info) }
        guard let info else { reportFatal(nil) }
        png_set_write_fn(png, Unmanaged.passUnretained(output).toOpaque(), { png, data, length in
            guard let box = png_get_io_ptr(png), let data else { return }
            let buffer = Unmanaged<OutputBuffer>.fromOpaque(box).takeUnretainedValue()
            buffer.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: length))
        }, { _ in })
        body(png, info)
        return output.bytes
    }

    /// libpng failed where it cannot return; only memory exhaustion gets here.
    fileprivate static func reportFatal(_ message: UnsafePointer<CChar>?) -> Never {
        var text = "myca: fatal: libpng: " + (message.map { String(cString: $0) } ?? "out of memory") + "\n"
        text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
        abort()
    }
}

/// The growing PNG file; libpng's write callback appends to it.
private final class OutputBuffer {
    var bytes: [UInt8] = []
}
