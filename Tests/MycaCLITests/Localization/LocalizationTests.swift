@testable import MycaCLI
import MycaCore
import Testing

@Suite struct LocalizationTests {
    @Test("the language comes from LC_ALL, LC_MESSAGES, LANG and LANGUAGE as in GNU gettext", arguments: [
        ([:], nil),
        (["LANG": "ja_JP.UTF-8"], "ja"),
        (["LANG": "ja_JP.eucJP"], "ja"),
        (["LANG": "ja"], "ja"),
        (["LANG": "C"], nil),
        (["LANG": "POSIX"], nil),
        (["LANG": "C.UTF-8"], nil),
        (["LANG": "en_US.UTF-8"], nil),
        (["LANG": "fr_FR.UTF-8"], nil),  // no French catalogue: English
        (["LANG": "ja_JP.UTF-8", "LC_MESSAGES": "en_GB.UTF-8"], nil),
        (["LANG": "en_US.UTF-8", "LC_MESSAGES": "ja_JP.UTF-8"], "ja"),
        (["LC_MESSAGES": "ja_JP.UTF-8", "LC_ALL": "C"], nil),  // LC_ALL first
        (["LC_ALL": "", "LANG": "ja_JP.UTF-8"], "ja"),  // empty means unset
        // LANGUAGE is a list of preferences, honoured unless the locale is C or POSIX.
        (["LANG": "en_US.UTF-8", "LANGUAGE": "ja"], "ja"),
        (["LANG": "C.UTF-8", "LANGUAGE": "ja"], "ja"),
        (["LANG": "C", "LANGUAGE": "ja"], nil),
        (["LANGUAGE": "ja"], nil),
        (["LANG": "ja_JP.UTF-8", "LANGUAGE": "en:ja"], nil),  // English, the message ids, comes first
        (["LANG": "en_US.UTF-8", "LANGUAGE": "fr:ja_JP:en"], "ja"),
    ] as [([String: String], String?)])
    func language(variables: [String: String], expected: String?) {
        #expect(Localization.language(in: Environment(variables)) == expected)
    }

    @Test("without a catalogue open, messages are their English ids with the arguments filled in")
    func english() {
        #expect(tr("usage: %s", "myca qr") == "usage: myca qr")
        #expect(trn("%d card", "%d cards", 1, 1) == "1 card")
        #expect(trn("%d card", "%d cards", 0, 0) == "0 cards")
        #expect(trn("%d card", "%d cards", 2, 2) == "2 cards")
    }
}
