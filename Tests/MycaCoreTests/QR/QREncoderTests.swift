import MycaTestSupport
import Testing
@testable import MycaCore

@Suite("QREncoder")
struct QREncoderTests {
    static func png(_ matrix: QRMatrix) throws -> [UInt8] {
        try PNGRenderer.render(matrix, options: PNGOptions(scale: 4))
    }

    @Test("decodes to the exact payload in zbar and ZXing", arguments: TestPayload.allCases, [false, true])
    func roundTrip(payload: TestPayload, eci: Bool) async throws {
        let matrix = try await QREncoder.encode(payload.bytes, options: QROptions(eci: eci))
        let image = try Self.png(matrix)
        #expect(try QRDecoders.zbar(image, ext: "png")?.bytes == payload.bytes)
        let zxing = try QRDecoders.zxing(image, ext: "png")
        #expect(zxing?.bytes == payload.bytes)
        #expect(zxing?.hasECI == eci)
        #expect(zxing?.eccLevel == "M")
    }

    @Test("each error correction level is used and decodes", arguments: ErrorCorrection.allCases)
    func eccLevels(ecc: ErrorCorrection) async throws {
        let payload = TestPayload.japanese.bytes
        let matrix = try await QREncoder.encode(payload, options: QROptions(ecc: ecc))
        let image = try Self.png(matrix)
        #expect(try QRDecoders.zbar(image, ext: "png")?.bytes == payload)
        let zxing = try QRDecoders.zxing(image, ext: "png")
        #expect(zxing?.bytes == payload)
        #expect(zxing?.eccLevel == ecc.rawValue)
    }

    @Test("minimum version forces versions 1 to 40", arguments: [1, 2, 5, 10, 20, 27, 40])
    func versions(version: Int) async throws {
        let payload = Array("山田 🎉".utf8)  // 11 bytes: fits version 1-L (17)
        let matrix = try await QREncoder.encode(payload, options: QROptions(ecc: .low, minimumVersion: version))
        #expect(matrix.version == version)
        #expect(matrix.size == 17 + 4 * version)
        let image = try Self.png(matrix)
        #expect(try QRDecoders.zbar(image, ext: "png")?.bytes == payload)
        #expect(try QRDecoders.zxing(image, ext: "png")?.bytes == payload)
    }

    @Test("without a minimum version the smallest version that fits is chosen")
    func smallestVersion() throws {
        // Version 1-L holds 17 bytes in 8-bit mode, version 2-L 32.
        #expect(try QREncoder.encodeSync(Array(repeating: 0x61, count: 17), options: .init(ecc: .low)).version == 1)
        #expect(try QREncoder.encodeSync(Array(repeating: 0x61, count: 18), options: .init(ecc: .low)).version == 2)
    }

    @Test("lower case ASCII stays 8-bit: it is not upper-cased into alphanumeric mode")
    func lowerCaseKept() throws {
        let payload = Array("https://example.com/abc".utf8)
        let image = try Self.png(try QREncoder.encodeSync(payload))
        #expect(try QRDecoders.zbar(image, ext: "png")?.bytes == payload)
    }

