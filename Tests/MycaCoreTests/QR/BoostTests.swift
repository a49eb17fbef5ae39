import MycaTestSupport
import Testing
@testable import MycaCore

@Suite("Error correction boosted within the smallest version")
struct BoostTests {
    /// Byte capacities of versions 1 and 2 (ISO/IEC 18004 table 7): 1-L 17, 1-M 14, 1-Q 11,
    /// 1-H 7; 2-L 32, 2-Q 20, 2-H 14.
    @Test(arguments: [
        (7, 1, ErrorCorrection.high), (11, 1, .quartile), (12, 1, .medium), (15, 1, .low),
        (20, 2, .quartile), (21, 2, .medium), (30, 2, .low),
    ])
    func smallestVersionAtLThenHighestLevel(bytes: Int, version: Int, level: ErrorCorrection) async throws {
        let payload = Array(repeating: UInt8(ascii: "a"), count: bytes)
        let (matrix, ecc) = try await QREncoder.encodeBoosted(payload)
        #expect(matrix.version == version)
        #expect(ecc == level)
        let zxing = try QRDecoders.zxing(try PNGRenderer.render(matrix, options: PNGOptions(scale: 4)), ext: "png")
        #expect(zxing?.bytes == payload)
        #expect(zxing?.eccLevel == level.rawValue)
    }

    @Test("a fixed starting level is only ever raised")
    func startingLevelIsAFloor() throws {
        let payload = Array(repeating: UInt8(ascii: "a"), count: 15)
        let (matrix, ecc) = try QREncoder.encodeBoostedSync(payload, options: QROptions(ecc: .medium))
        #expect(matrix.version == 2)  // 15 bytes need version 2 at M
        #expect(ecc == .quartile)  // 2-Q holds 20, 2-H only 14
    }
}

@Suite("ECI header when needed")
struct ECIHeaderTests {
    @Test("non-ASCII payloads get the header by default; ASCII ones do not; always and never force it",
          arguments: [
              ("María García", QROptions.ECIHeader.whenNeeded, true), ("Alex Morgan", .whenNeeded, false),
              ("Alex Morgan", .always, true), ("María García", .never, false),
          ])
    func header(text: String, mode: QROptions.ECIHeader, expected: Bool) async throws {
        let payload = Array(text.utf8)
        let options = QROptions(eci: mode)
        #expect(options.eciHeader(for: payload) == expected)
        let matrix = try await QREncoder.encode(payload, options: options)
        let zxing = try QRDecoders.zxing(try PNGRenderer.render(matrix, options: PNGOptions(scale: 4)), ext: "png")
        #expect(zxing?.bytes == payload)
        #expect(zxing?.hasECI == expected)
    }
}
