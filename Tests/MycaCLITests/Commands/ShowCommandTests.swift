import Foundation
import MycaCLI
import MycaCore
import MycaInProcess
import MycaTestSupport
import Testing

/// `myca show`: the QR code read off the screen by real decoders, plain output, JSON.
@Suite struct ShowCommandTests {
    static let depths: [[String: String]] = [
        ["LANG": "C.UTF-8", "COLORTERM": "truecolor"],
        ["LANG": "C.UTF-8", "TERM": "xterm-256color"],
        ["LANG": "C.UTF-8", "TERM": "xterm"],
    ]

    static func payload(_ fields: FieldSelection = .all) throws -> [UInt8] {
        try QRPayload.build(try Profile.sample.snapshot(), kind: .vcard3, fields: fields)
    }

    /// A wide terminal: the whole card's code beside the box, decoded on dark and light themes.
    @Test(arguments: depths)
    func codeBesideTheBoxScansOnDarkAndLight(env: [String: String]) async throws {
        let run = await MycaHarness.run(["show", "--sample"], tty: .all, width: 200, environment: env)
        #expect(run.status == 0)
        #expect(run.err == "")
        // Beside: the first line holds the box corner and the code's quiet zone.
        let first = try #require(run.out.split(separator: "\n").first)
        #expect(first.contains("╮") && first.contains("▀"))
        let expected = try Self.payload()
        for theme in [TerminalTheme.dark, .light] {
            let decoded = try DisplayFixtures.decodeScreen(run.out, theme: theme)
            #expect(decoded.zbar == expected, "zbar on \(theme.name), \(env)")
            #expect(decoded.zxing == expected, "zxing on \(theme.name), \(env)")
        }
    }

    /// A 90-column terminal: too narrow for the whole card's code beside the box, so it
    /// goes below it with a 2-module quiet zone, which phones read off a screen; it still
    /// decodes exactly, and nothing is left out to say.
    @Test(arguments: depths)
    func codeBelowTheBoxScans(env: [String: String]) async throws {
        let run = await MycaHarness.run(["show", "--sample"], tty: .all, width: 90, environment: env)
        #expect(run.status == 0)
        #expect(run.err == "")
        let lines = run.out.split(separator: "\n", omittingEmptySubsequences: false)
        let blank = try #require(lines.firstIndex(of: ""))
        #expect(lines[blank - 1].contains("╯"))
        #expect(lines.allSatisfy { DisplayWidth.of(TerminalRasterizer.plain(String($0))) <= 90 })
        let expected = try Self.payload()
        for theme in [TerminalTheme.dark, .light] {
            let decoded = try DisplayFixtures.decodeScreen(run.out, theme: theme)
            #expect(decoded.zbar == expected, "zbar on \(theme.name)")
            #expect(decoded.zxing == expected, "zxing on \(theme.name)")
        }
    }

    /// What a note says a code carries: `QR code: all but a and b; …` or `QR code: a and b only; …`.
    static func carried(byNote err: String) throws -> FieldSelection {
        let note = try #require(err.split(separator: "\n").last.map(String.init))
        let allBut = "QR code: all but "
        let body = note.dropFirst(note.hasPrefix(allBut) ? allBut.count : "QR code: ".count).prefix { $0 != ";" }
        let list = note.hasPrefix(allBut) ? String(body) : String(body.dropLast(" only".count))
        let groups = try list.replacingOccurrences(of: " and ", with: ", ").components(separatedBy: ", ").map {
            try #require(CardFieldGroup(rawValue: $0), "\($0) in \(note)")
        }
        return note.hasPrefix(allBut) ? FieldSelection(groups: Set(CardFieldGroup.allCases).subtracting(groups))
            : FieldSelection(groups: Set(groups))
    }

