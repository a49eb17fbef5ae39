/// The date a file myca writes says it was made: `SOURCE_DATE_EPOCH` when it is set (the
/// reproducible-builds convention), else a fixed one, never the clock. The same input
/// and options then give the same bytes, so a rerun, a shard or `cmp` finds no
/// difference and a print shop gets the same file twice.
public enum SourceDate {
    /// The variable that sets it, in seconds since 1970-01-01 UTC.
    public static let variable = "SOURCE_DATE_EPOCH"
    /// The date when the variable is not set: 1970-01-01T00:00:00Z.
    public static let fixed: Int64 = 0

    /// The date in seconds since 1970-01-01 UTC.
    ///
    /// - Throws: ``SourceDateError`` when the variable is set to anything but whole seconds
    ///   from 0 to the year 9999 (a PDF date has four digits for the year).
    public static func seconds(in environment: Environment) throws(SourceDateError) -> Int64 {
        guard let text = environment[variable] else { return fixed }
        guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let value = Int64(text),
              value <= latest else {
            throw SourceDateError(value: text)
        }
        return value
    }

    /// 9999-12-31T23:59:59Z.
    static let latest: Int64 = 253_402_300_799

    /// `seconds` as a PDF date in UTC, `D:YYYYMMDDHHmmSSZ` (ISO 32000-1, 7.9.4).
    public static func pdfDate(_ seconds: Int64) -> String {
        let f = fields(seconds)
        return "D:" + f.joinedText() + "Z"
    }

    /// `seconds` as ISO 8601 in UTC, `YYYY-MM-DDThh:mm:ssZ`, as XMP metadata writes a date.
    public static func iso8601(_ seconds: Int64) -> String {
        let f = fields(seconds)
        return f[0] + "-" + f[1] + "-" + f[2] + "T" + f[3] + ":" + f[4] + ":" + f[5] + "Z"
    }

    /// `seconds` as an MS-DOS date and time, as a zip entry records them (local time is
    /// taken as UTC, two-second steps); dates before 1980, which the format cannot hold,
    /// become 1980-01-01 00:00.
    public static func dosDateTime(_ seconds: Int64) -> (date: UInt16, time: UInt16) {
        let f = fields(seconds).map { Int($0) ?? 0 }
        guard f[0] >= 1980 else { return (date: UInt16(1 << 5 | 1), time: 0) }
        let date = (min(f[0], 2107) - 1980) << 9 | f[1] << 5 | f[2]
        let time = f[3] << 11 | f[4] << 5 | f[5] / 2
        return (UInt16(date), UInt16(time))
    }

    /// Year (four digits), month, day, hours, minutes and seconds (two digits each) in UTC.
    private static func fields(_ seconds: Int64) -> [String] {
        let days = seconds / 86_400, time = seconds % 86_400
        let (year, month, day) = civil(days: days)
        func padded(_ n: Int64, _ width: Int) -> String {
            String(repeating: "0", count: max(0, width - String(n).count)) + String(n)
        }
        return [padded(year, 4), padded(month, 2), padded(day, 2), padded(time / 3600, 2), padded(time / 60 % 60, 2),
                padded(time % 60, 2)]
    }

    /// The proleptic Gregorian date `days` after 1970-01-01 (days ≥ 0), by Howard
    /// Hinnant's civil-from-days: no calendar library is needed for a UTC timestamp.
    private static func civil(days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let z = days + 719_468
        let era = z / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shifted = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shifted + 2) / 5 + 1
        let month = shifted < 10 ? shifted + 3 : shifted - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}

/// `SOURCE_DATE_EPOCH` is set to something that is no date.
public struct SourceDateError: MycaError, Equatable {
    /// What it is set to.
    public let value: String

    public var messageText: MessageText {
        MessageText("%s is '%s', not whole seconds since 1970", SourceDate.variable, value)
    }

    public var hintText: MessageText? {
        MessageText("set it as 'date +%%s' prints it, or unset it for a fixed date")
    }
}
