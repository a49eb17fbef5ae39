import Foundation

/// The message catalogues in `po/`, read the way the tests need them: a small reader of
/// the PO format (what `msgfmt` compiles), and the Japanese catalogue compiled once into
/// a temporary `MYCA_LOCALEDIR` so that the built `myca` can speak Japanese anywhere.
package enum MessageCatalogue {
    /// One entry of a PO file.
    package struct Entry: Sendable, Equatable {
        /// The message id (English).
        package var id: String
        /// The plural id, for `trn` messages.
        package var pluralID: String?
        /// The translations: one, or one a plural form.
        package var strings: [String]
        /// Flags such as `fuzzy` and `c-format`.
        package var flags: [String]

        /// Whether every form has a translation and none is marked fuzzy.
        package var isTranslated: Bool {
            !flags.contains("fuzzy") && !strings.isEmpty && strings.allSatisfy { !$0.isEmpty }
        }
    }

    /// `po/` in the package.
    package static var folder: String { MycaProcess.packageRoot + "/po" }

    /// The entries of the PO file at `path`, header (empty id) left out.
    package static func entries(_ path: String) throws -> [Entry] {
        try entries(text: String(contentsOfFile: path, encoding: .utf8))
    }

    /// The entries of PO `text`, header left out.
    package static func entries(text: String) -> [Entry] {
        var result: [Entry] = []
        var current = Entry(id: "", pluralID: nil, strings: [], flags: [])
        var field: String?  // "id", "plural" or "str N"
        var started = false
        func finish() {
            if started && !current.id.isEmpty { result.append(current) }
            current = Entry(id: "", pluralID: nil, strings: [], flags: [])
            field = nil
            started = false
        }
        func append(_ text: String) {
            switch field {
            case "id": current.id += text
            case "plural": current.pluralID = (current.pluralID ?? "") + text
            case let f? where f.hasPrefix("str "):
                let index = Int(f.dropFirst(4)) ?? 0
                while current.strings.count <= index { current.strings.append("") }
                current.strings[index] += text
            default: break
            }
        }
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#,") {
                if field != nil && field != "id" { finish() }
                current.flags += line.dropFirst(2).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            } else if line.hasPrefix("#~") {
                continue  // obsolete entries are not part of the catalogue
            } else if line.hasPrefix("msgid_plural ") {
                field = "plural"
                append(unquote(line.dropFirst(13)))
            } else if line.hasPrefix("msgid ") {
                if started { finish() }
                started = true
                field = "id"
                append(unquote(line.dropFirst(6)))
            } else if line.hasPrefix("msgstr[") {
                let index = line.dropFirst(7).prefix { $0 != "]" }
                field = "str " + index
                append(unquote(line.drop { $0 != " " }.dropFirst()))
            } else if line.hasPrefix("msgstr ") {
                field = "str 0"
                append(unquote(line.dropFirst(7)))
            } else if line.hasPrefix("\"") {
                append(unquote(Substring(line)))
            }
        }
        finish()
        return result
    }

    /// A PO string literal's text: quotes removed, escapes read.
    private static func unquote(_ literal: Substring) -> String {
        var body = literal.trimmingCharacters(in: .whitespaces)
        guard body.hasPrefix("\""), body.hasSuffix("\""), body.count >= 2 else { return "" }
        body = String(body.dropFirst().dropLast())
        var out = ""
        var escaped = false
        for character in body {
            if escaped {
                switch character {
                case "n": out += "\n"
                case "t": out += "\t"
                default: out.append(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                out.append(character)
            }
        }
        return out
    }

    /// `text` as a PO string literal.
    package static func quoted(_ text: String) -> String {
        var out = "\""
        for character in text {
            switch character {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default: out.append(character)
            }
        }
        return out + "\""
    }

    /// A folder holding `ja/LC_MESSAGES/myca.mo` compiled from `po/ja.po` by `msgfmt`, made
    /// once a test run: give it to `myca` as `MYCA_LOCALEDIR`.
    package static let japaneseDirectory: Result<String, CatalogueError> = {
        let folder = NSTemporaryDirectory() + "myca-locale-\(getpid())"
        let target = folder + "/ja/LC_MESSAGES"
        do {
            try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
            let result = try ToolProcess.run(
                "/usr/bin/msgfmt", ["--check", "-o", target + "/myca.mo", Self.folder + "/ja.po"])
            guard result.status == 0 else { return .failure(CatalogueError(text: "msgfmt: " + result.err)) }
            return .success(folder)
        } catch {
            return .failure(CatalogueError(text: "msgfmt (Debian package gettext) did not run: \(error)"))
        }
    }()

    /// The environment for a Japanese run of `myca`: `LANG` and the compiled catalogue.
    package static func japanese(_ locale: String = "ja_JP.UTF-8") throws -> [String: String] {
        ["LANG": locale, "MYCA_LOCALEDIR": try japaneseDirectory.get()]
    }

    /// Why the catalogue could not be compiled.
    package struct CatalogueError: Error, CustomStringConvertible, Sendable {
        package var text: String
        package var description: String { text }
        /// An error saying `text`.
        package init(text: String) { self.text = text }
    }
}
