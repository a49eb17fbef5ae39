import Foundation
import Testing
@testable import MycaCore
import MycaTestSupport

@Suite struct CardStoreTests {
    let card = bytes("BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ana\r\nEND:VCARD\r\n")

    @Test func resolveHomeOrder() throws {
        let env = ["MYCA_HOME": "/m", "XDG_DATA_HOME": "/x", "HOME": "/h"]
        #expect(try CardStore.resolveHome(override: "/o", environment: Environment(env)) == "/o")
        #expect(try CardStore.resolveHome(override: nil, environment: Environment(env)) == "/m")
        #expect(try CardStore.resolveHome(override: nil, environment: ["XDG_DATA_HOME": "/x", "HOME": "/h"]) == "/x/myca")
        #expect(try CardStore.resolveHome(override: nil, environment: ["XDG_DATA_HOME": "rel", "HOME": "/h"])
            == "/h/.local/share/myca")
        #expect(try CardStore.resolveHome(override: nil, environment: ["HOME": "/h/"]) == "/h/.local/share/myca")
        #expect(try CardStore.resolveHome(override: "", environment: ["MYCA_HOME": "", "HOME": "/h"])
            == "/h/.local/share/myca")
    }

    @Test func emptyStore() throws {
        let dir = try TemporaryDirectory()
        let store = CardStore(home: dir.file("home"))
        #expect(try store.handles() == [])
        #expect(try store.defaultHandle() == nil)
        #expect(try store.config() == StoreConfig())
        let error = #expect(throws: StoreError.noCards) { try store.resolve(handle: nil) }
        #expect(error?.hint == nil, "which command makes one is the command line's to say")
        #expect(!FileSystem.exists(dir.file("home")))  // reading creates nothing
    }

    @Test func createLayoutDefaultAndPermissions() throws {
        let dir = try TemporaryDirectory()
        let store = CardStore(home: dir.file("home"))
        try store.create("work", bytes: card)
        try store.create("home", bytes: bytes("other"))
        #expect(try store.handles() == ["home", "work"])
        #expect(try store.readCard("work") == card)
        #expect(try store.defaultHandle() == "work")
        #expect(try store.resolve(handle: nil) == "work")
        #expect(try store.resolve(handle: "home") == "home")
        #expect(try dir.contents("home") == [".lock", "cards", "config.json"])
        #expect(try dir.contents("home/cards") == ["home.vcf", "work.vcf"])
        #expect(try permissions(of: dir.file("home/cards/work.vcf")) == 0o600)
        #expect(try permissions(of: dir.file("home")) == 0o700)
        #expect(try String(decoding: FileSystem.readFile(store.configPath), as: UTF8.self)
            == "{\n  \"schema\": 1,\n  \"default\": \"work\",\n  \"styles\": {}\n}\n")
    }

    @Test func createRefusesExistingUnlessForced() throws {
        let dir = try TemporaryDirectory()
        let store = CardStore(home: dir.path)
        try store.create("work", bytes: card)
        let error = #expect(throws: StoreError.handleExists("work")) { try store.create("work", bytes: bytes("x")) }
        #expect(error?.message == "a card named 'work' already exists")
        #expect(try store.readCard("work") == card)
        try store.create("work", bytes: bytes("x"), force: true)
        #expect(try store.readCard("work") == bytes("x"))
    }

    @Test func unknownHandleSuggests() throws {
        let dir = try TemporaryDirectory()
        let store = CardStore(home: dir.path)
        try store.create("work", bytes: card)
        let error = #expect(throws: StoreError.unknownHandle("wrok", suggestions: ["work"])) {
            try store.resolve(handle: "wrok")
        }
        #expect(error?.message == "no card named 'wrok'")
        #expect(error?.hint == "did you mean 'work'?")
        #expect(throws: StoreError.unknownHandle("zzz", suggestions: [])) { try store.readCard("zzz") }
        #expect(throws: StoreError.invalidHandle("../work")) { try store.resolve(handle: "../work") }
    }

    @Test func renameMovesDefaultAndStyle() throws {
        let dir = try TemporaryDirectory()
        let store = CardStore(home: dir.path)
        try store.create("work", bytes: card)
        try store.setStyle("navy", for: "work")
        try store.rename("work", to: "job")
        #expect(try store.handles() == ["job"])
        #expect(try store.readCard("job") == card)
        #expect(try store.config() == StoreConfig(defaultHandle: "job", styles: ["job": "navy"]))
        #expect(try store.style(for: "job") == "navy")
        try store.create("home", bytes: card)
        #expect(throws: StoreError.handleExists("home")) { try store.rename("job", to: "home") }
        #expect(throws: StoreError.invalidHandle("../evil")) { try store.rename("job", to: "../evil") }
        #expect(try store.handles() == ["home", "job"])
    }

    @Test func trashMovesCardAndPicksNewDefault() throws {
        let dir = try TemporaryDirectory()
        let store = CardStore(home: dir.path)
        try store.create("work", bytes: card)
        try store.create("home", bytes: bytes("h"))
        try store.create("zed", bytes: bytes("z"))
        try store.setStyle("navy", for: "work")
        let trashed = try store.moveToTrash("work")
        #expect(trashed.hasPrefix(store.trashDirectory + "/work."))
        #expect(trashed.hasSuffix(".vcf"))
        #expect(try FileSystem.readFile(trashed) == card)
        #expect(try store.handles() == ["home", "zed"])
        #expect(try store.config() == StoreConfig(defaultHandle: "home", styles: [:]))
        // Same second, same handle: a second trash entry, not an overwrite.
        try store.create("work", bytes: bytes("again"))
        let second = try store.moveToTrash("work")
        #expect(second != trashed)
        #expect(try dir.contents("trash").count == 2)
        _ = try store.moveToTrash("home")
        _ = try store.moveToTrash("zed")
        #expect(try store.config().defaultHandle == nil)
        #expect(throws: StoreError.noCards) { try store.resolve(handle: nil) }
    }

    @Test func noDefaultWithSeveralCards() throws {
        let dir = try TemporaryDirectory()
        let store = CardStore(home: dir.path)
        try store.create("a", bytes: card)
        try store.create("b", bytes: card)
        try store.updateConfig { $0.defaultHandle = nil }
        let error = #expect(throws: StoreError.noDefault(handles: ["a", "b"])) { try store.resolve(handle: nil) }
        #expect(error?.hint == nil, "which command chooses one is the command line's to say")
        try store.setDefault("b")
        #expect(try store.resolve(handle: nil) == "b")
        #expect(throws: StoreError.unknownHandle("c", suggestions: ["a", "b"])) { try store.setDefault("c") }
    }

    @Test func configKeepsUnknownMembersAndOrder() throws {
        let dir = try TemporaryDirectory()
        let store = CardStore(home: dir.path)
        try FileSystem.writeAtomically(bytes(#"{"future": [1, 2.5], "schema": 1, "default": null}"#), to: store.configPath)
        try store.create("w", bytes: card)
        #expect(try String(decoding: FileSystem.readFile(store.configPath), as: UTF8.self)
            == "{\n  \"schema\": 1,\n  \"default\": \"w\",\n  \"styles\": {},\n  \"future\": [\n    1,\n    2.5\n  ]\n}\n")
    }

    @Test(arguments: [
        ("{\"schema\": 1,\n  \"default\": \"work\",,\n}", 2, 21, "unexpected character ','"),
        ("{\"schema\": 1", 1, 13, "the text ends in the middle of a value"),
        ("", 1, 1, "no JSON value (the text is empty)"),
        ("[1]", 1, 1, "expected an object, found an array"),
    ])
    func invalidConfigIsNeverOverwritten(text: String, line: Int, column: Int, reason: String) throws {
        let dir = try TemporaryDirectory()
        let store = CardStore(home: dir.path)
        try store.create("work", bytes: card)
        try FileSystem.writeAtomically(bytes(text), to: store.configPath)
        let message = "'\(store.configPath)' line \(line), column \(column): \(reason)"
        // Every operation that needs the config refuses with the same error, naming the place.
        let operations: [() throws -> Void] = [
            { _ = try store.config() }, { try store.setStyle("navy", for: "work") }, { try store.create("home", bytes: card) },
            { try store.rename("work", to: "job") }, { _ = try store.moveToTrash("work") },
        ]
        for operation in operations {
            let error = #expect(throws: StoreError.self) { try operation() }
            #expect(error?.message == message)
            if case .invalidConfig(let path, let l, let c, _) = error {
                #expect(path == store.configPath && l == line && c == column)
            } else {
                Issue.record("not an invalid config: \(String(describing: error))")
            }
        }
        #expect(try FileSystem.readFile(store.configPath) == bytes(text))
        #expect(try store.handles() == ["work"])
    }

    @Test(arguments: [
        (#"{"schema": "1"}"#, StoreError.badConfigValue(path: "P", key: "schema", reason: MessageText("must be a positive integer"))),
        (#"{"schema": 2}"#, StoreError.unsupportedSchema(path: "P", schema: 2)),
        (#"{"default": "../x"}"#, StoreError.badConfigValue(path: "P", key: "default", reason: MessageText("must be a card handle or null"))),
        (#"{"styles": {"w": 3}}"#, StoreError.badConfigValue(path: "P", key: "styles.w", reason: MessageText("must be a style name for a valid handle"))),
        (#"{"styles": []}"#, StoreError.badConfigValue(path: "P", key: "styles", reason: MessageText("must be an object of handle: style name"))),
    ])
    func badConfigValues(text: String, expected: StoreError) {
        #expect(throws: expected) { try StoreConfig.parse(bytes(text), path: "P") }
    }

    @Test func symlinkPlantedInCardsIsRefused() throws {
        let dir = try TemporaryDirectory()
        let store = CardStore(home: dir.file("home"))
        try store.create("work", bytes: card)
        try FileSystem.writeAtomically(bytes("outside secret"), to: dir.file("secret"))
        let planted = dir.file("home/cards/evil.vcf")
        try FileManager.default.createSymbolicLink(atPath: planted, withDestinationPath: dir.file("secret"))
        #expect(try store.handles() == ["work"])
        #expect(throws: StoreError.notARegularFile(path: planted)) { try store.readCard("evil") }
        #expect(throws: StoreError.notARegularFile(path: planted)) { try store.write("evil", bytes: bytes("x")) }
        #expect(throws: StoreError.notARegularFile(path: planted)) { try store.update("evil") { $0 + [1] } }
        #expect(throws: StoreError.handleExists("evil")) { try store.create("evil", bytes: bytes("x")) }
        #expect(throws: StoreError.notARegularFile(path: planted)) { try store.create("evil", bytes: bytes("x"), force: true) }
        #expect(try FileSystem.readFile(dir.file("secret")) == bytes("outside secret"))
    }

    @Test func updateWritesOnlyOnChangeAndWriteNeedsExistingCard() throws {
        let dir = try TemporaryDirectory()
        let store = CardStore(home: dir.path)
        try store.create("work", bytes: card)
        let result = try store.update("work") { $0 + bytes("NOTE:x\r\n") }
        #expect(result == card + bytes("NOTE:x\r\n"))
        #expect(try store.readCard("work") == result)
        struct Stop: Error {}
        #expect(throws: Stop.self) { try store.update("work") { _ in throw Stop() } }
        #expect(try store.readCard("work") == result)
        #expect(throws: StoreError.unknownHandle("new", suggestions: [])) { try store.write("new", bytes: card) }
        try store.write("work", bytes: card)
        #expect(try store.readCard("work") == card)
        #expect(try dir.contents("cards") == ["work.vcf"])
    }

    @Test func concurrentUpdatesLoseNothing() throws {
        let dir = try TemporaryDirectory()
        let store = CardStore(home: dir.path)
        try store.create("work", bytes: [])
        let failures = Failures()
        // flock locks belong to an open file description, so two threads each opening
        // the lock file exclude one another exactly like two processes.
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            for i in 0..<100 {
                do {
                    try store.update("work") { old in old + bytes("EMAIL:w\(worker)-\(i)@example.com\n") }
                } catch {
                    failures.add("\(error)")
                }
            }
        }
        #expect(failures.all.isEmpty)
        let lines = String(decoding: try store.readCard("work"), as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(lines.count == 200)
        #expect(Set(lines) == Set((0..<2).flatMap { w in (0..<100).map { "EMAIL:w\(w)-\($0)@example.com" } }))
    }
}

final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []
    func add(_ item: String) { lock.withLock { items.append(item) } }
    var all: [String] { lock.withLock { items } }

    /// A writer killed between creating and renaming its temporary file leaves it behind;
    /// the next write under the lock removes it once its process is gone.
    @Test func staleTemporaryFilesOfDeadWritersAreRemoved() throws {
        let dir = try TemporaryDirectory()
        let store = CardStore(home: dir.file("home"))
        try store.create("work", bytes: Array("BEGIN:VCARD\r\nEND:VCARD\r\n".utf8))
        // A process that has exited: its pid is free (a fresh child that was reaped).
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/true")
        try child.run()
        child.waitUntilExit()
        let dead = child.processIdentifier
        let stale = store.cardsDirectory + "/.work.vcf.tmp-myca-\(dead)-12345"
        let live = store.cardsDirectory + "/.work.vcf.tmp-myca-\(getpid())-999"
        let other = store.cardsDirectory + "/.notes.txt"
        for path in [stale, live, other] {
            #expect(FileManager.default.createFile(atPath: path, contents: Data("half".utf8)))
        }
        try store.write("work", bytes: Array("BEGIN:VCARD\r\nFN:x\r\nEND:VCARD\r\n".utf8))
        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(FileManager.default.fileExists(atPath: live))
        #expect(FileManager.default.fileExists(atPath: other))
    }
}
