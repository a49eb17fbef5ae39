import Testing
@testable import MycaCore

@Suite("Address formats")
struct AddressFormatTests {
    static let tokyo = PostalAddress(extended: "パレスビル5階", street: "丸の内1-1-1", locality: "千代田区",
                                     region: "東京都", postalCode: "100-0001", country: "日本")

    @Test(arguments: ["JP", "jp", "Japan", "JAPAN", " 日本 ", "日本"])
    func aCountryIsKnownByItsCodeAndItsNames(name: String) {
        #expect(AddressFormat.forCountry(name)?.region == "JP")
    }

    @Test(arguments: [("Deutschland", "DE"), ("Germany", "DE"), ("France", "FR"), ("USA", "US"), ("usa.", "US"),
                      ("United States", "US"), ("United States of America", "US"), ("US", "US"), ("Atlantis", nil), ("", nil)] as [(String, String?)])
    func countryNames(name: String, region: String?) {
        #expect(AddressFormat.forCountry(name)?.region == region)
    }

    @Test func aJapaneseAddressOnAJapaneseCardGoesFromBigToSmall() {
        #expect(Self.tokyo.displayLines(language: "ja") == ["〒100-0001", "東京都千代田区", "丸の内1-1-1", "パレスビル5階", "日本"])
    }

    /// Without a language the address's own script says which form it is in, and so
    /// which joins its parts: none between Japanese ones.
    @Test func aCardWithoutALanguageWritesAnAddressInItsCountrysOwnWay() {
        #expect(Self.tokyo.displayLines(language: nil) == ["〒100-0001", "東京都千代田区", "丸の内1-1-1", "パレスビル5階", "日本"])
        let latin = PostalAddress(street: "1-1-1 Marunouchi", locality: "Chiyoda-ku", region: "Tokyo",
                                  postalCode: "100-0001", country: "Japan")
        #expect(latin.displayLines(language: nil) == ["1-1-1 Marunouchi, Chiyoda-ku, Tokyo", "100-0001", "Japan"])
    }

    @Test(arguments: ["en", "en-US", "de", "ja-Latn"])
    func aJapaneseAddressOnACardInAnotherLanguageTakesTheLatinFormat(language: String) {
        var a = PostalAddress(street: "1-1-1 Marunouchi", locality: "Chiyoda-ku", region: "Tokyo",
                              postalCode: "100-0001", country: "Japan")
        #expect(a.displayLines(language: language) == ["1-1-1 Marunouchi, Chiyoda-ku, Tokyo", "100-0001", "Japan"])
        a.locality = ""
        #expect(a.displayLines(language: language) == ["1-1-1 Marunouchi, Tokyo", "100-0001", "Japan"])
    }

    @Test func aFrenchPostalCodeComesBeforeTheTown() {
        let a = PostalAddress(street: "1 rue de la République", locality: "Besançon", postalCode: "25000", country: "France")
        #expect(a.displayLines(language: "fr") == ["1 rue de la République", "25000 Besançon", "France"])
        #expect(a.displayLines(language: "en") == ["1 rue de la République", "25000 Besançon", "France"])
    }

    @Test func aGermanPostalCodeComesBeforeTheCity() {
        let a = PostalAddress(street: "Unter den Linden 1", locality: "Berlin", postalCode: "10115", country: "Deutschland")
        #expect(a.displayLines(language: "de") == ["Unter den Linden 1", "10115 Berlin", "Deutschland"])
    }

    @Test func anAmericanAddressEndsWithCityStateAndZIP() {
        let a = PostalAddress(poBox: "12", street: "1 Market St", locality: "San Francisco", region: "CA",
                              postalCode: "94105", country: "USA")
        #expect(a.displayLines(language: "en") == ["PO Box 12", "1 Market St", "San Francisco, CA 94105", "USA"])
    }

