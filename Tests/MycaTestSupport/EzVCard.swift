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

    /// A DUMP line as myca's import reads it: `URL "www.example.com"` (a web address with
    /// no scheme) is `URL "http://www.example.com"`, which the import says it reads (README);
    /// `X X-URL "…"` is the URL a value that is no URI is carried as in 4.0.
    package static func urlAsImported(_ dumpLine: String) -> String {
        if dumpLine.hasPrefix("X X-URL ") { return "URL " + dumpLine.dropFirst(8) }
        guard dumpLine.hasPrefix("URL \""), !dumpLine.contains("://") else { return dumpLine }
        let value = dumpLine.dropFirst(5).dropLast()
        guard value.contains("."), !value.contains(" "), !value.contains(":") else { return dumpLine }
        return "URL \"http://" + value + "\""
    }
}