    /// 80×40: the name and the fullest code its rows hold, the note saying what it leaves
    /// out; the code, boosted above level L where its size allows, decodes on dark and light
    /// from the screen's last 39 lines (the 40th is the prompt's).
    @Test(arguments: depths)
    func eightyByFortyShowsACodeThatScans(env: [String: String]) async throws {
        let run = await MycaHarness.run(["show", "--sample"], tty: .all, width: 80, environment: env, height: 40)
        #expect(run.status == 0)
        let lines = run.out.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count + 1 <= 39)
        #expect(lines.prefix(3).contains { TerminalRasterizer.plain(String($0)).contains("Alex Morgan") })
        let carried = try Self.carried(byNote: run.err)
        let expected = try QRPayload.build(try Profile.sample.snapshot(), kind: carried == .compact ? .mecard : .vcard3,
                                           fields: carried)
        for theme in [TerminalTheme.dark, .light] {
            let decoded = try DisplayFixtures.decodeScreen(lines.joined(separator: "\n") + "\n", theme: theme)
            #expect(decoded.zbar == expected, "zbar on \(theme.name)")
            #expect(decoded.zxing == expected, "zxing on \(theme.name)")
        }
    }

    /// 80×24, the classic default: a one-line header with the name over a code that fits,
    /// and one line saying what the code carries.
    @Test func eightyByTwentyFourShowsTheNameOverACode() async throws {
        let run = await MycaHarness.run(["show", "--sample", "--color=never"], tty: .all, width: 80, height: 24)
        #expect(run.status == 0)
        #expect(run.err == "QR code: name, email and phone only; the whole card: myca qr --png FILE\n")
        let lines = run.out.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count + 2 <= 24)
        #expect(lines.first?.hasPrefix("Alex Morgan  they/them · Staff Developer Advocate") == true)
        let decoded = try DisplayFixtures.decodeScreen(lines.dropFirst().joined(separator: "\n") + "\n", theme: .light)
        // MECARD: the smallest contact code.
        #expect(decoded.zbar == (try QRPayload.build(try Profile.sample.snapshot(), kind: .mecard, fields: .compact)))
    }

    @Test func tooNarrowForAnyCodeWarnsAndShowsTheCardOnly() async throws {
        let run = await MycaHarness.run(["show", "--sample", "--color=never"], tty: .all, width: 24)
        #expect(run.status == 0)
        #expect(run.err.replacingOccurrences(of: "\n", with: " ").contains(
            "warning: the card and its QR code need a window of at least 29×20 (the name's line, the code, its note and a line for the prompt), and this one is 24 columns"),
                "\(run.err)")
        #expect(!run.out.contains("▀"))
        #expect(run.out.hasPrefix("╭"))
    }

    /// Into a pipe: no escapes at all, the code in plain half blocks, which scan on a light theme.
    @Test func pipeGetsPlainTextAndAPlainCode() async throws {
        let run = await MycaHarness.run(["show", "--sample"], tty: [], width: 80)
        #expect(run.status == 0)
        #expect(!run.out.contains("\u{1B}"))
        #expect(run.out.contains("│ Alex Morgan  they/them"))
        let decoded = try DisplayFixtures.decodeScreen(run.out, theme: .light)
        #expect(decoded.zbar == (try Self.payload()))
        #expect(decoded.zxing == (try Self.payload()))
    }

    /// `show` takes qr's content options: --fields chooses what the code carries (and is
    /// not fitted further), --payload its kind, --ecc fixes the level, --style the colours.
    @Test func sharedQROptionsChooseTheCode() async throws {
        let card = try Profile.sample.snapshot()
        let lean = await MycaHarness.run(["show", "--sample", "--fields", "name,email,phone"], tty: [], width: 80)
        #expect(lean.status == 0)
        #expect(lean.err == "")
        let leanPayload = try CodeRequest(fields: FieldSelection(parsing: "name,email,phone")).payload(for: card)
        #expect(try DisplayFixtures.decodeScreen(lean.out, theme: .light).zbar == leanPayload)

        let mecard = await MycaHarness.run(["show", "--sample", "--payload", "mecard", "--ecc", "H"], tty: [], width: 200)
        #expect(mecard.status == 0)
        let mecardCode = try await CodeRequest(kind: .mecard, qr: QROptions(ecc: .high)).code(for: card)
        #expect(try DisplayFixtures.decodeScreen(mecard.out, theme: .light).zbar == mecardCode.payload)
        // --ecc H is kept, not boosted: the level-H code is larger than the boosted one, and
        // the lines drawn are its rows (half blocks: two module rows a line, quiet zone of 4).
        let boosted = try await CodeRequest(kind: .mecard).screenCode(for: card)
        try #require(mecardCode.matrix.size > boosted.matrix.size)
        #expect(mecard.out.split(separator: "\n").count == (mecardCode.matrix.size + 8 + 1) / 2)

        // Chosen fields that do not fit are not fitted: the card shows without a code, and says why.
        let narrow = await MycaHarness.run(["show", "--sample", "--fields", "all", "--color=never"], tty: .all, width: 60)
        #expect(narrow.status == 0)
        #expect(narrow.err.replacingOccurrences(of: "\n", with: " ").contains("need a window of at least"), "\(narrow.err)")
        #expect(!narrow.err.contains("QR code:"))

        let url = await MycaHarness.run(["show", "--sample", "--payload", "url", "--style", "navy"], tty: [], width: 200)
        #expect(url.status == 0)
        #expect(try DisplayFixtures.decodeScreen(url.out, theme: .light).zbar == Array((card.urls.first?.value ?? "").utf8))

        let bad = await MycaHarness.run(["show", "--sample", "--fields", "nmae"], tty: [])
        #expect(bad.status == 2)
        #expect(bad.out == "")
    }

    @Test func noQrAndAsciiLocale() async throws {
        let run = await MycaHarness.run(["show", "--sample", "--no-qr"], environment: ["LANG": "C"])
        #expect(run.status == 0)
        let lines = run.out.split(separator: "\n")
        #expect(lines.first?.hasPrefix("+---") == true)
        #expect(lines.contains("| Staff Developer Advocate - Northwind Labs      |"))
        #expect(run.out.unicodeScalars.allSatisfy { $0.isASCII })
        // With the code, an ASCII locale draws it in '##' too.
        let withCode = await MycaHarness.run(["show", "--sample"], environment: ["LANG": "C"])
        #expect(withCode.out.unicodeScalars.allSatisfy { $0.isASCII })
        #expect(withCode.out.contains("##"))
    }

    @Test func jsonIsTheSnapshotObject() async throws {
        let run = await MycaHarness.run(["show", "--sample", "--json"], tty: .all)
        #expect(run.status == 0)
        #expect(run.out == (try Profile.sample.snapshot()).jsonValue.serialized(pretty: true) + "\n")
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout)) as? [String: Any]
        #expect(object?["title"] as? String == "Staff Developer Advocate")
    }

    @Test func storedCardWithItsStyle() async throws {
        let tmp = try TemporaryDirectory("myca-display")
        let home = tmp.path
        let store = CardStore(home: home)
        try CardFiles(store: store).create("hanako", profile: DisplayFixtures.japanese, force: false)
        try store.setStyle("navy", for: "hanako")
        let env = ["LANG": "C.UTF-8", "COLORTERM": "truecolor"]
        let run = await MycaHarness.run(["--home", home, "show"], tty: .all, width: 200, environment: env)
        #expect(run.status == 0)
        #expect(run.out.contains("│ \u{1B}[1m佐藤 花子\u{1B}[22m"))
        // Navy ink (#0b2545) on white paper, in the box and the code.
        #expect(run.out.contains("\u{1B}[0;38;2;11;37;69;48;2;255;255;255m╭"))
        let expected = try QRPayload.build(try DisplayFixtures.japanese.snapshot(), kind: .vcard3)
        for theme in [TerminalTheme.dark, .light] {
            let decoded = try DisplayFixtures.decodeScreen(run.out, theme: theme)
            #expect(decoded.zbar == expected)
            #expect(decoded.zxing == expected)
        }
        let missing = await MycaHarness.run(["--home", home, "show", "nobody"])
        #expect(missing.status != 0)
        #expect(missing.out == "")
    }

    /// The figures a too-small window is told are those the fit is measured by: a window of
    /// exactly that size shows a code.
    @Test("show and qr say what the whole screen needs, and a window of that size holds the code")
    func theFiguresSaidAreTheFiguresThatFit() async throws {
        func needs(_ err: String) throws -> (Int, Int) {
            let text = err.replacingOccurrences(of: "\n", with: " ")
            let figures = try #require(text.range(of: "at least ").map { text[$0.upperBound...].prefix { $0 != " " } })
            let parts = figures.split(separator: "×").compactMap { Int($0) }
            try #require(parts.count == 2, "\(text)")
            return (parts[0], parts[1])
        }
        for command in [["show", "--sample", "--color=never"], ["qr", "--sample", "--color=never"]] {
            let small = await MycaHarness.run(command, tty: .all, width: 20, height: 10)
            let (columns, rows) = try needs(small.err)
            let fits = await MycaHarness.run(command, tty: .all, width: columns, height: rows)
            #expect(fits.status == 0 && fits.out.contains("▀") && !fits.err.contains("at least"), "\(command) at \(columns)×\(rows): \(fits.err)")
            // That code's own height less one row is too short for it: the figure is no more
            // than it needs (a leaner code may still fit there).
            let short = await MycaHarness.run(command, tty: .all, width: columns, height: rows - 1)
            #expect(!short.err.contains("at least \(columns)×\(rows)") || !short.out.contains("▀"), "\(command): \(short.err)")
        }
    }

    /// Without colour the code is the terminal's own text colour on its ground: dark on a
    /// light theme, light on a dark one, which ZXing reads as the inverted code it is;
    /// --invert draws it light on dark for the scanners that read only dark modules, as qr does.
    @Test("show --invert exists, and a code without colour reads off a dark and a light terminal")
    func invertAndPlainCodesRead() async throws {
        let plain = await MycaHarness.run(["show", "--sample", "--color=never"], tty: .all, width: 132, height: 43)
        #expect(plain.status == 0, "\(plain.err)")
        let light = try DisplayFixtures.decodeScreen(plain.out, theme: .light)
        #expect(light.zbar != nil && light.zxing != nil)
        // On a dark theme the plain code is the inverted code, which ZXing-C++ 2 reads by
        // trying the image inverted (its default); Debian's 1.4 reader does not, so the test
        // inverts the pane's image as that reader would.
        var dark = try TerminalRasterizer.rasterize(DisplayFixtures.screen(plain.out), theme: .dark)
        for y in 0..<dark.height {
            for x in 0..<dark.width {
                let p = dark.get(x, y)
                dark.set(x, y, (255 - p.0, 255 - p.1, 255 - p.2))
            }
        }
        #expect(try QRDecoders.both(dark.ppm, ext: "ppm").zxing == light.zxing)
        let inverted = await MycaHarness.run(["show", "--sample", "--color=never", "--invert"], tty: .all, width: 132, height: 43)
        #expect(inverted.status == 0, "\(inverted.err)")
        #expect(inverted.out != plain.out)
        // Light modules are the ink: on a dark theme the code reads as a plain one.
        let onDark = try DisplayFixtures.decodeScreen(inverted.out, theme: .dark)
        #expect(onDark.zbar != nil && onDark.zbar == light.zbar)
    }

    @Test("without UTF-8 but with colour, the ASCII code is painted as the box is")
    func asciiCodeIsPaintedWhereColourIsOn() async throws {
        let run = await MycaHarness.run(["show", "--sample", "--color=always"], tty: .all, width: 200,
                                        environment: ["LANG": "C", "LC_ALL": "C", "COLORTERM": "truecolor"], height: 80)
        #expect(run.status == 0, "\(run.err)")
        let codeLines = run.out.split(separator: "\n").map(String.init).filter { $0.contains("\u{1B}[48;2;") && !$0.contains("|") }
        #expect(codeLines.count > 20, "\(run.out)")
        #expect(!run.out.contains("##"))
        let decoded = try DisplayFixtures.decodeScreen(run.out, theme: .dark)
        #expect(decoded.zbar != nil || decoded.zxing != nil)
    }
}
