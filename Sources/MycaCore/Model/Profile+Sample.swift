extension Profile {
    /// The built-in sample card: a realistic English card with social profiles.
    public static var sample: Profile {
        var p = Profile()
        p.formattedName = "Alex Morgan"
        p.familyName = "Morgan"
        p.givenName = "Alex"
        p.pronouns = "they/them"
        p.organization = "Northwind Labs"
        p.organizationUnits = ["Developer Relations"]
        p.title = "Staff Developer Advocate"
        p.emails = [Email(address: "alex.morgan@northwind.example", types: ["work"], pref: 1)]
        p.phones = [
            Phone(number: "+1-415-555-0134", types: ["cell", "voice"], pref: 1),
            Phone(number: "+1-415-555-0199", types: ["work", "voice"]),
        ]
        p.urls = [WebURL(value: "https://alexmorgan.example", types: ["home"])]
        p.addresses = [
            PostalAddress(street: "500 Howard Street, Suite 300", locality: "San Francisco",
                          region: "CA", postalCode: "94105", country: "USA", types: ["work"]),
        ]
        p.socialProfiles = [
            SocialProfile(service: "Mastodon", url: "https://hachyderm.io/@alexmorgan", user: "@alexmorgan@hachyderm.io"),
            SocialProfile(service: "GitHub", url: "https://github.com/alexmorgan", user: "alexmorgan"),
            SocialProfile(service: "LinkedIn", url: "https://www.linkedin.com/in/alex-morgan-example"),
        ]
        p.note = "Happy to talk about developer tools, Swift on Linux and good coffee."
        p.uid = "urn:uuid:6f1c2b9e-4d3a-4e8b-9a27-1c5f0e8d7b42"
        p.revision = "20261129T110000Z"
        return p
    }
}

extension Profile {
    /// A Japanese card with its English side: the bilingual card tests and docs use.
    public static var bilingualSample: Profile {
        var p = Profile()
        p.language = "ja"
        p.familyName = "山田"
        p.givenName = "太郎"
        p.phoneticFamilyName = "やまだ"
        p.phoneticGivenName = "たろう"
        p.organization = "株式会社サンプル"
        p.title = "エンジニア"
        p.emails = [Email(address: "taro.yamada@example.co.jp", types: ["work"])]
        p.phones = [Phone(number: "+81-3-1234-5678", types: ["work", "voice"])]
        p.addresses = [
            PostalAddress(street: "千代田1-1", locality: "千代田区", region: "東京都", postalCode: "100-0001",
                          country: "日本", types: ["work"]),
        ]
        var en = ProfileAlternate(language: "en")
        en.familyName = "Yamada"
        en.givenName = "Taro"
        en.organization = "Example Inc."
        en.title = "Engineer"
        en.addresses = [
            PostalAddress(street: "1-1 Chiyoda", locality: "Chiyoda-ku", region: "Tokyo", postalCode: "100-0001",
                          country: "Japan", types: ["work"]),
        ]
        p.alternates = [en]
        p.uid = "urn:uuid:0b8e6a52-3f0e-4c1d-9a4b-7d2f6c1e8a90"
        p.revision = "20261201T090000Z"
        return p
    }
}