    @Test("capacity: the maximum fits in version 40, one byte more is the typed error",
          arguments: ErrorCorrection.allCases, [false, true])
    func capacity(ecc: ErrorCorrection, eci: Bool) throws {
        let maximum = ecc.maximumBytes(eci: eci)
        let options = QROptions(ecc: ecc, eci: eci)
        let full = try QREncoder.encodeSync(Array(repeating: 0xA5, count: maximum), options: options)
        #expect(full.version == 40)
        #expect(throws: QRError.payloadTooLarge(bytes: maximum + 1, maximum: maximum, ecc: ecc)) {
            try QREncoder.encodeSync(Array(repeating: 0xA5, count: maximum + 1), options: options)
        }
    }

    @Test("capacities are ISO/IEC 18004's 8-bit figures for version 40")
    func capacityFigures() {
        let table = ErrorCorrection.allCases.map { ($0.rawValue, $0.maximumBytes()) }
        #expect(table.map(\.0) == ["L", "M", "Q", "H"])
        #expect(table.map(\.1) == [2953, 2331, 1663, 1273])
        #expect(ErrorCorrection.allCases.allSatisfy { $0.maximumBytes(eci: true) == $0.maximumBytes() - 1 })
    }

    @Test("a full version-40 code decodes in both decoders")
    func fullCodeDecodes() throws {
        let payload = (0 ..< ErrorCorrection.high.maximumBytes()).map { UInt8(truncatingIfNeeded: $0 * 7 + 1) }
        let image = try Self.png(try QREncoder.encodeSync(payload, options: .init(ecc: .high, eci: false)))
        #expect(try QRDecoders.zbar(image, ext: "png")?.bytes == payload)
        #expect(try QRDecoders.zxing(image, ext: "png")?.bytes == payload)
    }

    @Test("the too-large error names the size, the maximum and the level")
    func tooLargeMessage() async {
        let error = await #expect(throws: QRError.self) {
            try await QREncoder.encode(Array(repeating: 0x41, count: 2400), options: .init(ecc: .medium))
        }
        #expect(error?.message == "payload of 2400 bytes is too large for a QR code: at most 2331 bytes fit at error correction M")
        #expect(error == .payloadTooLarge(bytes: 2400, maximum: 2331, ecc: .medium))
    }

    @Test("empty payloads and impossible versions are typed errors")
    func badInput() {
        #expect(throws: QRError.emptyPayload) { try QREncoder.encodeSync([]) }
        #expect(throws: QRError.invalidVersion(0)) { try QREncoder.encodeSync([1], options: .init(minimumVersion: 0)) }
        #expect(throws: QRError.invalidVersion(41)) { try QREncoder.encodeSync([1], options: .init(minimumVersion: 41)) }
    }

    @Test("200 concurrent encodings equal the same encodings done one by one")
    func concurrentEqualsSerial() async throws {
        let inputs: [([UInt8], QROptions)] = (0 ..< 200).map { i in
            let text = "card \(i) · 山田 \(String(repeating: "🎉", count: i % 7)) " + String(repeating: "x", count: i * 3)
            return (Array(text.utf8), QROptions(ecc: ErrorCorrection.allCases[i % 4], minimumVersion: i % 5 == 0 ? i % 40 + 1 : nil, eci: i % 3 == 0))
        }
        let serial = try inputs.map { try QREncoder.encodeSync($0.0, options: $0.1) }
        let concurrent = try await withThrowingTaskGroup(of: (Int, QRMatrix).self) { group in
            for (index, input) in inputs.enumerated() {
                group.addTask { (index, try await QREncoder.encode(input.0, options: input.1)) }
            }
            var results = [QRMatrix?](repeating: nil, count: inputs.count)
            for try await (index, matrix) in group { results[index] = matrix }
            return results
        }
        #expect(concurrent == serial.map { Optional($0) })
        // Different inputs gave different codes, so equality above is not vacuous.
        #expect(Set(serial).count == serial.count)
    }

    @Test("QRMatrix: modules outside the symbol read as light quiet zone")
    func matrixBounds() throws {
        let matrix = try QREncoder.encodeSync(Array("hi".utf8))
        #expect(matrix[0, 0])  // the finder pattern's corner
        #expect(!matrix[-1, 0] && !matrix[0, -1] && !matrix[matrix.size, 0] && !matrix[0, matrix.size])
        #expect(QRMatrix(version: 1, size: 21, modules: []) == nil)
        #expect(QRMatrix(version: 2, size: 21, modules: Array(repeating: false, count: 441)) == nil)
    }

    /// A batch row whose PNG zbar read as this QR code *plus* an Interleaved 2 of 5
    /// "212084" it found in the modules: the decoder helper must read QR codes only.
    @Test("the zbar helper reads QR codes only, never a 1D code found in the modules")
    func zbarReadsQRCodesOnly() async throws {
        let payload = Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Kenji Ito\r\nN:Ito;Kenji;;;\r\nORG:Northwind Labs\r\nTITLE:Account Executive\r\nTEL:+1 555 276 3863\r\nEMAIL:kenji.ito1023@northwind.example\r\nURL:https://northwind.example/people/kenji.ito1023\r\nEND:VCARD\r\n".utf8)
        let matrix = try await QREncoder.encode(payload)
        let png = try PNGRenderer.render(matrix, options: PNGOptions())
        #expect(try QRDecoders.zbar(png, ext: "png")?.bytes == payload)
        #expect(try QRDecoders.zxing(png, ext: "png")?.bytes == payload)
    }
}
