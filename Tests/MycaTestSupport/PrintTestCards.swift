import MycaCore

/// Cards that push the printed layout: long text, many lines, scripts and emoji.
package enum PrintTestCards {
    /// A name and title far too long for any card.
    package static var longName: Profile {
        var p = Profile()
        p.formattedName = "Maximiliane Alexandra Konstantina von Hohenzollern-Sigmaringen-Wittelsbach der Jüngere"
        p.title = "Principal Distinguished Senior Staff Engineer for Infrastructure Reliability and Developer Experience"
        p.organization = "The International Consortium of Extraordinarily Long Organization Names, Incorporated"
        p.emails = [Email(address: "maximiliane.alexandra.konstantina@hohenzollern-sigmaringen.example")]
        return p
    }

    /// Ten phone numbers.
    package static var tenPhones: Profile {
        var p = Profile()
        p.formattedName = "Pat Many-Phones"
        p.phones = (0 ..< 10).map { Phone(number: "+1-415-555-01\($0)\($0)", types: $0 == 0 ? ["cell"] : ["work"]) }
        p.emails = [Email(address: "pat@example.com")]
        return p
    }

    /// A 500-character note (not printed: the card must look as without it).
    package static var longNote: Profile {
        var p = Profile()
        p.formattedName = "Noa Notes"
        p.title = "Archivist"
        p.note = String(repeating: "A note that goes on. ", count: 25).prefix(500).description
        return p
    }

    /// Nothing but a name.
    package static var nameOnly: Profile {
        var p = Profile()
        p.formattedName = "Solo"
        return p
    }

    /// Arabic and Hebrew text.
    package static var rightToLeft: Profile {
        var p = Profile()
        p.formattedName = "محمد عبد الله الهاشمي"
        p.title = "מהנדס תוכנה בכיר"
        p.organization = "شركة المثال"
        p.emails = [Email(address: "mohammed@example.com")]
        return p
    }

    /// Emoji in the name and title.
    package static var emoji: Profile {
        var p = Profile()
        p.formattedName = "Ada 🚀 Lovelace 👩‍💻"
        p.title = "Chief ✨ Officer 🇯🇵"
        p.phones = [Phone(number: "+44 20 7946 0000")]
        return p
    }

    /// Every edge case by name, for parameterized tests.
    package static var edgeCases: [(String, Profile)] {
        [("long name", longName), ("ten phones", tenPhones), ("500-character note", longNote),
         ("name only", nameOnly), ("right-to-left", rightToLeft), ("emoji", emoji)]
    }
}
