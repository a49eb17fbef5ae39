import Testing
@testable import MycaCore
import MycaTestSupport

/// Cards added under the lock: handles chosen there, and a card already stored (the same
/// UID, or the same content) recognised instead of copied.
@Suite struct CardFilesAddTests {
    static func card(_ name: String, email: String, uid: String? = nil) -> Profile {
        var p = Profile()
        p.formattedName = name
        p.emails = [Email(address: email)]
        p.uid = uid
        return p
    }

    static func handles(_ results: [CardFiles.AdditionResult]) -> [String] {
        results.map { result in
            switch result {
            case .created(let h): "+" + h
            case .replaced(let h): "=" + h
            case .alreadyStored(let h): "~" + h
            case .failed(let e): "!" + e.message
            }
        }
    }

    @Test func cardsOfOneNameGetTheNextFreeHandle() throws {
        let dir = try TemporaryDirectory()
        let files = CardFiles(store: CardStore(home: dir.file("home")))
        let cards = ["a", "b", "c"].map { CardFiles.Addition(profile: Self.card("Ana Lima", email: $0 + "@example.com")) }
        #expect(Self.handles(try files.add(cards, replace: false, recognise: true, imported: true))
            == ["+ana-lima", "+ana-lima-2", "+ana-lima-3"])
    }

    @Test func aCardAlreadyStoredIsRecognisedByUIDOrContent() throws {
        let dir = try TemporaryDirectory()
        let files = CardFiles(store: CardStore(home: dir.file("home")))
        let first = [
            CardFiles.Addition(profile: Self.card("Ana Lima", email: "ana@example.com")),
            CardFiles.Addition(profile: Self.card("Bo Chen", email: "bo@example.com", uid: "urn:uuid:1")),
        ]
        #expect(Self.handles(try files.add(first, replace: false, recognise: true, imported: true)) == ["+ana-lima", "+bo-chen"])
        let again = [
            // The same content: a UID of its own is made for a card without one, each time.
            CardFiles.Addition(profile: Self.card("Ana Lima", email: "ana@example.com")),
            // The same UID, changed since.
            CardFiles.Addition(profile: Self.card("Bo Chen", email: "bo@new.example", uid: "urn:uuid:1")),
            // Another person of the same name.
            CardFiles.Addition(profile: Self.card("Ana Lima", email: "other@example.com")),
        ]
        #expect(Self.handles(try files.add(again, replace: false, recognise: true, imported: true))
            == ["~ana-lima", "~bo-chen", "+ana-lima-2"])
        #expect(try files.store.handles() == ["ana-lima", "ana-lima-2", "bo-chen"])
        // Replacing puts the new version over the stored copy, under its handle.
        #expect(Self.handles(try files.add(Array(again.prefix(2)), replace: true, recognise: true, imported: true))
            == ["=ana-lima", "=bo-chen"])
        #expect(try files.load("bo-chen").emails.first?.address == "bo@new.example")
    }

    @Test func aCardNotLookedForIsAddedAgain() throws {
        let dir = try TemporaryDirectory()
        let files = CardFiles(store: CardStore(home: dir.file("home")))
        let ana = CardFiles.Addition(profile: Self.card("Ana Lima", email: "ana@example.com"))
        #expect(try files.add(ana, replace: false) == ("ana-lima", false))
        #expect(try files.add(ana, replace: false) == ("ana-lima-2", false))
        #expect(throws: StoreError.handleExists("ana-lima")) {
            try files.add(CardFiles.Addition(profile: ana.profile, handle: "ana-lima"), replace: false)
        }
        #expect(try files.add(CardFiles.Addition(profile: ana.profile, handle: "ana-lima"), replace: true) == ("ana-lima", true))
    }
}
