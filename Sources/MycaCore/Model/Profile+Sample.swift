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
