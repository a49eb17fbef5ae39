import Foundation
import MycaTestSupport
import Testing

/// Every error a person can meet reads in Japanese under LANG=ja_JP.UTF-8: the built
/// `myca` is run on bad input across the commands, and each line it writes from
/// `myca: ` on (the message and the hint) must hold Japanese and no English sentence.
/// Quoted input, option names, paths and numbers may stay as they are.
@Suite("errors in Japanese, end to end")
struct JapaneseErrorsEndToEndTests {
    /// One bad run: its arguments (`DIR` in them is the scratch folder), the exit code,
    /// and extra environment (`DIR` expanded there too).
    struct Case: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var status: Int32
        var environment: [String: String] = [:]
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let cases: [Case] = [
        Case(arguments: ["shwo"], status: 2),
        Case(arguments: ["show", "--colour"], status: 2),
        Case(arguments: ["qr", "--sample", "--bogus"], status: 2),
        Case(arguments: ["rename", "work"], status: 2),
        Case(arguments: ["qr", "--sample", "--ecc"], status: 2),
        Case(arguments: ["qr", "--sample", "--size", "huge", "--png", "DIR/x.png"], status: 2),
        Case(arguments: ["qr", "--sample", "--dpi", "0", "--size", "2cm", "--png", "DIR/x.png"], status: 2),
        Case(arguments: ["qr", "--sample", "--scale", "abc", "--png", "DIR/x.png"], status: 2),
        Case(arguments: ["qr", "--sample", "--ecc", "X"], status: 2),
        Case(arguments: ["qr", "--sample", "--fg", "notacolour", "--png", "DIR/x.png"], status: 2),
        Case(arguments: ["qr", "--sample", "--style", "neon", "--png", "DIR/x.png"], status: 2),
        Case(arguments: ["qr", "--sample", "--fields", "shoe", "--png", "DIR/x.png"], status: 2),
        Case(arguments: ["show", "--sample", "--lines", "shoe"], status: 2),
        Case(arguments: ["qr", "--sample", "--fg", "#ffffff", "--bg", "#000000", "--png", "DIR/x.png"], status: 2),
        Case(arguments: ["new", "ana", "--name", "Ana", "--email", "nope"], status: 2),
        Case(arguments: ["new", "ana", "--name", "Ana", "--phone", "call me maybe"], status: 2),
        Case(arguments: ["new", "ana", "--name", "Ana", "--url", "not a url"], status: 2),
        Case(arguments: ["new", "ana", "--name", "Ana", "--birthday", "1985-02-30"], status: 2),
        Case(arguments: ["show", "wrok"], status: 1),
        Case(arguments: ["edit", "wrok", "--title", "CTO"], status: 1),
        Case(arguments: ["rm", "nobody", "--yes"], status: 1),
        Case(arguments: ["new", "work", "--name", "Other"], status: 1),
        Case(arguments: ["new", "Bad Handle!", "--name", "Other"], status: 2),
        Case(arguments: ["import", "DIR/missing.vcf"], status: 1),
        Case(arguments: ["import", "DIR"], status: 1),
        Case(arguments: ["import", "DIR/unterminated.vcf"], status: 1),
        Case(arguments: ["import", "DIR/notvcard.vcf"], status: 1),
        Case(arguments: ["import", "DIR/huge.vcf"], status: 1),
        Case(arguments: ["batch", "DIR/missing.csv", "--out", "DIR/out"], status: 1),
        Case(arguments: ["batch", "DIR/badheader.csv", "--out", "DIR/out", "--strict"], status: 1),
        Case(arguments: ["batch", "DIR/team.csv", "--out", "DIR/out", "--shard", "3/2"], status: 2),
        Case(arguments: ["batch", "DIR/team.csv", "--out", "DIR/out", "--jobs", "0"], status: 2),
        Case(arguments: ["batch", "DIR/team.csv", "--out", "DIR/out", "--name", "{rows}"], status: 2),
        Case(arguments: ["export", "--sample", "-o", "DIR"], status: 1),
        Case(arguments: ["qr", "--sample", "--png", "-", "--svg", "-"], status: 2),
        Case(arguments: ["export", "--all", "--sample"], status: 2),
        Case(arguments: ["card", "--sample"], status: 2),
        Case(arguments: ["card", "--sample", "--size", "giant", "--png", "DIR/c.png"], status: 2),
        Case(arguments: ["card", "--sample", "--png", "DIR/c.png"], status: 1,
             environment: ["MYCA_DRAW": "DIR/draw-unwritable.sh"]),
        Case(arguments: ["card", "--sample", "--png", "DIR/c.png"], status: 1,
             environment: ["MYCA_DRAW": "DIR/draw-badformat.sh"]),
        Case(arguments: ["card", "--sample", "--png", "DIR/c.png"], status: 1,
             environment: ["MYCA_DRAW": "DIR/draw-nopages.sh"]),
        Case(arguments: ["card", "--sample", "--png", "DIR/c.png"], status: 1,
             environment: ["MYCA_DRAW": "DIR/draw-hugedpi.sh"]),
        Case(arguments: ["card", "--sample", "--png", "DIR/c.png"], status: 1,
             environment: ["MYCA_DRAW": "DIR/no-such-program"]),
        Case(arguments: ["background", "--sample", "--size", "tiny", "--png", "DIR/b.png"], status: 2),
        Case(arguments: ["--quiet", "--verbose", "list"], status: 2),
    ]