    @Test func anUnknownCountryKeepsTheDefaultOrder() {
        let a = PostalAddress(street: "1 Main St", locality: "Springfield", region: "XY", postalCode: "123", country: "Atlantis")
        #expect(a.displayLines(language: "en") == ["1 Main St", "Springfield, XY 123, Atlantis"])
        let noCountry = PostalAddress(street: "1 Main St", locality: "Springfield")
        #expect(noCountry.displayLines(language: "en") == ["1 Main St", "Springfield"])
    }

    @Test func aMissingPartTakesItsSeparatorWithIt() {
        #expect(PostalAddress(locality: "San Francisco", postalCode: "94105", country: "US").displayLines(language: "en")
            == ["San Francisco 94105", "US"])
        #expect(PostalAddress(region: "CA", postalCode: "94105", country: "US").displayLines(language: "en") == ["CA 94105", "US"])
        #expect(PostalAddress(locality: "Besançon", country: "FR").displayLines(language: "fr") == ["Besançon", "FR"])
        #expect(PostalAddress(postalCode: "25000", country: "FR").displayLines(language: "fr") == ["25000", "FR"])
        #expect(PostalAddress(region: "東京都", country: "JP").displayLines(language: "ja") == ["東京都", "JP"])
        #expect(PostalAddress(street: "丸の内1-1-1", country: "JP").displayLines(language: "ja") == ["丸の内1-1-1", "JP"])
    }

    @Test func aPartTheFormatHasNoPlaceForIsKept() {
        // France's format has no region, Japan's none for the locality, Macao's only street lines.
        let besancon = PostalAddress(locality: "Besançon", region: "Doubs", postalCode: "25000", country: "France")
        #expect(besancon.displayLines(language: "fr") == ["25000 Besançon, Doubs", "France"])
        let macao = PostalAddress(street: "Rua 1", locality: "Macau", region: "Sé", postalCode: "999078", country: "MO")
        #expect(macao.displayLines(language: "en") == ["Rua 1", "Macau", "Sé", "999078", "MO"])
    }

    @Test(arguments: [tokyo, PostalAddress(poBox: "9", street: "a\nb", locality: "c", region: "d", postalCode: "e", country: "Japan"),
                      PostalAddress(poBox: "9", extended: "x", street: "a", locality: "c", region: "d", postalCode: "e", country: "France")])
    func nothingTypedIsDropped(address: PostalAddress) {
        for language in ["ja", "en", "fr", nil] as [String?] {
            let text = address.displayLines(language: language).joined(separator: "\n")
            for part in [address.extended, address.locality, address.region, address.postalCode, address.country]
                + address.street.split(separator: "\n").map(String.init) where !part.isEmpty {
                #expect(text.contains(part), "\(part) missing for \(language ?? "no language"): \(text)")
            }
        }
    }

    @Test func theDataParses() {
        #expect(AddressFormat.table.formats.count > 150)
        #expect(AddressFormat.table.format("JP")?.languages == ["ja"])
        // Names are stored as they are looked up, so that reading them lowers none.
        for (name, region) in AddressFormat.table.regions {
            #expect(AddressFormat.key(String(name)) == name, "\(region): \(name)")
        }
        for region in AddressFormat.table.formats.keys {
            #expect(AddressFormat.forCountry(String(region))?.region == String(region))
        }
        #expect(AddressFormat.parse("〒%Z%n%S%n%A%%x") == [[.literal("〒"), .field(.postalCode)], [.field(.region)],
                                                            [.field(.street), .literal("%%x")]])
    }

    @Test func theCardShowsItsAddressInTheOrderOfTheCardsLanguage() throws {
        var p = Profile()
        p.formattedName = "山田 太郎"
        p.language = "ja"
        p.addresses = [Self.tokyo]
        let lines = CardContent(try p.snapshot()).lines(Set([.address])).map(\.text)
        #expect(lines == ["〒100-0001", "東京都千代田区", "丸の内1-1-1", "パレスビル5階", "日本"])
    }
}
