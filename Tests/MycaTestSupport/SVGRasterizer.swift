/// Turns the SVG our renderer writes back into pixels, so decoders can judge it.
///
/// It understands exactly what a QR code needs: the `viewBox`, an optional
/// background `<rect>` and the `<path>` fill and data made of `M x y`, `h dx`,
/// `v dy`, `z` subpaths that are axis-aligned rectangles (anything else fails).
package enum SVGRasterizer {
    package struct Failure: Error, CustomStringConvertible { package let description: String }

    package static func rasterize(_ svg: String, pixelsPerUnit: Int = 4) throws -> RGBImage {
        guard let viewBox = attribute("viewBox", in: svg, element: "svg") else { throw Failure(description: "no viewBox") }
        let box = viewBox.split(separator: " ").compactMap { Int($0) }
        guard box.count == 4, box[0] == 0, box[1] == 0, box[2] == box[3] else { throw Failure(description: "viewBox \(viewBox)") }
        // A transparent code is judged on white paper.
        let ground = try attribute("fill", in: svg, element: "rect").map(color) ?? (255, 255, 255)
        guard let fill = attribute("fill", in: svg, element: "path"),
              let d = attribute("d", in: svg, element: "path") else { throw Failure(description: "no path") }
        var image = RGBImage(width: box[2], height: box[3], fill: ground)
        let ink = try color(fill)
        for rect in try rectangles(d) {
            for y in rect.y ..< rect.y + rect.h { for x in rect.x ..< rect.x + rect.w { image.set(x, y, ink) } }
        }
        return image.scaled(by: pixelsPerUnit)
    }

    package static func rectangles(_ d: String) throws -> [(x: Int, y: Int, w: Int, h: Int)] {
        var result: [(x: Int, y: Int, w: Int, h: Int)] = []
        for sub in d.split(separator: "M") {
            var scanner = Substring(sub)
            func number() throws -> Int {
                let text = scanner.prefix { $0 == "-" || $0.isNumber }
                scanner = scanner.dropFirst(text.count)
                guard let n = Int(text) else { throw Failure(description: "number expected in M\(sub)") }
                return n
            }
            func expect(_ c: Character) throws {
                guard scanner.first == c else { throw Failure(description: "'\(c)' expected in M\(sub)") }
                scanner = scanner.dropFirst()
            }
            let x = try number(); try expect(" "); let y = try number()
            try expect("h"); let w = try number()
            try expect("v"); let h = try number()
            try expect("h"); let back = try number()
            try expect("z")
            guard scanner.isEmpty, w > 0, h > 0, back == -w else { throw Failure(description: "not a rectangle: M\(sub)") }
            result.append((x, y, w, h))
        }
        return result
    }

    package static func color(_ hex: String) throws -> RGBImage.Pixel {
        let digits = Array(hex.dropFirst()).compactMap(\.hexDigitValue)
        guard hex.first == "#", digits.count == 6 else { throw Failure(description: "colour \(hex)") }
        return (UInt8(digits[0] * 16 + digits[1]), UInt8(digits[2] * 16 + digits[3]), UInt8(digits[4] * 16 + digits[5]))
    }

    /// The value of `name` on the first `<element …>` tag.
    package static func attribute(_ name: String, in svg: String, element: String) -> String? {
        guard let tagStart = svg.range(of: "<\(element) ") else { return nil }
        let tag = svg[tagStart.upperBound...].prefix { $0 != ">" }
        guard let start = tag.range(of: " \(name)=\"") ?? (tag.hasPrefix("\(name)=\"") ? tag.range(of: "\(name)=\"") : nil)
        else { return nil }
        return String(tag[start.upperBound...].prefix { $0 != "\"" })
    }
}
