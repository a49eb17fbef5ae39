import Testing
@testable import MycaCore

private func profile(name: String = "", given: String = "", family: String = "") -> Profile {
    var p = Profile()
    p.formattedName = name
    p.givenName = given
    p.familyName = family
    return p
}

@Suite struct FileNameTemplateTests {
    @Test("placeholders are filled in", arguments: [
        ("{row}-{handle}", "José Müller", "", "", 7, "7-jose-muller"),
        ("{family}_{given}", "", "Ana", "Lima", 1, "Lima_Ana"),
        ("{name}", "", "Ana", "Lima", 1, "Ana Lima"),
        ("{name}", "", "花子", "山田", 1, "山田 花子"),
        ("card-{row}", "x", "", "", 42, "card-42"),
        ("{{{row}}}", "x", "", "", 5, "{5}"),
        ("{handle}", "山田花子", "", "", 3, "card"),
        ("{row}-{handle}", "Nguyễn Ngọc Adébáyọ̀", "", "", 2, "2-nguyen-ngoc-adebayo"),
    ])
    func filling(template: String, name: String, given: String, family: String, row: Int, expected: String) throws {
        let t = try FileNameTemplate(template)
        #expect(t.stem(for: profile(name: name, given: given, family: family), row: row) == expected)
    }

    @Test("unsafe values become safe file names", arguments: [
        ("a/b", "a_b"),
        ("../../etc/passwd", "_.._etc_passwd"),
        (".hidden", "hidden"),
        ("...", ""),
        ("  . x", "x"),
        ("tab\there", "tab_here"),
        ("esc\u{1B}[31mred", "esc_[31mred"),
        ("nul\u{0}byte", "nul_byte"),
        ("back\\slash", "back_slash"),
        ("c1\u{85}x", "c1_x"),
        ("trailing. ", "trailing"),
        ("日本語 ok", "日本語 ok"),
    ])
    func sanitizing(raw: String, expected: String) {
        #expect(FileNameTemplate.sanitize(raw) == expected)
    }

    @Test("an empty result falls back to the row number")
    func emptyFallsBack() throws {
        let t = try FileNameTemplate("{given}")
        #expect(t.stem(for: profile(name: "x", given: "..."), row: 12) == "row-12")
    }

    @Test("long names are capped on a character boundary")
    func lengthCap() {
        let long = String(repeating: "é", count: 150)  // 300 bytes
        let safe = FileNameTemplate.sanitize(long)
        #expect(safe.utf8.count == 200)
        #expect(safe == String(repeating: "é", count: 100))
        let emoji = String(repeating: "👩‍💻", count: 30)  // 11 bytes each
        let cut = FileNameTemplate.sanitize(emoji)
        #expect(cut.utf8.count <= FileNameTemplate.maxStemBytes)
        #expect(cut == String(repeating: "👩‍💻", count: 18))
    }

    @Test("bad templates are refused", arguments: [
        ("{row", "'{' is never closed"),
        ("{rows}", "unknown placeholder {rows}"),
        ("row}", "'}' without '{'"),
        ("", "it is empty"),
    ])
    func badTemplates(template: String, reason: String) {
        #expect {
            try FileNameTemplate(template)
        } throws: { error in
            guard case let .badTemplate(refused, why) = error as? BatchError else { return false }
            return refused == template && why.english == reason
        }
    }

    @Test("repeated names get -2, -3; case-insensitively; suffixes never collide")
    func uniqueness() {
        var names = FileNameAllocator()
        let got = ["ana", "bob", "ana", "Ana", "ana-2", "ana", "bob"].map { names.claim($0, suffixes: ["vcf"]) }
        #expect(got == ["ana", "bob", "ana-2", "Ana-3", "ana-2-2", "ana-4", "bob-2"])
        #expect(Set(got.map { $0.lowercased() }).count == got.count)
    }

    @Test("whole file names are unique: row x.signature's page is not row x's signature")
    func wholeNamesAreUnique() {
        var names = FileNameAllocator()
        let suffixes = BatchFormat.page.fileSuffixes + BatchFormat.signature.fileSuffixes
        let got = ["x", "x.signature", "X.Signature", "x.signature-2"].map { names.claim($0, suffixes: suffixes) }
        #expect(got == ["x", "x.signature-2", "X.Signature-3", "x.signature-2-2"])
        let files = got.flatMap { stem in suffixes.map { (stem + "." + $0).lowercased() } }
        #expect(Set(files).count == files.count, "\(files)")
    }
}

@Suite struct BatchShardTests {
    @Test("K/N parses only with 0 <= K < N", arguments: [
        ("0/3", 0, 3), ("2/3", 2, 3), ("0/1", 0, 1),
    ])
    func parses(text: String, k: Int, n: Int) throws {
        let shard = try #require(BatchShard(parsing: text))
        #expect(shard.index == k && shard.count == n)
    }

    @Test("bad shards are refused", arguments: ["3/3", "-1/3", "1/0", "1", "a/b", "1/2/3", ""])
    func refused(text: String) {
        #expect(BatchShard(parsing: text) == nil)
    }

    @Test("shards of N cover every row exactly once")
    func cover() throws {
        let shards = try (0..<3).map { try #require(BatchShard(parsing: "\($0)/3")) }
        for row in 1...100 {
            #expect(shards.filter { $0.contains(row: row) }.count == 1)
        }
        #expect(shards[0].contains(row: 1) && shards[1].contains(row: 2) && shards[2].contains(row: 3))
    }

    @Test("the summary line", arguments: [
        ({ var s = BatchSummary(); s.rows = 9_999; s.files = 9_998; s.failed = 1; return s }(),
         "wrote 9,998 files for 9,999 rows; 1 row failed"),
        ({ var s = BatchSummary(); s.rows = 1; s.files = 1; return s }(), "wrote 1 file for 1 row"),
        ({ var s = BatchSummary(); s.rows = 1_234_567; s.skipped = 3; s.failed = 2; s.interrupted = true; return s }(),
         "wrote 0 files for 1,234,564 rows; 3 rows skipped (their files exist); 2 rows failed; interrupted"),
        // Rows done, rows skipped and rows failed, each counted once.
        ({ var s = BatchSummary(); s.rows = 13_088; s.skipped = 2_352; s.files = 21_472; return s }(),
         "wrote 21,472 files for 10,736 rows; 2,352 rows skipped (their files exist)"),
        ({ var s = BatchSummary(); s.rows = 2; s.skipped = 1; s.files = 2; return s }(),
         "wrote 2 files for 1 row; 1 row skipped (its files exist)"),
    ])
    func summary(summary: BatchSummary, text: String) {
        #expect(summary.text == text)
    }
}
