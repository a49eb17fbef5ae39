import Foundation
import MycaCore
import MycaTestSupport
import Testing

/// The built `myca` in several locales: Japanese where a person reads, English as before
/// for C and English locales, and data byte for byte the same in all of them. The
/// Japanese catalogue is compiled from po/ja.po and given as MYCA_LOCALEDIR; the system
/// needs no Japanese locale (see Localization).
@Suite("myca in Japanese and English")
struct LocalizationEndToEndTests {
    /// Locales that must give today's English, catalogue present or not.
    static func englishEnvironments() throws -> [[String: String]] {
        let folder = try MessageCatalogue.japaneseDirectory.get()
        return [
            ["LANG": "C"],
            ["LANG": "C.UTF-8"],
            ["LANG": "en_US.UTF-8", "MYCA_LOCALEDIR": folder],
            ["LANG": "", "LC_ALL": "POSIX", "MYCA_LOCALEDIR": folder],
            ["LANG": "C", "LANGUAGE": "ja", "MYCA_LOCALEDIR": folder],  // LANGUAGE is ignored in C
            ["LANG": "ja_JP.UTF-8", "LANGUAGE": "en:ja", "MYCA_LOCALEDIR": folder],
            ["LANG": "fr_FR.UTF-8", "MYCA_LOCALEDIR": folder],
        ]
    }

    static let messageRuns: [[String]] = [
        ["--help"], ["help", "qr"], ["help", "new"], ["hepl"], ["qr", "--sample", "--ecc", "X"],
        ["show", "--bogus"], ["help", "--man"],
    ]

    @Test("LANG=ja_JP.UTF-8: help and the root help are in Japanese")
    func japaneseHelp() throws {
        let env = try MessageCatalogue.japanese()
        let root = try MycaProcess.run(["--help"], environment: env)
        #expect(root.status == 0)
        #expect(root.out.contains("コマンド:"), "\(root.out)")
        #expect(root.out.contains("名刺を作成する。"))
        #expect(root.out.contains("共通オプション:"))
        let qr = try MycaProcess.run(["help", "qr"], environment: env)
        #expect(qr.out.hasPrefix("使い方: myca qr [HANDLE] [options]\n"), "\(qr.out)")
        #expect(qr.out.contains("オプション:"))
        #expect(!qr.out.contains("\nOptions:"))
        // Wide characters count two columns: no line of any command's help is wider than 80,
        // the lists of field words under a Japanese option's help included.
        let names = try MycaProcess.run(["--help"]).out.split(separator: "\n").filter { $0.hasPrefix("  ") }
            .compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(names.contains("qr"))
        for name in names {
            let help = try MycaProcess.run(["help", name], environment: env)
            let wide = help.out.split(separator: "\n").filter { Self.columns(String($0)) > 80 }
            #expect(wide.isEmpty, "help \(name) wider than 80 columns: \(wide)")
        }
    }

