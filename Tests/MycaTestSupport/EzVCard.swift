import Foundation

/// ez-vcard, a strict third-party vCard library, through Tests/Tools/EzValidate.java:
/// it validates files as a vCard version and dumps what it read from each card.
package enum EzVCard {
    /// Runs the validator on `files` as `version` ("4.0" or "3.0"); returns its exit
    /// status (non-zero on any warning) and stdout.
    package static func validate(version: String, files: [String]) throws -> (status: Int32, output: String) {
        let result = try ToolProcess.run(
            "/usr/bin/env",
            ["java", "-cp", "/usr/share/java/ez-vcard.jar:/usr/share/java/vinnie.jar",
             MycaProcess.packageRoot + "/Tests/Tools/EzValidate.java", version] + files)
        return (result.status, result.out)
    }

    /// A DUMP line modulo what `snapshot()` normalizes: white space around each quoted
    /// value, CRLF as LF, a trailing newline or comma (a 3.0 ADR component ez-vcard splits
    /// but myca keeps literally). Java prints lists as "[a, b]": a single item "a,b" must
    /// not look like two, so ", " becomes ",".
    package static func normalize(_ dumpLine: String) -> String {
        var out = "", content = ""
        var quoted = false, escaped = false
        func clean(_ value: String) -> String {
            var text = value.replacingOccurrences(of: "\\r\\n", with: "\\n")
            while true {
                let before = text
                text = text.trimmingCharacters(in: .whitespaces)
                if text.hasSuffix("\\n") { text.removeLast(2) }
                if text.hasSuffix(",") { text.removeLast() }
                if text == before { return text }
            }
        }
        for ch in dumpLine {
            if !quoted {
                out.append(ch)
                if ch == "\"" { quoted = true; content = "" }
            } else if escaped {
                content.append(ch); escaped = false
            } else if ch == "\\" {
                content.append(ch); escaped = true
            } else if ch == "\"" {
                out += clean(content) + "\""
                quoted = false
            } else {
                content.append(ch)
            }
        }
        return out.replacingOccurrences(of: ", ", with: ",")
    }
}
