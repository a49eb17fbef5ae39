import Foundation
import Testing
@testable import MycaCore
import MycaTestSupport

/// A card is refused on its way into the store when the store could not read it back:
/// the caps it reads with are the ones every write is checked against.
@Suite struct CardFileLimitsTests {
    static func card(emails count: Int) -> Profile {
        var p = Profile()
        p.formattedName = "Ann Lee"
        p.emails = (0..<count).map { Email(address: "ann\($0)@example.org") }
        return p
    }

    @Test("new with 5,000 emails is refused, naming the card, the emails and the cap; nothing is written")
    func fiveThousandEmailsAreRefusedNotStuck() throws {
        let dir = try TemporaryDirectory()
        let files = CardFiles(store: CardStore(home: dir.file("home")))
        let limit = VCardLimits.default.maxPropertiesPerCard
        let error = #expect(throws: CardFileLimitError.self) {
            try files.create("ann", profile: Self.card(emails: limit), force: false)
        }
        guard case let .tooManyProperties(card, count, cap, property, ofIt)? = error else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(card == "ann" && cap == limit && property == "EMAIL" && ofIt == limit && count > limit)
        #expect(error?.message.contains("the card 'ann' would hold") == true)
        #expect(!files.store.exists("ann"))
        // Just under the cap with what the writer adds (VERSION, PRODID, FN, UID, REV): stored, and read back.
        let fits = limit - 5
        try files.create("fits", profile: Self.card(emails: fits), force: false)
        #expect(try files.load("fits").emails.count == fits)
    }

    @Test("an import of a card of 4,999 properties, which the writer would store with more, is refused as its card")
    func importJustUnderTheReadCapIsRefusedNotStuck() throws {
        let dir = try TemporaryDirectory()
        let files = CardFiles(store: CardStore(home: dir.file("home")))
        var text = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ann Lee\r\n"
        for i in 0..<(VCardLimits.default.maxPropertiesPerCard - 2) { text += "X-ITEM:\(i)\r\n" }
        text += "END:VCARD\r\n"
        let read = try VCardReader.read(Array(text.utf8))
        let profile = try #require(read.profiles.first)
        let results = try files.add([.init(profile: profile, handle: "ann")], replace: false, recognise: true, imported: true)
        guard case .failed(let error as CardFileLimitError)? = results.first, case .tooManyProperties = error else {
            Issue.record("\(results)")
            return
        }
        #expect(try files.store.handles().isEmpty)
    }

    @Test("a card larger than the store reads (19 MB of kept lines, under the import's 32 MiB) is refused whole")
    func cardOverTheStoreCapIsRefusedNotStuck() throws {
        let dir = try TemporaryDirectory()
        let files = CardFiles(store: CardStore(home: dir.file("home")))
        var profile = Profile()
        profile.formattedName = "Ann Lee"
        let line = String(repeating: "a", count: 1_900_000)
        profile.extras = (0..<10).map { VCardProperty(name: "X-BLOB\($0)", value: line) }
        let error = #expect(throws: CardFileLimitError.self) { try files.create("ann", profile: profile, force: false) }
        guard case let .tooLarge(card, bytes, limit, property, _)? = error else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(card == "ann" && bytes > CardStore.maxCardBytes && limit == CardStore.maxCardBytes && property.hasPrefix("X-BLOB"))
        #expect(!files.store.exists("ann"))
        // An edit that would take a stored card past the cap leaves it as it was.
        try files.create("ann", profile: Self.card(emails: 1), force: false)
        let before = try files.store.readCard("ann")
        #expect(throws: CardFileLimitError.self) {
            try files.modify("ann") { $0.extras = profile.extras }
        }
        #expect(try files.store.readCard("ann") == before)
    }

    @Test("a line longer than a card file's lines may be is refused, naming its property")
    func lineOverTheLineCap() throws {
        let line = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:A\r\nNOTE:" + String(repeating: "a", count: VCardLimits.default.maxLineBytes)
            + "\r\nEND:VCARD\r\n"
        #expect(throws: CardFileLimitError.lineTooLong(card: "a", property: "NOTE", bytes: VCardLimits.default.maxLineBytes + 5,
                                                       limit: VCardLimits.default.maxLineBytes)) {
            try CardFileLimits.check(Array(line.utf8), card: "a")
        }
        // Folded, it is as long: the fold's blanks are not counted.
        var folded: [UInt8] = []
        VCardSyntax.appendFolded("NOTE:" + String(repeating: "a", count: 200), to: &folded)
        #expect(throws: Never.self) { try CardFileLimits.check(folded, card: "a") }
    }
}