    /// A store with the card `work`, and a folder with the inputs of `run` and stand-ins
    /// for myca-draw that make the real one fail in the ways it words itself.
    static func fixture(for run: Case) throws -> (home: TemporaryDirectory, dir: TemporaryDirectory) {
        let home = try TemporaryDirectory("myca-ja-errors-home")
        let dir = try TemporaryDirectory("myca-ja-errors")
        let made = try MycaProcess.run(["new", "work", "--name", "山田 太郎", "--email", "taro@example.jp"],
                                       home: home.path)
        try #require(made.status == 0, "\(made.err)")
        try dir.write("unterminated.vcf", "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ana\r\n")
        try dir.write("notvcard.vcf", "hello\nworld\n")
        if run.arguments.contains("DIR/huge.vcf") {
            try dir.write("huge.vcf", String(repeating: "x", count: 11 << 20))
        }
        try dir.write("badheader.csv", "name,emial\nAna,ana@example.org\n")
        try dir.write("team.csv", "name,email\nAna,ana@example.org\n")
        let draw = (MycaProcess.binary as NSString).deletingLastPathComponent + "/myca-draw"
        let scripts = [
            "draw-unwritable.sh": "exec '\(draw)' \"$1\" /nonexistent-folder/out \"$3\"",
            "draw-badformat.sh": "printf '{\"format\":\"tiff\",\"dpi\":300,\"pages\":[]}' >\"$1\"; exec '\(draw)' \"$@\"",
            "draw-nopages.sh": "printf '{\"format\":\"png\",\"dpi\":300,\"pages\":[]}' >\"$1\"; exec '\(draw)' \"$@\"",
            // The request is a descriptor with no folder (/proc/self/fd/3): rewritten in
            // place, as sed -i cannot.
            "draw-hugedpi.sh": "r=$(sed -E 's/\"dpi\": *[0-9]+/\"dpi\":1000000/' \"$1\") && printf '%s' \"$r\" >\"$1\"; exec '\(draw)' \"$@\"",
        ]
        for (name, body) in scripts {
            let path = try dir.write(name, "#!/bin/sh\n" + body + "\n")
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        }
        return (home, dir)
    }

    @Test("the table is large and its cases distinct")
    func tableSize() {
        #expect(Self.cases.count >= 30)
        #expect(Set(Self.cases.map { $0.arguments + $0.environment.values.sorted() }).count == Self.cases.count)
    }

    @Test("LANG=ja_JP.UTF-8: the error and its hint are in Japanese", arguments: cases)
    func japanese(_ run: Case) throws {
        let (home, dir) = try Self.fixture(for: run)
        func expand(_ text: String) -> String { text.replacingOccurrences(of: "DIR", with: dir.path) }
        var env = try MessageCatalogue.japanese()
        for (key, value) in run.environment { env[key] = expand(value) }
        let result = try MycaProcess.run(run.arguments.map(expand), home: home.path, environment: env)
        #expect(result.status == run.status, "\(result.err)")
        let lines = result.err.split(separator: "\n").map(String.init)
        guard let first = lines.firstIndex(where: { $0.hasPrefix("myca: ") }) else {
            Issue.record("no 'myca: ' line in \(result.err)")
            return
        }
        for line in lines[first...] where !line.hasPrefix("使い方: ") && !line.hasPrefix("       ") {
            let text = line.hasPrefix("myca: ") ? String(line.dropFirst(6)) : line
            #expect(Self.hasJapanese(text), "no Japanese: \(line)")
            #expect(Self.englishRun(in: text) == nil, "English \(Self.englishRun(in: text) ?? ""): \(line)")
        }
    }

    @Test("the check finds English: a run of four words outside quotes, paths and options")
    func checkFindsEnglish() {
        #expect(Self.englishRun(in: "エラー: cannot read '/x y z w': そのようなファイル") == nil)
        #expect(Self.englishRun(in: "エラー: No such file or directory") != nil)
        #expect(Self.englishRun(in: "ヒント: --fg と --bg を入れ替えてください") == nil)
        #expect(Self.englishRun(in: "使える値: classic, ink, navy, forest, plum") == nil)
        #expect(!Self.hasJapanese("error: nothing"))
    }

    /// Whether `text` has kana or kanji.
    static func hasJapanese(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) || (0x4E00...0x9FFF).contains($0.value) }
    }

    /// The first run of four or more English words in `text` (words a space apart: a list
    /// of allowed values, a comma apart, is data), quoted text, paths, options,
    /// placeholders (WORD) and `{…}` left out; nil when there is none.
    static func englishRun(in text: String) -> String? {
        var plain = text
        for pattern in [#"'[^']*'"#, #""[^"]*""#, #"\{[^}]*\}"#, #"\S*/\S*"#, #"-{1,2}[A-Za-z][\w-]*"#, #"\b[A-Z][A-Z0-9_]+\b"#] {
            plain = plain.replacingOccurrences(of: pattern, with: " ", options: .regularExpression)
        }
        guard let range = plain.range(of: #"[A-Za-z]+( +[A-Za-z]+){3,}"#, options: .regularExpression) else {
            return nil
        }
        return String(plain[range])
    }
}
