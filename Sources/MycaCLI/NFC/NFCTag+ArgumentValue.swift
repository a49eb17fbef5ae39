import MycaCore

extension NFCTag: ArgumentValue {
    /// `ntag213`, `ntag215`, `ntag216` or a number of bytes.
    public init(argument: String) throws {
        guard let tag = NFCTag(parsing: argument) else {
            throw ArgumentValueError(expected: MessageText("%s, or the user memory in bytes from %d to %d",
                                                           NFCTag.names.joinedText(separator: ", "), NFCTag.sizes.lowerBound,
                                                           NFCTag.sizes.upperBound))
        }
        self = tag
    }

    /// The name, or the bytes.
    public var argumentText: String? { name ?? String(userBytes) }
}
