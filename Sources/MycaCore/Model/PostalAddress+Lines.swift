/// A piece of an address as shown: one of the address's parts, or text the country's way of
/// writing puts between them (`〒`, `, `), so that a surface can mark each part (a web page's
/// `p-locality`) without knowing the order.
public struct AddressPiece: Sendable, Hashable {
    /// The address's parts, as vCard names them.
    public enum Part: Sendable, Hashable {
        case poBox, extended, street, locality, region, postalCode, country
    }

    /// The part, or nil for text between parts.
    public var part: Part?
    /// The text shown: one line of the street, the whole of any other part.
    public var text: String

    public init(_ part: Part?, _ text: String) {
        self.part = part
        self.text = text
    }
}

extension PostalAddress {
    /// The address as display lines for a card in `language`, in the order of its country
    /// (``AddressFormat``): `〒100-0001`, `東京都千代田区`, `丸の内1-1` on a Japanese card.
    public func displayLines(language: String?) -> [String] {
        displayPieces(language: language).map { $0.map(\.text).joinedText() }
    }

    /// The lines of ``displayLines(language:)`` in their pieces. For a country the formats do
    /// not know (or none given): the PO box, extended part and street lines, then
    /// `locality, region postal code, country`, joined as the card's language joins them
    /// (`، ` in Arabic, nothing in Japanese).
    public func displayPieces(language: String?) -> [[AddressPiece]] {
        if let format = AddressFormat.forCountry(country) { return format.lines(self, language: language) }
        var lines = streetLines(bigFirst: false)
        func piece(_ part: AddressPiece.Part, _ text: String) -> [AddressPiece] {
            text.isEmpty ? [] : [AddressPiece(part, text)]
        }
        let regionLine = [piece(.region, region), piece(.postalCode, postalCode)].filter { !$0.isEmpty }
            .joined(separator: [AddressPiece(nil, " ")])
        let city = Array([piece(.locality, locality), Array(regionLine), piece(.country, country)].filter { !$0.isEmpty }
            .joined(separator: [AddressPiece(nil, AddressFormat.separator(for: language))]))
        if !city.isEmpty { lines.append(city) }
        return lines
    }

    /// The PO box, extended part and street lines, the lines a format's street (`%A`) holds:
    /// from the box down to the street, or the other way for a country that writes from big
    /// to small (the building after the street in Japan).
    func streetLines(bigFirst: Bool) -> [[AddressPiece]] {
        var lines: [[AddressPiece]] = []
        if !poBox.isEmpty { lines.append([AddressPiece(nil, "PO Box "), AddressPiece(.poBox, poBox)]) }
        if !extended.isEmpty { lines.append([AddressPiece(.extended, extended)]) }
        let street = self.street.split(separator: "\n").map { [AddressPiece(.street, String($0))] }
        return bigFirst ? street + lines.reversed() : lines + street
    }
}
