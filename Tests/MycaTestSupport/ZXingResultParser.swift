/// What an Android scanner app makes of QR code images: ZXing's decoder and `ResultParser`
/// (Debian libzxing-core-java) through Tests/Tools/ZXingParse.java.
package enum ZXingResultParser {
    /// The values ZXing parsed from one image, in order (`name`, `tel`, `email`, `adr`,
    /// `org`, `title`, `url`, `birthday`, `note`, `pronunciation`, `nickname`, `text`, `type`).
    package struct Parsed: Sendable, CustomStringConvertible {
        package var values: [(key: String, value: String)] = []
        /// An error message when nothing decoded.
        package var error: String?

        /// Every value of `key`, in order.
        package func all(_ key: String) -> [String] { values.filter { $0.key == key }.map(\.value) }
        /// The first value of `key`.
        package func first(_ key: String) -> String? { all(key).first }

        package var description: String {
            (error.map { ["error: " + $0] } ?? []).joined() + values.map { "\($0.key)=\($0.value)" }.joined(separator: " | ")
        }
    }

    /// The Java tool did not report on every file.
    package struct Failure: Error, CustomStringConvertible { package let description: String }

    /// Parses every file in one Java run (starting the JVM costs about a second).
    package static func parse(files: [String]) throws -> [Parsed] {
        let result = try ToolProcess.run(
            "/usr/bin/env",
            ["java", "-cp", "/usr/share/java/core.jar", MycaProcess.packageRoot + "/Tests/Tools/ZXingParse.java"] + files)
        var parsed: [Parsed] = []
        for line in result.out.split(separator: "\n", omittingEmptySubsequences: true) {
            guard let tab = line.firstIndex(of: "\t") else { continue }
            let key = String(line[..<tab])
            let value = unescape(String(line[line.index(after: tab)...]))
            switch key {
            case "file": parsed.append(Parsed())
            case "error": if !parsed.isEmpty { parsed[parsed.count - 1].error = value }
            default: if !parsed.isEmpty { parsed[parsed.count - 1].values.append((key, value)) }
            }
        }
        guard parsed.count == files.count else {
            throw Failure(description: "ZXingParse.java read \(parsed.count) of \(files.count) files: " + result.err)
        }
        return parsed
    }

    private static func unescape(_ text: String) -> String {
        var out = ""
        var escaped = false
        for c in text {
            if escaped {
                switch c {
                case "n": out.append("\n")
                case "r": out.append("\r")
                case "t": out.append("\t")
                default: out.append(c)
                }
                escaped = false
            } else if c == "\\" {
                escaped = true
            } else {
                out.append(c)
            }
        }
        return out
    }
}
