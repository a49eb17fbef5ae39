/// Contacts as the CSV Google Contacts imports (and with it most CRMs, which read the same
/// columns): one header row, one row per contact, RFC 4180 quoting, CRLF line ends.
///
/// Every cell a spreadsheet could take for a formula is made inert as OWASP recommends
/// ("CSV Injection"): a cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage
/// return gets a `'` in front (the value is all still there, after it) and is quoted. The
/// text on a scanned card is anyone's, and `=HYPERLINK(…)` on a paper card would otherwise
/// run in the importer's spreadsheet. A cell of nothing but a number's characters (digits,
/// spaces, `+ - ( ) . /`) is left as it is, in whichever column: it can at most be
/// arithmetic, never call a function or reach another cell, and a phone number such as
/// `+81 3-1234-5678` has to stay importable as written.
public enum ContactCSV {
    /// How many emails, phones and web addresses get columns of their own.
    public static let repeated = 3

    /// The header row's column names.
    public static var columns: [String] {
        var names = ["First Name", "Middle Name", "Last Name", "Phonetic First Name", "Phonetic Last Name",
                     "Name Prefix", "Name Suffix", "Nickname", "Organization Name", "Organization Title", "Notes"]
        for kind in ["E-mail", "Phone", "Website"] {
            for number in 1...repeated { names += ["\(kind) \(number) - Label", "\(kind) \(number) - Value"] }
        }
        names += ["Address 1 - Label", "Address 1 - Formatted", "Address 1 - Street", "Address 1 - City",
                  "Address 1 - Region", "Address 1 - Postal Code", "Address 1 - Country"]
        return names
    }

    /// The CSV text of `contacts`.
    public static func write(_ contacts: [ProfileSnapshot]) -> String {
        var rows = [columns]
        for contact in contacts {
            let p = contact.fields
            var row = [p.givenName, p.additionalNames.joinedText(separator: " "), p.familyName, p.phoneticGivenName,
                       p.phoneticFamilyName, p.prefixes.joinedText(separator: " "), p.suffixes.joinedText(separator: " "),
                       p.nicknames.joinedText(separator: ", "), p.organization, p.title, p.note]
            if row[0].isEmpty && row[2].isEmpty { row[0] = contact.formattedName }
            func pairs(_ values: [(types: [String], value: String)]) -> [String] {
                (0..<repeated).flatMap { index in
                    index < values.count ? [label(values[index].types), values[index].value] : ["", ""]
                }
            }
            row += pairs(p.emails.map { ($0.types, $0.address) })
            row += pairs(p.phones.map { ($0.types, $0.number) })
            row += pairs(p.urls.map { ($0.types, $0.value) })
            if let address = p.addresses.first {
                let formatted = [address.street, address.locality, address.region, address.postalCode, address.country]
                    .filter { !$0.isEmpty }.joinedText(separator: ", ")
                row += [label(address.types), formatted, address.street, address.locality, address.region,
                        address.postalCode, address.country]
            } else {
                row += Array(repeating: "", count: 7)
            }
            rows.append(row)
        }
        return rows.map { $0.map(cell).joinedText(separator: ",") + "\r\n" }.joinedText()
    }

    /// Google's label for vCard types: Mobile, Work Fax, Work, Home, else the first type.
    static func label(_ types: [String]) -> String {
        let lower = Set(types.map { $0.lowercased() })
        if lower.contains("cell") { return "Mobile" }
        if lower.contains("fax") { return lower.contains("home") ? "Home Fax" : "Work Fax" }
        if lower.contains("work") { return "Work" }
        if lower.contains("home") { return "Home" }
        return ""
    }

    /// The characters a spreadsheet may read as the start of a formula.
    static let formulaStarts: Set<Character> = ["=", "+", "-", "@", "\t", "\r"]

    /// `field` as a cell: with a `'` in front, and quoted, when a spreadsheet would read it
    /// as a formula (unless it is a number's characters alone); else quoted where needed.
    static func cell(_ field: String) -> String {
        guard let first = field.unicodeScalars.first.map(Character.init), formulaStarts.contains(first),
              !(field.allSatisfy { ($0.isASCII && $0.isNumber) || " +-()./".contains($0) } && field.contains(where: \.isNumber))
        else { return quoted(field) }
        return "\"'" + field.replacingAll("\"", with: "\"\"") + "\""
    }

    /// A field quoted when it holds a comma, a quote or a line end (scalars: `\r\n` is one
    /// Character, equal to neither `\r` nor `\n`).
    static func quoted(_ field: String) -> String {
        guard field.unicodeScalars.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.replacingAll("\"", with: "\"\"") + "\""
    }
}
