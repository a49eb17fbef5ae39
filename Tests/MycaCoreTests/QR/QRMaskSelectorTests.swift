import Testing
@testable import MycaCore

/// ``QRMaskSelector`` must choose exactly the mask libqrencode chooses and produce the
/// same modules: `bench/floor.c` (libqrencode as it is) and myca must write identical
/// PNGs, and a code must not change with how fast it was made.
@Suite("QRMaskSelector")
struct QRMaskSelectorTests {
    /// The mask number written in a symbol's format information (ISO/IEC 18004, 7.9:
    /// bits 14 to 0 along row 8 from the right edge, then up column 8), read back from
    /// the modules: a check independent of the selector's own bookkeeping.
    static func maskNumber(_ matrix: QRMatrix) -> Int {
        let width = matrix.size
        var format = 0
        for i in 0 ..< 8 where matrix[width - 1 - i, 8] { format |= 1 << i }
        for i in 0 ..< 7 where matrix[8, width - 7 + i] { format |= 1 << (8 + i) }
        return ((format ^ 0x5412) >> 10) & 7
    }

    static func payload(_ count: Int, _ random: inout ScanlineDeflaterTests.Xorshift) -> [UInt8] {
        // Mostly printable text, as cards are, with some bytes above 0x7F (an ECI header).
        (0 ..< count).map { _ in
            Int.random(in: 0 ..< 10, using: &random) == 0
                ? UInt8.random(in: 0x80 ... 0xFF, using: &random) : UInt8.random(in: 0x20 ... 0x7E, using: &random)
        }
    }

    @Test("libqrencode exports the unmasked symbol here, so encoding takes the packed path")
    func packedPathInUse() {
        #expect(QREncoder.LibraryMasking.unmasked != nil)
    }

    @Test("same modules as libqrencode's own choice, versions 1 to 40", arguments: ErrorCorrection.allCases)
    func everyVersion(ecc: ErrorCorrection) throws {
        var random = ScanlineDeflaterTests.Xorshift(state: 0x9E37_79B9_7F4A_7C15 ^ UInt64(ecc.rawValue.utf8.first!))
        var masks = Set<Int>()
        for version in 1 ... 40 {
            for _ in 0 ..< 2 {
                let bytes = Self.payload(Int.random(in: 1 ... 12 * version, using: &random), &random)
                let options = QROptions(ecc: ecc, minimumVersion: version)
                let packed = try QREncoder.encodeSync(bytes, options: options, maskSelection: .packed)
                let library = try QREncoder.encodeSync(bytes, options: options, maskSelection: .library)
                let same = packed == library  // not inside #expect: it would print every module
                #expect(same, "version \(version), \(bytes.count) bytes: mask \(Self.maskNumber(packed)), libqrencode's \(Self.maskNumber(library))")
                masks.insert(Self.maskNumber(library))
            }
        }
        // Not vacuous: the comparisons covered more than one choice of mask.
        #expect(masks.count >= 4)
    }

    @Test("same modules as libqrencode's own choice, card-sized payloads; every mask occurs")
    func cardPayloads() throws {
        var random = ScanlineDeflaterTests.Xorshift(state: 0xD1B5_4A32_D192_ED03)
        var masks = Set<Int>()
        for _ in 0 ..< 400 {
            let bytes = Self.payload(Int.random(in: 20 ... 400, using: &random), &random)
            let packed = try QREncoder.encodeSync(bytes, options: QROptions(), maskSelection: .packed)
            let library = try QREncoder.encodeSync(bytes, options: QROptions(), maskSelection: .library)
            let same = packed == library  // not inside #expect: it would print every module
            #expect(same, "\(bytes.count) bytes: mask \(Self.maskNumber(packed)), libqrencode's \(Self.maskNumber(library))")
            masks.insert(Self.maskNumber(library))
        }
        #expect(masks == Set(0 ..< 8))
    }

    @Test("format information: the BCH code of ISO/IEC 18004, as libqrencode's table has it")
    func formatInformation() {
        // Level M, mask 0 is all zero data bits: the code is the XOR mask alone.
        #expect(QRMaskSelector.formatInformation(ecc: .medium, mask: 0) == 0x5412)
        // Every one of the 32 codes differs from every other in at least 7 bits.
        let codes = ErrorCorrection.allCases.flatMap { ecc in (0 ..< 8).map { QRMaskSelector.formatInformation(ecc: ecc, mask: $0) } }
        for (i, a) in codes.enumerated() {
            for b in codes[(i + 1)...] { #expect((a ^ b).nonzeroBitCount >= 7) }
        }
    }
}
