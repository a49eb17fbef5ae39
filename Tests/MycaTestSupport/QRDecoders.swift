import Foundation

/// What a real decoder read from an image file.
package struct DecodedQR: Equatable {
    package var bytes: [UInt8]
    /// Only ZXing reports these; nil for zbar.
    package var hasECI: Bool?
    package var eccLevel: String?
}

/// Runs the real decoders installed from Debian (zbar-tools, zxing-cpp-tools) on image bytes.
///
/// Flags, checked by hand against zbar 0.23.92 and ZXing-C++ 1.4.0:
/// - `zbarimg --nodbus --raw -q -Sdisable -Sqrcode.enable -Sbinary FILE`: QR codes only
///   (zbar otherwise also reads 1D symbologies and, now and then, finds an Interleaved
///   2 of 5 code in a QR code's modules and appends it); `-Sbinary` stops zbar from guessing a
///   charset (it would turn UTF-8 into Shift-JIS mojibake) and also stops it from
///   appending a newline, so stdout is exactly the payload bytes.
/// - `ZXingReader -format QRCode FILE`: the `Bytes:` line is the payload in hex with
///   ECI designators removed; `HasECI:` and `EC Level:` come along.
package enum QRDecoders {
    package static func zbar(_ image: [UInt8], ext: String) throws -> DecodedQR? {
        try withTempFile(image, ext: ext) { path in
            let (status, out) = try run("/usr/bin/zbarimg", ["--nodbus", "--raw", "-q", "-Sdisable", "-Sqrcode.enable", "-Sbinary", path])
            guard status == 0, !out.isEmpty else { return nil }
            return DecodedQR(bytes: out, hasECI: nil, eccLevel: nil)
        }
    }

    /// The text zbar shows, as a scanner app built on it would: without `-Sbinary`, zbar
    /// decodes the bytes in the charset an ECI header names, else in the one it guesses.
    package static func zbarText(_ image: [UInt8], ext: String) throws -> String? {
        try withTempFile(image, ext: ext) { path in
            let (status, out) = try run("/usr/bin/zbarimg", ["--nodbus", "--raw", "-q", "-Sdisable", "-Sqrcode.enable", path])
            guard status == 0, !out.isEmpty else { return nil }
            let text = String(decoding: out, as: UTF8.self)
            return text.hasSuffix("\n") ? String(text.dropLast()) : text
        }
    }

    package static func zxing(_ image: [UInt8], ext: String) throws -> DecodedQR? {
        try withTempFile(image, ext: ext) { path in
            let (status, out) = try run("/usr/bin/ZXingReader", ["-format", "QRCode", path])
            guard status == 0 else { return nil }
            var result = DecodedQR(bytes: [], hasECI: nil, eccLevel: nil)
            var sawBytes = false
            for line in String(decoding: out, as: UTF8.self).split(separator: "\n") {
                let parts = line.split(separator: ":", maxSplits: 1)
                guard parts.count == 2 else { continue }
                let value = parts[1].trimmingCharacters(in: .whitespaces)
                switch parts[0] {
                case "Bytes":
                    sawBytes = true
                    result.bytes = value.split(separator: " ").compactMap { UInt8($0, radix: 16) }
                case "HasECI": result.hasECI = value == "true"
                case "EC Level": result.eccLevel = value
                default: break
                }
            }
            return sawBytes ? result : nil
        }
    }

    /// Both decoders' bytes, for the common "decodes to exactly the payload" check.
    package static func both(_ image: [UInt8], ext: String) throws -> (zbar: [UInt8]?, zxing: [UInt8]?) {
        (try zbar(image, ext: ext)?.bytes, try zxing(image, ext: ext)?.bytes)
    }

    private static func withTempFile<T>(_ bytes: [UInt8], ext: String, _ body: (String) throws -> T) throws -> T {
        let dir = try TemporaryDirectory("myca-qr")
        return try body(try dir.write("code.\(ext)", bytes: bytes))
    }

    private static func run(_ tool: String, _ arguments: [String]) throws -> (Int32, [UInt8]) {
        let result = try ToolProcess.run(tool, arguments)
        return (result.status, result.stdout)
    }
}
