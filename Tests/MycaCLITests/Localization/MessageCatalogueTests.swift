import Foundation
import MycaCLI
import MycaTestSupport
import Testing

/// The catalogues in `po/` hold every message a person reads, translated: the declared
/// help (summaries, discussions, option and argument help, examples, headings) and every
/// message of the code (`tr`, `trn`, `MessageText`). `scripts/update-po` regenerates the
/// template; these tests fail when it is stale or a translation is missing.
@Suite struct MessageCatalogueTests {
    /// Every declared text help shows, in order of declaration, without repeats.
    static var declaredMessages: [String] {
        var seen = Set<String>()
        var messages: [String] = []
        func add(_ text: String?) {
            guard let text, !text.isEmpty, seen.insert(text).inserted else { return }
            messages.append(text)
        }
        let globals = GlobalOptions.all + [GlobalOptions.version]
        add(OptionCategory.global)
        for option in globals {
            add(option.help)
            add(option.category)
        }
        for spec in Commands.all.map({ $0.spec }) {
            add(spec.summary)
            add(spec.discussion)
            for argument in spec.arguments { add(argument.help) }
            for option in spec.options {
                add(option.help)
                add(option.category)
            }
            for example in spec.examples { add(example.explanation) }
        }
        return messages
    }

    /// The declared messages as a PO template.
    static var declaredTemplate: String {
        var out = "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n"
        for message in declaredMessages {
            out += "\n#. declared (help, man page)\nmsgid \(MessageCatalogue.quoted(message))\nmsgstr \"\"\n"
        }
        return out
    }

    /// The messages of the code, extracted by `scripts/update-po --code` (xgettext).
    static func codeMessages() throws -> [MessageCatalogue.Entry] {
        let dir = try TemporaryDirectory("myca-pot")
        let result = try ToolProcess.run(
            MycaProcess.packageRoot + "/scripts/update-po", ["--code", dir.file("code.pot")])
        guard result.status == 0 else { throw MessageCatalogue.CatalogueError(text: result.err) }
        return try MessageCatalogue.entries(dir.file("code.pot"))
    }

    static var template: [MessageCatalogue.Entry] {
        get throws { try MessageCatalogue.entries(MessageCatalogue.folder + "/myca.pot") }
    }

    @Test("po/myca.pot holds every declared help text (MYCA_WRITE_POT=FILE writes them)")
    func declaredMessagesAreInTheTemplate() throws {
        if let path = ProcessInfo.processInfo.environment["MYCA_WRITE_POT"], !path.isEmpty {
            try Self.declaredTemplate.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let ids = Set(try Self.template.map(\.id))
        #expect(Self.declaredMessages.count > 150)
        let missing = Self.declaredMessages.filter { !ids.contains($0) }
        #expect(missing.isEmpty, "not in po/myca.pot (run scripts/update-po): \(missing)")
    }

    @Test("po/myca.pot holds every message of the code, with its plural")
    func codeMessagesAreInTheTemplate() throws {
        let code = try Self.codeMessages()
        #expect(code.count > 250)
        let template = try Self.template
        for message in code {
            let entry = template.first { $0.id == message.id }
            #expect(entry != nil, "not in po/myca.pot (run scripts/update-po): \(message.id)")
            #expect(entry?.pluralID == message.pluralID, "\(message.id): plural differs from the code's")
        }
    }

    @Test("po/myca.pot holds nothing that is no longer said")
    func templateHasNoStaleMessages() throws {
        let said = Set(try Self.codeMessages().map(\.id) + Self.declaredMessages)
        let stale = try Self.template.map(\.id).filter { !said.contains($0) }
        #expect(stale.isEmpty, "in po/myca.pot but no longer in the sources (run scripts/update-po): \(stale)")
    }

    @Test("po/ja.po translates every message of the template, plural forms included, none fuzzy")
    func japaneseIsComplete() throws {
        let translations = try MessageCatalogue.entries(MessageCatalogue.folder + "/ja.po")
        let byID = Dictionary(translations.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let template = try Self.template
        #expect(template.count > 450)
        for message in template {
            let entry = byID[message.id]
            #expect(entry?.isTranslated == true, "po/ja.po: not translated: \(message.id)")
            if message.pluralID != nil {
                #expect(entry?.strings.count == 1, "po/ja.po: Japanese has one plural form: \(message.id)")
            }
        }
        let check = try ToolProcess.run("/usr/bin/msgfmt", ["--check", "--statistics", "-o", "/dev/null",
                                                            MessageCatalogue.folder + "/ja.po"])
        #expect(check.status == 0, "msgfmt --check: \(check.err)")
        #expect(check.err.contains("\(template.count) translated messages."), "msgfmt: \(check.err)")
        #expect(!check.err.contains("untranslated") && !check.err.contains("fuzzy"), "msgfmt: \(check.err)")
    }

    /// `tr("…")` is found by xgettext; `tr(someVariable)` is not, and would stay English.
    @Test("tr and trn are given literal messages outside interpolations, so that xgettext finds them")
    func messagesAreLiterals() throws {
        let root = MycaProcess.packageRoot + "/Sources"
        let files = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") }
        #expect(files.count > 100)
        let call = /(^|[^A-Za-z0-9_."])(trn?|MessageText)\(\s*(?!["\s])/
        // Inside a string's interpolation a call is text to xgettext: "\\(tr("x"))" is not found.
        let interpolated = /\\\([^"]*\b(trn?|MessageText)\("/
        let excluded = ["Localization/Localization.swift", "Messages/MessageText.swift"]
        for file in files where !excluded.contains(where: { file.hasSuffix($0) }) {
            let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            for match in text.matches(of: call) {
                let number = text[..<match.range.lowerBound].filter { $0 == "\n" }.count + 1
                let line = text[match.range.lowerBound...].prefix { $0 != "\n" }
                if line.contains("func ") { continue }
                #expect(Bool(false), "\(file):\(number): a message must be a literal: \(line)")
            }
            for match in text.matches(of: interpolated) {
                let number = text[..<match.range.lowerBound].filter { $0 == "\n" }.count + 1
                #expect(Bool(false), "\(file):\(number): a message inside an interpolation is not extracted")
            }
        }
    }
}
