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
