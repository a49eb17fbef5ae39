import Foundation
import MycaCore
import MycaTestSupport
import Testing

/// Faults and hostile input against the built binary: clear errors, neutralized display,
/// and nothing on disk changed.
@Suite("hardening (binary)")
struct HardeningEndToEndTests {
    // MARK: Helpers

    /// Byte sequences that must never reach a terminal from card text or error messages.
    static let forbidden: [(String, [UInt8])] = [
        ("ESC", [0x1B]), ("BEL", [0x07]), ("C1 CSI", [0xC2, 0x9B]), ("C1 OSC", [0xC2, 0x9D]), ("C1 NEL", [0xC2, 0x85]),
        ("U+202E", [0xE2, 0x80, 0xAE]), ("U+200B", [0xE2, 0x80, 0x8B]), ("U+200D", [0xE2, 0x80, 0x8D]),
        ("U+2066", [0xE2, 0x81, 0xA6]), ("U+FEFF", [0xEF, 0xBB, 0xBF]), ("NUL", [0x00]),
    ]

    static func neutral(_ bytes: [UInt8]) -> [String] {
        forbidden.compactMap { name, seq in
            bytes.indices.contains { bytes[$0...].starts(with: seq) } ? name : nil
        }
    }

    static let hostile: [String] = [
        "\u{1B}[2J\u{1B}[31mred", "\u{1B}]8;;https://evil.example\u{1B}\\click\u{1B}]8;;\u{1B}\\",
        "\u{1B}]52;c;ZWNobyBwd25lZA==\u{7}", "\u{9B}31m\u{9D}0;title\u{9C}", "abc\u{202E}gpj.exe",
        "zero\u{200B}width\u{200D}join\u{FEFF}", "\u{2066}iso\u{2069}", "nul\u{0}byte",
    ]

    static func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    static func read(_ path: String) -> [UInt8]? {
        (try? Data(contentsOf: URL(fileURLWithPath: path))).map { [UInt8]($0) }
    }

