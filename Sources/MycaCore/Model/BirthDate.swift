/// A calendar date without time zone (`BDAY`): year optional, as in `--04-12`.
public struct BirthDate: Sendable, Hashable, CustomStringConvertible {
    /// The year, or nil for a year-less date.
    public var year: Int?
    /// Month 1...12.
    public var month: Int
    /// Day 1...31.
    public var day: Int

    /// A date; no calendar check is made here (``Profile/snapshot()`` checks it).
    public init(year: Int?, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses `YYYY-MM-DD`, `YYYYMMDD`, `--MM-DD` or `--MMDD` (nil otherwise or when the
    /// date does not exist). A time part after `T` is ignored.
    public init?(parsing text: String) {
        // Read as UTF-8 bytes: a date is ASCII, and slicing Characters runs generic code
        // whose first use every command that reads a card would pay for.
        let dash = UInt8(ascii: "-")
        let bytes = Array(text.utf8)
        let cut = bytes.firstIndex(of: UInt8(ascii: "T")) ?? bytes.count
        // A T that a combining mark extends is no T (Character semantics): what is before
        // the next one is then no date.
        if cut + 1 < bytes.count, bytes[cut + 1] >= 0x80, String(decoding: bytes[cut...], as: UTF8.self).first != "T" { return nil }
        var s = bytes[..<cut]
        let yearless = s.starts(with: [dash, dash])
        if yearless { s = s.dropFirst(2) }
        let d = s.filter { $0 != dash }
        guard d.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        // Dashes must sit where ISO 8601 puts them, if present at all.
        let dashes = s.count - d.count
        func number(_ r: Range<Int>) -> Int { d[r].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) } }
        func dashAt(_ i: Int) -> Bool { s[s.startIndex + i] == dash }
        if yearless {
            guard d.count == 4, dashes == 0 || (dashes == 1 && s.count == 5 && dashAt(2)) else { return nil }
            self.init(year: nil, month: number(0..<2), day: number(2..<4))
        } else {
            guard d.count == 8, dashes == 0 || (dashes == 2 && s.count == 10 && dashAt(4) && dashAt(7)) else { return nil }
            self.init(year: number(0..<4), month: number(4..<6), day: number(6..<8))
        }
        guard isValid else { return nil }
    }

    /// Whether month and day form a real date (29 February needs a leap year, or no year).
    public var isValid: Bool {
        guard (1...12).contains(month), day >= 1 else { return false }
        let lengths = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        if month == 2, day == 29, let y = year {
            return y % 4 == 0 && (y % 100 != 0 || y % 400 == 0)
        }
        if let y = year, !(0...9999).contains(y) { return false }
        return day <= lengths[month - 1]
    }

    private static func pad(_ v: Int, _ width: Int) -> String {
        let s = String(v)
        return String(repeating: "0", count: max(0, width - s.count)) + s
    }

    /// ISO 8601 extended form: `1985-04-12` or `--04-12`.
    public var description: String {
        (year.map { Self.pad($0, 4) } ?? "-") + "-" + Self.pad(month, 2) + "-" + Self.pad(day, 2)
    }

    /// ISO 8601 basic form as vCard 4.0 wants it: `19850412` or `--0412`.
    public var basicForm: String {
        (year.map { Self.pad($0, 4) } ?? "--") + Self.pad(month, 2) + Self.pad(day, 2)
    }
}
