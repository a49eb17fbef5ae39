import Foundation
import MycaCLI
import MycaCore
import Testing

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("", 0), ("abc", 3), ("日本語", 6), ("こんにちは", 10), ("カタカナ", 8), ("ｶﾀｶﾅ", 4),
        ("한국어", 6), ("ＡＢＣ", 6), ("中文, ok", 8), ("😀", 2), ("👍🏽", 2), ("👩‍💻", 2), ("👨‍👩‍👧‍👦", 2),
        ("🇯🇵", 2), ("❤️", 2), ("❤", 1), ("1️⃣", 2), ("e\u{301}", 1), ("Å", 1), ("a\u{200B}b", 2),
        ("\u{1100}\u{1161}\u{11A8}", 2), ("Ω≈ç", 3), ("→", 1),
    ])
    func widths(text: String, width: Int) {
        #expect(DisplayWidth.of(text) == width)
    }

    @Test("a ZWJ chain that can be no one emoji is as wide as its parts, as terminals that count columns draw it",
          arguments: [
              (Array(repeating: "😀", count: 30).joined(separator: "\u{200D}"), 60),
              ("😀\u{200D}😀\u{200D}😀\u{200D}😀\u{200D}😀", 10),
              ("👨\u{200D}👩\u{200D}👧\u{200D}👦", 2), ("🏃\u{200D}♀️", 2), ("👩\u{200D}❤️\u{200D}💋\u{200D}👨", 2),
              ("😀\u{200D}a", 3), ("क्\u{200D}ष", 2),
          ])
    func zwjChainsWidth(text: String, width: Int) {
        #expect(DisplayWidth.of(text) == width)
    }

    @Test(arguments: [
        ("hello world", 8, "hello w…"),
        ("hello", 5, "hello"),
        ("hello", 4, "hel…"),
        ("日本語テキスト", 7, "日本語…"),
        ("日本語テキスト", 8, "日本語…"),
        ("日本語", 1, "…"),
        ("abc", 0, ""),
    ])
    func truncation(text: String, width: Int, expected: String) {
        let result = DisplayWidth.truncate(text, toWidth: width)
        #expect(result == expected)
        #expect(DisplayWidth.of(result) <= width)
    }

    @Test func padding() {
        #expect(DisplayWidth.pad("日本", toWidth: 6) == "日本  ")
        #expect(DisplayWidth.pad("abc", toWidth: 2) == "abc")
        #expect(DisplayWidth.pad("é", toWidth: 3) == "é  ")
    }

    @Test func wrappingUsesDisplayWidth() {
        #expect(TextWrap.lines("日本語 日本語 ab", width: 13) == ["日本語 日本語", "ab"])
        #expect(TextWrap.lines("one two\n\nthree", width: 20) == ["one two", "", "three"])
        #expect(TextWrap.lines("averyveryverylongword x", width: 10) == ["averyveryverylongword", "x"])
        // A list too long for any line breaks after its commas; one that fits moves whole.
        #expect(TextWrap.lines("fields: name,org,title,email,phone,url", width: 20)
            == ["fields: name,org,", "title,email,phone,", "url"])
        #expect(TextWrap.lines("fields: name,org,title", width: 16) == ["fields:", "name,org,title"])
    }

    @Test("Japanese wraps between characters, never before 、。ー）」 nor after （「, and ASCII words stay whole")
    func wrappingJapanese() {
        let text = "名刺ファイルは削除せず、日時を付けた名前で保存場所の trash/ フォルダーに移す。（cards/ に戻せば元どおり）"
        for width in 10...40 {
            let lines = TextWrap.lines(text, width: width)
            #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "\(width): \(lines)")
            #expect(lines.joined().replacingOccurrences(of: " ", with: "") == text.replacingOccurrences(of: " ", with: ""))
            #expect(lines.dropFirst().allSatisfy { !"、。ー）」".contains($0.first ?? "x") }, "\(width): \(lines)")
            #expect(lines.allSatisfy { !"（「".contains($0.last ?? "x") }, "\(width): \(lines)")
            #expect(lines.contains { $0.contains("trash/") }, "\(width): \(lines)")
        }
        #expect(TextWrap.lines("名刺を作成する。", width: 10) == ["名刺を作成", "する。"])
        #expect(TextWrap.lines("名刺を QR コード付きで表示する。", width: 12) == ["名刺を QR", "コード付きで", "表示する。"])
    }
}
