import Testing
@testable import MycaCore

@Suite struct TextTests {
    @Test(arguments: [("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="), ("fooba", "Zm9vYmE="), ("foobar", "Zm9vYmFy")])
    func base64RFC4648Vectors(plain: String, encoded: String) {
        #expect(Base64.encode(Array(plain.utf8)) == encoded)
        #expect(Base64.decode(encoded) == Array(plain.utf8))
    }

    @Test func base64DecodeIsLenientWithWhitespaceStrictOtherwise() {
        #expect(Base64.decode("Zm9v\r\n YmFy") == Array("foobar".utf8))
        #expect(Base64.decode("Zm9vYmE") == Array("fooba".utf8))
        #expect(Base64.decode("Zm9v*") == nil)
        #expect(Base64.decode("Zm9vY") == nil)
        #expect(Base64.decode("Zg==Zg") == nil)
    }

    @Test func base64AllBytes() {
        let bytes = (0..<256).map { UInt8($0) }
        #expect(Base64.decode(Base64.encode(bytes)) == bytes)
    }

    @Test func uuidShape() {
        let u = UUIDv4.generate()
        let chars = Array(u)
        #expect(chars.count == 36)
        #expect(chars[8] == "-" && chars[13] == "-" && chars[18] == "-" && chars[23] == "-")
        #expect(chars[14] == "4")
        #expect("89ab".contains(chars[19]))
        #expect(UUIDv4.generate() != u)
        #expect(UUIDv4.urn().hasPrefix("urn:uuid:"))
    }

    @Test(arguments: [(0, "19700101T000000Z"), (1_795_950_000, "20261129T110000Z"), (951_782_400, "20000229T000000Z")])
    func timestamps(seconds: Int, expected: String) {
        #expect(UTCTimestamp.format(seconds) == expected)
    }
}

@Suite struct IncludesTests {
    @Test(arguments: [
        ("QUOTED-PRINTABLE", "QUOTED-PRINTABLE", true),
        ("TEL;ENCODING=QUOTED-PRINTABLE;CHARSET=UTF-8", "QUOTED-PRINTABLE", true),
        ("TEL;ENCODING=QUOTED-PRINTABL", "QUOTED-PRINTABLE", false),
        ("xterm-256color", "256color", true),
        ("xterm-256colo", "256color", false),
        ("a..b", "..", true),
        ("a.b.c", "..", false),
        ("aab", "ab", true),
        ("", "", true),
        ("abc", "", true),
        ("", "a", false),
        ("名前utf-8", "utf-8", true),
        ("utf", "utf-8", false),
    ])
    func matchesBytes(haystack: String, needle: String, expected: Bool) {
        #expect(haystack.includes(needle) == expected)
    }
}

@Suite struct JoinedTests {
    @Test(arguments: [[], [""], ["a"], ["a", ""], ["", "b", ""], ["名前", "utf-8", "x"]] as [[String]])
    func joinsAsTheStandardLibraryDoes(parts: [String]) {
        for separator in ["", ",", ";\n", "と"] {
            // Through the generic collection, the standard library's own joined(separator:).
            let standard = AnyBidirectionalCollection(parts).joined(separator: separator)
            #expect(parts.joined(separator: separator) == standard)
        }
        #expect(parts.joined() == AnyBidirectionalCollection(parts).joined())
    }
}
