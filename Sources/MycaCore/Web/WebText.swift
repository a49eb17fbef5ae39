/// The words the page and the signature add around a card's own text, in one language.
///
/// Only English exists; a translated set (and a card's second language, when bilingual
/// cards exist) plugs in here without touching the renderers.
public struct WebText: Sendable, Hashable {
    /// The BCP 47 tag written as the document's `lang`.
    public var language: String
    /// The download link's text.
    public var saveContact: String
    /// Under the code.
    public var scanToSave: String
    /// The code's accessible name.
    public var codeLabel: String
    /// Row labels.
    public var email: String, phone: String, web: String, address: String, profiles: String
    /// The photo's accessible description; `{name}` stands for the card's name.
    public var photoOf: String

    /// English.
    public static let english = WebText(
        language: "en", saveContact: "Save contact", scanToSave: "Scan to save the contact",
        codeLabel: "QR code holding the contact", email: "Email", phone: "Phone", web: "Web",
        address: "Address", profiles: "Profiles", photoOf: "Photo of {name}")

    /// ``photoOf`` for `name`.
    func photo(of name: String) -> String { photoOf.replacing("{name}", with: name) }
}
