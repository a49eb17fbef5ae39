import Foundation
import MycaCLI
import MycaCore

/// A temporary card store and a way to run myca commands against it in-process.
final class ManageHome {
    let directory: TemporaryDirectory
    var path: String { directory.path + "/home" }

    init() throws {
        directory = try TemporaryDirectory()
    }

    /// What one in-process run produced.
    struct Run {
        var status: Int32
        var out: String
        var err: String
    }

    /// Runs `myca ARGV` with this home as `--home` (through `homeOverride`).
    func run(
        _ argv: [String], stdin: String = "", stdinIsTTY: Bool = false, stdoutIsTTY: Bool = false,
        width: Int = 80, currentDirectory: String? = nil
    ) async -> Run {
        let out = BufferSink(), err = BufferSink()
        let ctx = CommandContext(
            stdout: out, stderr: err, stdin: BufferInput(stdin), stdinIsTTY: stdinIsTTY,
            stdoutIsTTY: stdoutIsTTY, stderrIsTTY: false, terminalWidth: width,
            currentDirectory: currentDirectory ?? directory.path, colorMode: .never, homeOverride: path)
        let status = await MycaCLI.run(argv, context: ctx)
        return Run(status: status, out: out.text, err: err.text)
    }

    var store: CardStore { CardStore(home: path) }

    /// Stores a card made of the given fields under `handle`.
    func add(_ handle: String, name: String, title: String = "", org: String = "", email: String? = nil) throws {
        var profile = Profile()
        profile.formattedName = name
        profile.title = title
        profile.organization = org
        if let email { profile.emails = [Email(address: email)] }
        try CardFiles(store: store).create(handle, profile: profile, force: false)
    }

    /// Writes a card file by hand (bypassing validation), as a person or another tool could.
    func writeCardFile(_ handle: String, _ text: String) throws {
        try FileManager.default.createDirectory(atPath: path + "/cards", withIntermediateDirectories: true)
        try text.write(toFile: path + "/cards/\(handle).vcf", atomically: true, encoding: .utf8)
    }

    /// Writes an input file outside the store; returns its path.
    @discardableResult
    func input(_ name: String, _ text: String) throws -> String {
        try directory.write("in/" + name, text)
    }

    /// Every file under the home (relative path → bytes), the lock file left out: a run that
    /// must change nothing leaves this exactly equal.
    func tree() throws -> [String: [UInt8]] {
        var result: [String: [UInt8]] = [:]
        guard let walker = FileManager.default.enumerator(atPath: path) else { return [:] }
        while let relative = walker.nextObject() as? String {
            let full = path + "/" + relative
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

    /// The stored configuration.
    func config() throws -> StoreConfig { try store.config() }

    /// The stored card as a draft.
    func load(_ handle: String) throws -> Profile { try CardFiles(store: store).load(handle) }
}

/// `$MYCA_SHARED` (default: `../shared` beside the package).
enum Shared {
    static var path: String {
        if let dir = ProcessInfo.processInfo.environment["MYCA_SHARED"], !dir.isEmpty { return dir }
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path + "/../shared"
    }

    static var corpus: String { path + "/corpus/vcards" }

    static var corpusFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: corpus)) ?? [])
            .filter { $0.hasSuffix(".vcf") }.sorted().map { corpus + "/" + $0 }
    }
}
