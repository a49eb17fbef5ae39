@testable import MycaCLI
import Testing

@Suite("NFCOutputs")
struct NFCOutputsTests {
    @Test("hex puts 16 bytes on a line and ends the last line, as xxd -r -p reads it")
    func hexLines() {
        let bytes = (0..<18).map(UInt8.init) + [0xAB]
        #expect(NFCOutputs.hex(bytes) == "00 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e 0f\n10 11 ab\n")
        #expect(NFCOutputs.hex([]) == "")
    }
}
