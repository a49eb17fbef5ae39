import Testing
@testable import MycaCore

@Suite struct JSONValueTests {
    @Test(arguments: [
        ("null", JSONValue.null),
        ("true", .bool(true)),
        (" false ", .bool(false)),
        ("0", .integer(0)),
        ("-12", .integer(-12)),
        ("9223372036854775807", .integer(Int.max)),
        ("9223372036854775808", .number(9223372036854775808.0)),
        ("1.5", .number(1.5)),
        ("1e2", .number(100)),
        ("-0.25E-2", .number(-0.0025)),
        ("\"\"", .string("")),
        ("\"a\\\"b\\\\c\\/d\\b\\f\\n\\r\\t\"", .string("a\"b\\c/d\u{08}\u{0C}\n\r\t")),
        ("\"\\u00e9\\u4E2D\"", .string("é中")),
        ("\"\\ud83d\\ude00\"", .string("😀")),
        ("\"é中😀\"", .string("é中😀")),
        ("[]", .array([])),
        ("{}", .object(JSONObject())),
        ("[1, [2, {\"a\": null}]]", .array([1, .array([2, ["a": nil]])])),
        ("\t\r\n{\"b\": 1, \"a\": 2}\n", ["b": 1, "a": 2] as JSONValue),
    ])
    func parses(text: String, expected: JSONValue) throws {
        #expect(try JSONValue.parse(text) == expected)
    }

