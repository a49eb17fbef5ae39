@testable import MycaCLI
import MycaCore
import Testing

/// The same value typed as an option, written in the editor template and put in a batch
/// CSV cell lands on the card the same way: the three read it through the field table.
@Suite struct FieldSurfacesTests {
    /// The card each surface makes of `value` for `field`.
    static func cards(_ field: CardField, _ value: String) throws -> (option: Profile, template: Profile, column: Profile) {
        var option = Profile()
        try FieldOptionsTests.parse(["--" + field.key + "=" + value], edit: false).apply(to: &option)
        let parsed = CardTemplate.parse("name: Ann\n\(field.key): \(value)\n")
        #expect(parsed.issues.isEmpty, "\(parsed.issues)")
        var template = parsed.profile
        template.formattedName = ""
        var column = try BatchHeader([field.key]).profile(from: [value], row: 1)
        column.guessNameParts()
        return (option, template, column)
    }

    @Test("batch and options read social values alike (batch took 'SERVICE: URL' as a URL, options took a bare URL as a user)",
          arguments: [
        "https://github.com/ann", "github: https://github.com/ann", "github:https://github.com/ann",
        "GitHub: ann", "mastodon:@ann@example.social",
        "Mastodon: https://hachyderm.io/@ann @ann@hachyderm.io",
    ])
    func batchAndOptionsReadSocialValuesAlike(value: String) throws {
        let (option, template, cell) = try Self.cards(.social, value)
        var column = cell
        #expect(option.socialProfiles.count == 1)
        #expect(option.socialProfiles == template.socialProfiles)
        #expect(option.socialProfiles == column.socialProfiles)
        column.formattedName = "Ann"
        _ = try column.snapshot()
    }

    @Test("typed values work in batch cells as they do in options", arguments: [
        (CardField.email, "work:ann@x.org"), (.email, "mailto:ann@x.org"), (.phone, "cell,pref:+1 415 555 0100"),
        (.phone, "tel:+1-415-555-0100"), (.url, "home:https://ann.example"), (.birthday, "--04-12"),
        (.nickname, "Annie"), (.postalCode, "94105"), (.prefix, "Dr.-Ing."), (.middle, "Alexander"), (.suffix, "PhD"),
    ])
    func typedValuesInBatchCells(field: CardField, value: String) throws {
        let (option, template, column) = try Self.cards(field, value)
        #expect(field.values(in: option) == field.values(in: column))
        #expect(field.values(in: option) == field.values(in: template))
        #expect(!field.values(in: column).isEmpty)
    }

    @Test("a social value without a service is refused by every surface")
    func socialWithoutServiceIsRefusedEverywhere() throws {
        #expect(throws: UsageError.self) { try FieldOptionsTests.parse(["--social", "ann"], edit: false) }
        #expect(CardTemplate.parse("name: Ann\nsocial: ann\n").issues.count == 1)
        #expect(throws: BatchRowError.self) { try BatchHeader(["social"]).profile(from: ["ann"], row: 1) }
    }
}
