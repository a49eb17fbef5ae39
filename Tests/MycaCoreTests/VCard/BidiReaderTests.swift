import Testing
@testable import MycaCore

/// A vCard whose link, email address or phone number hides a character that turns text
/// around is read with that value in its field, so the card fails to validate and is
/// refused whole rather than carrying the value along as a kept property.
@Suite struct BidiReaderTests {
    @Test(arguments: [
        ("URL:https://exa\u{202E}mple.com", CardField.url),
        ("EMAIL:ann\u{2066}@example.com", CardField.email),
        ("TEL:+1 555\u{200B} 0100", CardField.phone),
        ("X-SOCIALPROFILE;TYPE=twitter:https://x.com/a\u{202E}b", CardField.social),
    ])
    func aHiddenCharacterMakesTheCardInvalid(_ line: String, _ field: CardField) throws {
        let vcf = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ann\r\n" + line + "\r\nEND:VCARD\r\n"
        let read = try VCardReader.read(Array(vcf.utf8))
        let profile = try #require(read.profiles.first)
        #expect(profile.extras.isEmpty)
        let error = #expect(throws: ProfileError.self) { try profile.snapshot() }
        #expect(error?.field == field)
    }

    @Test func aNameWithAnOverrideIsReadAsItIs() throws {
        let vcf = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Eve\u{202E}moc.elpmaxe\r\nEND:VCARD\r\n"
        let card = try #require(try VCardReader.read(Array(vcf.utf8)).profiles.first).snapshot()
        #expect(card.formattedName.unicodeScalars.elementsEqual("Eve\u{202E}moc.elpmaxe".unicodeScalars))
    }
}
