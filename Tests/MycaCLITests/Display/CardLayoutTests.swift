@testable import MycaCLI
import MycaCore
import Testing

/// The card box: widths in columns, truncation, placement of the QR code, no stray escapes.
@Suite struct CardLayoutTests {
    static let plain = CardLayout(unicode: true, paint: .plain)

    @Test func japaneseCardIsByteExactWithWideCharactersCountedTwice() throws {
        let card = try DisplayFixtures.japanese.snapshot()
        let lines = Self.plain.box(card, width: Self.plain.naturalWidth(card))
        #expect(lines == [
            "╭───────────────────────────────╮",
            "│ 佐藤 花子                     │",
            "│ エンジニア · 株式会社サンプル │",
            "│                               │",
            "│ email  hanako@example.jp      │",
            "╰───────────────────────────────╯",
        ])
    }

    @Test("a Japanese card's box says its languages in Japanese, as it labels its values")
    func japaneseLanguagesLabel() throws {
        let card = try DisplayFixtures.snapshot {
            $0.language = "ja"
            $0.formattedName = "佐藤 花子"
            $0.emails = [Email(address: "hanako@example.jp")]
        }
        var layout = Self.plain
        layout.languages = ["ja", "en"]
        let body = layout.box(card, width: 40).map { String($0.dropFirst(2).dropLast(2)) }
        #expect(body.contains { $0.hasPrefix("言語    ja · en") }, "\(body)")
        #expect(body.contains { $0.hasPrefix("E-mail  hanako@example.jp") }, "\(body)")
    }

    @Test func asciiFallbackUsesNoUnicodeDrawing() throws {
        let card = try DisplayFixtures.snapshot {
            $0.formattedName = "Ada Lovelace"
            $0.title = "Analyst"
            $0.organization = "Engines"
            $0.pronouns = "she/her"
        }
        let lines = CardLayout(unicode: false, paint: .plain).box(card, width: 30)
        #expect(lines == [
            "+----------------------------+",
            "| Ada Lovelace  she/her      |",
            "| Analyst - Engines          |",
            "+----------------------------+",
        ])
    }

    /// Each name in a card with contacts: every line of the box is exactly the box width.
    @Test(arguments: ["Alex Morgan", "佐藤 花子", "Zoë 👩‍💻 Ñandú", "🇯🇵 Flag ❤️ Heart", "한국어 이름"])
    func everyLineHasTheBoxWidth(name: String) throws {
        var p = Profile.sample
        p.formattedName = name
        let card = try p.snapshot()
        for width in [24, 40, Self.plain.naturalWidth(card), 72] {
            let lines = Self.plain.box(card, width: width)
            #expect(lines.allSatisfy { DisplayWidth.of($0) == max(24, width) }, "\(name) at \(width): \(lines)")
            #expect(lines[1].contains(name) || lines[1].contains("…"))
        }
    }

    @Test func longValuesWrapInsideTheBoxWithTheirLaterLinesUnderTheFirst() throws {
        let long = String(repeating: "very-long-local-part.", count: 6) + "@example.com"
        let name = "Long Values " + String(repeating: "名", count: 40)
        let card = try DisplayFixtures.snapshot {
            $0.formattedName = name
            $0.emails = [Email(address: long)]
        }
        // The box is as wide as its widest line: nothing wraps.
        let natural = Self.plain.naturalWidth(card)
        #expect(natural == DisplayWidth.of(long) + 11)
        #expect(Self.plain.box(card, width: natural).contains { $0.contains("email  " + long) })
        // Narrower, every value wraps whole: the email before its dots, under its first line.
        let lines = Self.plain.box(card, width: 72)
        #expect(lines.allSatisfy { DisplayWidth.of($0) == 72 }, "\(lines)")
        #expect(!lines.joined().contains("…"))
        let body = lines.dropFirst().dropLast().map { String($0.dropFirst(2).dropLast(2)) }
        let start = try #require(body.firstIndex { $0.hasPrefix("email  ") })
        let email = body[start...].prefix { $0.hasPrefix("email  ") || $0.hasPrefix("       ") }
            .map { String($0.dropFirst(7)).trimmingCharacters(in: .whitespaces) }
        #expect(email.count > 1 && email.joined() == long, "\(email)")
        let shownName = body.prefix(while: { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
            .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(shownName.replacingOccurrences(of: " ", with: "") == name.replacingOccurrences(of: " ", with: ""), "\(shownName)")
        // A piece wider than the whole box is still cut, with an ellipsis.
        let unbreakable = try DisplayFixtures.snapshot {
            $0.formattedName = "A"
            $0.emails = [Email(address: String(repeating: "x", count: 40) + "@example.com")]
        }
        let ascii = CardLayout(unicode: false, paint: .plain).box(unbreakable, width: 30)
        #expect(ascii.contains { $0.hasSuffix("... |") })
    }

    @Test func aLongLabelIsWholeOnItsOwnLineAndTheColumnKeepsToTheOthers() throws {
        let card = try DisplayFixtures.snapshot {
            $0.formattedName = "Labels"
            $0.emails = [Email(address: "ann@example.org")]
            $0.socialProfiles = [SocialProfile(service: "mastodon.social", user: "ann"),
                                 SocialProfile(service: "scholar.google.example.org", user: "ann-lee")]
        }
        let body = Self.plain.box(card, width: 60).map { String($0.dropFirst(2).dropLast(2)) }
        #expect(!body.joined().contains("…"), "\(body)")
        // The column is as wide as the widest label it holds, up to its cap.
        #expect(body.contains { $0.hasPrefix("mastodon.social  ann ") }, "\(body)")
        #expect(body.contains { $0.hasPrefix("email            ann@example.org") }, "\(body)")
        let long = try #require(body.firstIndex { $0.hasPrefix("scholar.google.example.org ") }, "\(body)")
        #expect(body[long + 1].hasPrefix("                 ann-lee"), "\(body)")
    }

    @Test func addressLinesAndSocialLimit() throws {
        let card = try DisplayFixtures.snapshot {
            $0.formattedName = "Social"
            $0.addresses = [PostalAddress(poBox: "12", street: "1 Main St\nFloor 2", locality: "Springfield",
                                          region: "IL", postalCode: "62701", country: "USA")]
            $0.socialProfiles = (1...7).map { SocialProfile(service: "Net\($0)", user: "user\($0)") }
        }
        let lines = Self.plain.box(card, width: 50)
        let body = lines.map { String($0.dropFirst(2).dropLast(2)) }
        func row(_ text: String) -> String { DisplayWidth.pad(text, toWidth: 46) }
        #expect(body.contains(row("address  PO Box 12")))
        #expect(body.contains(row("         1 Main St")))
        #expect(body.contains(row("         Floor 2")))
        #expect(body.contains(row("         Springfield, IL 62701")))
        #expect(body.contains(row("         USA")))
        #expect(body.contains { $0.hasPrefix("Net5     user5") })
        #expect(!body.contains { $0.contains("Net6") })
        #expect(body.contains { $0.hasPrefix("         +2 more") })
    }

    static let fakeQR = Array(repeating: String(repeating: "█", count: 40), count: 20)

    @Test(arguments: [(200, CardLayout.Placement.beside), (80, .below), (20, .below)])
    func qrBesideOrBelow(width: Int, placement: CardLayout.Placement) throws {
        let card = try Profile.sample.snapshot()
        let natural = Self.plain.naturalWidth(card)
        let result = Self.plain.render(card, qr: Self.fakeQR, qrWidth: 40, terminalWidth: width)
        #expect(result.placement == placement)
        let box = Self.plain.box(card, width: min(natural, max(width, CardLayout.minimumBoxWidth)))
        switch placement {
        case .beside:
            #expect(result.lines.count == max(box.count, Self.fakeQR.count))
            #expect(result.lines[0] == box[0] + "  " + Self.fakeQR[0])
            let last = try #require(result.lines.last)
            #expect(last == String(repeating: " ", count: natural) + "  " + Self.fakeQR[19])
        default:
            #expect(result.lines == box + [""] + Self.fakeQR)
        }
    }

    /// A card wider than the window: the box takes the room beside the code and wraps its
    /// values there, or goes above the code at the window's width; no value is cut.
    @Test(arguments: [(160, CardLayout.Placement.beside), (100, .below), (80, .below)])
    func aWideCardWrapsBesideOrAboveTheCode(width: Int, placement: CardLayout.Placement) throws {
        let card = try DisplayFixtures.snapshot {
            $0.formattedName = "Prof. Dr.-Ing. Maximilian Alexander von Schwarzenberg"
            $0.title = "Lehrstuhlinhaber für Angewandte Informatik und Verteilte Systeme"
            $0.organization = "Rheinisch-Westfälische Technische Hochschule Aachen"
            $0.emails = [Email(address: "maximilian.vonschwarzenberg@informatik.rwth-aachen.de")]
            $0.urls = [WebURL(value: "https://www.informatik.rwth-aachen.de/lehrstuhl/verteilte-systeme/team/schwarzenberg")]
        }
        #expect(Self.plain.naturalWidth(card) > width - CardLayout.gap - 40)
        let result = Self.plain.render(card, qr: Self.fakeQR, qrWidth: 40, terminalWidth: width)
        #expect(result.placement == placement)
        #expect(result.lines.allSatisfy { DisplayWidth.of($0) <= width }, "\(result.lines)")
        #expect(!result.lines.joined().contains("…"), "\(result.lines)")
        // Without the borders, the code and the spaces, each value reads whole.
        let text = String(result.lines.joined().filter { !" │█".contains($0) })
        for value in ["maximilian.vonschwarzenberg@informatik.rwth-aachen.de", "Rheinisch-WestfälischeTechnischeHochschuleAachen",
                      "informatik.rwth-aachen.de/lehrstuhl/verteilte-systeme/team/schwarzenberg"] {
            #expect(text.contains(value), "\(value) in \(result.lines)")
        }
    }

    @Test func exactlyEnoughRoomPutsTheCodeBeside() throws {
        let card = try Profile.sample.snapshot()
        let needed = Self.plain.naturalWidth(card) + CardLayout.gap + 40
        #expect(Self.plain.render(card, qr: Self.fakeQR, qrWidth: 40, terminalWidth: needed).placement == .beside)
        #expect(Self.plain.render(card, qr: Self.fakeQR, qrWidth: 40, terminalWidth: needed - 1).placement == .below)
        #expect(Self.plain.render(card, qr: [], qrWidth: 0, terminalWidth: needed).placement == .none)
    }

    static let hostile: [String] = [
        "Evil\u{1B}]52;c;SGVsbG8=\u{07}",  // OSC 52 clipboard write
        "Link\u{1B}]8;;https://evil.example\u{1B}\\click\u{1B}]8;;\u{1B}\\",  // OSC 8 hyperlink
        "Red\u{1B}[31m\u{1B}[2J",  // colour and clear screen
        "CSI\u{9B}31m",  // 8-bit CSI
        "Bidi\u{202E}gnp.exe",  // right-to-left override
        "Zero\u{200B}width\u{2066}isolate\u{2028}separator\u{FEFF}",  // invisible and line-breaking
    ]

    @Test(arguments: hostile)
    func hostileTextIsNeutralized(text: String) throws {
        var p = Profile()
        p.formattedName = "Safe Name"
        p.title = text
        p.socialProfiles = [SocialProfile(service: text, user: text)]
        let card: ProfileSnapshot
        do {
            card = try p.snapshot()
        } catch {
            // The model refuses C0/C1 controls outright; the layout never sees them.
            guard case .controlCharacter(let field, _) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(field.cardField == .title && field.label == "title")
            return
        }
        let plainLines = Self.plain.box(card, width: 72)
        let joined = plainLines.joined()
        for scalar in joined.unicodeScalars {
            #expect(!Sanitizer.needsEscape(scalar.value), "U+\(String(scalar.value, radix: 16)) reached the screen")
        }
        #expect(joined.contains("\\u{"))
        // Painted: the only escapes are our own SGR colour sequences.
        let painted = CardLayout(unicode: true, paint: CardPaint(style: .classic, depth: .truecolor)).box(card, width: 72)
        for line in painted {
            var rest = Substring(line)
            while let esc = rest.firstIndex(of: "\u{1B}") {
                let after = rest[rest.index(after: esc)...]
                #expect(after.first == "[")
                let body = after.dropFirst().prefix { $0 != "m" }
                #expect(body.allSatisfy { $0.isNumber || $0 == ";" }, "unexpected escape in \(line.debugDescription)")
                rest = after.dropFirst(body.count + 1)
            }
        }
    }

    @Test func plainPaintWritesNoEscapes() throws {
        let card = try Profile.sample.snapshot()
        let lines = Self.plain.render(card, qr: Self.fakeQR, qrWidth: 40, terminalWidth: 200).lines
        #expect(!lines.joined().contains("\u{1B}"))
        let painted = CardLayout(unicode: true, paint: CardPaint(style: .classic, depth: .ansi16))
            .box(card, width: 60)
        #expect(painted.allSatisfy { $0.hasPrefix("\u{1B}[0;30;107m") && $0.hasSuffix("\u{1B}[0m") })
        #expect(painted[1].contains("\u{1B}[1mAlex Morgan\u{1B}[22m"))
    }

    @Test(arguments: [
        (["COLORTERM": "truecolor", "TERM": "xterm-256color"], TerminalOptions.Mode.truecolor),
        (["COLORTERM": "24bit"], .truecolor),
        (["TERM": "xterm-256color"], .ansi256),
        (["TERM": "screen-256color", "COLORTERM": "yes"], .ansi256),
        (["TERM": "xterm"], .ansi16),
        ([:], .ansi16),
    ])
    func colourDepthFromEnvironment(env: [String: String], mode: TerminalOptions.Mode) {
        #expect(TerminalCapabilities.colorDepth(environment: Environment(env)) == mode)
    }

    @Test(arguments: [
        ([:], true), (["LANG": "C.UTF-8"], true), (["LANG": "en_US.utf8"], true),
        (["LANG": "C"], false), (["LC_ALL": "POSIX", "LANG": "C.UTF-8"], false),
        (["LC_ALL": "", "LC_CTYPE": "ja_JP.UTF-8", "LANG": "C"], true), (["LANG": "de_DE.ISO-8859-1"], false),
    ])
    func utf8FromLocale(env: [String: String], utf8: Bool) {
        #expect(TerminalCapabilities.isUTF8(environment: Environment(env)) == utf8)
    }
}
