#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// UTC timestamps in the vCard basic format `20261129T110000Z` (REV).
public enum UTCTimestamp {
    /// Seconds since the Unix epoch, now.
    public static func nowSeconds() -> Int {
        Int(time(nil))
    }

    /// `seconds` since the epoch formatted as `YYYYMMDDTHHMMSSZ`.
    public static func format(_ seconds: Int) -> String {
        var t = time_t(seconds)
        var parts = tm()
        guard gmtime_r(&t, &parts) != nil else { return "19700101T000000Z" }
        func pad(_ v: Int32, _ width: Int) -> String {
            let s = String(v)
            return String(repeating: "0", count: max(0, width - s.count)) + s
        }
        return pad(parts.tm_year + 1900, 4) + pad(parts.tm_mon + 1, 2) + pad(parts.tm_mday, 2)
            + "T" + pad(parts.tm_hour, 2) + pad(parts.tm_min, 2) + pad(parts.tm_sec, 2) + "Z"
    }

    /// The current time formatted as `YYYYMMDDTHHMMSSZ`.
    public static func now() -> String { format(nowSeconds()) }
}
