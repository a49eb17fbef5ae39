extension PostalAddress {
    /// The address as display lines: PO box, extended part and street lines, then
    /// `locality, region postal code, country`.
    public var displayLines: [String] {
        var lines: [String] = []
        if !poBox.isEmpty { lines.append("PO Box " + poBox) }
        if !extended.isEmpty { lines.append(extended) }
        lines += street.split(separator: "\n").map(String.init)
        let regionLine = [region, postalCode].filter { !$0.isEmpty }.joined(separator: " ")
        let city = [locality, regionLine, country].filter { !$0.isEmpty }.joined(separator: ", ")
        if !city.isEmpty { lines.append(city) }
        return lines
    }
}
