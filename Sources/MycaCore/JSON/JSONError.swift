/// A JSON text that could not be parsed, with the line and column (both from 1) of
/// the problem. Columns count characters, not bytes.
public struct JSONError: MycaError, Equatable {
    /// What was wrong.
    public enum Kind: Sendable, Equatable {
        /// The input has no value at all (empty or only white space).
        case empty
        /// The text stopped in the middle of a value.
        case unexpectedEnd
        /// A character that cannot start or continue a value here (shown escaped).
        case unexpectedCharacter(String)
        /// More text after the complete value.
        case trailingCharacters
        /// A number that breaks the JSON grammar.
        case invalidNumber
        /// A number too large for a double.
        case numberOutOfRange
        /// An unknown backslash escape in a string.
        case invalidEscape(String)
        /// A `\u` escape without four hex digits.
        case invalidUnicodeEscape
        /// A `\uD800`–`\uDFFF` escape not part of a valid surrogate pair.
        case loneSurrogate
        /// A raw control character (below U+0020) inside a string.
        case controlCharacterInString
        /// Bytes that are not valid UTF-8.
        case invalidUTF8
        /// The same key twice in one object.
        case duplicateKey(String)
        /// Nesting deeper than the cap.
        case tooDeep(limit: Int)
        /// Input larger than the cap.
        case tooLarge(limit: Int)
    }

    /// What was wrong.
    public let kind: Kind
    /// The line of the problem, from 1.
    public let line: Int
    /// The column of the problem, from 1, in characters.
    public let column: Int

    /// The reason alone, without the position.
    public var reason: String { reasonText.english }

    /// ``reason`` as a translatable message.
    public var reasonText: MessageText {
        switch kind {
        case .empty: return MessageText("no JSON value (the text is empty)")
        case .unexpectedEnd: return MessageText("the text ends in the middle of a value")
        case .unexpectedCharacter(let c): return MessageText("unexpected character %s", c)
        case .trailingCharacters: return MessageText("unexpected text after the JSON value")
        case .invalidNumber: return MessageText("invalid number")
        case .numberOutOfRange: return MessageText("number out of range")
        case .invalidEscape(let e): return MessageText("invalid escape '\\%s' in a string", e)
        case .invalidUnicodeEscape: return MessageText("invalid \\u escape: expected four hex digits")
        case .loneSurrogate: return MessageText("invalid \\u escape: unpaired UTF-16 surrogate")
        case .controlCharacterInString: return MessageText("control character in a string (write it as an escape)")
        case .invalidUTF8: return MessageText("invalid UTF-8")
        case .duplicateKey(let key): return MessageText("duplicate key \"%s\"", key)
        case .tooDeep(let limit): return MessageText("nesting deeper than %d levels", limit)
        case .tooLarge(let limit): return MessageText("larger than %d bytes", limit)
        }
    }

    public var messageText: MessageText { MessageText("line %d, column %d: %s", line, column, reasonText) }
}
