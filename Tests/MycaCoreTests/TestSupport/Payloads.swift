/// Payloads the decoding tests use: real text in several scripts, as raw bytes.
enum TestPayload: String, CaseIterable, CustomStringConvertible {
    case english, japanese, emoji, vcard

    var text: String {
        switch self {
        case .english: "Ada Lovelace, Analytical Engines Ltd. mixed Case stays mixed"
        case .japanese: "山田 太郎（やまだ たろう）株式会社サンプル"
        case .emoji: "Zoë 👩🏽‍💻 🎉 café"
        case .vcard:
            "BEGIN:VCARD\r\nVERSION:3.0\r\nN:山田;太郎;;;\r\nFN:山田 太郎\r\nTEL;TYPE=CELL:+81901234567\r\n"
                + "EMAIL:taro@example.jp\r\nEND:VCARD\r\n"
        }
    }

    var bytes: [UInt8] { Array(text.utf8) }
    var description: String { rawValue }
}
