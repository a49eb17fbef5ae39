/// A plain RGB bitmap that tests draw into and hand to the decoders as a PPM file.
package struct RGBImage {
    package typealias Pixel = (UInt8, UInt8, UInt8)
    package let width: Int
    package let height: Int
    private(set) var pixels: [UInt8]

    package init(width: Int, height: Int, fill: Pixel) {
        self.width = width
        self.height = height
        pixels = [UInt8](repeating: 0, count: width * height * 3)
        for i in 0 ..< width * height { set(i % width, i / width, fill) }
    }

    package mutating func set(_ x: Int, _ y: Int, _ p: Pixel) {
        let i = (y * width + x) * 3
        pixels[i] = p.0; pixels[i + 1] = p.1; pixels[i + 2] = p.2
    }

    package func get(_ x: Int, _ y: Int) -> Pixel {
        let i = (y * width + x) * 3
        return (pixels[i], pixels[i + 1], pixels[i + 2])
    }

    /// Each pixel becomes a `factor`×`factor` block (decoders dislike 1-pixel modules).
    package func scaled(by factor: Int) -> RGBImage {
        var out = RGBImage(width: width * factor, height: height * factor, fill: (0, 0, 0))
        for y in 0 ..< out.height { for x in 0 ..< out.width { out.set(x, y, get(x / factor, y / factor)) } }
        return out
    }

    /// Binary PPM (P6), which both zbarimg and ZXingReader read.
    package var ppm: [UInt8] {
        Array("P6\n\(width) \(height)\n255\n".utf8) + pixels
    }
}

extension RGBImage {
    /// The pixels of a PNG, composited on white.
    package init(_ png: PNGInspector) {
        self.init(width: png.width, height: png.height, fill: (255, 255, 255))
        for y in 0 ..< height {
            for x in 0 ..< width {
                let (r, g, b, a) = png.pixel(x, y)
                let alpha = Int(a)
                func over(_ c: UInt8) -> UInt8 {
                    let mixed: Int = Int(c) * alpha + 255 * (255 - alpha)
                    return UInt8((mixed + 127) / 255)
                }
                set(x, y, (over(r), over(g), over(b)))
            }
        }
    }

    /// The image scaled to `width`×`height` by area averaging (each output pixel is the mean
    /// of the source area it covers, fractions weighted), as a video pipeline shrinks a frame.
    package func resampled(width newWidth: Int, height newHeight: Int) -> RGBImage {
        /// For each output index, the source indices it covers and their weights.
        func weights(_ from: Int, _ to: Int) -> [[(Int, Double)]] {
            let step = Double(from) / Double(to)
            return (0 ..< to).map { i in
                let start = Double(i) * step, end = start + step
                var list: [(Int, Double)] = []
                var s = Int(start)
                while Double(s) < end, s < from {
                    let cover = min(end, Double(s + 1)) - max(start, Double(s))
                    if cover > 0 { list.append((s, cover / step)) }
                    s += 1
                }
                return list
            }
        }
        let wx = weights(width, newWidth), wy = weights(height, newHeight)
        var rows = [Double](repeating: 0, count: newWidth * height * 3)
        for y in 0 ..< height {
            for (x, list) in wx.enumerated() {
                for (sx, w) in list {
                    let p = get(sx, y)
                    let i = (y * newWidth + x) * 3
                    rows[i] += Double(p.0) * w; rows[i + 1] += Double(p.1) * w; rows[i + 2] += Double(p.2) * w
                }
            }
        }
        var out = RGBImage(width: newWidth, height: newHeight, fill: (0, 0, 0))
        for (y, list) in wy.enumerated() {
            for x in 0 ..< newWidth {
                var c = (0.0, 0.0, 0.0)
                for (sy, w) in list {
                    let i = (sy * newWidth + x) * 3
                    c.0 += rows[i] * w; c.1 += rows[i + 1] * w; c.2 += rows[i + 2] * w
                }
                func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, v.rounded()))) }
                out.set(x, y, (byte(c.0), byte(c.1), byte(c.2)))
            }
        }
        return out
    }
}