    @Test func objectKeepsKeyOrder() throws {
        let value = try JSONValue.parse(#"{"z": 1, "a": 2, "m": 3}"#)
        #expect(value.objectValue?.keys == ["z", "a", "m"])
        #expect(value.serialized() == #"{"z":1,"a":2,"m":3}"#)
    }

    @Test(arguments: [
        ("", JSONError.Kind.empty, 1, 1),
        ("   \n ", .empty, 2, 2),
        ("[1,]", .unexpectedCharacter("']'"), 1, 4),
        ("{\"a\":1,}", .unexpectedCharacter("'}'"), 1, 8),
        ("{\"a\" 1}", .unexpectedCharacter("'1'"), 1, 6),
        ("{a:1}", .unexpectedCharacter("'a'"), 1, 2),
        ("[1 2]", .unexpectedCharacter("'2'"), 1, 4),
        ("tru", .unexpectedEnd, 1, 4),
        ("trux", .unexpectedCharacter("'x'"), 1, 4),
        ("nul", .unexpectedEnd, 1, 4),
        ("[\n  1,\n  é]", .unexpectedCharacter("U+00E9"), 3, 3),
        ("1 2", .trailingCharacters, 1, 3),
        ("{} x", .trailingCharacters, 1, 4),
        ("01", .trailingCharacters, 1, 2),
        ("-", .unexpectedEnd, 1, 2),
        ("-a", .invalidNumber, 1, 2),
        ("1.", .unexpectedEnd, 1, 3),
        ("1.e5", .invalidNumber, 1, 3),
        ("1e", .unexpectedEnd, 1, 3),
        ("1e+x", .invalidNumber, 1, 4),
        ("+1", .unexpectedCharacter("'+'"), 1, 1),
        (".5", .unexpectedCharacter("'.'"), 1, 1),
        ("1e400", .numberOutOfRange, 1, 1),
        ("\"abc", .unexpectedEnd, 1, 5),
        ("\"a\\x\"", .invalidEscape("x"), 1, 3),
        ("\"\\u12G4\"", .invalidUnicodeEscape, 1, 6),
        ("\"\\u12\"", .invalidUnicodeEscape, 1, 6),
        ("\"\\ud800\"", .loneSurrogate, 1, 2),
        ("\"\\ud800\\u0041\"", .loneSurrogate, 1, 2),
        ("\"\\udc00\"", .loneSurrogate, 1, 2),
        ("\"a\tb\"", .controlCharacterInString, 1, 3),
        ("\"a\nb\"", .controlCharacterInString, 1, 3),
        ("{\"a\": 1, \"a\": 2}", .duplicateKey("a"), 1, 10),
        ("NaN", .unexpectedCharacter("'N'"), 1, 1),
        ("// c\n1", .unexpectedCharacter("'/'"), 1, 1),
    ])
    func errors(text: String, kind: JSONError.Kind, line: Int, column: Int) {
        #expect(throws: JSONError(kind: kind, line: line, column: column)) { try JSONValue.parse(text) }
    }

    @Test(arguments: [
        [0x22, 0xFF, 0x22],  // not UTF-8 at all
        [0x22, 0xC3, 0x22],  // truncated sequence
        [0x22, 0xC0, 0xAF, 0x22],  // overlong '/'
        [0x22, 0xED, 0xA0, 0x80, 0x22],  // encoded surrogate
        [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22],  // above U+10FFFF
        [0x22, 0xE2, 0x82],  // truncated at the end
    ] as [[UInt8]])
    func invalidUTF8(input: [UInt8]) {
        #expect(throws: JSONError(kind: .invalidUTF8, line: 1, column: 2)) { try JSONValue.parse(input) }
    }

    @Test func depthAndSizeCaps() throws {
        let deep = String(repeating: "[", count: 10) + String(repeating: "]", count: 10)
        #expect(try JSONValue.parse(Array(deep.utf8), maxDepth: 10) != .null)
        let deeper = "[" + deep + "]"
        #expect(throws: JSONError(kind: .tooDeep(limit: 10), line: 1, column: 11)) {
            try JSONValue.parse(Array(deeper.utf8), maxDepth: 10)
        }
        #expect(throws: JSONError(kind: .tooLarge(limit: 3), line: 1, column: 1)) {
            try JSONValue.parse(Array("1234".utf8), maxBytes: 3)
        }
        // The default cap stops a hostile nesting long before the stack would.
        let hostile = String(repeating: "[", count: 100_000)
        #expect(throws: JSONError(kind: .tooDeep(limit: 256), line: 1, column: 257)) { try JSONValue.parse(hostile) }
    }

    @Test func errorMessage() {
        let error = JSONError(kind: .duplicateKey("a"), line: 3, column: 7)
        #expect(error.message == "line 3, column 7: duplicate key \"a\"")
    }

    @Test(arguments: [
        (JSONValue.null, "null"),
        (.bool(true), "true"),
        (.integer(-3), "-3"),
        (.number(5.0), "5"),
        (.number(-0.0), "0"),
        (.number(0.1), "0.1"),
        (.number(1.5e300), "1.5e+300"),
        (.number(.infinity), "null"),
        (.number(.nan), "null"),
        (.string("a\"b\\c\n\r\t\u{08}\u{0C}\u{01}\u{1F}\u{7F}/é中😀"),
         "\"a\\\"b\\\\c\\n\\r\\t\\b\\f\\u0001\\u001f\\u007f/é中😀\""),
        (.array([]), "[]"),
        (.array([1, "x", .array([nil, false]), .object(JSONObject())]), "[1,\"x\",[null,false],{}]"),
        (["b": ["c": 1], "a": .array([])] as JSONValue, "{\"b\":{\"c\":1},\"a\":[]}"),
    ])
    func serializesCompact(value: JSONValue, expected: String) {
        #expect(value.serialized() == expected)
    }

    @Test func serializesPretty() {
        let value: JSONValue = ["schema": 1, "styles": ["work": "navy", "home": "mono"], "list": [1, 2.5], "empty": [:]]
        #expect(value.serialized(pretty: true) == """
            {
              "schema": 1,
              "styles": {
                "work": "navy",
                "home": "mono"
              },
              "list": [
                1,
                2.5
              ],
              "empty": {}
            }
            """)
    }

    @Test(arguments: [
        #"{"a":[1,2.5,-3e-7,true,false,null],"b":"\u0000é\"","c":{}}"#,
        #"[9007199254740993,"\ud83d\ude00"]"#,
    ])
    func roundTrips(text: String) throws {
        let value = try JSONValue.parse(text)
        #expect(try JSONValue.parse(value.serialized()) == value)
        #expect(try JSONValue.parse(value.serialized(pretty: true)) == value)
    }

    @Test func accessors() throws {
        let value = try JSONValue.parse(#"{"s": "x", "n": 2, "d": 2.5, "w": 3.0, "b": true, "a": [1], "z": null}"#)
        #expect(value["s"]?.stringValue == "x")
        #expect(value["n"]?.intValue == 2)
        #expect(value["d"]?.intValue == nil)
        #expect(value["d"]?.doubleValue == 2.5)
        #expect(value["w"]?.intValue == 3)
        #expect(value["b"]?.boolValue == true)
        #expect(value["a"]?[0] == .integer(1))
        #expect(value["a"]?[1] == nil)
        #expect(value["z"]?.isNull == true)
        #expect(value["missing"] == nil)
        #expect(value["s"]?["x"] == nil)
        #expect(value["s"]?.intValue == nil)
    }

    @Test func objectEditing() {
        var object = JSONObject()
        object["b"] = 1
        object["a"] = 2
        object["b"] = 3
        #expect(object.keys == ["b", "a"])
        object["b"] = nil
        #expect(object.keys == ["a"])
        #expect(object.count == 1)
        #expect(JSONValue.object(object).serialized() == #"{"a":2}"#)
    }
}
