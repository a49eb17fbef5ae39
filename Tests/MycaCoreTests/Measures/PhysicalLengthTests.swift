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
}
