import MycaCore

/// Sets the colours of a press PDF that cairo wrote in RGB to what a press prints them
/// with: each `r g b rg` (fill) or `RG` (stroke) of the content becomes the black tint or
/// process inks its ``PressMapping`` names, written over it and padded with spaces, so
/// every byte after it stays where cairo put it (the cross-reference table holds). cairo
/// writes the content uncompressed for this (`CAIRO_DEBUG_PDF`). Ghostscript then keeps
/// DeviceGray and DeviceCMYK as they are, gray on K alone, and converts the rest (the
/// pictures) through the press profile.
enum PDFPressColours {
    /// `pdf` with its colour operators mapped by `mappings`: a colour listed with nil is
    /// left as it is, one not listed becomes a tint of black.
    static func applying(_ mappings: [PressMapping], to pdf: [UInt8]) -> [UInt8] {
        var out = pdf
        var at = 0
        while at + 2 <= pdf.count {
            // An `rg` or `RG` token: "rg" with a space before it and no regular character after.
            let isFill = pdf[at] == UInt8(ascii: "r") && pdf[at + 1] == UInt8(ascii: "g")
            let isStroke = pdf[at] == UInt8(ascii: "R") && pdf[at + 1] == UInt8(ascii: "G")
            guard isFill || isStroke, at > 0, pdf[at - 1] == UInt8(ascii: " "),
                  at + 2 == pdf.count || isDelimiter(pdf[at + 2]),
                  let (start, values) = numbers(before: at - 1, in: pdf)
            else {
                at += 1
                continue
            }
            let color = Color(red: channel(values[0]), green: channel(values[1]), blue: channel(values[2]))
            let press: PressColour? = if let mapping = mappings.first(where: { close($0.color, color) }) {
                mapping.press
            } else {
                PressColour.black(for: color, on: .white)
            }
            let end = at + 2
            if let press {
                let text = Array(press.pdfOperator(stroking: isStroke).utf8)
                if text.count <= end - start {
                    out.replaceSubrange(start..<end, with: text + [UInt8](repeating: UInt8(ascii: " "), count: end - start - text.count))
                }
            }
            at = end
        }
        return out
    }

    static func isDelimiter(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x0A, 0x0D, 0x09, 0x0C, 0x00, UInt8(ascii: "/"), UInt8(ascii: "["), UInt8(ascii: "("),
             UInt8(ascii: "<"), UInt8(ascii: "%"): true
        default: false
        }
    }

    /// The three numbers that end at `end` (exclusive), each after one space, and where
    /// the first starts; nil when the bytes are not three numbers 0…1.
    static func numbers(before end: Int, in pdf: [UInt8]) -> (Int, [Double])? {
        var values: [Double] = []
        var stop = end
        var start = end
        for _ in 0..<3 {
            start = stop
            while start > 0, pdf[start - 1] == UInt8(ascii: ".") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(pdf[start - 1]) {
                start -= 1
            }
            guard start < stop, let value = Double(String(decoding: pdf[start..<stop], as: UTF8.self)), (0...1).contains(value)
            else { return nil }
            values.insert(value, at: 0)
            guard values.count < 3 else { break }
            guard start > 0, pdf[start - 1] == UInt8(ascii: " ") else { return nil }
            stop = start - 1
        }
        // The first number starts a token.
        guard start == 0 || isDelimiter(pdf[start - 1]) else { return nil }
        return (start, values)
    }

    static func channel(_ value: Double) -> UInt8 { UInt8((value * 255).rounded()) }

    /// Colours one step apart per channel are the same: cairo writes six decimals.
    static func close(_ a: Color, _ b: Color) -> Bool {
        abs(Int(a.red) - Int(b.red)) <= 1 && abs(Int(a.green) - Int(b.green)) <= 1 && abs(Int(a.blue) - Int(b.blue)) <= 1
    }
}
