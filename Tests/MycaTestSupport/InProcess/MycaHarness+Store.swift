import Foundation
import MycaCLI
import MycaCore

/// The harness's store and scratch files, as tests set them up and inspect them.
extension MycaHarness {
    /// Stores `profile` as card `handle` (validated, as `myca new` would).
    package func add(_ handle: String, _ profile: Profile = .sample) throws {
        try CardFiles(store: store).create(handle, profile: profile, force: false)
    }

    /// Stores a card made of the given fields under `handle`.
    package func add(_ handle: String, name: String, title: String = "", org: String = "", email: String? = nil) throws {
        var profile = Profile()
        profile.formattedName = name
        profile.title = title
        profile.organization = org
        if let email { profile.emails = [Email(address: email)] }
        try add(handle, profile)
    }

    /// The stored card `handle`, read back as a draft.
    package func card(_ handle: String) throws -> Profile { try CardFiles(store: store).load(handle) }

    /// The bytes of card `handle`'s file.
    package func bytes(_ handle: String) throws -> [UInt8] { try store.readCard(handle) }

    /// The stored configuration.
    package func config() throws -> StoreConfig { try store.config() }

    /// Writes a card file by hand (bypassing validation), as a person or another tool could.
    package func writeCardFile(_ handle: String, _ text: String) throws {
        try FileManager.default.createDirectory(atPath: home + "/cards", withIntermediateDirectories: true)
        try text.write(toFile: home + "/cards/\(handle).vcf", atomically: true, encoding: .utf8)
    }

    /// Writes an input file outside the store (under `in/`); returns its path.
    @discardableResult
    package func input(_ name: String, _ text: String) throws -> String {
        try directory.write("in/" + name, text)
    }

    /// Writes a shell script and returns the command that runs it, for `$EDITOR`.
    ///
    /// The script is run by `sh`, not executed directly: while parallel tests fork, a child
    /// may briefly hold the file open for writing, and executing it would fail with ETXTBSY.
    package func script(_ name: String, _ body: String) throws -> String {
        "sh " + (try directory.write(name, body + "\n"))
    }

    /// Files in `<home>/drafts`, sorted (none when the folder does not exist).
    package func drafts() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: home + "/drafts")) ?? []).sorted()
    }

    /// Every file under the home (relative path → bytes; folders end in `/`), the lock file
    /// left out: a run that must change nothing leaves this exactly equal.
    package func tree() throws -> [String: [UInt8]] {
        var result: [String: [UInt8]] = [:]
        guard let walker = FileManager.default.enumerator(atPath: home) else { return [:] }
        while let relative = walker.nextObject() as? String {
            let full = home + "/" + relative
            var isDir: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: full, isDirectory: &isDir)
            if isDir.boolValue {
                result[relative + "/"] = []
            } else if relative != ".lock" {
                result[relative] = [UInt8](try Data(contentsOf: URL(fileURLWithPath: full)))
            }
        }
        return result
    }
}