    @Test("LANG=ja_JP.UTF-8: usage and store errors, hints, notes, prompts and show's labels are in Japanese")
    func japaneseMessages() throws {
        let env = try MessageCatalogue.japanese()
        let home = try TemporaryDirectory("myca-l10n-home")
        let usage = try MycaProcess.run(["show", "--colour"], home: home.path, environment: env)
        #expect(usage.status == 2)
        #expect(usage.err.contains("myca: エラー: 不明なオプション '--colour' です。'--color' のことですか?"), "\(usage.err)")
        #expect(usage.err.contains("使い方: myca show"), "\(usage.err)")
        #expect(usage.err.contains("'myca help show' を参照してください。"), "\(usage.err)")
        let value = try MycaProcess.run(["qr", "--sample", "--ecc", "X"], home: home.path, environment: env)
        #expect(value.err.contains("'--ecc' の値 'X' は無効です"), "\(value.err)")
        #expect(value.err.contains("ヒント: 使える値: L, M, Q, H"), "\(value.err)")

        let light = try MycaProcess.run(["qr", "--sample", "--fg", "#ffffff", "--bg", "#000000", "--png", home.file("x.png")],
                                        home: home.path, environment: env)
        #expect(light.status == 2)
        #expect(light.err.contains("前景色 #ffffff が背景色 #000000 より明るくなっています"), "\(light.err)")
        #expect(light.err.contains("ヒント: --fg と --bg を入れ替えてください。"), "\(light.err)")
        #expect(try MycaProcess.run(["styles"], environment: env).out.contains("白地に紺。会社の名刺向け。"))

        let none = try MycaProcess.run(["show"], home: home.path, environment: env)
        #expect(none.status == 1)
        #expect(none.err == "myca: エラー: 名刺はまだありません\nヒント: 'myca new' で作成できます\n", "\(none.err)")

        let created = try MycaProcess.run(
            ["new", "work", "--name", "山田 太郎", "--email", "work:taro@example.jp", "--phone", "+81-3-1234-5678"],
            home: home.path, environment: env)
        #expect(created.err == "名刺 'work' を作成しました（既定の名刺）\n", "\(created.err)")
        let missing = try MycaProcess.run(["show", "wrok"], home: home.path, environment: env)
        #expect(missing.err.contains("名刺 'wrok' はありません"), "\(missing.err)")
        #expect(missing.err.contains("ヒント: 'work' のことですか?"), "\(missing.err)")
        let bad = try MycaProcess.run(["edit", "--email", "nope"], home: home.path, environment: env)
        #expect(bad.err.contains("メールアドレス \"nope\" の形式が正しくありません"), "\(bad.err)")

        let shown = try MycaProcess.run(["show", "--no-qr"], home: home.path, environment: env)
        #expect(shown.out.contains("メール  taro@example.jp (work)"), "\(shown.out)")
        #expect(shown.out.contains("電話    +81-3-1234-5678"), "\(shown.out)")
        // The box stays a box: every line the same number of columns.
        let widths = Set(shown.out.split(separator: "\n").map { Self.columns(String($0)) })
        #expect(widths.count == 1, "\(shown.out)")

        let exported = try MycaProcess.run(["export", "--all", "-o", home.file("all.vcf")], home: home.path, environment: env)
        #expect(exported.err == "\(home.file("all.vcf")) に名刺を 1 枚書き出しました\n", "\(exported.err)")

        // What the vCard reader says of a file it imports, and why a config is unreadable.
        let odd = home.file("odd.vcf")
        try Data("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ann\r\nURL:www.example.de\r\nTEL;PREF=500:+1 555 0100\r\nEND:VCARD\r\n".utf8)
            .write(to: URL(fileURLWithPath: odd))
        let imported = try MycaProcess.run(["import", odd], home: home.path, environment: env)
        #expect(imported.err.contains("odd.vcf:4: URL: \"www.example.de\" にはスキームがありません。\"http://www.example.de\" として読みます"), "\(imported.err)")
        #expect(imported.err.contains("odd.vcf:5: TEL: PREF=500 は 1...100 の範囲外なので無視します"), "\(imported.err)")
        try Data(#"{"schema": "1"}"#.utf8).write(to: URL(fileURLWithPath: home.file("config.json")))
        let config = try MycaProcess.run(["show"], home: home.path, environment: env)
        #expect(config.err.contains("\"schema\" は正の整数でなければなりません"), "\(config.err)")
    }

    @Test("LANG=ja_JP.UTF-8: myca new asks its questions in Japanese")
    func japanesePrompts() throws {
        // Prompts need a terminal on stdin: script(1) gives one.
        let env = try MessageCatalogue.japanese()
        let home = try TemporaryDirectory("myca-l10n-prompts")
        let answers = "\n山田 太郎\nエンジニア\n\n\n\n\n"
        var environment = env
        environment["MYCA_HOME"] = home.path
        environment["PATH"] = "/usr/bin:/bin"
        environment["HOME"] = home.path
        environment["NO_COLOR"] = "1"
        let command = "'\(MycaProcess.binary)' new"
        let result = try ToolProcess.run("/usr/bin/script", ["-qec", command, "/dev/null"],
                                         stdin: Array(answers.utf8), environment: environment)
        #expect(result.out.contains("名前: "), "\(result.out)")
        #expect(result.out.contains("名前は必須です"), "\(result.out)")
        #expect(result.out.contains("役職: "), "\(result.out)")
        #expect(result.out.contains("Web サイト: "), "\(result.out)")
        #expect(result.out.contains("を作成しました（既定の名刺）"), "\(result.out)")
    }

    @Test("LANG=ja_JP.UTF-8: batch's row errors and summary are in Japanese; C keeps them English")
    func japaneseBatch() throws {
        let dir = try TemporaryDirectory("myca-l10n-rows")
        let csv = try dir.write("rows.csv", "name,email\nAna,ana@example.org\nBo,bad@@x\n")
        let ja = try MycaProcess.run(["batch", csv, "--out", dir.file("ja"), "--format", "vcf"],
                                     environment: try MessageCatalogue.japanese())
        #expect(ja.status == 1)
        #expect(ja.err == "myca: エラー: 2 行目: 列 'email': メールアドレス \"bad@@x\" の形式が正しくありません\n"
            + "2 行分のファイルを 1 個書きました。1 行が失敗しました\n", "\(ja.err)")
        let c = try MycaProcess.run(["batch", csv, "--out", dir.file("c"), "--format", "vcf"], environment: ["LANG": "C"])
        #expect(c.err == "myca: error: row 2: field 'email': email address \"bad@@x\" is malformed\n"
            + "wrote 1 file for 2 rows; 1 row failed\n", "\(c.err)")
    }

    @Test("plural forms: English says 1 card / 2 cards; Japanese has one form with the number")
    func plurals() throws {
        let dir = try TemporaryDirectory("myca-l10n-plural")
        let one = try dir.write("one.vcf", "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ana Lima\r\nEND:VCARD\r\n")
        let two = try dir.write("two.vcf", "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Bo Chen\r\nEND:VCARD\r\n"
            + "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Cy Diaz\r\nEND:VCARD\r\n")
        let c1 = try MycaProcess.run(["import", one], home: dir.file("c1"), environment: ["LANG": "C"])
        #expect(c1.err == "imported 1 card from 1 file: ana-lima\n", "\(c1.err)")
        let c2 = try MycaProcess.run(["import", one, two], home: dir.file("c2"), environment: ["LANG": "C"])
        #expect(c2.err == "imported 3 cards from 2 files: ana-lima, bo-chen, cy-diaz\n", "\(c2.err)")
        let japanese = try MessageCatalogue.japanese()
        let j1 = try MycaProcess.run(["import", one], home: dir.file("j1"), environment: japanese)
        #expect(j1.err == "1 個のファイルから名刺を 1 枚取り込みました: ana-lima\n", "\(j1.err)")
        let j2 = try MycaProcess.run(["import", one, two], home: dir.file("j2"), environment: japanese)
        #expect(j2.err == "2 個のファイルから名刺を 3 枚取り込みました: ana-lima, bo-chen, cy-diaz\n", "\(j2.err)")
    }

    @Test("LANG=ja_JP.UTF-8: the editor template's comments and its error lines are in Japanese; the keys are not")
    func japaneseTemplate() throws {
        let env = try MessageCatalogue.japanese()
        let home = try TemporaryDirectory("myca-l10n-edit")
        _ = try MycaProcess.run(["new", "work", "--name", "山田 太郎", "--email", "taro@example.jp"],
                                home: home.path, environment: env)
        let script = try home.write("editor.sh", """
            #!/bin/sh
            if [ ! -f '\(home.file("first.txt"))' ]; then
              cp "$1" '\(home.file("first.txt"))'
              sed -i 's/^email: taro@example.jp$/email: taro@@example.jp/' "$1"
            else
              cp "$1" '\(home.file("second.txt"))'
              sed -i -e 's/taro@@example.jp/taro@example.jp/' -e 's/^title:$/title: エンジニア/' "$1"
            fi
            """)
        var environment = env
        environment["EDITOR"] = "sh " + script
        let result = try MycaProcess.run(["edit"], home: home.path, environment: environment)
        #expect(result.status == 0, "\(result.err)")
        #expect(result.err == "名刺 'work' を更新しました\n", "\(result.err)")
        let first = try String(contentsOfFile: home.file("first.txt"), encoding: .utf8)
        #expect(first.hasPrefix("# myca の名刺 'work'。下の行を書き換えて保存し、エディターを閉じてください。\n"), "\(first)")
        #expect(first.contains("\nname: 山田 太郎\n") && first.contains("\nemail: taro@example.jp\n"), "\(first)")
        let second = try String(contentsOfFile: home.file("second.txt"), encoding: .utf8)
        #expect(second.contains("行目: メールアドレス \"taro@@example.jp\" の形式が正しくありません"), "\(second)")
        #expect(second.contains("# ^ 上の行を直してもう一度保存してください。"), "\(second)")
    }

    @Test("LANG=ja_JP.UTF-8: help --man is a Japanese page groff formats without warnings")
    func japaneseManPage() throws {
        let page = try MycaProcess.run(["help", "--man"], environment: try MessageCatalogue.japanese())
        #expect(page.status == 0)
        let dir = try TemporaryDirectory("myca-l10n-man")
        let file = try dir.write("myca.1", page.out)
        let checked = try ToolProcess.run("/usr/bin/groff", ["-man", "-Tutf8", "-ww", "-z", file])
        #expect(checked.status == 0 && checked.err.isEmpty, "\(checked.err)")
        let shown = try ToolProcess.run("/usr/bin/groff", ["-man", "-Tutf8", "-P-c", "-P-b", "-P-u", file])
        #expect(shown.out.contains("名前"), "\(shown.out.prefix(400))")
        #expect(shown.out.contains("終了ステータス"))
        #expect(shown.out.contains("名刺を作成する。"))
    }

    @Test("LANG=ja_JP and no installed ja_JP locale: the same Japanese as with LANGUAGE=ja on C.UTF-8")
    func japaneseNeedsNoSystemLocale() throws {
        let folder = try MessageCatalogue.japaneseDirectory.get()
        let viaLang = try MycaProcess.run(["help", "new"], environment: ["LANG": "ja_JP.UTF-8", "MYCA_LOCALEDIR": folder])
        let viaLanguage = try MycaProcess.run(
            ["help", "new"], environment: ["LANG": "C.UTF-8", "LANGUAGE": "ja", "MYCA_LOCALEDIR": folder])
        let viaMessages = try MycaProcess.run(
            ["help", "new"], environment: ["LANG": "C", "LC_MESSAGES": "ja_JP.utf8", "MYCA_LOCALEDIR": folder])
        #expect(viaLang.out.contains("名刺を作成する。"))
        #expect(viaLang.stdout == viaLanguage.stdout)
        #expect(viaLang.stdout == viaMessages.stdout)
    }

    @Test("C, POSIX, English and unknown locales give the same English, byte for byte")
    func englishIsUnchanged() throws {
        for arguments in Self.messageRuns {
            let reference = try MycaProcess.run(arguments, environment: ["LANG": "C"])
            #expect((reference.out + reference.err).contains("usage") || reference.out.contains(".TH MYCA"), "\(arguments)")
            for env in try Self.englishEnvironments() {
                let result = try MycaProcess.run(arguments, environment: env)
                #expect(result.status == reference.status, "\(arguments) \(env)")
                #expect(result.stdout == reference.stdout, "\(arguments) \(env): stdout differs")
                #expect(result.stderr == reference.stderr, "\(arguments) \(env): stderr differs")
            }
        }
    }

    /// Data output under LANG=ja_JP.UTF-8 (with the catalogue) and LANG=C.
    @Test("export, QR payloads and images, --json and batch files are byte-identical in Japanese and C")
    func dataIsTheSameInEveryLocale() throws {
        let japanese = try MessageCatalogue.japanese()
        // The Japanese run really is Japanese, so the comparison below means something.
        #expect(try MycaProcess.run(["--help"], environment: japanese).out.contains("コマンド:"))
        let runs: [[String]] = [
            ["export", "--sample"], ["export", "--sample", "--format", "vcard3"],
            ["export", "--sample", "--format", "mecard"], ["export", "--sample", "--format", "json"],
            ["show", "--sample", "--json"], ["qr", "--sample", "--utf8"], ["qr", "--sample", "--ascii"],
            ["qr", "--sample", "--png", "-"], ["qr", "--sample", "--svg", "-", "--payload", "vcard4"],
            ["completion", "bash"], ["list", "--json"],
        ]
        for arguments in runs {
            let ja = try MycaProcess.run(arguments, environment: japanese)
            let c = try MycaProcess.run(arguments, environment: ["LANG": "C"])
            #expect(ja.status == 0 && c.status == 0, "\(arguments): \(ja.err) \(c.err)")
            #expect(!c.stdout.isEmpty, "\(arguments)")
            #expect(ja.stdout == c.stdout, "\(arguments): stdout differs between ja_JP and C")
        }
        // batch: the same files with the same bytes.
        let dir = try TemporaryDirectory("myca-l10n-batch")
        let csv = try dir.write("team.csv", "name,email,title\n山田 太郎,taro@example.jp,エンジニア\nAna Lima,ana@example.org,Chef\n")
        var trees: [[String: [UInt8]]] = []
        for (label, env) in [("ja", japanese), ("c", ["LANG": "C"])] {
            let out = dir.file(label)
            let result = try MycaProcess.run(
                ["batch", csv, "--out", out, "--format", "all", "--jobs", "1"], home: dir.file("home-" + label),
                environment: env)
            #expect(result.status == 0, "\(result.err)")
            let names = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
            var tree: [String: [UInt8]] = [:]
            for name in names { tree[name] = [UInt8](try Data(contentsOf: URL(fileURLWithPath: out + "/" + name))) }
            trees.append(tree)
        }
        #expect(trees[0].count >= 6)
        #expect(trees[0] == trees[1], "batch files differ: \(trees[0].keys.sorted()) vs \(trees[1].keys.sorted())")
    }

    @Test("installed as PREFIX/bin/myca with PREFIX/share/locale, myca finds its catalogue itself")
    func installedLayoutFindsTheCatalogue() throws {
        let folder = try MessageCatalogue.japaneseDirectory.get()
        let prefix = try TemporaryDirectory("myca-prefix")
        let fm = FileManager.default
        try fm.createDirectory(atPath: prefix.file("bin"), withIntermediateDirectories: true)
        try fm.createDirectory(atPath: prefix.file("share/locale/ja/LC_MESSAGES"), withIntermediateDirectories: true)
        // A hard link, where the folders share a file system: no descriptor is ever open
        // for writing the program, so none a parallel test's child inherited between its
        // fork and its exec can make it busy (ETXTBSY) when run. Elsewhere a copy, written
        // close-on-exec and renamed into place, whose first run is tried again while a
        // child still holds it (the child's exec closes it).
        if link(MycaProcess.binary, prefix.file("bin/myca")) != 0 {
            let binary = try FileSystem.readFile(MycaProcess.binary, limit: 1 << 30)
            try FileSystem.writeAtomically(binary, to: prefix.file("bin/myca"), mode: 0o755, durable: false)
        }
        try fm.copyItem(atPath: folder + "/ja/LC_MESSAGES/myca.mo", toPath: prefix.file("share/locale/ja/LC_MESSAGES/myca.mo"))
        let env = ["PATH": "/usr/bin:/bin", "HOME": prefix.path, "LANG": "ja_JP.UTF-8"]
        var busy = 0
        let installed: ToolProcess.Result
        while true {
            do {
                installed = try ToolProcess.run(prefix.file("bin/myca"), ["help", "use"], environment: env)
                break
            } catch let error as NSError where (error.userInfo[NSUnderlyingErrorKey] as? NSError)?.code == Int(ETXTBSY) && busy < 1000 {
                busy += 1
                sched_yield()
            }
        }
        #expect(installed.out.contains("名刺を既定にする。"), "\(installed.out)\(installed.err)")
        try fm.removeItem(atPath: prefix.file("share/locale/ja/LC_MESSAGES/myca.mo"))
        let without = try ToolProcess.run(prefix.file("bin/myca"), ["help", "use"], environment: env)
        #expect(without.out.contains("Make a card the default."), "no catalogue: English")
    }

    /// Terminal columns, wide characters two (as DisplayWidth counts them, for the text here).
    static func columns(_ line: String) -> Int {
        line.unicodeScalars.reduce(0) { width, scalar in
            let v = scalar.value
            let wide = (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
                || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFF60).contains(v)
                || (0xFFE0...0xFFE6).contains(v)
            return width + (wide ? 2 : 1)
        }
    }
}
