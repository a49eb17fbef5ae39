import Testing
@testable import MycaCore

@Suite("physical lengths")
struct PhysicalLengthTests {
    @Test("lengths parse", arguments: [
        ("25mm", 25.0, PhysicalLength.Unit.millimetre), ("2.5cm", 2.5, .centimetre), ("1in", 1, .inch),
        ("300px", 300, .pixel), (" 0.5IN ", 0.5, .inch),
    ])
    func lengths(text: String, value: Double, unit: PhysicalLength.Unit) throws {
        let length = try PhysicalLength(parsing: text)
        #expect(length.value == value && length.unit == unit)
    }

    @Test("bad lengths are refused, naming the value", arguments: ["25", "mm", "-3mm", "0mm", "1e3mm", "2 .5cm", "3pt", "infin", "1.2.3in"])
    func badLengths(text: String) {
        #expect(throws: RenderError.invalidLength(text)) { try PhysicalLength(parsing: text) }
    }

    @Test("absurd lengths cannot overflow")
    func absurd() throws {
        let length = try PhysicalLength(parsing: "99999999999999999999999mm")
        #expect(length.pixels(dpi: 100_000) == Int(Int32.max))
    }

    @Test("a length as text: rounded to its digits, trailing zeros dropped but for those kept, the sign kept")
    func text() {
        #expect(PhysicalLength.text(3, digits: 1) == "3")
        #expect(PhysicalLength.text(3.175, digits: 1) == "3.2")
        #expect(PhysicalLength.text(0.04, digits: 1) == "0")
        #expect(PhysicalLength.text(0.45, digits: 3) == "0.45")
        #expect(PhysicalLength.text(0.396, digits: 3) == "0.396")
        #expect(PhysicalLength.text(0.0504, digits: 3) == "0.05")
        #expect(PhysicalLength.text(85, digits: 1, keeping: 1) == "85.0")
        #expect(PhysicalLength.text(0.6061, digits: 3, keeping: 1) == "0.606")
        #expect(PhysicalLength.text(-0.5, digits: 4) == "-0.5")
        #expect(PhysicalLength.text(-0.00004, digits: 4) == "0")
        #expect(PhysicalLength.text(12.34567, digits: 4) == "12.3457")
        #expect(PhysicalLength.text(7.6, digits: 0) == "8")
        #expect(PhysicalLength.text(1e300, digits: 3) == String(1e300))
    }
}