    /// Runs `script` with `sh -c`, `$MYCA` set to the binary.
    static func shell(_ script: String, home: String, environment: [String: String] = [:]) throws -> ShellResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        var env = ["MYCA": MycaProcess.binary, "MYCA_HOME": home, "HOME": home, "PATH": "/usr/sbin:/usr/bin:/sbin:/bin", "LANG": "C.UTF-8"]
        env.merge(environment) { _, new in new }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        // The test runner's threads block every signal and a child inherits that mask: a
        // script's `wait` would never see its children end. The script starts with none blocked.
        var none = sigset_t(), inherited = sigset_t()
        sigemptyset(&none)
        pthread_sigmask(SIG_SETMASK, &none, &inherited)
        defer { pthread_sigmask(SIG_SETMASK, &inherited, nil) }
        try process.run()
        let errData = ThreadBox()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread { errData.value = [UInt8](err.fileHandleForReading.readDataToEndOfFile()); done.signal() }
        let stdout = [UInt8](out.fileHandleForReading.readDataToEndOfFile())
        done.wait()
        process.waitUntilExit()
        return ShellResult(status: process.terminationStatus, stdout: stdout, stderr: errData.value)
    }

    static func newHome(with cards: [String: String] = ["card": "Old Name"]) throws -> TemporaryDirectory {
        let home = try TemporaryDirectory("myca-harden")
        for (handle, name) in cards.sorted(by: { $0.key < $1.key }) {
            let r = try MycaProcess.run(["new", handle, "--name", name, "--email", "old@example.org"], home: home.path)
            #expect(r.status == 0, "setup: \(r.err)")
        }
        return home
    }

    /// Whether this process may make mount namespaces (root with CAP_SYS_ADMIN).
    static let canUnshare: Bool = {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else { return false }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        p.arguments = ["-m", "true"]
        p.standardError = FileHandle.nullDevice
        guard (try? p.run()) != nil else { return false }
        p.waitUntilExit()
        return p.terminationStatus == 0
    }()

    // MARK: Hostile text

    @Test("hostile names and notes: show, list and errors print them neutralized", arguments: hostile)
    func hostileText(_ text: String) throws {
        let tmp = try Self.newHome()
        let home = tmp.path
        // A vCard file can carry anything; import it, then display it.
        let escaped = text.replacingOccurrences(of: ",", with: "\\,")
        try Self.write("BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Eve \(escaped)\r\nNOTE:note \(escaped)\r\nTITLE:\(escaped)\r\nEND:VCARD\r\n",
                       to: home + "/evil.vcf")
        var runs = [try MycaProcess.run(["import", home + "/evil.vcf", "--as", "evil"], home: home)]
        if runs[0].status == 0 {
            runs.append(try MycaProcess.run(["show", "evil", "--no-qr"], home: home))
            runs.append(try MycaProcess.run(["show", "evil"], home: home))
            runs.append(try MycaProcess.run(["list"], home: home))
            #expect(runs.dropFirst().allSatisfy { $0.status == 0 })
        }
        // The same text straight into fields and into error messages.
        runs.append(try MycaProcess.run(["new", "evil2", "--name", "Eve " + text, "--note", text], home: home))
        runs.append(try MycaProcess.run(["show", text], home: home))
        runs.append(try MycaProcess.run([text], home: home))
        runs.append(try MycaProcess.run(["edit", "card", "--email", text], home: home))
        runs.append(try MycaProcess.run(["show", "--color", text], home: home))
        for (index, run) in runs.enumerated() {
            #expect(Self.neutral(run.stdout + run.stderr) == [], "run \(index): \(run.err)")
        }
        #expect(runs.dropFirst(runs.count - 4).allSatisfy { $0.status != 0 })
    }

    // MARK: Faults

    @Test("a missing home: list says there are no cards, show fails clearly, nothing is created")
    func missingHome() throws {
        let tmp = try TemporaryDirectory("myca-missing")
        let parent = tmp.path
        let home = parent + "/not/there"
        let list = try MycaProcess.run(["list"], home: home)
        let show = try MycaProcess.run(["show"], home: home)
        #expect(show.status == 1)
        #expect(show.err.contains("myca new"))
        #expect(list.status == 0 || list.err.contains("myca new"))
        #expect(!FileManager.default.fileExists(atPath: home))
    }

    @Test("an unreadable cards folder is an error naming it, never an empty store; the card untouched")
    func unreadableStoreIsNotReportedAsEmpty() throws {
        let tmp = try Self.newHome()
        let home = tmp.path
        defer { chmod(home + "/cards", 0o700) }
        let before = Self.read(home + "/cards/card.vcf")
        chmod(home + "/cards", 0o000)
        // root ignores permissions: run myca as nobody when root, which cannot enter a 0700 home.
        let asNobody = getuid() == 0 ? "setpriv --reuid=65534 --regid=65534 --clear-groups " : ""
        if getuid() == 0 { chmod(home, 0o700) }
        let list = try Self.shell("\(asNobody)\"$MYCA\" list", home: home)
        let edit = try Self.shell("\(asNobody)\"$MYCA\" edit card --email new@example.org", home: home)
        #expect(list.status == 1)
        #expect(list.err.contains(home), "the error names the folder: \(list.err)")
        #expect(list.err.contains("permission") || list.err.contains("Permission"))
        #expect(edit.status == 1)
        chmod(home + "/cards", 0o700)
        #expect(Self.read(home + "/cards/card.vcf") == before)
    }

    @Test("a read-only home: edit fails clearly and the card is unchanged")
    func readOnlyHome() throws {
        let tmp = try Self.newHome()
        let home = tmp.path
        defer { chmod(home + "/cards", 0o700); chmod(home, 0o700) }
        let before = Self.read(home + "/cards/card.vcf")
        let result: ShellResult
        if Self.canUnshare {
            // A real read-only file system: a read-only bind mount in a private mount namespace.
            result = try Self.shell("""
                unshare -m sh -c 'mount --bind "$MYCA_HOME" "$MYCA_HOME" && mount -o remount,bind,ro "$MYCA_HOME" && \
                exec "$MYCA" edit card --email new@example.org'
                """, home: home)
            #expect(result.err.contains("read-only"), "\(result.err)")
        } else {
            chmod(home + "/cards", 0o500)
            chmod(home, 0o500)
            result = try Self.shell("exec \"$MYCA\" edit card --email new@example.org", home: home)
            #expect(result.err.contains("permission"), "\(result.err)")
        }
        #expect(result.status == 1)
        #expect(result.err.hasPrefix("myca: error: "))
        #expect(Self.read(home + "/cards/card.vcf") == before)
    }

    @Test("a file-size limit (ulimit -f): EFBIG is a clear error, no SIGXFSZ death, the card intact, no temporary left")
    func fileSizeLimit() throws {
        let tmp = try Self.newHome()
        let home = tmp.path
        let before = Self.read(home + "/cards/card.vcf")
        let note = String(repeating: "a long note ", count: 400)  // ~4.8 KB, over a 1-block limit
        let result = try Self.shell("ulimit -f 1; exec \"$MYCA\" edit card --note \"$NOTE\"", home: home,
                                    environment: ["NOTE": note])
        #expect(result.status == 1, "killed by a signal? status \(result.status): \(result.err)")
        #expect(result.err.hasPrefix("myca: error: "))
        #expect(result.err.contains("card.vcf"), "\(result.err)")
        #expect(Self.read(home + "/cards/card.vcf") == before)
        let names = try FileManager.default.contentsOfDirectory(atPath: home + "/cards")
        #expect(names == ["card.vcf"])
    }

    @Test("a full disk (a 64 KiB tmpfs, else a file-size limit): a clear error, the card intact")
    func fullDisk() throws {
        let tmp = try Self.newHome()
        let home = tmp.path
        let note = String(repeating: "a long note ", count: 1700)  // ~20 KB (the note cap is 32 KiB)
        if Self.canUnshare {
            // Copy the store into a tiny tmpfs, fill it, edit, and print the card after.
            let result = try Self.shell("""
                unshare -m sh -c '
                  cp -a "$MYCA_HOME" "$MYCA_HOME.copy" &&
                  mount -t tmpfs -o size=64k tmpfs "$MYCA_HOME" && cp -a "$MYCA_HOME.copy/." "$MYCA_HOME/" &&
                  rm -rf "$MYCA_HOME.copy" &&
                  (dd if=/dev/zero of="$MYCA_HOME/filler" bs=1k count=64 2>/dev/null; true) &&
                  "$MYCA" edit card --note "$NOTE"; echo "status=$?" >&2; cat "$MYCA_HOME/cards/card.vcf"; ls -A "$MYCA_HOME/cards" >&2'
                """, home: home, environment: ["NOTE": note])
            #expect(result.err.contains("status=1"), "\(result.err)")
            #expect(result.err.contains("disk is full"), "\(result.err)")
            #expect(result.stdout == Self.read(home + "/cards/card.vcf"), "the card in the full tmpfs changed")
            #expect(!result.err.contains(".tmp-"), "a temporary file was left: \(result.err)")
        } else {
            let before = Self.read(home + "/cards/card.vcf")
            let result = try Self.shell("ulimit -f 8; exec \"$MYCA\" edit card --note \"$NOTE\"", home: home,
                                        environment: ["NOTE": note])
            #expect(result.status == 1)
            #expect(Self.read(home + "/cards/card.vcf") == before)
        }
    }

    @Test("a card changed by another myca between its read and its write: both changes land")
    func changedBetweenReadAndWrite() throws {
        let tmp = try Self.newHome()
        let home = tmp.path
        // The first edit is held at its first write step, the lock taken; the second starts
        // then, says it waits, and goes on once the first is let through.
        let first = try PausedWrites(["-q", "edit", "card", "--email", "first@example.org"],
                                     environment: ["MYCA_HOME": home, "HOME": home], hold: true)
        #expect(first.waitForSteps(1) == 1)
        let second = Process()
        second.executableURL = URL(fileURLWithPath: MycaProcess.binary)
        second.arguments = ["edit", "card", "--email", "second@example.org"]
        second.environment = ["MYCA_HOME": home, "HOME": home, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
        second.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        second.standardError = errors
        try second.run()
        var said = ""
        while !said.contains("waiting for another myca"), let byte = try errors.fileHandleForReading.read(upToCount: 1),
              !byte.isEmpty {
            said += String(decoding: byte, as: UTF8.self)
        }
        // Its notice, read up to where it names the wait: the rest (the folder) may wrap.
        #expect(said.hasSuffix("waiting for another myca"), "\(said)")
        first.release()
        first.waitForSteps(.max)
        first.process.waitUntilExit()
        _ = try errors.fileHandleForReading.readToEnd()
        second.waitUntilExit()
        #expect(first.process.terminationStatus == 0 && second.terminationStatus == 0)
        let card = try VCardReader.read(try #require(Self.read(home + "/cards/card.vcf")))
        #expect(card.profiles.first?.emails.map(\.address) == ["old@example.org", "first@example.org", "second@example.org"])
    }

    // MARK: Huge inputs

    @Test("huge inputs are refused quickly with a clear error and nothing stored")
    func hugeInputs() throws {
        let tmp = try Self.newHome()
        let home = tmp.path
        let before = try FileManager.default.contentsOfDirectory(atPath: home + "/cards")
        // 100 MB file (sparse), 50 MB photo (sparse, PNG signature), 100,000 cards.
        func sparse(_ path: String, _ size: Int, prefix: [UInt8]) {
            let fd = open(path, O_CREAT | O_WRONLY, 0o600)
            _ = prefix.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, prefix.count) }
            ftruncate(fd, off_t(size))
            close(fd)
        }
        sparse(home + "/huge.vcf", 100 << 20, prefix: Array("BEGIN:VCARD\r\nFN:".utf8))
        sparse(home + "/photo.png", 50 << 20, prefix: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var many = ""
        for n in 0..<100_000 { many += "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:P\(n)\r\nEND:VCARD\r\n" }
        try Self.write(many, to: home + "/many.vcf")
        func run(_ args: [String]) throws -> (Int32, String) {
            let r = try MycaProcess.run(args, home: home)
            return (r.status, r.err)
        }
        let piped = try Self.shell("exec \"$MYCA\" new x --from - < \"$MYCA_HOME/huge.vcf\"", home: home)
        let runs: [(String, (Int32, String))] = [
            ("import 100 MB", try run(["import", home + "/huge.vcf"])),
            ("new --from 100 MB", try run(["new", "x", "--from", home + "/huge.vcf"])),
            ("new --from - 100 MB", (piped.status, piped.err)),
            ("photo 50 MB", try run(["new", "y", "--name", "Y", "--photo", home + "/photo.png"])),
            ("edit --photo 50 MB", try run(["edit", "card", "--photo", home + "/photo.png"])),
            ("import 100,000 cards", try run(["import", home + "/many.vcf"])),
        ]
        for (label, (status, err)) in runs {
            #expect(status == 1, "\(label): status \(status)")
            #expect(err.hasPrefix("myca: error: "), "\(label): \(err)")
            #expect(err.contains("large") || err.contains("more than") || err.contains("limit"), "\(label): \(err)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: home + "/cards") == before)
    }

    // MARK: Escaping the store

    @Test("handles and names built to escape the store are refused or contained")
    func escapingTheStore() throws {
        let tmp = try Self.newHome()
        let home = tmp.path
        let elsewhere = try TemporaryDirectory("myca-outside")
        let outside = elsewhere.file("outside")
        try Self.write("secret\n", to: outside)
        #expect(symlink(outside, home + "/cards/planted.vcf") == 0)
        let refused: [[String]] = [
            ["new", "../escape", "--name", "X"], ["new", "/tmp/abs", "--name", "X"], ["new", "a/b", "--name", "X"],
            ["show", "../../etc/passwd"], ["edit", "../card", "--email", "a@b.example"], ["rename", "card", "../x"],
            ["use", "../card"], ["rm", "../card", "--yes"], ["export", "planted"], ["show", "planted"],
            ["edit", "planted", "--email", "a@b.example"], ["rm", "planted", "--yes"], ["rename", "planted", "fine"],
            ["import", home + "/cards/card.vcf", "--as", "../x"],
        ]
        for args in refused {
            let r = try MycaProcess.run(args, home: home)
            #expect(r.status != 0, "\(args) succeeded")
            #expect(r.err.hasPrefix("myca: error: "), "\(args): \(r.err)")
        }
        #expect(Self.read(outside) == Array("secret\n".utf8))
        #expect(FileSystem.isSymbolicLink(home + "/cards/planted.vcf"))
        let list = try MycaProcess.run(["list"], home: home)
        #expect(!list.out.contains("planted"))
        let parent = (home as NSString).deletingLastPathComponent
        #expect(!FileManager.default.fileExists(atPath: parent + "/escape.vcf"))
        #expect(!FileManager.default.fileExists(atPath: home + "/x.vcf"))
        // Batch file-name templates cannot leave the output folder.
        try Self.write("name\nA\n", to: home + "/in.csv")
        let out = home + "/out"
        let batch = try MycaProcess.run(["batch", home + "/in.csv", "--out", out, "--format", "vcf",
                                         "--name", "../../{name}/../x"], home: home)
        #expect(batch.status == 0, "\(batch.err)")
        let made = try FileManager.default.contentsOfDirectory(atPath: out)
        #expect(made.count == 1 && !made[0].contains("/") && !made[0].hasPrefix("."), "\(made)")
    }
}

/// What a shell script run produced.
struct ShellResult {
    var status: Int32
    var stdout: [UInt8]
    var stderr: [UInt8]
    var out: String { String(decoding: stdout, as: UTF8.self) }
    var err: String { String(decoding: stderr, as: UTF8.self) }
}

/// A value handed from a reader thread to the test.
private final class ThreadBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [UInt8] = []
    var value: [UInt8] {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); stored = newValue; lock.unlock() }
    }
}
