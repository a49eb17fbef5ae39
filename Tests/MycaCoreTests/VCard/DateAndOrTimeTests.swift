@testable import MycaCore
import Testing

/// Dates and times as vCard writes them: BDAY, ANNIVERSARY and REV in either version's form.
@Suite("vCard dates and times")
struct DateAndOrTimeTests {
    /// Input, then the 4.0 (basic) and 3.0 (extended) date-and-or-time, then the 4.0 and
    /// 3.0 REV timestamp; nil where the value is no such thing.
    static let cases: [(String, String?, String?, String?, String?)] = [
        ("20240131", "20240131", "2024-01-31", nil, "2024-01-31"),
        ("2024-01-31", "20240131", "2024-01-31", nil, "2024-01-31"),
        ("--0131", "--0131", "--01-31", nil, nil),
        ("--01-31", "--0131", "--01-31", nil, nil),
        ("2024", nil, nil, nil, nil),
        ("2024-01", nil, nil, nil, nil),
        (" 20240131 ", "20240131", "2024-01-31", nil, "2024-01-31"),
        ("20240131T1015", "20240131T1015", "2024-01-31T10:15:00", "20240131T1015", "2024-01-31T10:15:00"),
        ("2024-01-31T10:15:30Z", "20240131T101530Z", "2024-01-31T10:15:30Z", "20240131T101530Z", "2024-01-31T10:15:30Z"),
        ("20240131T101530z", "20240131T101530Z", "2024-01-31T10:15:30Z", "20240131T101530Z", "2024-01-31T10:15:30Z"),
        ("20240131T10", "20240131T10", "2024-01-31T10:00:00", "20240131T10", "2024-01-31T10:00:00"),
        ("20240131T1015+0900", "20240131T1015+0900", "2024-01-31T10:15:00+09:00", "20240131T1015+0900", "2024-01-31T10:15:00+09:00"),
        ("2024-01-31T10:15:30-05:00", "20240131T101530-0500", "2024-01-31T10:15:30-05:00", "20240131T101530-0500", "2024-01-31T10:15:30-05:00"),
        ("20240131T101530.123Z", "20240131T101530Z", "2024-01-31T10:15:30Z", "20240131T101530Z", "2024-01-31T10:15:30Z"),
        ("20240131T10:15:30.5+09", "20240131T101530+09", "2024-01-31T10:15:30+09", "20240131T101530+09", "2024-01-31T10:15:30+09"),
        ("20240131T", nil, nil, nil, nil),
        ("20240131T1", nil, nil, nil, nil),
        ("20240131T10153", nil, nil, nil, nil),
        ("20240131T101530+9", nil, nil, nil, nil),
        ("20240131T101530+09:0", nil, nil, nil, nil),
        ("T101530Z", nil, nil, nil, nil),
        ("20240131T1015３0Z", nil, nil, nil, nil),
        ("20240131T10:15Ź", nil, nil, nil, nil),
        ("2024-13-01T101530Z", nil, nil, nil, nil),
        ("20240131T1015+0900Z", nil, nil, nil, nil),
        ("x20240131", nil, nil, nil, nil),
        ("20240131T10\u{301}15", nil, nil, nil, nil),
        ("2024-01-31T10:15:30+05:30", "20240131T101530+0530", "2024-01-31T10:15:30+05:30", "20240131T101530+0530", "2024-01-31T10:15:30+05:30"),
    ]

    @Test("each version's form of dates, times, zones and timestamps; anything else is none", arguments: cases)
    func forms(_ c: (String, String?, String?, String?, String?)) {
        #expect(VCardVersionMap.dateAndOrTime(c.0, basic: true) == c.1)
        #expect(VCardVersionMap.dateAndOrTime(c.0, basic: false) == c.2)
        #expect(VCardVersionMap.timestamp(c.0, v4: true) == c.3)
        #expect(VCardVersionMap.timestamp(c.0, v4: false) == c.4)
    }
}
